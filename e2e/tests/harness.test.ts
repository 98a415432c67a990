import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONTROL_PANEL_HOME,
  failureDirOf,
  journeyPerTest,
  MEMBER_HOME,
  newPhoneContext,
  signedInMember,
  signedInOfficial,
} from "../support/index.js";

// What the harness gives every journey in place of @playwright/test (decision 72): fixtures for a
// signed-in member and official, and a trace and screenshot of a failed test. This server checks
// devices (the default), so the fixtures go through the device code as well. A test's first
// attempt is traced only when no retry would follow it (failures.ts).

const journey = journeyPerTest();

// No retry here: the second test reads what the first, failing on purpose, left behind.
describe("the e2e harness", { retry: 0 }, () => {
  it("signs the demo member in on a new phone and opens their membership", async () => {
    const member = await signedInMember(journey.browser, journey.server);
    journey.closeAfterTest(member.context);
    expect(new URL(member.page.url()).pathname).toBe(MEMBER_HOME);
    await member.page.getByTestId("membership-card").waitFor({ timeout: 15_000 });
    // Still signed in after a reload: the session is where the web app keeps it.
    await member.page.reload();
    await member.page.getByTestId("membership-card").waitFor({ timeout: 15_000 });
    expect(new URL(member.page.url()).pathname).toBe(MEMBER_HOME);
    expect(member.session.user.first_name).toBe("Ama");
    expect(member.errors).toEqual([]);
  });

  it.fails("fails on purpose while the official is signed in (the next test reads what it left)", async () => {
    const official = await signedInOfficial(journey.browser, journey.server);
    journey.closeAfterTest(official.context);
    expect(new URL(official.page.url()).pathname).toBe(CONTROL_PANEL_HOME);
    await official.page.getByRole("heading").first().waitFor({ timeout: 15_000 });
    expect(await official.page.getByText("A sentence no page of the portal shows").count()).toBe(1);
  });

  it("keeps the failed test's trace and a full-page screenshot, and nothing of a test that passed", ({ task }) => {
    const [passed, failed] = task.suite?.tasks ?? [];
    if (passed?.type !== "test" || failed?.type !== "test") throw new Error("The two tests above are missing");
    const dir = failureDirOf(failed);
    expect(fs.readdirSync(dir).sort()).toEqual(["context-1-page-1.png", "context-1-trace.zip", "pages.txt"]);
    const screenshot = fs.readFileSync(path.join(dir, "context-1-page-1.png"));
    expect(screenshot.subarray(1, 4).toString()).toBe("PNG");
    const trace = fs.readFileSync(path.join(dir, "context-1-trace.zip"));
    expect(trace.subarray(0, 2).toString()).toBe("PK");
    expect(fs.readFileSync(path.join(dir, "pages.txt"), "utf8")).toContain(CONTROL_PANEL_HOME);
    expect(fs.existsSync(failureDirOf(passed))).toBe(false);
  });
});

describe("a journey that fails once and passes on its retry", { retry: 1 }, () => {
  it("fails in its first attempt only", async ({ task }) => {
    const phone = journey.closeAfterTest(await newPhoneContext(journey.browser, journey.server.baseUrl));
    const page = await phone.newPage();
    await page.goto("/auth/login");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(task.result?.retryCount ?? 0, "the first attempt fails on purpose").toBeGreaterThan(0);
  });

  it("kept the failed attempt's screenshot and its address, and no trace: a retry was to follow", ({ task }) => {
    const [failedOnce] = task.suite?.tasks ?? [];
    if (failedOnce?.type !== "test") throw new Error("The test above is missing");
    expect(failedOnce.result?.retryCount).toBe(1);
    const dir = failureDirOf(failedOnce);
    expect(fs.readdirSync(dir).sort()).toEqual(["context-1-page-1.png", "pages.txt"]);
    expect(fs.readFileSync(path.join(dir, "pages.txt"), "utf8")).toContain("/auth/login");
  });
});
