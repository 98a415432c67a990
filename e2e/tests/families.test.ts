import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAnswer, registerActiveThroughApi } from "../support/accounts.js";
import {
  checkA11y,
  closeJourney,
  expectPath,
  newPhoneContext,
  openJourney,
  payWithSandboxCard,
  type RunningServer,
  type SignedIn,
  saveScreenshot,
  signedInAs,
  signInThroughApi,
} from "../support/index.js";
import { waitForOutbox } from "../support/outbox.js";

// Issue 16: a parent registers with a phone, adds two children from the dashboard, pays both
// registrations (switching to each child in the header), uploads a birth certificate for one,
// switches between them, and downloads one child's data from the account page. The parent registers
// and activates on the pages, with the SMS code; the rest is signed in through the API.

let server: RunningServer;
let browser: Browser;
let parent: SignedIn | undefined;

beforeAll(async () => {
  ({ server, browser } = await openJourney({ deviceVerification: "off" }));
});

afterAll(async () => {
  await parent?.context.close();
  await closeJourney({ server, browser });
});

/** A parent with a phone number only: the registration pages, then the SMS code on the confirmation page. */
async function registerParent(phone: { typed: string; e164: string }, password: string): Promise<void> {
  const context = await newPhoneContext(browser, server.baseUrl);
  try {
    const page = await context.newPage();
    await page.goto("/auth/register");
    await page.getByLabel("First name").fill("Abena");
    await page.getByLabel("Last name").fill("Asante");
    await page.getByLabel("Date of birth").fill("1988-02-11");
    await page.getByRole("radio", { name: "Female", exact: true }).check();
    await page.getByRole("radio", { name: "Phone" }).check();
    await page.getByLabel("Phone number").pressSequentially(phone.typed);
    await page.getByLabel(/^Password/).fill(password);
    const region = page.getByLabel("Region");
    await expect.poll(() => region.locator("option").count(), { timeout: 15_000 }).toBeGreaterThan(16);
    await region.selectOption({ label: "Greater Accra" });
    await page.getByLabel("District").selectOption({ index: 1 });
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Next: account type" }).click();
    await expectPath(page, "/auth/account-types");
    await page.getByRole("radio", { name: /Athlete/ }).click();
    const registration = page.waitForResponse((response) => response.url().endsWith("/register/self"));
    await page.getByRole("button", { name: "Create my account" }).click();
    expect((await registration).status()).toBe(201);
    await expectPath(page, "/auth/registration-successful");
    const [activation] = await waitForOutbox(server.baseUrl, phone.e164, 0);
    expect(activation?.code).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(activation?.code ?? "");
    await page.getByRole("button", { name: "Activate" }).click();
    await page.getByText("Your account is active. You can sign in now.").waitFor();
    await checkA11y(page, "parent activated");
  } finally {
    await context.close();
  }
}

const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

async function addChild(page: Page, child: { first: string; born: string; gender: string }): Promise<void> {
  await page.getByRole("button", { name: "Add a child" }).click();
  const form = page.getByRole("region", { name: "Add a child" });
  await form.getByLabel(/^First name/).fill(child.first);
  await form.getByLabel(/^Last name/).fill("Asante");
  await form.getByLabel(/^Date of birth/).fill(child.born);
  await form.getByRole("combobox", { name: /^Gender/ }).selectOption(child.gender);
  await form.getByRole("combobox", { name: /^Region/ }).selectOption("AA");
  await form.getByRole("combobox", { name: /^District/ }).selectOption("AM");
  await checkA11y(page, `add ${child.first}: form filled`);
  await form.getByRole("button", { name: "Add child" }).click();
  await page.getByText(`${child.first} Asante`, { exact: true }).waitFor({ timeout: 15_000 });
  // On a phone the "Child added" toast covers the next form's button: closed as a person would.
  await page
    .locator(".mantine-Notification-root")
    .filter({ hasText: "Child added" })
    .getByRole("button", { name: "Close" })
    .click();
}

/** The header's switcher: one tap, and the header names the child. */
async function switchTo(page: Page, first: string): Promise<void> {
  await page.getByRole("group", { name: "Whose record" }).getByRole("button", { name: first, exact: true }).click();
  if (first !== "Me") await page.getByText(`Acting for ${first} Asante`).waitFor();
}

