/**
 * The staff grants' messages, in English (part of `messagesEn`; same rules as messages.en.ts):
 * to a member a super admin granted or revoked a staff right.
 */
export const staffMessagesEn = {
  staff_granted_email: {
    subject: "You are now {{role}} on GKF Portal",
    text: "Hello {{first_name}},\n\nThe federation made you {{role}}{{scope}}. The control panel is in your dashboard from your next sign-in.\n\nIf you did not expect this, contact the federation's secretariat.\n\n{{link}}\n\nGKF Portal",
    action: "Open the control panel",
  },
  staff_granted_sms: {
    text: "GKF Portal: you are now {{role}}{{scope}}. The control panel is in your dashboard.",
  },
  staff_revoked_email: {
    subject: "You are no longer {{role}} on GKF Portal",
    text: "Hello {{first_name}},\n\nThe federation ended your {{role}} rights{{scope}}. Your membership is not affected.\n\nIf you did not expect this, contact the federation's secretariat.\n\n{{link}}\n\nGKF Portal",
    action: "Open GKF Portal",
  },
  staff_revoked_sms: {
    text: "GKF Portal: your {{role}} rights{{scope}} have ended. Your membership is not affected.",
  },
} as const;
