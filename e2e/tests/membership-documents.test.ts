import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { minimalPdf } from "../../server/src/test/minimal-pdf.js";
import { registerPaidThroughApi } from "../support/accounts.js";
import {
  journeyPerTest,
  newPhoneContext,
  saveScreenshot,
  signedInOfficial,
  trackPageErrors,
} from "../support/index.js";

// Issue 4: a new member, paid up, uploads a Ghana Card, a medical clearance and a belt
// certificate from a phone; an official approves two and rejects one with a reason; the member
// sees the new belt, the reason and the score move; the public check confirms the number is active.
// Device checks are covered by the auth tests: this server runs with DEVICE_VERIFICATION=off.
// The journey counts what waits for review on the whole federation: its retry gets a fresh server
// (journeyPerTest), so the first attempt's documents are not counted again.

const PASSWORD = "kumasi dojo every saturday";
const REJECTION = "The card number on the photo cannot be read. Upload a sharper scan.";

const journey = journeyPerTest({ deviceVerification: "off" });

/** YYYY-MM-DD some days ago (UTC, as the server counts days). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/dashboard/"), { timeout: 15_000 });
}

async function newPhonePage(): Promise<{ page: Page; errors: string[] }> {
  const context = journey.closeAfterTest(await newPhoneContext(journey.browser, journey.server.baseUrl));
  const page = await context.newPage();
  return { page, errors: trackPageErrors(page) };
}

/** Opens the review drawer of a queue item from its row, by the member's name and the document. */
async function openReview(page: Page, label: string) {
  await page.getByRole("button", { name: `Review ${label}` }).click();
  const drawer = page.getByRole("dialog");
  await drawer.waitFor();
  return drawer;
}

