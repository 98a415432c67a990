import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectPath, journeyPerTest, newPhoneContext, saveScreenshot, trackPageErrors } from "../support/index.js";
import { waitForOutbox } from "../support/outbox.js";

// Issue 12, "the product as a person meets it": what a keyboard, a screen reader and a thumb
// notice. The shared fixture runs axe, the layout-shift and touch-target checks on every state;
// this journey checks the behaviours: toasts that stay with their page, focus that follows the
// page, the skip link, the device code focused, the ways in for guests and for members, and the
// registration form's errors. Device verification stays on (the server's default).

const MEMBER = { email: "member@demo.gkf", password: "gkf-demo-2026" };

const journey = journeyPerTest();

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = journey.closeAfterTest(await newPhoneContext(journey.browser, journey.server.baseUrl));
  const page = await context.newPage();
  return { page, errors: trackPageErrors(page) };
}

/** What the keyboard is on: its accessible name or label, and its tag. */
async function focused(page: Page): Promise<{ tag: string; text: string; label: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const input = element as HTMLInputElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      text: (element?.textContent ?? "").trim(),
      label: input?.labels?.[0]?.textContent?.trim() ?? element?.getAttribute("aria-label") ?? "",
    };
  });
}

const toasts = (page: Page) => page.locator(".mantine-Notification-root");

