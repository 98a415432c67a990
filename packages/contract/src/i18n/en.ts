/**
 * The English texts of GKF Portal: one catalogue that every surface reads, so a sentence is
 * changed here and nowhere else.
 *
 * Layout (keep it flat at the top so each surface can find its own part):
 * - `common`: words and sentences shared across the web app (names, buttons, durations, HTTP
 *   error toasts).
 * - `app`: the web app shell in web/src/app (boot, layouts, navigation, placeholders).
 * - one group per web feature, named after its folder in web/src/features (`system`, ...).
 * The server's e-mail and SMS templates live beside this file in messages.en.ts, outside this
 * object, so the web app does not download them.
 *
 * Keys are snake_case (dashboard sections keep their URL spelling). Plurals use the i18next
 * suffixes `_one` / `_other`; placeholders are `{{name}}`. The texts the spec fixes word for word
 * (toasts of section 8) are the `toasts` group, in en-toasts.ts.
 */
import type { account } from "./en-account.js";
import type { audit } from "./en-audit.js";
import type { auditActions } from "./en-audit-actions.js";
import type { authPages } from "./en-auth-pages.js";
import type { dojos } from "./en-dojos.js";
import type { events } from "./en-events.js";
import type { families } from "./en-families.js";
import type { gradings } from "./en-gradings.js";
import type { members } from "./en-members.js";
import type { memberships } from "./en-memberships.js";
import type { payments } from "./en-payments.js";
import type { positions } from "./en-positions.js";
import type { privacy } from "./en-privacy.js";
import type { site } from "./en-site.js";
import type { staff } from "./en-staff.js";
import type { statistics } from "./en-statistics.js";
import { toasts } from "./en-toasts.js";

/**
 * The texts every page may need, loaded with the app. The dashboard features' texts live in
 * their own files (en-<feature>.ts) and arrive with the feature's first page: the login page's
 * first load has a budget, and members on metered phones should not download texts of pages
 * they never open. `Catalogue` (below) types them all.
 */
