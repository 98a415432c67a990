import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  type Account,
  DEMO_COACH,
  DEMO_MEMBER,
  DEMO_OFFICIAL,
  dialogsClosed,
  expectToast,
  journeyWithPhones,
  type SignedIn,
  saveDialogState,
  saveScreenshot,
  signInThroughApi,
} from "../support/index.js";

// Issue 14, second journey: a kyu grading from application through scoring to the new belt.
// The official holds a grading today with the demo coach (a confirmed 3rd dan) on the panel,
// named by his membership number, and publishes it; the demo member applies for her next grade on her events
// page, each rule shown; the official lets the rules she fails pass with a written reason, marks
// her kihon, kata and kumite on the score sheet and confirms the pass; her overview shows the new
// belt and her events page the result with the grade certificate, which downloads as a PDF.

const CONTROL_PANEL_GRADINGS = "/dashboard/my-control-panel/gradings";
const MY_EVENTS = "/dashboard/my-membership/events";
const MY_OVERVIEW = "/dashboard/my-membership/index";

const KYU_NAMES: Record<string, string> = {
  KYU_4: "4th kyu",
  KYU_3: "3rd kyu",
  KYU_2: "2nd kyu",
  KYU_1: "1st kyu",
};

const journey = journeyWithPhones();
const { signIn } = journey;

