import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DEMO_COACH,
  DEMO_MEMBER,
  DEMO_REGIONAL,
  expectPath,
  expectToast,
  journeyWithPhones,
  payWithSandboxCard,
  saveDialogState,
  saveScreenshot,
} from "../support/index.js";

// Issue 13 on three phones: a coach registers a dojo, the regional admin approves it, the coach
// pays the season's affiliation in the sandbox, a member asks to join and is accepted, the coach
// schedules a weekly training and takes today's roll call with the phone's network off, comes
// back online, and the member sees the session in their attendance. Demo accounts, device
// verification off (these browsers are new to the accounts).

/** Unique per attempt: a retried journey registers its dojo again on the same server. */
const dojoName = () => `Ejisu Tigers Karate Club ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const ACTIVITIES = "/dashboard/my-activities/index";

const journey = journeyWithPhones();
const { signIn } = journey;

/** Today's ISO weekday (1 Monday … 7 Sunday), as the browser (and the form) counts it. */
async function todayWeekday(page: Page): Promise<string> {
  return String(await page.evaluate(() => new Date().getDay() || 7));
}

describe("dojos", () => {
  it("a coach's new dojo is approved, affiliated, joined, scheduled, and its roll call taken offline reaches the member", async () => {
    const DOJO_NAME = dojoName();
    // The coach registers another dojo, in Ashanti.
    const coach = await signIn(DEMO_COACH, ACTIVITIES);
    await coach.page.getByRole("heading", { name: "Today", level: 1 }).waitFor({ timeout: 15_000 });
    await coach.page.getByRole("button", { name: "Register another dojo" }).click();
    const form = coach.page.getByRole("dialog", { name: "Register a dojo" });
    await form.getByLabel(/^Dojo name/).fill(DOJO_NAME);
    await form.getByLabel(/^Region/).selectOption({ label: "Ashanti" });
    await expect
      .poll(() =>
        form
          .getByLabel(/^District/)
          .locator("option")
          .count(),
      )
      .toBeGreaterThan(1);
    await form.getByLabel(/^District/).selectOption({ index: 1 });
    await form.getByLabel(/^Town/).fill("Ejisu");
    await form.getByLabel(/^Address/).fill("Ejisu Senior High School hall");
    await form.getByLabel(/^Styles taught/).fill("Shotokan, Goju-ryu");
    await saveScreenshot(coach.page, "dojos-01-coach-register");
    await form.getByRole("button", { name: "Register the dojo" }).click();
    await expectToast(coach.page, "Dojo registered");
    // The new dojo's affiliation page: what comes next.
    await expectPath(coach.page, "/dashboard/my-activities/documents");
    const newDojo = coach.page.getByRole("region", { name: DOJO_NAME });
    await newDojo.getByText("Waiting for approval").waitFor({ timeout: 15_000 });
    await saveScreenshot(coach.page, "dojos-02-coach-pending");

    // The regional admin of Ashanti approves it.
    const regional = await signIn(DEMO_REGIONAL, "/dashboard/my-control-panel/dojos");
    const application = regional.page.getByRole("article", { name: DOJO_NAME }).first();
    await application.waitFor({ timeout: 15_000 });
    await saveScreenshot(regional.page, "dojos-03-regional-applications");
    await application.getByRole("button", { name: "Approve" }).click();
    await expectToast(regional.page, "Dojo approved");

    // The coach pays the season's affiliation on the sandbox checkout page.
    await coach.page.goto("/dashboard/my-activities/documents");
    await coach.page.getByRole("region", { name: DOJO_NAME }).getByText("Active", { exact: true }).waitFor();
    await coach.page.getByRole("button", { name: "Pay the affiliation" }).click();
    await payWithSandboxCard(coach.page, () => saveScreenshot(coach.page, "dojos-04-coach-checkout"));
    await saveScreenshot(coach.page, "dojos-05-coach-paid");
    await coach.page.goto("/dashboard/my-activities/documents");
    await coach.page
      .getByText(/affiliation paid$/)
      .first()
      .waitFor({ timeout: 15_000 });

    // The member finds the dojo in Ashanti and asks to move there.
    const member = await signIn(DEMO_MEMBER, "/dashboard/my-membership/training");
    const finder = member.page.getByRole("region", { name: /Find a dojo|Other dojos/ });
    await finder.getByLabel("Region").selectOption({ label: "Ashanti" });
    const card = finder.getByRole("article", { name: DOJO_NAME });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole("button", { name: /Ask to join|Ask to move here/ }).click();
    await expectToast(member.page, "Request sent");
    await card.getByRole("button", { name: "Withdraw my request" }).waitFor();
    await saveScreenshot(member.page, "dojos-06-member-requested");

    // The coach accepts them.
    await coach.page.goto("/dashboard/my-activities/students");
    const requests = coach.page.getByRole("region", { name: /^Join requests/ });
    const ama = requests.getByRole("article", { name: "Ama Mensah" });
    await ama.waitFor({ timeout: 15_000 });
    await saveScreenshot(coach.page, "dojos-07-coach-requests");
    await ama.getByRole("button", { name: "Accept" }).click();
    await expectToast(coach.page, "Student accepted");
    await coach.page
      .getByRole("region", { name: /^Students/ })
      .getByRole("article", { name: "Ama Mensah" })
      .waitFor();

    // A weekly training on today's weekday, so that today has a session.
    await coach.page.goto("/dashboard/my-activities/trainings");
    await coach.page.getByRole("button", { name: "New weekly training" }).click();
    const training = coach.page.getByRole("dialog", { name: "New weekly training" });
    await training.getByLabel(/^Day/).selectOption(await todayWeekday(coach.page));
    await training.getByLabel(/^Starts at/).fill("06:00");
    await training.getByLabel(/^Ends at/).fill("07:30");
    await expect
      .poll(() =>
        training
          .getByLabel(/^Lead instructor/)
          .locator("option")
          .count(),
      )
      .toBeGreaterThan(1);
    await training.getByLabel(/^Lead instructor/).selectOption({ index: 1 });
    await saveDialogState(coach.page, "dojos-08-coach-training");
    await training.getByRole("button", { name: "Schedule the training" }).click();
    await expectToast(coach.page, "Training scheduled");
    await training.getByRole("button", { name: "Done" }).click();
    await coach.page
      .getByText(/^\w+ 06:00–07:30$/)
      .first()
      .waitFor();

    // Today's roll call, with the network off: the tap waits on the phone.
    await coach.page.goto(ACTIVITIES);
    const roll = coach.page.getByRole("region", { name: "Session 06:00–07:30" });
    const student = roll.getByRole("listitem", { name: "Ama Mensah" });
    await student.waitFor({ timeout: 15_000 });
    await coach.context.setOffline(true);
    await coach.page.getByText("You are offline").waitFor();
    await roll.getByRole("button", { name: "All present" }).click();
    await coach.page.getByText("Offline · 1 entry waiting to be sent").waitFor();
    await student.getByText("Not sent yet").waitFor();
    await saveScreenshot(coach.page, "dojos-09-coach-offline-roll-call");

    // Back online: sent once, recorded once.
    const sent = coach.page.waitForResponse(
      (response) => response.url().includes("/attendance") && response.request().method() === "PUT",
    );
    await coach.context.setOffline(false);
    expect((await sent).status()).toBe(200);
    await expectToast(coach.page, "Roll call sent");
    await coach.page.getByText("Every entry is sent.").waitFor();
    await student.getByText("Present", { exact: true }).first().waitFor();
    await saveScreenshot(coach.page, "dojos-10-coach-sent");

    // The member sees their new dojo and the session in their attendance.
    await member.page.reload();
    await member.page.getByRole("heading", { name: DOJO_NAME, level: 2 }).waitFor({ timeout: 15_000 });
    const attendance = member.page.getByRole("region", { name: "My attendance" });
    await attendance.getByText(/% attended/).waitFor();
    await attendance.getByRole("list", { name: "Recent sessions" }).getByText("Present").first().waitFor();
    await saveScreenshot(member.page, "dojos-11-member-attendance");

    expect(coach.errors).toEqual([]);
    expect(regional.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
