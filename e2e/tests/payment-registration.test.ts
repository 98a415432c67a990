import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerActiveThroughApi } from "../support/accounts.js";
import { expectPath, journeyPerTest, newPhoneContext, saveScreenshot, trackPageErrors } from "../support/index.js";

// Issue 5: a new member on a phone finds the membership pages closed, pays the registration fee
// on the sandbox checkout page, sees the payment result, and the membership pages open.
// Registration and activation go through the API (the auth tests cover those pages); device
// verification is off for the same reason.

const journey = journeyPerTest({ deviceVerification: "off" });

/** A new, active account that has paid nothing yet. */
const registerActiveMember = (email: string, password: string) =>
  registerActiveThroughApi(journey.server, {
    first_name: "Kofi",
    last_name: "Owusu",
    date_of_birth: "2001-07-14",
    gender: "MALE",
    email,
    password,
  });

/**
 * Starts paying the registration fee the way a member does: the profile's pay button. Should the
 * profile not have it, the page's own fetch calls initialize with the member's token instead.
 */
async function startRegistrationPayment(page: Page): Promise<void> {
  const payButton = page.getByTestId("pay-cta").getByRole("button", { name: "Pay registration fee" });
  const hasPayButton = await payButton
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (hasPayButton) {
    await payButton.click();
    return;
  }
  const { origins } = await page.context().storageState();
  const stored = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === "AUTH_DATA_CACHE");
  const token = (JSON.parse(stored?.value ?? "null") as { value?: { tokens?: { access?: string } } } | null)?.value
    ?.tokens?.access;
  const authorizationUrl = await page.evaluate(async (accessToken) => {
    const response = await fetch("/api/my-account/membership/payment/initialize", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ purpose: "REGISTRATION" }),
    });
    return ((await response.json()) as { authorization_url: string }).authorization_url;
  }, token);
  await page.goto(authorizationUrl);
}

describe("paying the registration fee", () => {
  it("opens the membership pages once the fee is paid on the checkout page", async () => {
    const browserContext = await newPhoneContext(journey.browser, journey.server.baseUrl);
    journey.closeAfterTest(browserContext);
    const page = await browserContext.newPage();
    const errors = trackPageErrors(page);
    const email = `kofi.owusu.${Date.now()}@example.com`;
    const password = "ejisu dojo tuesday nights";
    const membershipIndex = "/dashboard/my-membership/index";
    await registerActiveMember(email, password);

    // The membership pages need a login first…
    await page.goto(membershipIndex);
    await expectPath(page, `/auth/login?redirect=${encodeURIComponent(membershipIndex)}`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();

    // …and a paid registration: a new member is sent to the profile, which explains how to pay.
    await expectPath(page, "/dashboard/my-profile/index");
    await page.getByRole("heading", { name: "My profile", level: 1 }).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, "payment-registration-01-profile-not-paid");

    await startRegistrationPayment(page);

    // The sandbox provider's checkout page, served by our server.
    await expectPath(page, /^\/api\/payments\/sandbox\/checkout\/GKF-REG-[A-Z0-9]+$/);
    await page.getByText("Registration fee").waitFor();
    // The card number takes the spec's mask as it is typed: groups of four, nothing but 16 digits.
    const cardNumber = page.getByRole("textbox", { name: "Card number" });
    await cardNumber.pressSequentially("4084 x08-40840840 8199");
    await expect.poll(() => cardNumber.inputValue()).toBe("4084 0840 8408 4081");
    await saveScreenshot(page, "payment-registration-02-checkout");
    const reference = page.url().split("/").pop() ?? "";
    await page.getByRole("button", { name: /^Pay GH₵ \d/ }).click();

    // Back in the app: the result, verified with the provider.
    await expectPath(page, `/dashboard/modals/payment-response?reference=${reference}`);
    await page.getByRole("heading", { name: "Payment result", level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole("heading", { name: "Payment received" }).waitFor({ timeout: 15_000 });
    await page.getByText(/^Thank you\. We received GH₵ [\d,.]+ for your registration fee\.$/).waitFor();
    await page.getByText("Your membership is now active.").waitFor();
    await page.getByText(/^GKF-R-\d{4}-\d+$/).waitFor();
    await page.getByText(/^GKF-AH-\d{2}-\d{6}$/).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, "payment-registration-03-payment-result");

    // The receipt downloads with the member's token.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download receipt" }).click();
    expect((await download).suggestedFilename()).toBe(`gkf-receipt-${reference}.pdf`);

    // The membership pages that were closed before now open.
    await page.getByRole("link", { name: "Open my membership" }).click();
    await expectPath(page, membershipIndex);
    await page.getByRole("heading", { name: "My membership", level: 1 }).waitFor({ timeout: 15_000 });
    // The record the open page loads once it has let the member in: the page stays, with content.
    await page.getByRole("heading", { name: "Your membership", level: 2 }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(membershipIndex);
    await saveScreenshot(page, "payment-registration-04-membership-open");

    // The payment history lists the paid fee with its receipt.
    await page.goto("/dashboard/my-membership/payments");
    await expectPath(page, "/dashboard/my-membership/payments");
    const card = page.getByRole("article", { name: "Registration fee" });
    await card.getByText("Paid", { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByRole("button", { name: "Download receipt" }).waitFor();
    await page.getByText("Total paid").waitFor();
    await saveScreenshot(page, "payment-registration-05-payments");

    // A reload keeps the membership open (the refreshed summary is stored on the device).
    await page.goto(membershipIndex);
    await page.getByRole("heading", { name: "My membership", level: 1 }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(membershipIndex);
    expect(errors).toEqual([]);
  });
});