/** Pays the registration fee of whoever the profile shows, on the sandbox checkout page. */
async function payRegistration(page: Page, state: string): Promise<void> {
  await expectPath(page, "/dashboard/my-profile/index");
  const payButton = page.getByTestId("pay-cta").getByRole("button", { name: "Pay registration fee" });
  await payButton.waitFor({ timeout: 15_000 });
  await checkA11y(page, `${state}: not paid`);
  await payButton.click();
  expect(await payWithSandboxCard(page)).toMatch(/^GKF-REG-[A-Z0-9]+$/);
  await page.getByText(/^GKF-AA-\d{2}-\d{6}$/).waitFor({ timeout: 15_000 });
  await checkA11y(page, `${state}: paid`);
}

describe("a parent and two children", () => {
  it("adds two children, pays both, uploads a birth certificate, switches, and downloads a child's data", async () => {
    const rest = String(Date.now() % 10_000_000).padStart(7, "0");
    const tel = `+23324${rest}`;
    const password = "accra family dojo 2026";
    await registerParent({ typed: `024 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: tel }, password);
    parent = await signedInAs(browser, server, { username: tel, password }, { target: "/dashboard/my-profile/index" });
    const { page } = parent;

    // The guardian's dashboard: "Your children", nobody yet.
    await page.getByRole("heading", { name: "Your children" }).waitFor({ timeout: 15_000 });
    await page.getByText("No child added yet.").waitFor();
    await checkA11y(page, "dashboard without children");

    await addChild(page, { first: "Kojo", born: yearsAgo(9), gender: "MALE" });
    await addChild(page, { first: "Ama", born: yearsAgo(15), gender: "FEMALE" });
    // Each child's membership summary: the fee is still to pay; Ama (15) may get her own sign-in.
    await expect.poll(() => page.getByText("Registration fee to pay").count()).toBe(2);
    await page.getByRole("button", { name: "Give Ama their own sign-in" }).waitFor();
    await saveScreenshot(page, "families-01-two-children");
    await checkA11y(page, "dashboard with two children");

    // Kojo's registration, paid while acting for him; the checkout's round trip comes back to him.
    await switchTo(page, "Kojo");
    await payRegistration(page, "Kojo's registration");
    await page.getByText("Acting for Kojo Asante").waitFor();
    await saveScreenshot(page, "families-02-kojo-paid");

    // Ama's, the same way.
    await page.goto("/dashboard/my-profile/index");
    await switchTo(page, "Ama");
    await payRegistration(page, "Ama's registration");
    await page.getByText("Acting for Ama Asante").waitFor();

    // Ama's birth certificate, uploaded for her.
    await page.goto("/dashboard/my-membership/documents");
    await page.getByRole("heading", { name: "Documents", level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText("Acting for Ama Asante").waitFor();
    const uploadBirth = page.getByRole("button", { name: "Upload a birth certificate" });
    if (await uploadBirth.count()) {
      await uploadBirth.first().click();
    } else {
      await page.getByRole("combobox", { name: "Type of document" }).selectOption("BIRTH_CERTIFICATE");
      await page.getByRole("button", { name: "Upload", exact: true }).first().click();
    }
    const birthForm = page.locator("form", { has: page.getByLabel("Birth certificate file") });
    await birthForm.getByLabel("Birth certificate file").setInputFiles({
      name: "ama-birth-certificate.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    await checkA11y(page, "Ama's birth certificate chosen");
    const uploaded = page.waitForResponse((response) => response.url().endsWith("/my-account/membership/document/add"));
    await birthForm.getByRole("button", { name: "Upload" }).click();
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    expect(upload.request().headers()["x-acting-for"]).toBeTruthy();
    await page.getByText("Birth certificate").first().waitFor();
    await saveScreenshot(page, "families-03-ama-birth-certificate");
    await checkA11y(page, "Ama's documents");

    // Switching: Kojo's documents have no birth certificate; the parent's own record is hers again.
    await switchTo(page, "Kojo");
    await page.getByRole("heading", { name: "Documents", level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText("Acting for Kojo Asante").waitFor();
    await checkA11y(page, "Kojo's documents");
    await switchTo(page, "Me");
    await expect.poll(() => page.getByText(/^Acting for/).count()).toBe(0);
    await switchTo(page, "Ama");

    // Ama's data, from the account page while acting for her.
    await page.goto("/dashboard/my-account/index");
    await expectPath(page, "/dashboard/my-account/index");
    await page.getByText("Acting for Ama Asante").waitFor();
    const prepare = page.waitForResponse((response) => response.url().endsWith("/my-account/privacy/export"));
    await page.getByRole("button", { name: "Prepare my data" }).click({ timeout: 15_000 });
    const prepared = await prepare;
    expect(prepared.status()).toBe(202);
    expect(prepared.request().headers()["x-acting-for"]).toBeTruthy();
    await page.getByText(/^Your data is ready/).waitFor({ timeout: 30_000 });
    const downloadButton = page.getByRole("button", { name: "Download my data" });
    await checkA11y(page, "Ama's data ready");
    const download = page.waitForEvent("download");
    await downloadButton.click();
    expect((await download).suggestedFilename()).toMatch(/^gkf-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await saveScreenshot(page, "families-04-ama-data");
    expect(parent.errors).toEqual([]);
  });
});

/** The person a guardian request went to signs in and answers it (the link's token), through the API. */
async function answerRequest(email: string, password: string, token: string | null | undefined, answer: string) {
  const { session } = await signInThroughApi(server, { username: email, password });
  await apiAnswer(server, `/my-account/guardian-requests/${token}/${answer}`, "POST", undefined, session.tokens.access);
}

describe("a minor whose guardian declined", () => {
  it("names another parent on the dashboard, who gets the link and confirms", async () => {
    const stamp = Date.now();
    const password = "kumasi teen dojo 2026";
    const adult = { date_of_birth: "1980-05-01", gender: "FEMALE" as const, password };
    const aunt = { ...adult, first_name: "Akua", last_name: "Boateng", email: `akua.${stamp}@example.com` };
    const mother = { ...adult, first_name: "Efua", last_name: "Boateng", email: `efua.${stamp}@example.com` };
    await registerActiveThroughApi(server, aunt);
    await registerActiveThroughApi(server, mother);
    const auntKnows = (await waitForOutbox(server.baseUrl, aunt.email, 0)).length;
    const teen = { first_name: "Yaa", last_name: "Boateng", email: `yaa.${stamp}@example.com`, password };
    await registerActiveThroughApi(server, {
      ...teen,
      date_of_birth: yearsAgo(15),
      gender: "FEMALE",
      guardian_email: aunt.email,
    });

    // The aunt declines, through the API.
    const [request] = await waitForOutbox(server.baseUrl, aunt.email, auntKnows);
    await answerRequest(aunt.email, password, request?.code, "decline");

    // Yaa's dashboard says so, and she names her mother instead.
    const signedIn = await signedInAs(
      browser,
      server,
      { username: teen.email, password },
      {
        target: "/dashboard/my-profile/index",
      },
    );
    try {
      const { page } = signedIn;
      await page.getByText(/The parent or guardian you named \(.+\) declined/).waitFor({ timeout: 15_000 });
      // She cannot pay nor add children (the server refuses both until a guardian confirms): not offered.
      expect(await page.getByTestId("pay-cta").count()).toBe(0);
      expect(await page.getByRole("heading", { name: "Your children" }).count()).toBe(0);
      await checkA11y(page, "a minor whose guardian declined");
      await page.getByRole("button", { name: "Name a parent or guardian again" }).click();
      await page.getByLabel("Their e-mail address").fill(mother.email);
      await checkA11y(page, "naming a parent again");
      const motherKnows = (await waitForOutbox(server.baseUrl, mother.email, 0)).length;
      const sent = page.waitForResponse((response) => response.url().endsWith("/my-account/guardian-requests"));
      await page.getByRole("button", { name: "Send the request" }).click();
      expect((await sent).status()).toBe(201);
      await page.getByText("Request sent").waitFor();
      await page.getByText(/^We asked .+ to confirm being your parent or guardian\. Until they do/).waitFor();
      await saveScreenshot(page, "families-05-minor-names-again");
      await checkA11y(page, "a minor waiting for the parent named again");

      // The mother gets the link and confirms; Yaa's account is no longer waiting.
      const [toMother] = await waitForOutbox(server.baseUrl, mother.email, motherKnows);
      expect(toMother?.text).toContain("Yaa Boateng");
      await answerRequest(mother.email, password, toMother?.code, "confirm");
      // Now her mother pays, from her own account: Yaa's page says so.
      await page.reload();
      await page.getByText("Your parent or guardian pays").waitFor({ timeout: 15_000 });
      expect(await page.getByText("Waiting for your guardian").count()).toBe(0);
      expect(await page.getByTestId("pay-cta").count()).toBe(0);
      await checkA11y(page, "a minor whose guardian confirmed");
      expect(signedIn.errors).toEqual([]);
    } finally {
      await signedIn.context.close();
    }
  });
});
