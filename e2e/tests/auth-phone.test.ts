import { describe, expect, it } from "vitest";
import {
  expectPath,
  journeyPerTest,
  newPhoneContext,
  readStoredItem,
  saveScreenshot,
  trackPageErrors,
} from "../support/index.js";
import { waitForOutbox } from "../support/outbox.js";

// A new member with a phone number only: registers with login by phone, activates with the SMS
// code on the confirmation page, signs in typing the number the Ghanaian way ("024 …"), confirms
// this new device with a second SMS code, lands on the page first asked for, and signs out.
// Device verification stays on (the server's default).

const journey = journeyPerTest();

/** A fresh MTN-style number per run: 024 and seven digits. */
function newPhoneNumber(): { typed: string; masked: string; e164: string } {
  const rest = String(Date.now() % 10_000_000).padStart(7, "0");
  const national = `024${rest}`;
  return {
    typed: `024 ${rest.slice(0, 3)} ${rest.slice(3)}`,
    masked: `(024) ${rest.slice(0, 3)} - ${rest.slice(3)}`,
    e164: `+233${national.slice(1)}`,
  };
}

describe("registration and sign-in with a phone number", () => {
  it("registers, activates by SMS code, verifies the device by SMS and returns to the page asked for", async () => {
    const browserContext = await newPhoneContext(journey.browser, journey.server.baseUrl);
    journey.closeAfterTest(browserContext);
    const page = await browserContext.newPage();
    const errors = trackPageErrors(page);
    const phone = newPhoneNumber();
    const password = "tema harbour kata club";
    const accountPage = "/dashboard/my-account/index";
    const loginWithRedirect = "/auth/login?redirect=%2Fdashboard%2Fmy-account%2Findex";

    await page.goto(accountPage);
    await expectPath(page, loginWithRedirect);
    await page.getByRole("link", { name: "Create an account" }).click();
    await expectPath(page, "/auth/register");

    await page.getByLabel("First name").fill("Kofi");
    await page.getByLabel("Last name").fill("Boateng");
    await page.getByLabel("Date of birth").fill("1990-11-02");
    await page.getByRole("radio", { name: "Male", exact: true }).check();
    // Sign in with: phone. The number is typed with spaces and shown in the spec's mask.
    await page.getByRole("radio", { name: "Phone" }).check();
    const tel = page.getByLabel("Phone number");
    await tel.pressSequentially(phone.typed);
    await expect.poll(() => tel.inputValue()).toBe(phone.masked);
    await page.getByLabel(/^Password/).fill(password);
    const region = page.getByLabel("Region");
    await expect.poll(() => region.locator("option").count(), { timeout: 15_000 }).toBeGreaterThan(16);
    await region.selectOption({ label: "Greater Accra" });
    await page.getByLabel("District").selectOption({ label: "Tema Metropolitan (TEM)" });
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await saveScreenshot(page, "auth-phone-01-register");
    await page.getByRole("button", { name: "Next: account type" }).click();

    await expectPath(page, "/auth/account-types");
    await page.getByRole("radio", { name: /Coach/ }).click();
    const registration = page.waitForResponse((response) => response.url().endsWith("/register/self"));
    await page.getByRole("button", { name: "Create my account" }).click();
    expect((await registration).status()).toBe(201);

    // The confirmation page offers the SMS code form; the code comes from the outbox.
    await expectPath(page, "/auth/registration-successful");
    const last4 = phone.e164.slice(-4);
    await page.getByText(new RegExp(`We sent a 6-digit activation code to \\+233•+${last4}`)).waitFor();
    const [activation] = await waitForOutbox(journey.server.baseUrl, phone.typed, 0);
    expect(activation?.channel).toBe("sms");
    expect(activation?.code).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(activation?.code ?? "");
    await saveScreenshot(page, "auth-phone-02-activation-code");
    const activate = page.waitForResponse((response) => response.url().endsWith("/activate/account-by-sms"));
    await page.getByRole("button", { name: "Activate" }).click();
    expect((await activate).status()).toBe(200);
    await page.getByText("Your account is active. You can sign in now.").waitFor();
    // Spec section 4: the cached registered user follows the activation.
    const registered = await readStoredItem(browserContext, "USRACC_CACHE");
    expect(JSON.parse(registered ?? "{}").value).toMatchObject({ first_name: "Kofi", is_active: true });
    await saveScreenshot(page, "auth-phone-03-activated");

    // Sign in by phone, typed as people write it.
    await page.getByRole("link", { name: "Sign in" }).last().click();
    await expectPath(page, loginWithRedirect);
    await page.getByRole("radio", { name: "Phone" }).check();
    await page.getByLabel("Phone number").pressSequentially(phone.typed);
    await page.getByLabel(/^Password/).fill(password);
    await saveScreenshot(page, "auth-phone-04-login");
    const login = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    expect((await login).status()).toBe(206);

    await expectPath(page, "/auth/verify?redirect=%2Fdashboard%2Fmy-account%2Findex");
    await page.getByText(new RegExp(`We sent a 6-digit code to \\+233•+${last4}`)).waitFor();
    const [deviceCode] = await waitForOutbox(journey.server.baseUrl, phone.e164, 1);
    expect(deviceCode?.channel).toBe("sms");
    expect(deviceCode?.code).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(deviceCode?.code ?? "");
    await saveScreenshot(page, "auth-phone-05-verify");
    await page.getByRole("button", { name: "Verify and sign in" }).click();

    await expectPath(page, accountPage);
    await page.getByText("Kofi Boateng", { exact: true }).waitFor();
    await page.getByText(`024 ${phone.typed.slice(4)}`).waitFor();
    await page.getByText("This device").first().waitFor();
    await saveScreenshot(page, "auth-phone-06-account");

    // Sign out with the button of this session on the account page.
    const logout = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Sign out here" }).click();
    expect((await logout).status()).toBe(200);
    await page.getByText("Logout Successful").waitFor();
    await expectPath(page, "/auth/login");
    expect(await readStoredItem(browserContext, "AUTH_DATA_CACHE")).toBeNull();
    await saveScreenshot(page, "auth-phone-07-signed-out");
    expect(errors).toEqual([]);
  });
});
