import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { checkA11y, untilStill } from "./checks.js";
import { ARTIFACTS_DIR } from "./paths.js";

/** A localStorage item of the app, as the browser holds it now. */
export async function readStoredItem(context: BrowserContext, key: string): Promise<string | null> {
  const { origins } = await context.storageState();
  return origins.flatMap((origin) => origin.localStorage).find((item) => item.name === key)?.value ?? null;
}

/** Waits until the page shows this path and query (exactly, or matching the pattern). */
export async function expectPath(page: Page, expected: string | RegExp): Promise<void> {
  await page.waitForURL(
    (url) => {
      const current = `${url.pathname}${url.search}`;
      return typeof expected === "string" ? current === expected : expected.test(current);
    },
    { timeout: 15_000 },
  );
}

/**
 * On the sandbox provider's checkout page a pay button led to: the test card, then Pay, and back in
 * the portal its "Payment received". `atCheckout` runs on the checkout page before paying (a
 * screenshot). Answers the payment's reference.
 */
export async function payWithSandboxCard(page: Page, atCheckout?: () => Promise<unknown>): Promise<string> {
  await expectPath(page, /^\/api\/payments\/sandbox\/checkout\/[A-Z0-9-]+$/);
  const reference = page.url().split("/").pop() ?? "";
  await page.getByRole("textbox", { name: "Card number" }).pressSequentially("4084084084084081");
  await atCheckout?.();
  await page.getByRole("button", { name: /^Pay GH₵ \d/ }).click();
  await expectPath(page, `/dashboard/modals/payment-response?reference=${reference}`);
  await page.getByRole("heading", { name: "Payment received" }).waitFor({ timeout: 15_000 });
  return reference;
}

/** Waits for a toast with this title (the newest of several like it is enough). */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.locator(".mantine-Notification-root").filter({ hasText: title }).first().waitFor({ timeout: 15_000 });
}

/** Waits until Mantine's dialogs have finished closing (their transition is 300 ms). */
export async function dialogsClosed(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole("dialog").count(), { timeout: 10_000 }).toBe(0);
}

/** A dialog or drawer state: the screen as shown (a full-page shot would misplace it), then axe and the touch targets. */
export async function saveDialogState(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // Let the dialog's transition finish first: every dialog fully shown and no finite animation running.
  await untilStill(page);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
  await checkA11y(page, name);
}