describe("the product as a person meets it", () => {
  it("offers a way in to guests, and their profile to members", async () => {
    const { page, errors } = await newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Create an account" }).waitFor();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    await saveScreenshot(page, "person-01-splash-guest");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expectPath(page, "/auth/register");

    // Signed in (this device is new: the code from the e-mail), the public pages say "My profile".
    await signIn(page);
    await page.goto("/");
    await page.getByRole("link", { name: "My profile" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign in" }).count()).toBe(0);
    await saveScreenshot(page, "person-02-splash-member");
    await page.goto("/home");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Sign in" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "My profile" }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, "person-03-home-member");
    await page.getByRole("link", { name: "My profile" }).first().click();
    await expectPath(page, "/dashboard/my-profile/index");
    expect(errors).toEqual([]);
  });

  it("tells a French reader a wrong password in French: the server's answer too", async () => {
    const { page, errors } = await newPage();
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Français" }).click();
    await page.getByRole("heading", { name: "Connexion" }).waitFor();
    await page.getByLabel("Adresse e-mail").fill(MEMBER.email);
    await page.getByLabel(/^Mot de passe/).fill("not the password");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Se connecter" }).click();
    expect((await answer).status()).toBe(401);
    const toast = toasts(page).first();
    await toast.getByText(/L'e-mail, le numéro de téléphone ou le mot de passe est incorrect\./).waitFor();
    expect(await toast.textContent()).not.toMatch(/is not correct|Check what you typed/);
    await saveScreenshot(page, "person-04a-wrong-password-fr");
    expect(errors).toEqual([]);
  });

  it("leaves a wrong password's toast on the login page, focuses the code and then the new page", async () => {
    const { page, errors } = await newPage();
    await page.goto("/auth/login");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();

    // The skip link is the first stop of the keyboard and leads into the page.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "a", text: "Skip to the content" });
    await saveScreenshot(page, "person-04-skip-link");
    await page.keyboard.press("Enter");
    expect((await focused(page)).tag).toBe("h1");
    let tabs = 0;
    while (!(await focused(page)).label.startsWith("E-mail address") && tabs < 6) {
      await page.keyboard.press("Tab");
      tabs += 1;
    }
    expect(tabs, "tabs from the skip link's target to the e-mail field").toBeLessThanOrEqual(3);

    // A wrong password: one toast, again one toast (the second replaces the first).
    await page.getByLabel("E-mail address").fill(MEMBER.email);
    await page.getByLabel(/^Password/).fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await toasts(page).first().waitFor();
    const second = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    expect((await second).status()).toBe(401);
    await expect.poll(() => toasts(page).count()).toBe(1);
    // The close button has a name a screen reader can say.
    await toasts(page).first().getByRole("button", { name: "Close" }).waitFor();
    await saveScreenshot(page, "person-05-wrong-password");

    // The right password: the device-code page, without the login page's toast, the code focused.
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    const known = (await waitForOutbox(journey.server.baseUrl, MEMBER.email, -1)).length;
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectPath(page, /^\/auth\/verify/);
    await expect.poll(() => toasts(page).count()).toBe(0);
    await expect.poll(async () => (await focused(page)).label).toMatch(/^6-digit code/);
    await saveScreenshot(page, "person-06-verify-focused");

    // "Send a new code": a second message, and the page says so.
    await waitForOutbox(journey.server.baseUrl, MEMBER.email, known);
    await page.getByRole("button", { name: "Send a new code" }).click();
    await page.getByText(/A new code is on its way/).waitFor();
    await waitForOutbox(journey.server.baseUrl, MEMBER.email, known + 1);
    await saveScreenshot(page, "person-06b-new-code-sent");

    // A field in error looks different when focused.
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    const code = page.getByLabel(/^6-digit code/);
    await expect.poll(() => code.getAttribute("aria-invalid")).toBe("true");
    await code.focus();
    const focusedOutline = await code.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(focusedOutline).not.toBe("none");
    await saveScreenshot(page, "person-07-code-error-focused");

    // The code, sent with Enter twice: one sign-in, and no "Device Verification Failed" afterwards.
    const [message] = await waitForOutbox(journey.server.baseUrl, MEMBER.email, known + 1);
    await code.fill(message?.code ?? "");
    await code.press("Enter");
    await code.press("Enter").catch(() => {});
    await expectPath(page, /^\/dashboard\//);
    // Focus moved to the new page's heading, not left on the body.
    await expect.poll(async () => (await focused(page)).tag).toBe("h1");
    await page.getByRole("button", { name: "Open the menu" }).waitFor();
    expect(await page.getByText("Device Verification Failed").count()).toBe(0);
    await saveScreenshot(page, "person-08-profile-after-verify");
    expect(errors).toEqual([]);
  });

  it("takes the Required away once a field is filled, marks gender required and styles the consent error", async () => {
    const { page, errors } = await newPage();
    await page.goto("/auth/register");
    await page
      .getByRole("heading", { name: /create/i })
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Next: account type" }).click();
    const firstName = page.getByLabel("First name");
    await expect.poll(() => firstName.getAttribute("aria-invalid")).toBe("true");
    // Gender carries the asterisk like every other required field.
    await expect.poll(() => page.locator("#register-gender").textContent()).toMatch(/Gender\s*\*/);
    // The consent's error is in the error colour, like every field's.
    const consentError = page.locator(".mantine-Checkbox-error");
    await consentError.waitFor();
    const [errorColour, fieldErrorColour] = await Promise.all([
      consentError.evaluate((element) => getComputedStyle(element).color),
      page
        .locator("[id$='-error']")
        .first()
        .evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(errorColour).toBe(fieldErrorColour);
    await saveScreenshot(page, "person-09-register-errors");

    await firstName.fill("Ama");
    await expect.poll(() => firstName.getAttribute("aria-invalid")).toBeNull();
    await saveScreenshot(page, "person-10-register-filled");
    expect(errors).toEqual([]);
  });
});

/** Signs the member in on this new device with the code from the e-mail. */
async function signIn(page: Page): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail address").fill(MEMBER.email);
  await page.getByLabel(/^Password/).fill(MEMBER.password);
  const known = (await waitForOutbox(journey.server.baseUrl, MEMBER.email, -1)).length;
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectPath(page, /^\/auth\/verify/);
  const [message] = await waitForOutbox(journey.server.baseUrl, MEMBER.email, known);
  await page.getByLabel(/^6-digit code/).fill(message?.code ?? "");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  // A paid member lands on their membership.
  await expectPath(page, /^\/dashboard\//);
}
