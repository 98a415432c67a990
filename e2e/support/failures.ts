import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { type RunnerTestCase, TestRunner } from "vitest";
import type { ContextChecks } from "./checks.js";
import { ARTIFACTS_DIR } from "./paths.js";

/*
 * What Playwright's own runner keeps of a failed test (decision 72): a trace of every browser
 * context the test used and a full-page screenshot of each of its pages, in
 * e2e/artifacts/failures/<test name>/ (gitignored; emptied when the test opens its first context).
 * Open a trace with `npx playwright-core show-trace <file>.zip`.
 *
 * A context newPhoneContext makes in a test's last attempt is traced from its start: the retry of a
 * journey that failed once (the e2e project retries once), every attempt of a test that gets no
 * retry, and a context opened outside a test. A first attempt that a retry would follow is not
 * traced: recording cost a fifth of the journeys' time, for a trace that a passing retry would drop
 * anyway (Playwright's own "on-first-retry"). When a context closes, the screenshots (and the
 * trace, when there is one) are saved if the test it belongs to has failed (the test is failed by
 * then when the context closes in afterEach or afterAll) or if the context's own checks found a
 * problem (which close() is about to throw); otherwise the trace is dropped. Contexts still open
 * when the journey closes are handled the same way by closeJourney.
 * GKF_E2E_TRACE=on traces every attempt; GKF_E2E_TRACE=off none.
 */

export const FAILURES_DIR = path.join(ARTIFACTS_DIR, "failures");

type Test = RunnerTestCase;
const getCurrentTest = (): Test | undefined => TestRunner.getCurrentTest();

interface Recorded {
  test: Test | undefined;
  tracing: boolean;
  checks: ContextChecks;
}

const recorded = new Map<BrowserContext, Recorded>();
/** Folders emptied in this run (a test's earlier failure is not mixed with its new one), with the contexts saved there. */
const savedContexts = new Map<string, number>();

/** Whether a context opened now, in `test`'s current attempt, is traced (see above). */
function tracesAttempt(test: Pick<Test, "retry" | "result"> | undefined): boolean {
  const setting = process.env.GKF_E2E_TRACE;
  if (setting === "off") return false;
  if (setting === "on" || !test) return true;
  const retries = typeof test.retry === "number" ? test.retry : (test.retry?.count ?? 0);
  return (test.result?.retryCount ?? 0) >= retries;
}

function safeName(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 150) || "test"
  );
}

/** e2e/artifacts/failures/<file> <describe> <test>/: where a failed test's trace and screenshots go. */
export function failureDirOf(test: Pick<Test, "file" | "fullTestName"> | undefined): string {
  const name = test ? `${path.basename(test.file.name, ".test.ts")} ${test.fullTestName}` : "outside-a-test";
  return path.join(FAILURES_DIR, safeName(name));
}

/** The test's failure folder, emptied the first time this run uses it: an earlier run's failure goes. */
function emptyFailureDir(test: Test | undefined): string {
  const dir = failureDirOf(test);
  if (!savedContexts.has(dir)) {
    savedContexts.set(dir, 0);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return dir;
}

function failureDir(test: Test | undefined): string {
  const dir = emptyFailureDir(test);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Called by newPhoneContext after instrumentContext: starts the trace and makes close() keep the
 * trace and screenshots when the test failed or the context's checks found a problem.
 */
export async function recordFailures(context: BrowserContext, checks: ContextChecks): Promise<void> {
  const test = getCurrentTest();
  const entry: Recorded = { test, tracing: tracesAttempt(test), checks };
  recorded.set(context, entry);
  if (entry.test) emptyFailureDir(entry.test);
  if (entry.tracing) await context.tracing.start({ screenshots: true, snapshots: true });

  const close = context.close.bind(context);
  context.close = async (options) => {
    if (recorded.has(context)) {
      // The checks still running in the background decide whether close() will throw.
      await Promise.allSettled([...checks.pages.values()].map((state) => state.queue));
      await settle(context, entry);
    }
    await close(options);
  };
}

/** Keeps what a failed test left in its contexts that are still open (closeJourney calls this). */
export async function saveOpenContexts(): Promise<void> {
  await Promise.allSettled([...recorded].map(([context, entry]) => settle(context, entry)));
}

function failed(entry: Recorded): boolean {
  const test = entry.test ?? getCurrentTest();
  return test?.result?.state === "fail" || entry.checks.problems.length > 0;
}

/** Saves the trace and screenshots when the test failed, else drops the trace; once per context. */
async function settle(context: BrowserContext, entry: Recorded): Promise<void> {
  if (!recorded.delete(context)) return;
  if (!failed(entry)) {
    if (entry.tracing) await context.tracing.stop().catch(() => {});
    return;
  }
  const dir = failureDir(entry.test ?? getCurrentTest());
  const number = (savedContexts.get(dir) ?? 0) + 1;
  savedContexts.set(dir, number);
  const prefix = `context-${number}`;
  const pages = context.pages();
  await Promise.allSettled(
    pages.map((page, index) =>
      page.screenshot({ path: path.join(dir, `${prefix}-page-${index + 1}.png`), fullPage: true, timeout: 10_000 }),
    ),
  );
  if (entry.tracing) await context.tracing.stop({ path: path.join(dir, `${prefix}-trace.zip`) }).catch(() => {});
  const urls = pages.map((page, index) => `${prefix}-page-${index + 1}: ${page.url()}`);
  fs.appendFileSync(path.join(dir, "pages.txt"), `${urls.join("\n")}\n`);
}
