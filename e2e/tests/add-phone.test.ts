import { describe, expect, it } from "vitest";
import { registerActiveThroughApi } from "../support/accounts.js";
import { expectPath, journeyPerTest, MEMBER_HOME, saveScreenshot, signedInAs } from "../support/index.js";
import { waitForOutbox } from "../support/outbox.js";

// An e-mail member adds a phone number on the account page (issue 12, decision 76): the number and
// the password again, the code from the SMS, then signs out and signs in with the phone number.

const journey = journeyPerTest();

/** A fresh MTN-style number per run: 024 and seven digits. */
function newPhoneNumber() {
  const rest = String((Date.now() + 4_999_999) % 10_000_000).padStart(7, "0");
  return { typed: `024 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+23324${rest}` };
}

/** An active e-mail member, registered and activated through the API (the subject here is the phone). */
async function activeEmailMember(password: string): Promise<string> {
  const email = `yaa.asante.${Date.now()}@example.com`;
  await registerActiveThroughApi(journey.server, {
    first_name: "Yaa",
    last_name: "Asante",
    date_of_birth: "1998-07-14",
    gender: "FEMALE",
    email,
    password,
  });
  return email;
}

describe("adding a phone number to an e-mail account", () => {
  it("confirms the number with the SMS code, then signs in with it", async () => {
    const password = "asante kumasi kata 2026";
    const email = await activeEmailMember(password);
    const phone = newPhoneNumber();
    const accountPage = "/dashboard/my-account/index";
    const signedIn = await signedInAs(
      journey.browser,
      journey.server,
      { username: email, password },
      { target: accountPage },
    );
    journey.closeAfterTest(signedIn.context);
    const { page, errors } = signedIn;

    await page.getByRole("heading", { name: "Add a phone number" }).waitFor();
    // The card's own password field: the page also has a "Change your password" card.
    const addCard = page.getByRole("region", { name: "Add a phone number" });
    await addCard.getByRole("textbox", { name: "Phone number" }).fill(phone.typed);
    await addCard.getByLabel("Your password").fill(password);
    await saveScreenshot(page, "add-phone-01-number");
    const added = page.waitForResponse((response) => response.url().endsWith("/api/my-account/contact/add"));
    await page.getByRole("button", { name: "Send a code" }).click();
    expect((await added).status()).toBe(200);
    await page.getByText(`We sent a 6-digit code to +233•••••${phone.e164.slice(-4)}. Enter it below.`).waitFor();

    // The code went to the new number by SMS.
    const [sms] = await waitForOutbox(journey.server.baseUrl, phone.e164, 0);
    expect(sms?.channel).toBe("sms");
    expect(sms?.code).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(sms?.code ?? "");
    await saveScreenshot(page, "add-phone-02-code");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Phone number added").waitFor();
    await page.getByText(`You can now sign in with ${phone.typed}.`).waitFor();
    await page.getByText(phone.typed, { exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: "Add a phone number" }).count()).toBe(0);
    await saveScreenshot(page, "add-phone-03-added");

    // The member's e-mail is told that a way to sign in was added.
    const [notice] = await waitForOutbox(journey.server.baseUrl, email, 1);
    expect(notice?.subject).toBe("A new address can sign in to your GKF Portal account");

    // Sign out here, then in again with the phone number (this browser is a trusted device).
    const logout = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Sign out here" }).click();
    expect((await logout).status()).toBe(200);
    await expectPath(page, "/auth/login");
    await page.getByRole("radio", { name: "Phone" }).check();
    await page.getByLabel("Phone number").pressSequentially(phone.typed);
    await page.getByLabel(/^Password/).fill(password);
    const login = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    expect((await login).status()).toBe(200);
    await expectPath(page, MEMBER_HOME);
    await saveScreenshot(page, "add-phone-04-signed-in-by-phone");
    expect(errors).toEqual([]);
  });
});
