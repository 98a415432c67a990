export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  launchBrowser,
  newPhoneContext,
  PHONE_VIEWPORT,
  saveScreenshot,
  trackPageErrors,
} from "./browser.js";
export { ARTIFACTS_DIR, REPO_ROOT } from "./paths.js";
export { freePort, type RunningServer, type StartServerOptions, startServer } from "./server.js";
