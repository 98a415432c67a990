import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.js";
import { saveOpenContexts } from "./failures.js";
import { REPO_ROOT } from "./paths.js";
import { type RunningServer, type StartServerOptions, startServer } from "./server.js";

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
