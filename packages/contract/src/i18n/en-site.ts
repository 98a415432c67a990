/**
 * The English texts of the public home page and the status page (`system.home`, `system.status`),
 * loaded with those pages and merged into `system`: the login page's first load has a budget,
 * and most visitors never open either page.
 */
export const site = {
  home: {
    title: "Home",
    heading: "Welcome to GKF Portal",
    intro: "The membership platform of the Ghana Karate Federation for athletes, coaches, referees and officials.",
    /** The public dojo list (/dojos), shown while the dojos flag is on. */
    find_dojo: "Find a dojo",
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
    intro: "Whether GKF Portal works right now.",
    checked_at: "Checked at {{time}}",
    load_failed: "The status could not be loaded.",
    overall: {
      ok: "All systems operational",
      degraded: "Some parts of GKF Portal are not working as they should",
    },
    services: {
      portal: "Website and sign-in",
      email: "E-mail messages",
      sms: "Text messages (SMS)",
      payments: "Payments",
    },
    staff_heading: "Details for staff",
    messages_heading: "Messages",
    messages_pending: "Waiting to be sent",
    messages_failed: "Failed in the last 24 hours (SMS / e-mail)",
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
} as const;
