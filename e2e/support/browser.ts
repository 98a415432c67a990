import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { checkA11y, instrumentContext, untilStill, withoutShiftCounting } from "./checks.js";
import { recordFailures } from "./failures.js";
import { ARTIFACTS_DIR } from "./paths.js";

/** Debian's Chromium; never a downloaded browser. Override with GKF_CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.GKF_CHROMIUM_PATH || "/usr/bin/chromium";

/** We run as root in containers, without a GPU, and must not phone home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A phone: most members use the portal on a mobile. */
export const PHONE_VIEWPORT = { width: 360, height: 740 };

/** A desktop window, for the second screenshot of each step. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" ` +
        "or set GKF_CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: process.env.GKF_HEADED !== "true",
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh context (own cookies and storage, or `storageState`'s) with a phone-sized viewport, checked
 * as a person meets it (checks.ts): layout shifts on every page, axe after every navigation and at
 * every step; traced, with the trace and screenshots kept when its test fails (failures.ts).
 */
export async function newPhoneContext(
  browser: Browser,
  baseURL?: string,
  storageState?: BrowserContextOptions["storageState"],
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: "en-GB",
    timezoneId: "Africa/Accra",
  });
  await recordFailures(context, await instrumentContext(context));
  return context;
}

/**
 * A visible step of a journey: saves full-page screenshots at 360 px and 1280 px wide to
 * e2e/artifacts/<name>-360.png and -1280.png, then checks the step (checkA11y: axe, touch targets,
 * layout shifts so far) and throws with the problems found. Returns the phone screenshot's path.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const safe =
    name
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 120) || "screenshot";
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const phoneFile = path.join(ARTIFACTS_DIR, `${safe}-360.png`);
  await untilStill(page);
  await page.screenshot({ path: phoneFile, fullPage: true });
  const viewport = page.viewportSize() ?? PHONE_VIEWPORT;
  await withoutShiftCounting(page, async () => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${safe}-1280.png`), fullPage: true });
    await page.setViewportSize(viewport);
  });
  await checkA11y(page, name);
  return phoneFile;
}

/** Collects uncaught errors of a page, so a test can assert that none happened. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
