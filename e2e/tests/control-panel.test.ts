import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  DEMO_MEMBER,
  DEMO_OFFICIAL,
  dialogsClosed,
  expectPath,
  expectToast,
  journeyWithPhones,
  MEMBER_HOME,
  saveDialogState,
  saveScreenshot,
} from "../support/index.js";
import { waitForOutbox } from "../support/outbox.js";

// Issue 15 on two phones: the federation official finds the demo member by part of her name in
// the control panel's directory, opens her file and previews her Ghana Card inline, suspends the
// membership with a reason (the member sees "Suspended" and is told by e-mail), reinstates it
// (active again, told again), exports the filtered list as CSV (the member in it, as many rows as
// the page counts) and finds both actions with their reasons in the audit log.

const MEMBERS = "/dashboard/my-control-panel/members";
const AUDIT = "/dashboard/my-control-panel/audit";
const STATISTICS = "/dashboard/my-control-panel/statistics";

const journey = journeyWithPhones();
const { signIn } = journey;

describe("control panel", () => {
  it("an official finds a member, previews a document, suspends and reinstates her with reasons she is told, exports the filtered list and finds both actions in the audit log", async () => {
    // Its own reasons on each attempt (a retry meets the first attempt's audit events).
    const attempt = Date.now().toString(36).slice(-4).toUpperCase();
    const SUSPEND_REASON = `Unpaid tournament levy ${attempt}`;
    const REINSTATE_REASON = `Levy settled at the regional office ${attempt}`;

    const member = await signIn(DEMO_MEMBER, MEMBER_HOME);
    const record = member.page.getByRole("region", { name: "Your membership" });
    await record.getByText("Active", { exact: true }).waitFor({ timeout: 15_000 });
    const told = (await waitForOutbox(journey.server.baseUrl, DEMO_MEMBER.username, -1)).length;

    // The official searches the directory by part of the name.
    const official = await signIn(DEMO_OFFICIAL, MEMBERS);
    await official.page.getByRole("heading", { name: "Members", level: 1 }).waitFor({ timeout: 15_000 });
    await official.page.getByRole("textbox", { name: "Search" }).fill("mensa");
    await official.page.getByRole("button", { name: "Search", exact: true }).click();
    const open = official.page.getByRole("button", { name: "Open the file of Ama Mensah" });
    await open.waitFor({ timeout: 15_000 });
    expect(new URL(official.page.url()).searchParams.get("q")).toBe("mensa");
    await saveScreenshot(official.page, "control-panel-01-directory-search");

    // Her file in a drawer: the Ghana Card beside the birth date it proves, previewed inline.
    await open.click();
    const file = official.page.getByRole("dialog", { name: "File of Ama Mensah" });
    const documents = file.getByRole("region", { name: "Documents" });
    const ghanaCard = documents.getByRole("article", { name: "Ghana Card" });
    await ghanaCard.getByText("Date of birth on record: 2003-04-12").waitFor({ timeout: 15_000 });
    await ghanaCard.getByRole("button", { name: "Preview" }).click();
    const preview = ghanaCard.locator('iframe[title="Preview of Ghana Card"]');
    await preview.waitFor({ timeout: 15_000 });
    // The PDF itself in the frame, not the browser's page for a blocked frame.
    const frame = await (await preview.elementHandle())?.contentFrame();
    await expect.poll(() => frame?.url()).toMatch(/^blob:/);
    await saveDialogState(official.page, "control-panel-02-file-preview");

    // Suspends the membership with a reason.
    await file.getByRole("button", { name: "Suspend" }).click();
    const suspend = official.page.getByRole("dialog", { name: "Suspend the membership of Ama Mensah" });
    await suspend.getByRole("button", { name: "Confirm" }).click();
    await suspend.getByRole("alert").filter({ hasText: "Give a reason of at least 3 characters." }).waitFor();
    await suspend.getByRole("textbox", { name: /^Reason/ }).fill(SUSPEND_REASON);
    await saveDialogState(official.page, "control-panel-03-suspend-reason");
    await suspend.getByRole("button", { name: "Confirm" }).click();
    await expectToast(official.page, "The membership is suspended and the member is told.");
    await file.getByRole("region", { name: "Membership" }).getByText("Suspended", { exact: true }).waitFor();
    await file.getByRole("region", { name: "Audit trail" }).getByText(SUSPEND_REASON, { exact: false }).waitFor();
    await file.getByRole("button", { name: "Reinstate" }).waitFor();

    // The member is told, with the reason, and sees the suspension on her membership.
    const [suspended] = await waitForOutbox(journey.server.baseUrl, DEMO_MEMBER.username, told);
    expect(suspended?.subject).toBe("Your membership is suspended");
    expect(suspended?.text).toContain(SUSPEND_REASON);
    await member.page.reload();
    await record.getByText("Suspended", { exact: true }).waitFor({ timeout: 15_000 });
    await member.page
      .getByRole("region", { name: "Membership card" })
      .getByText(/^Your membership is suspended, so you have no valid card\./)
      .waitFor();
    await saveScreenshot(member.page, "control-panel-04-member-suspended");

    // The official reinstates it.
    await file.getByRole("button", { name: "Reinstate" }).click();
    const reinstate = official.page.getByRole("dialog", { name: "Reinstate the membership of Ama Mensah" });
    await reinstate.getByRole("textbox", { name: /^Reason/ }).fill(REINSTATE_REASON);
    await reinstate.getByRole("button", { name: "Confirm" }).click();
    await expectToast(official.page, "The suspension is lifted and the member is told.");
    await file.getByRole("region", { name: "Membership" }).getByText("Active", { exact: true }).waitFor();
    await file.getByRole("button", { name: "Suspend" }).waitFor();
    await saveDialogState(official.page, "control-panel-05-file-reinstated");

    const [reinstated] = await waitForOutbox(journey.server.baseUrl, DEMO_MEMBER.username, told + 1);
    expect(reinstated?.subject).toBe("Your membership is reinstated");
    expect(reinstated?.text).toContain(REINSTATE_REASON);
    await member.page.reload();
    await record.getByText("Active", { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "control-panel-06-member-active-again");

    // The official exports the list as filtered (the search and active members) as CSV.
    await file.getByRole("button", { name: "Close the file" }).click();
    await dialogsClosed(official.page);
    const filtered = official.page.waitForResponse(
      (response) => response.url().includes("/api/admin/members?") && response.url().includes("status=ACTIVE"),
    );
    // On a phone the filters wait behind "Filters (n)", n those in use.
    const filters = official.page.getByRole("button", { name: "Filters (0)" });
    await filters.click();
    expect(await filters.getAttribute("aria-expanded")).toBe("true");
    await official.page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Active" });
    await expectPath(official.page, /[?&]status=ACTIVE/);
    await official.page.getByRole("button", { name: "Filters (1)" }).waitFor();
    expect((await filtered).status()).toBe(200);
    const total = official.page.getByText(/^\d+ members?$/);
    await open.waitFor();
    const listed = Number.parseInt((await total.textContent()) ?? "", 10);
    expect(listed).toBeGreaterThan(0);
    await saveScreenshot(official.page, "control-panel-07-directory-filtered");
    const [download] = await Promise.all([
      official.page.waitForEvent("download"),
      official.page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("gkf-members.csv");
    const csv = await readFile(await download.path(), "utf8");
    const rows = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(rows.length - 1).toBe(listed);
    const ama = rows.find((row) => row.includes("Mensah"));
    expect(ama).toContain("Ama");
    expect(ama).toContain("Greater Accra");
    expect(ama).toContain("Active");

    // Both actions, with their reasons, in the audit log, found by the member's e-mail.
    await official.page.goto(AUDIT);
    await official.page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor({ timeout: 15_000 });
    await official.page.getByRole("textbox", { name: /^Whom it concerned/ }).fill(DEMO_MEMBER.username);
    await official.page.getByRole("button", { name: "Show", exact: true }).click();
    const suspendedRow = official.page.getByRole("row").filter({ hasText: SUSPEND_REASON });
    const reinstatedRow = official.page.getByRole("row").filter({ hasText: REINSTATE_REASON });
    await suspendedRow.getByText("MEMBER_SUSPENDED").waitFor({ timeout: 15_000 });
    await reinstatedRow.getByText("MEMBER_REINSTATED").waitFor();
    await saveScreenshot(official.page, "control-panel-08-audit-log");

    // The statistics every official sees, as a person meets them (axe, touch targets, no layout shift).
    await official.page.goto(STATISTICS);
    await official.page.getByRole("heading", { name: "Statistics", level: 1 }).waitFor({ timeout: 15_000 });
    await official.page.getByRole("table", { name: "Members by status: the numbers" }).waitFor({ timeout: 15_000 });
    await saveScreenshot(official.page, "control-panel-09-statistics");

    expect(official.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
