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
 * suffixes `_one` / `_other`; placeholders are `{{name}}`. Texts the spec fixes word for word
 * (toasts of section 8) live in SPEC_TOASTS in spec.ts, not here.
 */
export const en = {
  common: {
    app_name: "GKF Portal",
    federation_name: "Ghana Karate Federation",
    /** document.title of every page but the splash page. */
    page_title: "{{page}} · {{app}}",
    loading: "Loading…",
    actions: {
      sign_in: "Sign in",
      create_account: "Create an account",
      retry: "Try again",
      refresh: "Refresh",
      go_home: "Go to the home page",
      reload: "Reload the page",
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
      date_time: "D MMM YYYY, HH:mm",
      time: "HH:mm:ss",
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
    },
    footer: {
      copyright: "© {{year}} Ghana Karate Federation",
      status: "System status",
    },
    auth_placeholder: {
      title: "Sign in",
      message: "Sign in is coming to GKF Portal soon. Until then, keep an eye on this page.",
      registration_title: "Registration received",
      registration_message: "Thank you for registering. Account activation is coming soon.",
    },
    dashboard: {
      navigation: "Dashboard sections",
      signed_in_as: "Signed in as {{name}}",
      coming_soon: "This page is coming soon.",
      sections: {
        "my-profile": "My profile",
        "my-membership": "My membership",
        "my-account": "My account",
        "my-activities": "My activities",
      },
      modals: {
        "payment-response": "Payment result",
      },
    },
    route_error: {
      title: "Something went wrong",
      message: "This page could not be shown. Reloading usually helps.",
    },
  },

  system: {
    splash: {
      tagline: "Membership, belts, documents and payments of the Ghana Karate Federation, in one place.",
      explore: "Explore the portal",
      status_link: "System status",
    },
    home: {
      title: "Home",
      heading: "Welcome to GKF Portal",
      intro: "The membership platform of the Ghana Karate Federation for athletes, coaches, referees and officials.",
      features_heading: "What you can do",
      features: {
        membership_title: "Your membership",
        membership_text: "Register, renew every year and keep your membership number and card at hand.",
        payments_title: "Pay with mobile money",
        payments_text: "Pay the registration and renewal fees by mobile money or card, with a receipt every time.",
        documents_title: "Documents and belts",
        documents_text:
          "Upload your Ghana Card or birth certificate, medical clearance and belt certificates for review.",
        positions_title: "Federation positions",
        positions_text: "See open positions, apply when you are eligible and follow your applications.",
      },
      steps_heading: "How to join",
      steps: {
        account: "Create your account with your e-mail address or phone number.",
        type: "Choose your account type: athlete, coach, referee or official.",
        payment: "Pay the one-time registration fee.",
        documents: "Upload your documents; an official reviews them.",
      },
    },
    status: {
      title: "System status",
      heading: "System status",
      intro: "How this GKF Portal server is doing right now.",
      checked_at: "Checked at {{time}}",
      load_failed: "The status could not be loaded.",
      overall: {
        ok: "All systems operational",
        degraded: "Degraded: the database does not answer",
      },
      overview_heading: "Server",
      version: "Version",
      environment: "Environment",
      uptime: "Uptime",
      started_at: "Running since",
      database_heading: "Database",
      engine: "Engine",
      engines: {
        sqlite: "SQLite",
        postgres: "PostgreSQL",
      },
      reachable: "Reachable",
      latency: "Latency",
      latency_value: "{{value}} ms",
      not_measured: "Not measured",
      migrations: "Migrations applied",
      latest_migration: "Latest migration",
      none: "None",
      integrations_heading: "Integrations",
      integration_names: {
        mail: "E-mail",
        sms: "SMS",
        payments: "Payments",
      },
      provider: "Provider: {{provider}}",
      integration_states: {
        ok: "Working",
        degraded: "Degraded",
        disabled: "Disabled",
      },
      features_heading: "Features",
      feature_names: {
        dojos: "Dojo activities",
      },
      no_features: "No feature flags are set.",
    },
    not_found: {
      title: "Page not found",
      code: "404",
      heading: "We could not find that page",
      message: "The address may be mistyped, or the page has moved.",
    },
  },
} as const;

export type Catalogue = typeof en;
