/** web/src/features/account: the account page (password, sessions, devices). */
export const account = {
  title: "My account",
  member_since: "Member since {{date}}",
  types: {
    ATHLETE: "Athlete",
    COACH: "Coach",
    REFEREE: "Referee",
    OFFICIAL: "Official",
  },
  unverified: "not confirmed",
  load_failed: "Your account could not be loaded.",
  password: {
    title: "Change your password",
    intro: "Your other sessions are signed out when the password changes.",
    current: "Current password",
    submit: "Change password",
    changed_title: "Password changed",
  },
  sessions: {
    title: "Where you are signed in",
    this_device: "This device",
    ip: "IP {{ip}}",
    last_seen: "Last active {{time}}",
    end: "Sign out there",
    sign_out: "Sign out here",
    ended_title: "Session ended",
  },
  devices: {
    title: "Trusted devices",
    intro: "These browsers sign in without a code. Forget one you no longer use.",
    first_seen: "Trusted since {{time}}",
    forget: "Forget",
    forgotten_title: "Device forgotten",
    none: "No trusted devices.",
  },
} as const;
