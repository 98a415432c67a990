import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, PHONE_VIEWPORT } from "../support/browser.js";
import { type ContextChecks, instrumentContext } from "../support/checks.js";

// The journeys' layout-shift check itself (checks.ts, decision 145), on a page of its own served by
// the browser's routing: the page answering a person's own write is left out however slow the
// answer, and a page's own late change still counts.

const ORIGIN = "http://layout-shift.test";
const PAGE = `<!doctype html>
<html lang="en"><head><title>Layout shifts</title></head>
<body><main>
  <h1>Layout shifts</h1>
  <div id="slot"></div>
  <p>A paragraph that moves down when the slot above it grows.</p>
  <div id="late"></div>
  <p>Another paragraph, below the second slot.</p>
  <button id="save" type="button">Save</button>
</main>
<script>
  const grow = (id) => {
    const box = document.getElementById(id);
    box.style.height = "150px";
    box.dataset.grown = "yes";
  };
  document.getElementById("save").addEventListener("click", async () => {
    await fetch("/save", { method: "POST" });
    await fetch("/list");
    grow("slot");
  });
  window.growLate = () => grow("late");
  window.saveUnasked = async () => {
    await fetch("/save", { method: "POST" });
    grow("slot");
  };
</script>
</body></html>`;

let browser: Browser;
let context: BrowserContext;
let checks: ContextChecks;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(): Promise<void> {
  context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  checks = await instrumentContext(context);
  // A slow network: the write's answer takes well over the browser's 500 ms, the read after it too.
  await context.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/save" || pathname === "/list") {
      await new Promise((resolve) => setTimeout(resolve, pathname === "/save" ? 1500 : 800));
      await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
      return;
    }
    await route.fulfill({ status: 200, contentType: "text/html", body: PAGE });
  });
  page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
}

/** The shifts reported so far, once the one the second slot makes has arrived (reports come in order). */
async function reportedThroughLateShift(): Promise<number> {
  // The shift comes in a frame after the slot grows: its time on the page's clock is at least this.
  const grownAt = await page.evaluate(() => {
    (window as unknown as { growLate: () => void }).growLate();
    return performance.now();
  });
  await page.locator("#late[data-grown]").waitFor();
  const shifts = () => [...checks.visits.values()].flatMap((visit) => visit.shifts);
  await expect.poll(() => shifts().some((shift) => shift.time >= grownAt), { timeout: 10_000 }).toBe(true);
  return shifts().length;
}

async function close(): Promise<void> {
  checks.problems.splice(0);
  await context.close();
}

describe("the journeys' layout-shift check", () => {
  it("leaves out the page answering a person's own write, however slow the answer", async () => {
    await openPage();
    await page.getByRole("button", { name: "Save" }).click();
    await page.locator("#slot[data-grown]").waitFor();
    // The observer decides on each shift in one go: left out (counted in the page), or reported.
    await page.waitForFunction(
      () => ((window as unknown as { __gkfShiftsLeftOut?: number }).__gkfShiftsLeftOut ?? 0) > 0,
    );
    expect([...checks.visits.values()].flatMap((visit) => visit.shifts)).toEqual([]);
    expect(checks.problems.filter((problem) => problem.startsWith("layout shift"))).toEqual([]);
    await close();
  });

  it("counts a write nobody's input sent, and a page's own late change", async () => {
    await openPage();
    await page.evaluate(() => (window as unknown as { saveUnasked: () => Promise<void> }).saveUnasked());
    await page.locator("#slot[data-grown]").waitFor();
    expect(await reportedThroughLateShift()).toBe(2);
    expect(checks.problems.some((problem) => problem.startsWith("layout shift"))).toBe(true);
    await close();
  });
});
