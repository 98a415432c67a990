import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeJourney,
  openJourney,
  type RunningServer,
  saveScreenshot,
  signedInMember,
  signedInOfficial,
} from "../support/index.js";

// Issue 12, the spec's colour validators at work: the federation official sets a belt's colours in
// the control panel, and a member with that belt sees them on the membership overview.

const PAGE = "/dashboard/my-control-panel/belt-colours";

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ server, browser } = await openJourney({ deviceVerification: "off" }));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await closeJourney({ server, browser });
});

describe("belt colours", () => {
  it("an official sets 3rd kyu's colour and stripe; the member's belt shows them", async () => {
    const official = await signedInOfficial(browser, server, { target: PAGE });
    contexts.push(official.context);
    const { page } = official;
    await page.getByRole("heading", { name: "Belt colours", level: 1 }).waitFor();
    const colour = page.getByRole("textbox", { name: "Belt colour, 3rd kyu" });
    await colour.waitFor();
    expect(await colour.inputValue()).toBe("#8b5a2b");

    // A text colour that does not read on the belt is refused at the field.
    await colour.fill("#0b7285");
    await page.getByRole("textbox", { name: "Stripe (optional), 3rd kyu" }).fill("rgba(255, 255, 255, 0.6)");
    const text = page.getByRole("textbox", { name: "Text colour (optional), 3rd kyu" });
    await text.fill("#1864ab");
    await page.getByRole("button", { name: "Save colours" }).click();
    await page.getByText(/^Hard to read on this belt \(contrast 1\.\d:1, at least 4\.5:1 needed\)$/).waitFor();
    await saveScreenshot(page, "belt-colours-01-contrast-refused");

    await text.fill("");
    await page.getByRole("button", { name: "Save colours" }).click();
    await page.getByText("Members now see the new colours.").waitFor({ timeout: 15_000 });
    await page.getByRole("region", { name: "3rd kyu" }).getByText("Set by the federation").waitFor();
    // The preview writes the grade in white on the dark teal belt.
    const badge = page.getByTestId("belt-badge-KYU_3");
    expect(await badge.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(255, 255, 255)");
    await saveScreenshot(page, "belt-colours-02-saved");

    const member = await signedInMember(browser, server);
    contexts.push(member.context);
    const strip = member.page.locator('[data-belt-colour="#0b7285"]').first();
    await strip.waitFor({ timeout: 15_000 });
    expect(await strip.getAttribute("data-belt-stripe")).toBe("rgba(255, 255, 255, 0.6)");
    await saveScreenshot(member.page, "belt-colours-03-member-overview");
  });
});
