import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { launchBrowser } from "./browser.js";
import { saveOpenContexts } from "./failures.js";
import { REPO_ROOT } from "./paths.js";
import { type RunningServer, type StartServerOptions, startServer } from "./server.js";
import { type Account, type SignedIn, signedInAs } from "./sign-in.js";

/** The built web app the server serves: WEB_DIST_DIR when set (one build per engineer), else web/dist. */
export const WEB_DIST_DIR = path.resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? path.join("web", "dist"));

export interface Journey {
  server: RunningServer;
  browser: Browser;
}

/** What every journey starts with: a built web app, then a fresh server and a browser, side by side. */
export async function openJourney(options: StartServerOptions = {}): Promise<Journey> {
  if (!fs.existsSync(path.join(WEB_DIST_DIR, "index.html"))) {
    throw new Error(`${WEB_DIST_DIR}/index.html is missing: build the web app first (npm run build).`);
  }
  const [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  return { server, browser };
}

export async function closeJourney(journey: Partial<Journey>): Promise<void> {
  // A failed test's contexts that were left open: their trace and screenshots before they go.
  await saveOpenContexts();
  await journey.browser?.close();
  await journey.server?.stop();
}

/** A journey file's server and browser, read inside its tests (they start in the file's beforeAll). */
export interface FileJourney {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Opens the server and the browser before a file's tests and closes them after (first `closing`,
 * the file's phones): what journeyPerTest and journeyWithPhones share.
 *
 * A retry starts on a fresh server when the failed attempt was the only test the server had
 * served: whatever that attempt wrote (a member suspended and not yet reinstated, an account
 * registered, documents counted across the federation) would otherwise meet the retry, which
 * could then never pass. A later test of a file keeps the server on its retry, since it may
 * build on what the tests before it left (two-step.test.ts).
 */
function fileJourney(options: StartServerOptions, caller: string, closing: () => Promise<void>): FileJourney {
  let journey: Journey | undefined;
  /** The tests that have run on the current server, by id. */
  let served = new Set<string>();
  beforeAll(async () => {
    journey = await openJourney(options);
  });
  beforeEach(async ({ task }) => {
    const retry = (task.result?.retryCount ?? 0) > 0;
    if (journey && retry && served.size === 1 && served.has(task.id)) {
      await journey.server.stop();
      journey = { ...journey, server: await startServer(options) };
      served = new Set();
    }
    served.add(task.id);
  });
  // A failed attempt's phones close while it still counts as failed, so their screenshots are kept (failures.ts).
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") await closing();
  });
  afterAll(async () => {
    await closing();
    await closeJourney(journey ?? {});
  });
  const running = (): Journey => {
    if (!journey) throw new Error(`The journey has not started: call ${caller}() at the top of the file.`);
    return journey;
  };
  return {
    get server() {
      return running().server;
    },
    get browser() {
      return running().browser;
    },
  };
}

/** A journey file's server and browser, and the phones its tests close after each (journeyPerTest). */
export interface PerTestJourney extends FileJourney {
  /** Closes `context` (a phone: newPhoneContext's or a signed-in one's) after the test that opened it. */
  closeAfterTest(context: BrowserContext): BrowserContext;
}

/**
 * The setup of a journey file whose tests each open their own phone: called at the top of the
 * file, it opens the server and the browser before the file's tests, closes each test's phones
 * after it (a failed test's too, after its trace is saved), and closes the browser and the server
 * after the file.
 */
export function journeyPerTest(options: StartServerOptions = {}): PerTestJourney {
  let contexts: BrowserContext[] = [];
  const journey = fileJourney(options, "journeyPerTest", async () => {});
  afterEach(async () => {
    const closing = contexts;
    contexts = [];
    // Each closes (and keeps a failure's trace) even when another's checks found a problem.
    const closed = await Promise.allSettled(closing.map((context) => context.close()));
    const problem = closed.find((result) => result.status === "rejected");
    if (problem) throw problem.reason;
  });
  // Assigned onto the journey, not spread: its getters must stay getters.
  return Object.assign(journey, {
    closeAfterTest: (context: BrowserContext) => {
      contexts.push(context);
      return context;
    },
  });
}

/** A journey file's server, browser and signed-in phones (journeyWithPhones). */
export interface PhonesJourney extends FileJourney {
  /** A phone signed in as the account (through the API), on `target`; closed after the file's tests. */
  signIn(account: Account, target: string): Promise<SignedIn>;
}

/**
 * The setup every multi-person journey shares: called at the top of a test file, it opens the
 * server (device verification off unless told) and the browser before the file's tests, and after
 * them closes every phone `signIn` opened, then the browser and the server.
 */
export function journeyWithPhones(options: StartServerOptions = { deviceVerification: "off" }): PhonesJourney {
  const contexts: BrowserContext[] = [];
  const journey = fileJourney(options, "journeyWithPhones", async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  return Object.assign(journey, {
    signIn: async (account: Account, target: string) => {
      const signedIn = await signedInAs(journey.browser, journey.server, account, { target });
      contexts.push(signedIn.context);
      return signedIn;
    },
  });
}