describe("membership documents", () => {
  it("uploads, gets reviewed, and shows the new belt, the rejection and the score", async () => {
    const email = `efua.owusu.${Date.now()}@example.com`;
    const { code } = await registerPaidThroughApi(journey.server, {
      first_name: "Efua",
      last_name: "Owusu",
      date_of_birth: "1999-08-14",
      gender: "FEMALE",
      email,
      password: PASSWORD,
    });

    // The member signs in on a phone and lands on the membership (the guard asks the server:
    // this new browser has no membership summary yet).
    const member = await newPhonePage();
    await signIn(member.page, email, PASSWORD);
    await member.page.waitForURL("**/dashboard/my-membership/index");
    await member.page.getByRole("heading", { name: "Your membership" }).waitFor();
    await expect.poll(() => member.page.getByTestId("compliance-score").textContent()).toBe("20%");
    // No confirmed grade yet: the belt history says how to add one.
    const beltHistory = member.page.locator("section", {
      has: member.page.getByRole("heading", { name: "Belt history" }),
    });
    await beltHistory.getByText(/^No confirmed grade yet\. Upload your belt certificate/).waitFor();
    await saveScreenshot(member.page, "membership-documents-01-overview-before");

    // "Upload a Ghana Card" opens the documents page with that upload ready.
    await member.page.getByRole("link", { name: "Upload a Ghana Card" }).click();
    await member.page.waitForURL("**/dashboard/my-membership/documents?type=GHANA_CARD");
    const ghanaCardForm = member.page.locator("form", {
      has: member.page.getByRole("heading", { name: "Upload a Ghana Card" }),
    });
    await ghanaCardForm.getByLabel("Ghana Card file").setInputFiles({
      name: "ghana-card.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf("Ghana Card GHA-723456789-1"),
    });
    await ghanaCardForm.getByText("Chosen: ghana-card.pdf").waitFor();
    await ghanaCardForm.getByLabel(/^Ghana Card number/).fill("gha 723456789 1");
    await saveScreenshot(member.page, "membership-documents-02-ghana-card-form");
    await ghanaCardForm.getByRole("button", { name: "Upload" }).click();
    await member.page.getByText("Your Ghana Card is uploaded and waits for review.").waitFor();

    // The medical clearance: its issue date decides its validity (12 months).
    await member.page.getByRole("button", { name: "Upload a medical clearance" }).click();
    const medicalForm = member.page.locator("form", {
      has: member.page.getByRole("heading", { name: "Upload a medical clearance" }),
    });
    await medicalForm.getByLabel("Medical clearance file").setInputFiles({
      name: "medical-clearance.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf("Fit to train and compete"),
    });
    await medicalForm.getByLabel(/^Issue date/).fill(daysAgo(10));
    await medicalForm.getByRole("button", { name: "Upload" }).click();
    await member.page.getByText("Your medical clearance is uploaded and waits for review.").waitFor();

    // A belt certificate for 1st kyu.
    await member.page.getByRole("button", { name: "Upload a belt certificate" }).click();
    const beltForm = member.page.locator("form", {
      has: member.page.getByRole("heading", { name: "Upload a belt certificate" }),
    });
    await beltForm.getByLabel("Belt certificate file").setInputFiles({
      name: "grading-1st-kyu.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf("1st kyu grading"),
    });
    await beltForm.getByRole("combobox", { name: /^Belt/ }).selectOption("KYU_1");
    await beltForm.getByLabel(/^Grading date/).fill(daysAgo(30));
    await beltForm.getByLabel(/^Examiner/).fill("Sensei Kofi Agyeman");
    await saveScreenshot(member.page, "membership-documents-03-belt-form");
    await beltForm.getByRole("button", { name: "Upload" }).click();
    await member.page.getByText("Your belt certificate is uploaded and waits for review.").waitFor();
    await expect
      .poll(() => member.page.getByText("Waiting for review", { exact: true }).count())
      .toBeGreaterThanOrEqual(3);
    await saveScreenshot(member.page, "membership-documents-04-uploaded");

    // The overview does not ask again for what waits for review.
    await member.page.getByRole("link", { name: "Overview" }).click();
    await member.page.waitForURL("**/dashboard/my-membership/index");
    await member.page.getByText("Waiting for review: a Ghana Card.").waitFor();
    expect(await member.page.getByRole("link", { name: "Upload a Ghana Card" }).count()).toBe(0);
    await beltHistory.getByText(/^Your belt certificate is waiting for review\./).waitFor();
    await saveScreenshot(member.page, "membership-documents-04b-overview-waiting");
    await member.page.getByRole("link", { name: "Documents", exact: true }).click();
    await member.page.waitForURL("**/dashboard/my-membership/documents");

    // An official reviews them: approves the medical clearance and the belt, rejects the card.
    const official = await signedInOfficial(journey.browser, journey.server, {
      target: "/dashboard/my-control-panel/index",
    });
    journey.closeAfterTest(official.context);
    await official.page.getByText("2 waiting").waitFor();
    await official.page.getByText("1 waiting").waitFor();
    await saveScreenshot(official.page, "membership-documents-05-control-panel");

    await official.page.getByRole("link", { name: "Open documents" }).click();
    await official.page.waitForURL("**/dashboard/my-control-panel/documents");
    await official.page.getByRole("button", { name: "Review Efua Owusu: Medical clearance" }).waitFor();
    await saveScreenshot(official.page, "membership-documents-06-document-queue");
    let drawer = await openReview(official.page, "Efua Owusu: Medical clearance");
    await drawer.getByText("No preview for this file. Download it to look at it.").waitFor();
    await saveScreenshot(official.page, "membership-documents-07-review-medical");
    await drawer.getByRole("button", { name: "Approve" }).click();
    await official.page.getByText("Efua Owusu's medical clearance is approved.").waitFor();

    // Next item: nothing after the medical clearance, so the oldest still waiting, her Ghana Card.
    await drawer.getByText("Next: Efua Owusu, Ghana Card").waitFor();
    await drawer.getByRole("button", { name: "Next item" }).click();
    await drawer.getByText("GHA-723456789-1").waitFor();
    await drawer.getByRole("button", { name: "Reject" }).click();
    await drawer.getByLabel(/^Reason for the member/).fill(REJECTION);
    await saveScreenshot(official.page, "membership-documents-08-reject-ghana-card");
    await drawer.getByRole("button", { name: "Reject with this reason" }).click();
    await official.page.getByText("Efua Owusu's Ghana Card is rejected; they have been told why.").waitFor();
    await drawer.getByText("Queue empty").waitFor();
    await drawer.getByRole("button", { name: "Back to the queue" }).click();
    await official.page.getByText("Nothing here. Everything with these filters has been reviewed.").waitFor();

    await official.page.goto("/dashboard/my-control-panel/certificates");
    drawer = await openReview(official.page, "Efua Owusu: Belt certificate (1st kyu)");
    await drawer.getByText("Sensei Kofi Agyeman").waitFor();
    await drawer.getByRole("button", { name: "Approve" }).click();
    await official.page.getByText("Efua Owusu's belt certificate is approved.").waitFor();
    await saveScreenshot(official.page, "membership-documents-09-certificates-done");

    // The member sees the rejection's reason, the new belt and the score move.
    await member.page.reload();
    const identity = member.page.locator("section", {
      has: member.page.getByRole("heading", { name: "Identity document", level: 3 }),
    });
    await identity.getByText(REJECTION).waitFor();
    await identity.getByText("Why it was rejected").waitFor();
    await identity.getByRole("button", { name: "Replace" }).waitFor();
    await saveScreenshot(member.page, "membership-documents-10-rejection-seen");

    await member.page.getByRole("link", { name: "Overview" }).click();
    await member.page.waitForURL("**/dashboard/my-membership/index");
    // Paid, medical clearance and belt: 3 of 5 items (identity and passport photo still open).
    await expect.poll(() => member.page.getByTestId("compliance-score").textContent()).toBe("60%");
    await member.page.getByText("1st kyu").first().waitFor();
    await member.page.getByTestId("membership-card").getByText(code).waitFor();
    // The approved certificate is a confirmed grade: belt, grading date, examiner, who confirmed it.
    const grade = beltHistory.getByRole("listitem");
    await expect.poll(() => grade.count()).toBe(1);
    await grade.getByText("1st kyu").waitFor();
    await grade.getByText(/^Graded \d{1,2} \w{3} \d{4} · Examiner: Sensei Kofi Agyeman$/).waitFor();
    await grade.getByText(/^Confirmed \d{1,2} \w{3} \d{4} by Kwame Boateng$/).waitFor();
    await saveScreenshot(member.page, "membership-documents-11-overview-after");

    // Anyone can check a number typed by hand: only whether it is active, with initials (the
    // card's QR code, which shows more, is card-check.test.ts).
    const visitor = await newPhonePage();
    await visitor.page.goto(`/verify/${code}`);
    await visitor.page.getByText("ACTIVE", { exact: true }).waitFor();
    await visitor.page.getByText(/Initials of its member: E\. O\./).waitFor();
    expect(await visitor.page.getByText("Efua Owusu").count()).toBe(0);
    await saveScreenshot(visitor.page, "membership-documents-12-public-verify");

    expect([...member.errors, ...official.errors, ...visitor.errors]).toEqual([]);
  });
});
