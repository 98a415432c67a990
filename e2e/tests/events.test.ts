import { describe, expect, it } from "vitest";
import { publishTournament } from "../support/events.js";
import {
  DEMO_MEMBER,
  DEMO_OFFICIAL,
  dialogsClosed,
  expectToast,
  journeyWithPhones,
  payWithSandboxCard,
  saveDialogState,
  saveScreenshot,
} from "../support/index.js";

// Issue 14 (events, first part) on two phones: an official creates a tournament in the control
// panel and publishes it; the demo member enters it in a category, pays the entry fee on the
// sandbox checkout page and sees the entry confirmed; the official checks her in on the phone
// screen by her membership number and records a placing; the member sees the result on their
// events page.

const CONTROL_PANEL_EVENTS = "/dashboard/my-control-panel/events";
const MY_EVENTS = "/dashboard/my-membership/events";

const journey = journeyWithPhones();
const { signIn } = journey;

describe("events", () => {
  it("an official publishes a tournament, a member enters and pays, the official records a result the member sees", async () => {
    // Its own name on each attempt (a retry meets the first attempt's event in the same database).
    const TITLE = `Volta Regional Open ${Date.now().toString(36).slice(-4).toUpperCase()}`;
    // The official creates the tournament (a draft) with one category, then publishes it.
    const official = await signIn(DEMO_OFFICIAL, CONTROL_PANEL_EVENTS);
    await official.page.getByRole("article").first().waitFor({ timeout: 15_000 });
    await saveScreenshot(official.page, "events-01-official-list");
    const tournament = { title: TITLE, venue: "Ho Sports Stadium, Ho", places: 16 };
    await publishTournament(official.page, tournament, "events-02-official-new-event");
    await saveScreenshot(official.page, "events-03-official-published");

    // The member sees it with their eligibility and enters senior women's kata.
    const member = await signIn(DEMO_MEMBER, MY_EVENTS);
    const upcoming = member.page.getByRole("region", { name: "Upcoming events" });
    const card = upcoming.getByRole("article", { name: TITLE });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText("You can enter").waitFor();
    await saveScreenshot(member.page, "events-04-member-open-events");
    await card.getByRole("button", { name: "Enter" }).click();
    const enter = member.page.getByRole("dialog", { name: `Enter ${TITLE}` });
    await enter.getByLabel(/^Category/).selectOption("SEN-F-KATA");
    await saveDialogState(member.page, "events-05-member-enter");
    await enter.getByRole("button", { name: "Send the entry" }).click();
    await expectToast(member.page, "Entry sent");
    await dialogsClosed(member.page);

    const mine = member.page.getByRole("region", { name: "My entries and results" });
    const entry = mine.getByRole("article", { name: TITLE });
    await entry.getByText("Submitted", { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByText("You have entered").waitFor();
    await saveScreenshot(member.page, "events-06-member-entered");

    // Pays the entry fee on the sandbox checkout page, and comes back to the payment result.
    await entry.getByRole("button", { name: "Pay the entry fee" }).click();
    await payWithSandboxCard(member.page);

    await member.page.goto(MY_EVENTS);
    await entry.getByText("Confirmed", { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "events-07-member-confirmed");

    // At the door, on the official's phone: the member is checked in by the number on her card.
    await official.page.reload();
    const event = official.page.getByRole("article", { name: TITLE });
    await event.getByRole("button", { name: "Check in on this phone" }).click();
    const door = official.page.getByRole("dialog", { name: `Check-in: ${TITLE}` });
    const arriving = door.getByRole("listitem", { name: "Ama Mensah" });
    await arriving.waitFor({ timeout: 15_000 });
    const number = /GKF-[A-Z]{2}-\d{2}-\d{6}/.exec((await arriving.textContent()) ?? "")?.[0] ?? "";
    expect(number).not.toBe("");
    await door.getByRole("textbox", { name: "Membership number" }).fill(number.toLowerCase());
    await door.getByRole("button", { name: "Check in", exact: true }).click();
    await door.getByRole("status").filter({ hasText: "Ama Mensah is checked in" }).waitFor({ timeout: 15_000 });
    await arriving.getByText("Checked in", { exact: true }).waitFor({ timeout: 15_000 });
    await door.getByText("1 of 1 checked in").waitFor();
    await saveDialogState(official.page, "events-08-official-check-in-phone");
    await official.page.keyboard.press("Escape");
    await dialogsClosed(official.page);

    // The official records gold.
    await event.getByRole("button", { name: "Entries", exact: true }).click();
    const drawer = official.page.getByRole("dialog", { name: `Entries: ${TITLE}` });
    const row = drawer.getByRole("article", { name: "Ama Mensah" });
    await row.getByText("Confirmed", { exact: true }).waitFor({ timeout: 15_000 });
    await row.getByText("Checked in").waitFor({ timeout: 15_000 });
    await row.getByLabel("Placing: Ama Mensah").fill("1");
    await saveDialogState(official.page, "events-09-official-entries");
    await drawer.getByRole("button", { name: "Save the results" }).click();
    await expectToast(official.page, "The results are saved");

    // The member sees the result.
    await member.page.reload();
    await entry.getByText("Placing: 1st").waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "events-10-member-result");

    expect(official.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
