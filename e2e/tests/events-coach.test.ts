import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { minimalPdf } from "../../server/src/test/minimal-pdf.js";
import { publishTournament } from "../support/events.js";
import {
  type Account,
  DEMO_COACH,
  DEMO_MEMBER,
  DEMO_OFFICIAL,
  DEMO_PASSWORD,
  dialogsClosed,
  expectToast,
  journeyWithPhones,
  payWithSandboxCard,
  saveDialogState,
  saveScreenshot,
  signInThroughApi,
} from "../support/index.js";

// Issue 14's journey on three phones: an official publishes a tournament with one place; the
// demo coach (head instructor of the demo member's dojo, server/src/scripts/demo-dojos.ts)
// enters the demo member, who takes the place; a second student is refused with the failing
// rules named; a third is put on the waiting list as number 1; the member pays the entry fee on
// the sandbox checkout page; the official checks her in and records gold, which she sees on her
// events page.

const CONTROL_PANEL_EVENTS = "/dashboard/my-control-panel/events";
const MY_EVENTS = "/dashboard/my-membership/events";
const COACH_EVENTS = "/dashboard/my-activities/events";
// Adwoa Darko (female, born 2008-09-30: a senior from 30 September 2026) trains at the coach's
// dojo; Yaw Frimpong (male, senior) too, without a medical clearance.
const ADWOA: Account = { username: "student2@demo.gkf", password: DEMO_PASSWORD };

const journey = journeyWithPhones();
const { signIn } = journey;

/** Chooses the student whose option starts with their name (the option also shows the membership number). */
async function chooseStudent(dialog: Locator, name: string): Promise<void> {
  const select = dialog.getByLabel(/^Student/);
  const value = await select.locator("option", { hasText: name }).getAttribute("value");
  await select.selectOption(value ?? "");
}

/**
 * Adwoa's medical clearance, uploaded by her and approved by the official through the API (the
 * documents journey covers doing it on screen): she needs one to enter a tournament.
 */
