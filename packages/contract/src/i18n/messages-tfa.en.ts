/**
 * Two-step sign-in's messages, in English (part of `messagesEn`; same rules as messages.en.ts):
 * the member is told of every change to it and of each recovery code used (issue 17).
 */
export const tfaMessagesEn = {
  tfa_enabled_email: {
    subject: "Two-step sign-in is on for your GKF Portal account",
    text:
      "Hello {{first_name}},\n\nTwo-step sign-in with an authenticator app was turned on for your GKF Portal account. A new device now needs a code from the app.\n\n" +
      "Keep your recovery codes somewhere safe. If this was not you, reset your password now at {{reset_link}} and contact the federation secretariat.\n\nGKF Portal",
  },
  tfa_enabled_sms: {
    text: "GKF Portal: two-step sign-in with an authenticator app is now on. Not you? Reset your password: {{reset_link}}",
  },
  tfa_disabled_email: {
    subject: "Two-step sign-in is off for your GKF Portal account",
    text:
      "Hello {{first_name}},\n\nTwo-step sign-in was turned off for your GKF Portal account. A new device now gets a code by message instead.\n\n" +
      "If this was not you, reset your password now at {{reset_link}} and contact the federation secretariat.\n\nGKF Portal",
  },
  tfa_disabled_sms: {
    text: "GKF Portal: two-step sign-in was turned off. Not you? Reset your password: {{reset_link}}",
  },
  tfa_recovery_codes_email: {
    subject: "New recovery codes for your GKF Portal account",
    text:
      "Hello {{first_name}},\n\nA new set of recovery codes was made for your GKF Portal account; the earlier codes no longer work.\n\n" +
      "If this was not you, reset your password now at {{reset_link}} and contact the federation secretariat.\n\nGKF Portal",
  },
  tfa_recovery_codes_sms: {
    text: "GKF Portal: new recovery codes were made; the old ones no longer work. Not you? Reset your password: {{reset_link}}",
  },
  tfa_recovery_used_email: {
    subject: "A recovery code was used to sign in to GKF Portal",
    text:
      "Hello {{first_name}},\n\nA recovery code was used to sign in to your GKF Portal account from {{device}}. {{remaining}} unused recovery codes remain.\n\n" +
      "If you lost your phone, make a new set of codes and set up the app again from your account page. If this was not you, reset your password now at {{reset_link}}.\n\nGKF Portal",
  },
  tfa_recovery_used_sms: {
    text: "GKF Portal: a recovery code was used to sign in; {{remaining}} remain. Not you? Reset your password: {{reset_link}}",
  },
};
