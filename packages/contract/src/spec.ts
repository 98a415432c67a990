/**
 * The original front end's constants and error texts (spec sections 8 and 9), kept in one place
 * that the web app, the server and the tests all read. Change a text here, never at a call site.
 */

export const API_BASE_PATH = "/api";

export const LIMITS = {
  /** Login request timeout. */
  LOGIN_TIMEOUT_MS: 10_000,
  /** Membership caches live one week. */
  MEMBERSHIP_CACHE_HOURS: 168,
  /** Cached data larger than this is not stored. */
  MAX_CACHE_BYTES: 5 * 1024 * 1024,
  /** Token refresh is scheduled this long before the access token expires. */
  TOKEN_REFRESH_LEAD_MS: 20_000,
  /** A verification challenge is usable only while more than this remains. */
  CHALLENGE_MIN_REMAINING_MS: 5_000,
  /** Default notification timeout, shown at the bottom. */
  NOTIFICATION_TIMEOUT_MS: 5_000,
} as const;

export const NOTIFICATION_POSITION = "bottom-center" as const;

export const PRESENTATION = {
  PAGE_HEAD_DEBOUNCE_MS: 50,
  DIALOG_TRANSITION_MS: 300,
  LOADER_SIZE: 80,
  TEXTAREA_ROWS: 6,
} as const;

export const CACHE_KEYS = {
  AUTH_DATA: "AUTH_DATA_CACHE",
  REGISTERED_USER: "USRACC_CACHE",
  MY_MEMBERSHIP: "MY_MEMBERSHIP_CACHE",
  MY_MEMBERSHIP_RECORD: "MY_MEMBERSHIP_RECORD_CACHE",
  MY_MEMBERSHIP_PAYMENT: "MY_MEMBERSHIP_PAYMENT_CACHE",
} as const;

export const INPUT_MASKS = {
  PHONE: "(###) ### - ####",
  CARD: "#### #### #### ####",
} as const;

/**
 * Spec section 2: the dashboard sections and the actions each accepts. Two are ours: the
 * member's positions (issue 6) and the officials' control panel, which the spec names only.
 */
export const DASHBOARD_SECTIONS = {
  "my-account": ["index"],
  "my-profile": ["index"],
  "my-membership": ["index", "payments", "analytics", "training", "events", "documents"],
  "my-activities": ["index", "trainings", "events", "students", "instructors", "documents"],
  "my-positions": ["index"],
  "my-control-panel": [
    "index",
    "members",
    "documents",
    "certificates",
    "payments",
    "positions",
    "fees",
    "belt-colours",
    "dojos",
    "events",
    "gradings",
    "statistics",
    "audit",
    "staff",
    "erasure-requests",
    "privacy-notices",
  ],
} as const;
export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;

/** Spec section 2: the auth pages. Any other action redirects to login. */
export const AUTH_ACTIONS = [
  "login",
  "reset-password",
  "confirm-reset-password",
  "register",
  "account-types",
  "verify",
  "activate",
] as const;
export type AuthAction = (typeof AUTH_ACTIONS)[number];