export const en = {
  toasts,
  common: {
    app_name: "GKF Portal",
    federation_name: "Ghana Karate Federation",
    /** document.title of every page but the splash page. */
    page_title: "{{page}} · {{app}}",
    loading: "Loading…",
    /** A reason the server gives for a field ("is already registered") after the field's label. */
    field_error: "{{field}} {{reason}}",
    /** Labels of form fields used on several pages. */
    fields: {
      email: "E-mail address",
      email_placeholder: "you@example.com",
      tel: "Phone number",
      tel_placeholder: "(024) 123 - 4567",
      password: "Password",
      new_password: "New password",
      password_hint: "At least {{min}} characters. A short sentence is easy to remember and hard to guess.",
      code: "6-digit code",
    },
    /** Checks made before a form is sent (web/src/shared/forms/validation.ts). */
    validation: {
      required: "Required",
      email: "Enter an e-mail address such as ama@example.com",
      tel: "Enter a Ghana phone number such as (024) 123 - 4567",
      password_length: "Use at least {{min}} characters",
      code: "Enter the 6 digits we sent you",
      date: "Enter a real date in the past",
    },
    actions: {
      sign_in: "Sign in",
      create_account: "Create an account",
      retry: "Try again",
      refresh: "Refresh",
      go_home: "Go to the home page",
      close: "Close",
      reload: "Reload the page",
      show_password: "Show",
      hide_password: "Hide",
      /** The Show/Hide button's name for screen readers: its visible word, then what it acts on. */
      show_password_label: "Show password",
      hide_password_label: "Hide password",
    },
    states: {
      yes: "Yes",
      no: "No",
      on: "On",
      off: "Off",
    },
    duration: {
      day_one: "{{count}} day",
      day_other: "{{count}} days",
      hour_one: "{{count}} hour",
      hour_other: "{{count}} hours",
      minute_one: "{{count}} minute",
      minute_other: "{{count}} minutes",
      second_one: "{{count}} second",
      second_other: "{{count}} seconds",
      /** Two units, largest first: "3 days 4 hours". */
      pair: "{{larger}} {{smaller}}",
    },
    /** dayjs format strings. */
    formats: {
      date: "D MMM YYYY",
      date_time: "D MMM YYYY, HH:mm",
      time: "HH:mm:ss",
      month: "MMM YYYY",
    },
    http_errors: {
      generic_title: "Something went wrong",
      generic_message: "The server could not complete the request.",
      network_title: "No connection",
      network_message: "We could not reach GKF Portal. Check your internet connection and try again.",
      timeout_title: "No answer in time",
      timeout_message: "The server took too long to answer. Please, try again.",
      invalid_response_message: "The server sent an answer we could not read.",
      /** Toast titles per error code of the API (ERROR_CODES); unknown codes use generic_title. */
      titles: {
        VALIDATION_FAILED: "Check your details",
        MALFORMED_JSON: "Invalid request",
        PAYLOAD_TOO_LARGE: "File too large",
        UNSUPPORTED_MEDIA_TYPE: "Unsupported file",
        NOT_FOUND: "Not found",
        METHOD_NOT_ALLOWED: "Invalid request",
        UNAUTHENTICATED: "Please sign in",
        FORBIDDEN: "Not allowed",
        CONFLICT: "Already recorded",
        RATE_LIMITED: "Too many attempts",
        INTERNAL_ERROR: "Server error",
        SERVICE_UNAVAILABLE: "Service unavailable",
        INVALID_CREDENTIALS: "Sign-in failed",
        ACCOUNT_NOT_ACTIVE: "Account not active yet",
        INVALID_CODE: "Invalid code",
        DUPLICATE_ACCOUNT: "Account already exists",
        WEAK_PASSWORD: "Choose another password",
        SESSION_ENDED: "Please sign in",
        ALREADY_VERIFIED: "Already confirmed",
        UNSUPPORTED_FILE_TYPE: "Unsupported file",
        UNSAFE_FILE: "File refused",
        MEMBERSHIP_NOT_ACTIVE: "Membership not active",
        FEE_NOT_CONFIGURED: "Fee not set yet",
        PROVIDER_UNAVAILABLE: "Payment service unavailable",
        INVALID_SIGNATURE: "Not allowed",
        NOT_ELIGIBLE: "Not eligible",
        APPLICATION_WINDOW_CLOSED: "Applications closed",
        ALREADY_APPLIED: "Already applied",
        ALREADY_DECIDED: "Already decided",
        NO_SEATS_LEFT: "All seats filled",
      },
    },
  },

  app: {
    boot_failed: {
      title: "GKF Portal could not start",
      message: "Please reload the page. If this keeps happening, try again a little later.",
    },
    nav: {
      label: "Main navigation",
      home: "Home",
      status: "System status",
      open_menu: "Open the menu",
      skip: "Skip to the content",
    },
    footer: {
      copyright: "© {{year}} Ghana Karate Federation",
      status: "System status",
    },
    dashboard: {
      navigation: "Dashboard sections",
      sign_out: "Sign out",
      /** The logout toast's message when the server's answer has none. */
      signed_out: "You have been signed out.",
      signed_in_as: "Signed in as {{name}}",
      sections: {
        "my-profile": "My profile",
        "my-membership": "My membership",
        "my-account": "My account",
        "my-activities": "My activities",
        "my-positions": "Positions",
        "my-control-panel": "Control panel",
      },
      modals: {
        "payment-response": "Payment result",
      },
    },
    language: {
      /** The language switch's name (each option is the language's own name). */
      label: "Language",
    },
    route_error: {
      title: "Something went wrong",
      message: "This page could not be shown. Reloading usually helps.",
    },
  },

  /** web/src/features/auth: sign-in, registration, activation, device check, password reset. */
  auth: {
    login_with: {
      label: "Sign in with",
      email: "E-mail",
      tel: "Phone",
    },
    login: {
      title: "Sign in",
      intro: "Welcome back to GKF Portal.",
      submit: "Sign in",
      forgot_password: "Forgot your password?",
      no_account: "New to GKF Portal?",
      not_active:
        "Your account is not active yet. Open the activation link or enter the code we sent you, or get a new one.",
      resend: "Send the activation message again",
      enter_code: "I have a code",
    },
    back_to_sign_in: "Back to sign in",
  },

  system: {
    splash: {
      tagline: "Membership, belts, documents and payments of the Ghana Karate Federation, in one place.",
      explore: "Explore the portal",
      status_link: "System status",
    },
    not_found: {
      title: "Page not found",
      code: "404",
      heading: "We could not find that page",
      message: "The address may be mistyped, or the page has moved.",
    },
  },
} as const;

/** Every text, typed: the first-load part and the features' lazily loaded groups. */
export type Catalogue = typeof en & {
  /** The home and status pages' texts (en-site.ts), merged into `system` when those pages open. */
  system: typeof site;
  /** The auth pages' texts but the login's (en-auth-pages.ts), merged into `auth` when one of them opens. */
  auth: typeof authPages;
  account: typeof account;
  memberships: typeof memberships;
  members: typeof members;
  payments: typeof payments;
  positions: typeof positions;
  dojos: typeof dojos;
  events: typeof events;
  /** The control panel's statistics, audit and staff pages: their texts come with their own chunks (decision 95). */
  statistics: typeof statistics;
  audit: typeof audit;
  /** The audit actions' labels (en-audit-actions.ts): with the audit page and a member's file. */
  audit_actions: typeof auditActions;
  staff: typeof staff;
  gradings: typeof gradings;
  /** Consent to the privacy notice, the access log and erasure requests: with their chunks (decision 105). */
  privacy: typeof privacy;
  /** A guardian's children and acting for them: with the dashboard's switcher and the profile page (issue 16). */
  families: typeof families;
};

/** The dashboard features whose texts load with their pages. */
export const FEATURE_TEXT_GROUPS = [
  "account",
  "memberships",
  "payments",
  "positions",
  "dojos",
  "events",
  "gradings",
  "members",
] as const;
export type FeatureTextGroup = (typeof FEATURE_TEXT_GROUPS)[number];