async function giveAdwoaAMedicalClearance(): Promise<void> {
  const adwoa = await signInThroughApi(journey.server, ADWOA);
  const form = new FormData();
  form.set("document_type", "MEDICAL_CLEARANCE");
  form.set("issue_date", new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10));
  form.set("file", new Blob([new Uint8Array(minimalPdf("Medical clearance", "Adwoa Darko"))]), "medical.pdf");
  const uploaded = await fetch(`${journey.server.baseUrl}/api/my-account/membership/document/add`, {
    method: "POST",
    headers: { authorization: `Bearer ${adwoa.session.tokens.access}` },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  const official = await signInThroughApi(journey.server, DEMO_OFFICIAL);
  const approved = await fetch(`${journey.server.baseUrl}/api/admin/documents/${id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${official.session.tokens.access}`, "content-type": "application/json" },
    body: JSON.stringify({ decision: "APPROVED" }),
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
}

describe("events: a coach enters students", () => {
  it("an official publishes a one-place tournament, the coach enters students (one refused, one waitlisted), the member pays and sees her result", async () => {
    await giveAdwoaAMedicalClearance();
    // Its own name on each attempt (a retry meets the first attempt's event in the same database).
    const TITLE = `Central Region Open ${Date.now().toString(36).slice(-4).toUpperCase()}`;

    // The official creates the tournament with one place and one category, then publishes it.
    const official = await signIn(DEMO_OFFICIAL, CONTROL_PANEL_EVENTS);
    const tournament = { title: TITLE, venue: "Cape Coast Sports Stadium, Cape Coast", places: 1 };
    await publishTournament(official.page, tournament, "events-coach-01-official-new-event");
    await saveScreenshot(official.page, "events-coach-02-official-published");

    // The coach enters the demo member: she takes the only place.
    const coach = await signIn(DEMO_COACH, COACH_EVENTS);
    const event = coach.page.getByRole("region", { name: TITLE });
    await event.waitFor({ timeout: 15_000 });
    await saveScreenshot(coach.page, "events-coach-03-coach-open-events");
    await event.getByRole("button", { name: "Enter a student" }).click();
    const enter = coach.page.getByRole("dialog", { name: `Enter ${TITLE}` });
    await chooseStudent(enter, "Ama Mensah");
    await enter.getByLabel(/^Category/).selectOption("SEN-F-KATA");
    await enter.getByRole("button", { name: "Send the entry" }).click();
    await expectToast(coach.page, "Entry sent");
    await dialogsClosed(coach.page);
    const ama = event.getByRole("article", { name: "Ama Mensah" });
    await ama.getByText("Submitted", { exact: true }).waitFor({ timeout: 15_000 });

    // A student without a medical clearance, in a women's category, is refused with the rules named.
    await event.getByRole("button", { name: "Enter a student" }).click();
    await chooseStudent(enter, "Yaw Frimpong");
    await enter.getByLabel(/^Category/).selectOption("SEN-F-KATA");
    await enter.getByRole("button", { name: "Send the entry" }).click();
    const refusal = enter.getByRole("alert");
    await refusal.getByText("Medical clearance", { exact: true }).waitFor({ timeout: 15_000 });
    await refusal.getByText("Gender", { exact: true }).waitFor();
    await saveDialogState(coach.page, "events-coach-04-coach-refused");

    // Another student is eligible, but the place is taken: the waiting list, number 1.
    await chooseStudent(enter, "Adwoa Darko");
    await enter.getByRole("button", { name: "Send the entry" }).click();
    await expectToast(coach.page, "Entry sent");
    await dialogsClosed(coach.page);
    const adwoa = event.getByRole("article", { name: "Adwoa Darko" });
    await adwoa.getByText("Waiting list", { exact: true }).waitFor({ timeout: 15_000 });
    await adwoa.getByText("Number 1 on the waiting list").waitFor();
    await saveScreenshot(coach.page, "events-coach-05-coach-entries");

    // The member pays the entry fee her coach's entry waits for, on the sandbox checkout page.
    const member = await signIn(DEMO_MEMBER, MY_EVENTS);
    const mine = member.page.getByRole("region", { name: "My entries and results" });
    const entry = mine.getByRole("article", { name: TITLE });
    await entry.getByText("Submitted", { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "events-coach-06-member-entered");
    await entry.getByRole("button", { name: "Pay the entry fee" }).click();
    await payWithSandboxCard(member.page);
    await member.page.goto(MY_EVENTS);
    await entry.getByText("Confirmed", { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "events-coach-07-member-confirmed");

    // The official sees the event full with one waiting, checks the member in and records gold.
    await official.page.reload();
    const published = official.page.getByRole("article", { name: TITLE });
    await published.getByRole("button", { name: "Entries", exact: true }).click();
    const drawer = official.page.getByRole("dialog", { name: `Entries: ${TITLE}` });
    await drawer
      .getByRole("article", { name: "Adwoa Darko" })
      .getByText("Waiting list", { exact: true })
      .waitFor({ timeout: 15_000 });
    const row = drawer.getByRole("article", { name: "Ama Mensah" });
    await row.getByText("Confirmed", { exact: true }).waitFor({ timeout: 15_000 });
    await row.getByRole("button", { name: "Check in" }).click();
    await row.getByText("Checked in").waitFor({ timeout: 15_000 });
    await row.getByLabel("Placing: Ama Mensah").fill("1");
    await saveDialogState(official.page, "events-coach-08-official-entries");
    await drawer.getByRole("button", { name: "Save the results" }).click();
    await expectToast(official.page, "The results are saved");

    // The member sees her result on her events page.
    await member.page.reload();
    await entry.getByText("Placing: 1st").waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "events-coach-09-member-result");

    expect(official.errors).toEqual([]);
    expect(coach.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
