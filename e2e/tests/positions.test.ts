import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DEMO_MEMBER,
  DEMO_OFFICIAL,
  dialogsClosed,
  expectToast,
  journeyWithPhones,
  saveDialogState,
  saveScreenshot,
} from "../support/index.js";

// Issue 6 on two phones: an official publishes a position in the control panel (creates it as a
// draft, then opens it); a paid, compliant member applies, withdraws, applies again; the official
// appoints them from the applications drawer; the member sees APPOINTED. Demo accounts, device
// verification off (these browsers are new to both accounts).

const POSITION_NAME = "Kata judges' panel coordinator";
const CONTROL_PANEL_POSITIONS = "/dashboard/my-control-panel/positions";
const MY_POSITIONS = "/dashboard/my-positions/index";

const journey = journeyWithPhones();
const { signIn } = journey;

function positionCard(page: Page): Locator {
  return page.getByRole("article", { name: POSITION_NAME });
}

describe("federation positions", () => {
  it("an official publishes a position, a member applies, withdraws, applies again and is appointed", async () => {
    // The official creates the position (a draft) and opens it.
    const official = await signIn(DEMO_OFFICIAL, CONTROL_PANEL_POSITIONS);
    await official.page.getByRole("heading", { name: "Positions", level: 1 }).waitFor();
    await official.page.getByRole("article").first().waitFor();
    await saveScreenshot(official.page, "positions-01-official-list");

    await official.page.getByRole("button", { name: "New position" }).click();
    const form = official.page.getByRole("dialog", { name: "New position" });
    await form.getByLabel(/^Name/).fill(POSITION_NAME);
    await form
      .getByLabel(/^Description/)
      .fill("Plans the judging panels for kata at national championships. For compliant athletes.");
    await form.getByLabel(/^Seats/).fill("2");
    await form.getByRole("checkbox", { name: "Athlete" }).check();
    await expect.poll(() => form.getByRole("checkbox", { name: /compliant record/ }).isChecked()).toBe(true);
    await saveDialogState(official.page, "positions-02-official-new-position");
    const created = official.page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/positions") && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Create draft" }).click();
    expect((await created).status()).toBe(201);
    await expectToast(official.page, "Position created");
    await dialogsClosed(official.page);

    const draft = positionCard(official.page);
    await draft.getByText("Draft", { exact: true }).waitFor();
    await draft.getByText("0 of 2 appointed").waitFor();
    await draft.getByRole("button", { name: "Open", exact: true }).click();
    await expectToast(official.page, "Position opened");
    await draft.getByText("Open", { exact: true }).waitFor();
    await saveScreenshot(official.page, "positions-03-official-opened");

    // The member sees it, with the requirements in words and their own eligibility, and applies.
    const member = await signIn(DEMO_MEMBER, MY_POSITIONS);
    const card = positionCard(member.page);
    await card.waitFor({ timeout: 15_000 });
    await card.getByText("For athletes").waitFor();
    await card.getByText(/^Closes in 2[78] days$/).waitFor();
    await card.getByText("You can apply").waitFor();
    // Not eligible for the coaches' position: the reasons are shown instead of an Apply button.
    const coachPosition = member.page.getByRole("article", { name: "National team assistant coach" });
    await coachPosition.getByText("You cannot apply yet").waitFor();
    await coachPosition.getByText(/needs at least 2nd dan/).waitFor();
    expect(await coachPosition.getByRole("button", { name: "Apply" }).count()).toBe(0);
    await saveScreenshot(member.page, "positions-04-member-open-positions");

    await card.getByRole("button", { name: "Apply" }).click();
    const applyDialog = member.page.getByRole("dialog", { name: `Apply: ${POSITION_NAME}` });
    const statement = "I have judged kata at three regional championships and coordinate our dojo's referees.";
    await applyDialog.getByLabel(/^Statement/).fill(statement);
    await applyDialog.getByText(`${statement.length} / 2000 characters`).waitFor();
    await saveDialogState(member.page, "positions-05-member-apply");
    await applyDialog.getByRole("button", { name: "Send my application" }).click();
    await expectToast(member.page, "Application sent");
    await dialogsClosed(member.page);
    await card.getByText("Submitted", { exact: true }).waitFor();
    const myApplications = member.page.getByRole("region", { name: "My applications" });
    await myApplications.getByText(statement).waitFor();
    await saveScreenshot(member.page, "positions-06-member-applied");

    // Withdraws (after confirming), and may then apply again.
    await card.getByRole("button", { name: "Withdraw" }).click();
    await member.page.getByRole("dialog", { name: "Withdraw your application?" }).waitFor();
    await saveDialogState(member.page, "positions-07-member-withdraw-confirm");
    await member.page.getByRole("button", { name: "Yes, withdraw" }).click();
    await expectToast(member.page, "Application withdrawn");
    await dialogsClosed(member.page);
    await card.getByRole("button", { name: "Apply" }).waitFor();
    await myApplications.getByText("Withdrawn", { exact: true }).waitFor();
    await myApplications.getByText("You can apply again while the position is open.").waitFor();
    await saveScreenshot(member.page, "positions-08-member-withdrawn");

    await card.getByRole("button", { name: "Apply" }).click();
    await member.page
      .getByRole("dialog", { name: `Apply: ${POSITION_NAME}` })
      .getByRole("button", { name: "Send my application" })
      .click();
    await expectToast(member.page, "Application sent");
    await dialogsClosed(member.page);
    await card.getByText("Submitted", { exact: true }).waitFor();

    // The official opens the applications and appoints the live one.
    await official.page.reload();
    const published = positionCard(official.page);
    await published.getByRole("button", { name: "Applications (2)" }).click();
    const drawer = official.page.getByRole("dialog", { name: `Applications: ${POSITION_NAME}` });
    const applications = drawer.getByRole("listitem", { name: "Ama Mensah" });
    await expect.poll(() => applications.count(), { timeout: 15_000 }).toBe(2);
    const live = applications.filter({ hasText: "Submitted" });
    await live.getByText("GKF-AA-26-000001").waitFor();
    await live.getByText("3rd kyu").waitFor();
    await live.getByText("Greater Accra").waitFor();
    await saveDialogState(official.page, "positions-09-official-applications");
    await live.getByRole("button", { name: "Appoint" }).click();
    await expectToast(official.page, "Application updated");
    await drawer.getByText("1 of 2 appointed").waitFor();
    await applications.filter({ hasText: "Appointed" }).waitFor();
    await saveDialogState(official.page, "positions-10-official-appointed");

    // The member sees APPOINTED on the position and in their applications.
    await member.page.reload();
    await card.waitFor({ timeout: 15_000 });
    await card.getByText("Appointed", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Withdraw" }).count()).toBe(0);
    await myApplications.getByText("Appointed", { exact: true }).waitFor();
    await saveScreenshot(member.page, "positions-11-member-appointed");

    expect(official.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
