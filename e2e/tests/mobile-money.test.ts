import { describe, expect, it } from "vitest";
import { registerActiveThroughApi } from "../support/accounts.js";
import { expectPath, journeyPerTest, saveScreenshot, signedInAs } from "../support/index.js";

// Issue 10: a new member pays the registration fee with mobile money without leaving the app.
// The sandbox imitates the prompt on the phone: pending, then approved after a few seconds
// (SANDBOX_MOMO_APPROVE_SECONDS), and the app follows it to the payment result.
// Registration and activation go through the API; device verification is off.

const journey = journeyPerTest({
  deviceVerification: "off",
  env: { SANDBOX_MOMO_APPROVE_SECONDS: "4" },
});

const registerActiveMember = (email: string, password: string) =>
  registerActiveThroughApi(journey.server, {
    first_name: "Abena",
    last_name: "Osei",
    date_of_birth: "1999-03-08",
    gender: "FEMALE",
    email,
    password,
    region: "AA",
    district: "ACM",
  });

describe("paying the registration fee with mobile money", () => {
  it("prompts the phone, waits for the approval and lands on the payment result", async () => {
    const email = `abena.osei.${Date.now()}@example.com`;
    const password = "accra sunday kata practice";
    await registerActiveMember(email, password);

    // Signed in through the API (the login page is auth-email's), on the profile of the unpaid.
    const signedIn = await signedInAs(
      journey.browser,
      journey.server,
      { username: email, password },
      { target: "/dashboard/my-profile/index" },
    );
    journey.closeAfterTest(signedIn.context);
    const { page, errors } = signedIn;

    // The profile offers mobile money first; the amount is shown before anything starts.
    await page.getByTestId("pay-cta").getByRole("link", { name: "Pay with mobile money" }).click();
    await expectPath(page, "/dashboard/modals/payment-response?pay=REGISTRATION");
    await page.getByRole("heading", { name: "Pay the registration fee", level: 1 }).waitFor({ timeout: 15_000 });
    const amount =
      (await page
        .getByTestId("pay-amount")
        .getByText(/^GH₵ [\d,.]+$/)
        .textContent()) ?? "";
    expect(amount).toMatch(/^GH₵ [\d,.]+$/);
    await saveScreenshot(page, "mobile-money-01-choice");

    await page.getByLabel(/^Wallet number/).fill("024 123 4567");
    // The network follows the number's prefix until the member picks one.
    expect(await page.getByLabel(/^Network/).inputValue()).toBe("MTN");
    await page.getByRole("button", { name: `Pay ${amount} with mobile money` }).click();

    // The prompt is on the phone: the app says so and follows it.
    await page.getByRole("heading", { name: "Approve the payment on your phone" }).waitFor({ timeout: 15_000 });
    await page.getByText(`We sent a prompt for ${amount} to 024 123 4567.`, { exact: false }).waitFor();
    await page.getByText("Waiting for your approval.", { exact: false }).waitFor();
    await saveScreenshot(page, "mobile-money-02-approve-on-phone");

    // The sandbox's member approves after a few seconds; the app lands on the payment result.
    await expectPath(page, /^\/dashboard\/modals\/payment-response\?reference=GKF-REG-[A-Z0-9]+$/);
    await page.getByRole("heading", { name: "Payment received" }).waitFor({ timeout: 20_000 });
    await page.getByText(`Thank you. We received ${amount} for your registration fee.`).waitFor();
    await page.getByText(/^GKF-AA-\d{2}-\d{6}$/).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, "mobile-money-03-payment-result");

    // The payment history says how it was paid.
    await page.getByRole("link", { name: "Open my membership" }).click();
    await expectPath(page, "/dashboard/my-membership/index");
    await page.goto("/dashboard/my-membership/payments");
    const card = page.getByRole("article", { name: "Registration fee" });
    await card.getByText("Paid", { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByText("Mobile money").waitFor();
    expect(errors).toEqual([]);
  });
});
