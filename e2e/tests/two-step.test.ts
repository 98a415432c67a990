import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { nextTotp } from "../../server/src/security/totp.js";
import { apiJson, registerActiveThroughApi } from "../support/accounts.js";
import {
  CONTROL_PANEL_HOME,
  expectPath,
  journeyPerTest,
  newPhoneContext,
  saveScreenshot,
  signInThroughApi,
  trackPageErrors,
} from "../support/index.js";
import { waitForOutbox } from "../support/outbox.js";

// Two-step sign-in (issue 17): a member just made a federation official is sent from the control
// panel to set up an authenticator app (the test computes the app's codes from the key shown as
// text), keeps the recovery codes, signs out, signs in from a new browser with the app's code, and
// later with a recovery code, and is told by e-mail how many remain. Device verification stays on.

const journey = journeyPerTest();

const ACCOUNT_PAGE = "/dashboard/my-account/index";
const password = "tamale kumite every friday";
const email = `abena.owusu.${Date.now()}@example.com`;
/** What the journey learns on the way: the app's key, the last step it used, the recovery codes. */
const app = { secret: "", lastStep: 0 };
let recoveryCodes: string[] = [];

/** The authenticator app's next code (each code is accepted once, so a later step each time). */
async function appCode(): Promise<string> {
  const { code, step } = await nextTotp(app.secret, app.lastStep);
  app.lastStep = step;
  return code;
}

/** An active e-mail member made FEDERATION_ADMIN by the demo super admin, all through the API. */
async function newOfficial(): Promise<void> {
  await registerActiveThroughApi(journey.server, {
    first_name: "Abena",
    last_name: "Owusu",
    date_of_birth: "1985-02-11",
    gender: "FEMALE",
    main_role: "OFFICIAL",
    email,
    password,
  });
  const admin = await signInThroughApi(journey.server, { username: "admin@demo.gkf", password: "gkf-demo-2026" });
  const granted = await apiJson(
    journey.server,
    "/admin/staff",
    "POST",
    { member: email, grant: "FEDERATION_ADMIN" },
    admin.session.tokens.access,
  );
  expect(granted.status).toBe(201);
}

