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

// A new member on a phone, with an e-mail address: tries to open the account page, is sent to
// sign in, registers, activates with the link from the e-mail, signs in on this new device with the
// code from a second e-mail, lands on the account page they first asked for, and signs out.
// Device verification stays on (the server's default).

const journey = journeyPerTest();

describe("registration and sign-in with an e-mail address", () => {
  it("registers, activates by link, verifies the device and returns to the page asked for", async () => {
    const browserContext = await newPhoneContext(journey.browser, journey.server.baseUrl);
    journey.closeAfterTest(browserContext);
    const page = await browserContext.newPage();
    const errors = trackPageErrors(page);
    const email = `ama.mensah.${Date.now()}@example.com`;
    const password = "kumasi dojo every saturday";
    const accountPage = "/dashboard/my-account/index";
    const loginWithRedirect = "/auth/login?redirect=%2Fdashboard%2Fmy-account%2Findex";

    // A guest asking for the account page is sent to sign in, with the way back in the query.
    await page.goto(accountPage);
    await expectPath(page, loginWithRedirect);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await saveScreenshot(page, "auth-email-01-login-redirect");

    // Step 1 of registration: the details.
    await page.getByRole("link", { name: "Create an account" }).click();
    await expectPath(page, "/auth/register");
    await page.getByLabel("First name").fill("Ama");
    await page.getByLabel("Last name").fill("Mensah");
    await page.getByLabel("Date of birth").fill("2004-03-21");
    await page.getByRole("radio", { name: "Female" }).check();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    const region = page.getByLabel("Region");
    await expect.poll(() => region.locator("option").count(), { timeout: 15_000 }).toBeGreaterThan(16);
    await region.selectOption({ label: "Ashanti" });
    const district = page.getByLabel("District");
    // Districts are shown as "name (code)" and only those of the chosen region.
    const districtLabels = await district.locator("option").allTextContents();
    expect(districtLabels.slice(1).every((label) => /\(.+\)$/.test(label))).toBe(true);
    expect(districtLabels).toContain("Kumasi Metropolitan (KM)");
    expect(districtLabels).not.toContain("Accra Metropolitan (AM)");
    await district.selectOption({ label: "Kumasi Metropolitan (KM)" });
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await saveScreenshot(page, "auth-email-02-register");
    await page.getByRole("button", { name: "Next: account type" }).click();

    // Step 2: the account type; then the account is created.
    await expectPath(page, "/auth/account-types");
    await page.getByRole("radio", { name: /Athlete/ }).click();
    await saveScreenshot(page, "auth-email-03-account-types");
    const registration = page.waitForResponse((response) => response.url().endsWith("/register/self"));
    await page.getByRole("button", { name: "Create my account" }).click();
    expect((await registration).status()).toBe(201);

    await expectPath(page, "/auth/registration-successful");
    await page.getByText(/We sent an activation link to a•••@example\.com/).waitFor();
    await saveScreenshot(page, "auth-email-04-registration-successful");

    // The activation link of the e-mail (built from its token: the server's PUBLIC_URL may differ).
    const [activation] = await waitForOutbox(journey.server.baseUrl, email, 0);
    expect(activation?.channel).toBe("email");
    expect(activation?.code).toBeTruthy();
    expect(activation?.text).toContain(`/auth/activate/${activation?.code}`);
    await page.goto(`/auth/activate/${activation?.code}`);
    await page.getByText("Your account is active. You can sign in now.").waitFor({ timeout: 15_000 });
    await saveScreenshot(page, "auth-email-05-activated");

    // Sign in: this browser is new to the account, so the server asks for a code (206).
    await page.getByRole("link", { name: "Sign in" }).last().click();
    await expectPath(page, loginWithRedirect);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    const login = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    expect((await login).status()).toBe(206);

    await expectPath(page, "/auth/verify?redirect=%2Fdashboard%2Fmy-account%2Findex");
    await page.getByText(/We sent a 6-digit code to a•••@example\.com/).waitFor();
    await page.getByText(/The code works for another \d+:\d\d/).waitFor();
    await saveScreenshot(page, "auth-email-06-verify");
    const [deviceCode] = await waitForOutbox(journey.server.baseUrl, email, 1);
    expect(deviceCode?.code).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(deviceCode?.code ?? "");
    await page.getByRole("button", { name: "Verify and sign in" }).click();

    // Back on the page first asked for, signed in.
    await expectPath(page, accountPage);
    // Exactly: the page's "Close my account" heading matches "My account" as well, and once both are
    // on screen the locator is ambiguous (strict mode: an error at once, not a wait).
    await page.getByRole("heading", { name: "My account", exact: true }).waitFor();
    await page.getByText("Ama Mensah", { exact: true }).waitFor();
    await page.getByText("This device").first().waitFor();
    await page.getByRole("heading", { name: "Where you are signed in" }).waitFor();
    await saveScreenshot(page, "auth-email-07-account");

    // Sign out from the menu: the session ends on the server and on this device.
    await page.getByRole("button", { name: "Open the menu" }).click();
    const logout = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    expect((await logout).status()).toBe(200);
    await page.getByText("Logout Successful").waitFor();
    await page.getByText("You have been signed out.").waitFor();
    await expectPath(page, "/auth/login");
    await saveScreenshot(page, "auth-email-08-signed-out");
    const storedAuth = await readStoredItem(browserContext, "AUTH_DATA_CACHE");
    expect(storedAuth).toBeNull();

    // The account page is protected again.
    await page.goto(accountPage);
    await expectPath(page, loginWithRedirect);
    expect(errors).toEqual([]);
  });
});
