import type { BrowserContext, Page } from "playwright-core";

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
