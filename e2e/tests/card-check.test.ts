import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAnswer, registerPaidThroughApi } from "../support/accounts.js";
import {
  closeJourney,
  newPhoneContext,
  openJourney,
  type RunningServer,
  readStoredItem,
  saveScreenshot,
  trackPageErrors,
} from "../support/index.js";

// Issue 9, "The public card check and minors": a card's QR code carries a signed token. An
// official opens it with a connection (the membership as it is now), then checks cards with the
// network cut: the phone verifies the signature with the federation's public key alone, accepts
// the genuine card, refuses a forged one, and reads a QR code from a photo in scan mode.
//
// Playwright's setOffline does not reach service workers (microsoft/playwright#2311), so the
// network is cut twice over: the browser context goes offline and the server is stopped.

const PASSWORD = "kumasi dojo every saturday";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  ({ server, browser } = await openJourney({ deviceVerification: "off" }));
});

afterAll(async () => {
  await context?.close();
  await closeJourney({ server, browser });
});

/** The same token with other claims and the original signature: what a forger can make. */
function forge(token: string): string {
  const [payload = "", signature = ""] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  const altered = Buffer.from(JSON.stringify({ ...claims, n: "Kofi Forger", x: "2199-12-31" })).toString("base64url");
  return `${altered}.${signature}`;
}

describe("the public card check", () => {
  it("keeps room for the tallest verdict while checking: a long name beside the photo moves nothing below it", async () => {
    // Runs before the journey below, which stops the server. The server's answer is held back,
    // then given for a member with a long name and a photo (a layout check: registering such a
    // member with an approved photo would add nothing to it).
    const phone = await newPhoneContext(browser, server.baseUrl);
    try {
      const page = await phone.newPage();
      const errors = trackPageErrors(page);
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      // On the context: the service worker may already fetch for the page.
      await phone.route("**/api/public/verify/t/**", async (route) => {
        await answered;
        await route.fulfill({
          json: {
            code: "GKF-AH-26-000123",
            name: "Maximiliana Christabel Oforiwaa-Frimpong Agyemang-Duah Nkansah",
            photo_url: "/member-photo.png",
            membership_type: "OFFICIAL",
            belt: "DAN_10",
            status: "ACTIVE",
            expiry_date: "2027-11-22",
            is_valid: true,
            checked_at: new Date().toISOString(),
          },
        });
      });
      const photo = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
        "base64",
      );
      await phone.route("**/member-photo.png", (route) => route.fulfill({ body: photo, contentType: "image/png" }));
      const claims = Buffer.from(JSON.stringify({ v: 1, code: "GKF-AH-26-000123" })).toString("base64url");
      await page.goto(`/verify/t/${claims}.${"A".repeat(86)}`);
      await page.getByText("Checking…").waitFor();
      const scanner = page.getByTestId("card-scanner");
      const before = await scanner.boundingBox();
      answer();
      await page.getByText("VALID", { exact: true }).waitFor();
      await page.getByRole("img", { name: "Photo of the member" }).waitFor();
      expect(await scanner.boundingBox()).toEqual(before);
      await saveScreenshot(page, "card-check-05-long-name");
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("checks a card online, then offline: genuine accepted, forged refused, QR read from a photo", async () => {
    const { token: access } = await registerPaidThroughApi(server, {
      first_name: "Yaw",
      last_name: "Boakye",
      date_of_birth: "1994-02-11",
      gender: "MALE",
      email: `yaw.${Date.now()}@example.com`,
      password: PASSWORD,
    });
    const record = await apiAnswer<{ code: string; membership_certificate: { verify_url: string; qr_url: string } }>(
      server,
      "/my-account/membership/my-record",
      "GET",
      undefined,
      access,
    );
    const qrUrl = new URL(record.membership_certificate.verify_url);
    expect(qrUrl.pathname).toMatch(/^\/verify\/t\/[\w-]+\.[\w-]{86}$/);
    const token = qrUrl.pathname.slice("/verify/t/".length);
    const qrImage = Buffer.from(
      await (
        await fetch(`${server.baseUrl}${record.membership_certificate.qr_url}`, {
          headers: { authorization: `Bearer ${access}` },
        })
      ).arrayBuffer(),
    );
    expect(qrImage.subarray(1, 4).toString()).toBe("PNG");

    // An official's phone opens the card's QR address with a connection.
    context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(qrUrl.pathname);
    await page.getByText("VALID", { exact: true }).waitFor();
    await page.getByText("Yaw Boakye").waitFor();
    await page.getByText(record.code).waitFor();
    await saveScreenshot(page, "card-check-01-online");

    // The app is installable: a manifest, and a service worker that now controls the page.
    const manifest = await (await fetch(`${server.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: "GKF", display: "standalone", start_url: "/" });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await expect
      .poll(async () => (await readStoredItem(context as BrowserContext, "gkf.card-keys")) ?? "", { timeout: 15_000 })
      .toContain("Ed25519");

    // The network is cut.
    await context.setOffline(true);
    await server.stop();

    await page.goto(qrUrl.pathname);
    await page.getByText("GENUINE CARD", { exact: true }).waitFor();
    await page.getByText(/Checked on this phone without a connection/).waitFor();
    await page.getByText("Yaw Boakye").waitFor();
    await saveScreenshot(page, "card-check-02-offline-genuine");

    await page.goto(`/verify/t/${forge(token)}`);
    await page.getByText("NOT GENUINE", { exact: true }).waitFor();
    expect(await page.getByText("Kofi Forger").count()).toBe(0);
    await saveScreenshot(page, "card-check-03-offline-forged");

    // Scan mode, still offline: the QR code read from a photo of the card.
    await page.goto("/verify/scan");
    await page.getByRole("button", { name: "Scan a card" }).waitFor();
    await page.getByTestId("scan-photo").setInputFiles({ name: "card.png", mimeType: "image/png", buffer: qrImage });
    await page.waitForURL((url) => url.pathname === qrUrl.pathname, { timeout: 15_000 });
    await page.getByText("GENUINE CARD", { exact: true }).waitFor();
    await saveScreenshot(page, "card-check-04-offline-scanned");

    expect(errors).toEqual([]);
  });
});
