/**
 * The toasts of spec section 8, word for word (the journeys assert these words). These are part
 * of the first-load catalogue (en.ts `toasts`): signing out, the device code, the token refresh
 * and the membership guard raise them before any feature's texts are loaded. The membership and
 * positions pages' own toasts are the `toasts` groups of their catalogues
 * (en-membership-toasts.ts, en-positions.ts), loaded with those pages. A toast with an `action`
 * shows it as the next sentence after the message.
 */
export const toasts = {
  logout_error: {
    title: "Logout Error",
    message: "Session logout attempt failed",
    action: "Please, try again.",
  },
  /** Its message is the server's answer to the logout. */
  logout_success_title: "Logout Successful",
  device_verification_failed: {
    title: "Device Verification Failed",
    message: "Verification code is invalid or has expired",
  },
  load_membership_record: {
    title: "Load Membership Record",
    message: "Failed to load your membership record",
  },
  load_membership_summary: {
    title: "Load Membership Record",
    message: "Failed to load your membership record summary",
  },
  refresh_without_token: {
    title: "Refresh Tokens",
    message: "No tokens found",
  },
} as const;
