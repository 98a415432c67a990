/**
 * The toasts of spec section 8, word for word (the journeys assert these words): part of the
 * first-load catalogue (en.ts `toasts`), since signing out, the device code and the token
 * refresh raise them before any feature's texts are loaded. A toast with an `action` shows it as
 * the next sentence after the message.
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
  update_membership_record: {
    title: "Membership Update",
    message: "Failed to update your membership record",
  },
  add_certificate: {
    title: "Membership Update",
    message: "Failed to add certificate to your record",
  },
  update_certificate: {
    title: "Membership Update",
    message: "Failed to update certificate to your record",
  },
  update_document: {
    title: "Membership Update",
    message: "Failed to update your document",
  },
  add_document: {
    title: "Membership Update",
    message: "Failed to add document to your record",
  },
  withdraw_application: {
    title: "Application Withdrawal",
    message: "Failed to withdraw your application",
  },
  available_positions: {
    title: "Available Positions",
    message: "Failed to fetch available positions",
  },
  /** The original reused the positions text here; applying has its own (issue 6). */
  apply_for_position: {
    title: "Position Application",
    message: "Failed to submit your application",
  },
  my_applications: {
    title: "Your Position Applications",
    message: "Failed to fetch your position applications",
  },
  refresh_without_token: {
    title: "Refresh Tokens",
    message: "No tokens found",
  },
} as const;