/** A member's own record, read through the API (membership number, confirmed belt). */
async function recordOf(account: Account): Promise<{ code: string; current_belt: string | null }> {
  const { session } = await signInThroughApi(journey.server, account);
  const answer = await fetch(`${journey.server.baseUrl}/api/my-account/membership/my-record`, {
    headers: { authorization: `Bearer ${session.tokens.access}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { code: string; current_belt: string | null };
}

/** Closes the toasts: on a phone they cover the bottom of the page, where a new session's card is. */
async function closeToasts(page: SignedIn["page"]): Promise<void> {
  const close = page.locator(".mantine-Notification-root").getByRole("button", { name: "Close" });
  while ((await close.count()) > 0) await close.first().click();
}

/** Today and tonight as the official's phone types them (date and datetime-local inputs). */
function today(): { day: string; deadline: string } {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { day, deadline: `${day}T23:59` };
}

describe("gradings", () => {
  it("a member applies for her next kyu grade, the official lets failed rules pass, scores her and she sees the new belt and its certificate", async () => {
    const examiner = await recordOf(DEMO_COACH);
    const before = await recordOf(DEMO_MEMBER);
    // The demo member holds 3rd kyu; a retry of this journey finds her a grade higher.
    const order = ["KYU_4", "KYU_3", "KYU_2", "KYU_1"];
    const next = order[order.indexOf(before.current_belt ?? "") + 1] ?? "KYU_1";
    const nextName = KYU_NAMES[next] ?? next;
    // Its own venue on each attempt (a retry meets the first attempt's session in the same database).
    const VENUE = `Accra Sports Stadium hall ${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const { day, deadline } = today();

    // The official holds a kyu grading today, the coach on the panel by his membership number.
    const official = await signIn(DEMO_OFFICIAL, CONTROL_PANEL_GRADINGS);
    await official.page.getByRole("heading", { name: "Gradings", level: 1 }).waitFor({ timeout: 15_000 });
    await official.page.getByRole("button", { name: "New grading session" }).click();
    const form = official.page.getByRole("dialog", { name: "New grading session" });
    await form.getByLabel(/^Exam day/).fill(day);
    await form.getByLabel(/^Application deadline/).fill(deadline);
    await form.getByLabel(/^Venue/).fill(VENUE);
    await form.getByLabel(/^Highest grade offered/).selectOption("KYU_1");
    await form.getByLabel(/^Membership number of examiner 1/).fill(examiner.code);
    await form.getByLabel(/^Examiner 1 may award up to/).selectOption("KYU_1");
    await saveDialogState(official.page, "gradings-01-official-new-session");
    await form.getByRole("button", { name: "Save as a draft" }).click();
    await expectToast(official.page, "The grading session is saved");
    await dialogsClosed(official.page);
    await closeToasts(official.page);

    const session = official.page.getByRole("article", { name: new RegExp(VENUE) });
    await session.getByText("Draft", { exact: true }).waitFor({ timeout: 15_000 });
    await session.getByText(/Examiners: Kofi Agyeman \(3rd dan\)/).waitFor();
    await session.getByRole("button", { name: "Publish" }).click();
    await expectToast(official.page, "The grading session is published: members may apply");
    await session.getByText("Published", { exact: true }).waitFor();
    await closeToasts(official.page);
    await saveScreenshot(official.page, "gradings-02-official-published");

    // The member sees it with her next grade and each rule, and applies.
    const member = await signIn(DEMO_MEMBER, MY_EVENTS);
    const open = member.page.getByRole("region", { name: "Gradings" });
    const card = open.getByRole("article", { name: new RegExp(VENUE) });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText(`Your next grade: ${nextName}`).waitFor();
    await card.getByText("Active membership").waitFor();
    await saveScreenshot(member.page, "gradings-03-member-open-session");
    await card.getByRole("button", { name: `Apply for ${nextName}` }).click();
    await expectToast(member.page, "Your application is sent");
    const applied = card.getByText(/^(Ready to be examined|Not ready yet)$/);
    await applied.waitFor({ timeout: 15_000 });

    // The official sees the application rule by rule and lets each failed rule pass, with a reason.
    await official.page.reload();
    await session.getByRole("button", { name: "Applications", exact: true }).click();
    const drawer = official.page.getByRole("dialog", { name: /^Applications/ });
    const application = drawer.getByRole("article", { name: "Ama Mensah" });
    await application.waitFor({ timeout: 15_000 });
    await application.getByText(/^(Ready to be examined|Not ready yet)$/).waitFor();
    await saveDialogState(official.page, "gradings-04-official-applications");
    const letPass = application.getByRole("button", { name: /^Let “.+” pass$/ });
    while ((await letPass.count()) > 0) {
      await letPass.first().click();
      const dialog = official.page.getByRole("dialog", { name: "Let a failed rule pass" });
      await dialog
        .getByLabel(/^Why this rule may pass/)
        .fill("Trained with a visiting WKF instructor this term; the dojo's head vouches for her attendance.");
      await dialog.getByRole("button", { name: "Let the rule pass" }).click();
      await expectToast(official.page, "The rule is let pass");
      await dialog.waitFor({ state: "detached", timeout: 10_000 });
    }
    await application.getByText("Ready to be examined").waitFor({ timeout: 15_000 });
    await official.page.keyboard.press("Escape");
    await dialogsClosed(official.page);

    // He enters the coach's sheet for him (the panel's only examiner) and confirms what it says.
    await session.getByRole("button", { name: "Score sheets" }).click();
    const sheets = official.page.getByRole("dialog", { name: /^Score sheets/ });
    const candidate = sheets.getByRole("article", { name: "Ama Mensah" });
    await candidate.waitFor({ timeout: 15_000 });
    for (const component of ["Kihon", "Kata", "Kumite"]) {
      const cell = candidate.getByRole("group", { name: component });
      await cell.getByLabel(`${component} mark (0 to 10)`).fill("8");
      await cell.getByLabel(`${component} passed`).check();
    }
    await saveDialogState(official.page, "gradings-05-official-score-sheet");
    await sheets.getByRole("button", { name: "Save the sheet" }).click();
    await expectToast(official.page, "The score sheet is saved");
    await candidate.getByText("The sheets say: Passed").waitFor({ timeout: 15_000 });
    await candidate.getByRole("button", { name: "Confirm the result" }).click();
    await expectToast(official.page, "The result is confirmed");
    await candidate.getByRole("button", { name: "Certificate" }).waitFor({ timeout: 15_000 });
    await saveDialogState(official.page, "gradings-06-official-result");

    // The member's overview shows the new belt, with no certificate to review.
    await member.page.goto(MY_OVERVIEW);
    const history = member.page.getByRole("region", { name: "Belt history" });
    await history.getByText(nextName).first().waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "gradings-07-member-new-belt");
    expect((await recordOf(DEMO_MEMBER)).current_belt).toBe(next);

    // Her events page shows the pass, and the grade certificate downloads as a PDF.
    await member.page.goto(MY_EVENTS);
    const mine = member.page.getByRole("region", { name: "My gradings" });
    const result = mine.getByRole("article", { name: new RegExp(`^${nextName} · `) }).first();
    await result.getByText("Passed", { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(member.page, "gradings-08-member-result");
    const [download] = await Promise.all([
      member.page.waitForEvent("download", { timeout: 15_000 }),
      result.getByRole("button", { name: "Download the certificate" }).click(),
    ]);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");

    expect(official.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
