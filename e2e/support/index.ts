export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DESKTOP_VIEWPORT,
  launchBrowser,
  newPhoneContext,
  PHONE_VIEWPORT,
  saveScreenshot,
  trackPageErrors,
} from "./browser.js";
export {
  axeProblems,
  CLS_LIMIT,
  checkA11y,
  cumulativeLayoutShift,
  MIN_TOUCH_TARGET_PX,
  touchTargetProblems,
} from "./checks.js";
export { clippedContentProblems } from "./clipped-content.js";
export { FAILURES_DIR, failureDirOf } from "./failures.js";
export {
  closeJourney,
  type Journey,
  journeyPerTest,
  journeyWithPhones,
  openJourney,
  type PhonesJourney,
  WEB_DIST_DIR,
} from "./journey.js";
export {
  dialogsClosed,
  expectPath,
  expectToast,
  payWithSandboxCard,
  readStoredItem,
  saveDialogState,
} from "./pages.js";
export { ARTIFACTS_DIR, REPO_ROOT } from "./paths.js";
export { freePort, type RunningServer, type StartServerOptions, startServer } from "./server.js";
export {
  type Account,
  CONTROL_PANEL_HOME,
  DEMO_COACH,
  DEMO_MEMBER,
  DEMO_OFFICIAL,
  DEMO_PASSWORD,
  DEMO_REGIONAL,
  DEMO_SUPER_ADMIN,
  MEMBER_HOME,
  type SessionData,
  type SignedIn,
  type SignInOptions,
  signedInAs,
  signedInMember,
  signedInOfficial,
  signInThroughApi,
} from "./sign-in.js";
