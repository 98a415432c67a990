// The Lighthouse budgets (issue 12): Lighthouse from its npm package drives Debian's Chromium
// with its mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; a 4x slower CPU; a phone
// screen) against the portal the bench started, on three pages, each with an empty HTTP cache
// in a fresh browser profile. The median run of each page (by performance score) is the result.

import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { log } from "./log.js";

export interface LighthouseBudget {
  /** The performance score (0-100) must reach at least this. */
  minScore: number;
  /** Largest Contentful Paint must stay under this. */
  maxLcpMs?: number;
  /** Cumulative Layout Shift must stay under this. */
  maxCls: number;
}

export interface LighthousePage {
  name: string;
  path: string;
  /** Opened as a signed-in member: the auth data is put into localStorage as the app stores it. */
  signedIn?: boolean;
  budget: LighthouseBudget;
}

/** Issue 12's budgets. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: "login", path: "/auth/login", budget: { minScore: 95, maxCls: 0.02 } },
  { name: "splash", path: "/", budget: { minScore: 95, maxCls: 0.02 } },
  {
    name: "my-membership",
    path: "/dashboard/my-membership/index",
    signedIn: true,
    budget: { minScore: 90, maxLcpMs: 2500, maxCls: 0.02 },
  },
];

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  requests: number;
  /** Transferred bytes of all requests. */
  transferBytes: number;
}

export interface LighthouseResult extends LighthouseRun {
  name: string;
  path: string;
  signedIn: boolean;
  budget: LighthouseBudget;
  pass: boolean;
  /** The scores of every run, the median's among them. */
  scores: number[];
  /** What missed the budget, or why the page could not be measured. */
  problem?: string;
}

export interface LighthouseOptions {
  baseUrl: string;
  chromiumPath: string;
  runs: number;
  /** Signs the demo member in and answers the login's body (what the app stores as AUTH_DATA_CACHE). */
  signIn: () => Promise<unknown>;
  /** Where to keep each page's full Lighthouse report (the last run's), to see why a page is slow. */
  reportDir?: string;
}

/** The flags for Debian's Chromium in a container: nothing downloaded, nothing in the background. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The key and entry shape of web/src/shared/cache/cache-store.ts (auth data never expires). */
const AUTH_DATA_KEY = "AUTH_DATA_CACHE";

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

async function measureOnce(page: LighthousePage, options: LighthouseOptions): Promise<LighthouseRun> {
  // A fresh profile (chrome-launcher's temporary user-data-dir): empty HTTP cache, no service worker.
  const chrome = await chromeLauncher.launch({ chromePath: options.chromiumPath, chromeFlags: CHROME_FLAGS });
  try {
    const url = `${options.baseUrl}${page.path}`;
    let puppeteerPage: import("puppeteer-core").Page | undefined;
    let browser: import("puppeteer-core").Browser | undefined;
    if (page.signedIn) {
      const auth = await options.signIn();
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      puppeteerPage = await browser.newPage();
      // A file of the same origin, not a page: the app does not start, nothing is cached for it.
      await puppeteerPage.goto(`${options.baseUrl}/favicon.svg`);
      await puppeteerPage.evaluate(
        // Runs in the page (the bench's tsconfig has no DOM types).
        (key, value) =>
          (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
            key,
            value,
          ),
        AUTH_DATA_KEY,
        JSON.stringify({ value: auth, expires_at: null }),
      );
      const session = await puppeteerPage.createCDPSession();
      await session.send("Network.clearBrowserCache");
      await session.detach();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance"],
        // The signed-in page keeps the localStorage set above; its HTTP cache was emptied instead.
        disableStorageReset: page.signedIn === true,
      },
      undefined,
      puppeteerPage,
    );
    await browser?.disconnect();
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (options.reportDir) {
      await mkdir(options.reportDir, { recursive: true });
      await writeFile(join(options.reportDir, `${page.name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl;
    if (new URL(finalUrl).pathname !== page.path) {
      throw new Error(`${page.path} ended on ${finalUrl} (signed out? redirected?)`);
    }
    const requests = lhr.audits["network-requests"]?.details;
    const items = requests && "items" in requests ? (requests.items as { transferSize?: number }[]) : [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
      lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
      cls: Math.round(numeric(lhr, "cumulative-layout-shift") * 1000) / 1000,
      tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
      speedIndexMs: Math.round(numeric(lhr, "speed-index")),
      requests: items.length,
      transferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own trace sometimes misses the navigation's start (NO_NAVSTART, NO_FCP, "Please run
 * Lighthouse again"); such a run measured nothing, so it is run again, twice at most. A page that
 * really fails to load fails every time.
 */
async function measureOnceRetrying(page: LighthousePage, options: LighthouseOptions): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(page, options);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|run Lighthouse again/i.test(message)) throw error;
      log(`lighthouse ${page.path}: ${message.split(".")[0]}; running it again`);
    }
  }
}

function verdict(page: LighthousePage, run: LighthouseRun): string[] {
  const { minScore, maxLcpMs, maxCls } = page.budget;
  const missed: string[] = [];
  if (!(run.score >= minScore)) missed.push(`score ${run.score} < ${minScore}`);
  if (maxLcpMs !== undefined && !(run.lcpMs < maxLcpMs)) missed.push(`LCP ${run.lcpMs} ms >= ${maxLcpMs} ms`);
  if (!(run.cls < maxCls)) missed.push(`CLS ${run.cls} >= ${maxCls}`);
  return missed;
}

/** Runs Lighthouse `options.runs` times on each page, one after the other (never in parallel). */
export async function runLighthouse(
  options: LighthouseOptions,
  pages: LighthousePage[] = LIGHTHOUSE_PAGES,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const runs: LighthouseRun[] = [];
    let problem: string | undefined;
    for (let index = 0; index < options.runs; index += 1) {
      log(`lighthouse ${page.path}${page.signedIn ? " (signed in)" : ""}: run ${index + 1} of ${options.runs}`);
      try {
        runs.push(await measureOnceRetrying(page, options));
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
        break;
      }
    }
    const base = { name: page.name, path: page.path, signedIn: page.signedIn === true, budget: page.budget };
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (problem || !median) {
      const empty = { score: 0, fcpMs: 0, lcpMs: 0, cls: 0, tbtMs: 0, speedIndexMs: 0, requests: 0, transferBytes: 0 };
      results.push({ ...base, ...empty, scores: runs.map((r) => r.score), pass: false, problem: problem ?? "no run" });
      continue;
    }
    const missed = verdict(page, median);
    results.push({
      ...base,
      ...median,
      scores: runs.map((r) => r.score),
      pass: missed.length === 0,
      ...(missed.length > 0 ? { problem: missed.join(", ") } : {}),
    });
  }
  return results;
}