/** A new browser (no trusted device) on the login page, signing in as the official: the server asks for a code. */
async function signInOnNewBrowser(name: string): Promise<{ page: Page; errors: string[] }> {
  const context = journey.closeAfterTest(await newPhoneContext(journey.browser, journey.server.baseUrl));
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  // Asking for the control panel: staff go there after signing in.
  await page.goto(`/auth/login?${new URLSearchParams({ redirect: CONTROL_PANEL_HOME })}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const login = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
  await page.getByRole("button", { name: "Sign in" }).click();
  const answer = await login;
  expect(answer.status()).toBe(206);
  await expectPath(page, /^\/auth\/verify/);
  await page.getByRole("heading", { name: "Check it's you" }).waitFor();
  await saveScreenshot(page, `${name}-verify`);
  return { page, errors };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open the menu" }).click();
  const logout = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  expect((await logout).status()).toBe(200);
  await expectPath(page, "/auth/login");
}

describe("two-step sign-in with an authenticator app", () => {
  it("sends a new official from the control panel to set up the app, and shows the recovery codes once", async () => {
    await newOfficial();
    // First sign-in on this browser, before two-step sign-in: a code by e-mail, as for everyone.
    const known = (await waitForOutbox(journey.server.baseUrl, email, 0)).length;
    const { page, errors } = await signInOnNewBrowser("two-step-01");
    await page.getByText(/We sent a 6-digit code to/).waitFor();
    const [deviceCode] = await waitForOutbox(journey.server.baseUrl, email, known);
    await page.getByLabel("6-digit code").fill(deviceCode?.code ?? "");
    await page.getByRole("button", { name: "Verify and sign in" }).click();

    // The control panel is closed until two-step sign-in is on: the account page says why.
    await expectPath(page, ACCOUNT_PAGE);
    await page.getByText(/Federation staff must use two-step sign-in/).waitFor();
    await saveScreenshot(page, "two-step-02-staff-must-set-up");

    // Turn on: the QR code and the key as text; the "app" computes its code from the key.
    await page.getByRole("button", { name: "Turn on", exact: true }).click();
    await page.getByRole("img", { name: "QR code that adds GKF Portal to an authenticator app" }).waitFor();
    app.secret = (await page.getByTestId("tfa-secret").innerText()).replace(/\s/g, "");
    expect(app.secret).toMatch(/^[A-Z2-7]{16,}$/);
    await saveScreenshot(page, "two-step-03-scan");
    await page.getByLabel(/6-digit code from the app/).fill(await appCode());
    const enabled = page.waitForResponse((response) => response.url().endsWith("/api/my-account/tfa/enable"));
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    expect((await enabled).status()).toBe(200);

    // The ten recovery codes, shown once.
    const list = page.getByRole("list", { name: "Recovery codes" });
    await list.waitFor();
    recoveryCodes = (await list.getByRole("listitem").allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.every((code) => /^[a-z2-7]{4}-[a-z2-7]{4}$/i.test(code))).toBe(true);
    await page.getByRole("button", { name: "Copy codes" }).waitFor();
    await page.getByRole("button", { name: "Print codes" }).waitFor();
    await saveScreenshot(page, "two-step-04-recovery-codes");
    await page.getByRole("button", { name: "I have kept my codes" }).click();
    expect(await list.count()).toBe(0);
    const card = page.getByRole("region", { name: "Two-step sign-in" });
    await card.getByText("Two-step sign-in is on. A new device asks for a code from your authenticator app.").waitFor();
    // Staff keep it: no "Turn off".
    await card.getByText("As federation staff, you must keep two-step sign-in on.").waitFor();
    expect(await card.getByRole("button", { name: "Turn off", exact: true }).count()).toBe(0);
    await saveScreenshot(page, "two-step-05-on");

    // The control panel opens now.
    await page.goto(CONTROL_PANEL_HOME);
    await expectPath(page, CONTROL_PANEL_HOME);
    await signOut(page);
    expect(errors).toEqual([]);
  });

  it("signs in from a new browser with the app's code; nothing is sent", async () => {
    expect(app.secret).not.toBe("");
    const sent = (await waitForOutbox(journey.server.baseUrl, email, 0)).length;
    const { page, errors } = await signInOnNewBrowser("two-step-06");
    await page
      .getByText("Open the authenticator app on your phone and enter the 6-digit code it shows for GKF Portal.")
      .waitFor();
    expect(await page.getByRole("timer").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Send a new code" }).count()).toBe(0);

    await page.getByLabel(/6-digit code from the app/).fill(await appCode());
    const verified = page.waitForResponse((response) => response.url().endsWith("/api/auth/verify/user-device"));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    expect((await verified).status()).toBe(200);
    await expectPath(page, CONTROL_PANEL_HOME);
    await saveScreenshot(page, "two-step-07-control-panel");
    // No code went out by e-mail for this sign-in.
    expect(await waitForOutbox(journey.server.baseUrl, email, -1)).toHaveLength(sent);
    await signOut(page);
    expect(errors).toEqual([]);
  });

  it("signs in later with a recovery code, once, and the official is told how many remain", async () => {
    expect(recoveryCodes).toHaveLength(10);
    const known = (await waitForOutbox(journey.server.baseUrl, email, 0)).length;
    const { page, errors } = await signInOnNewBrowser("two-step-08");
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByText(/Enter one of the recovery codes you kept/).waitFor();
    await page.getByLabel(/Recovery code/).fill(recoveryCodes[0] ?? "");
    await saveScreenshot(page, "two-step-09-recovery-code");
    const verified = page.waitForResponse((response) => response.url().endsWith("/api/auth/verify/user-device"));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    expect((await verified).status()).toBe(200);
    await expectPath(page, CONTROL_PANEL_HOME);
    await saveScreenshot(page, "two-step-10-signed-in");

    // The official is told by e-mail that a recovery code was used, and how many remain.
    const [notice] = await waitForOutbox(journey.server.baseUrl, email, known);
    expect(notice?.subject).toBe("A recovery code was used to sign in to GKF Portal");
    expect(notice?.text).toContain("9 unused recovery codes remain");
    await signOut(page);
    expect(errors).toEqual([]);
    await page.context().close();

    // The same recovery code does not work twice.
    const again = await signInOnNewBrowser("two-step-11");
    await again.page.getByRole("button", { name: "Use a recovery code" }).click();
    await again.page.getByLabel(/Recovery code/).fill(recoveryCodes[0] ?? "");
    const refused = again.page.waitForResponse((response) => response.url().endsWith("/api/auth/verify/user-device"));
    await again.page.getByRole("button", { name: "Verify and sign in" }).click();
    expect((await refused).status()).toBe(400);
    await again.page.getByText("Device Verification Failed").waitFor();
    await expectPath(again.page, /^\/auth\/verify\?/);
    expect(again.errors).toEqual([]);
  });
});
