/**
 * The officials' actions on a member (issue 15), in English (part of `messagesEn`; same rules as
 * messages.en.ts): a suspension and its lifting, every session ended, a corrected record.
 */
export const memberMessagesEn = {
  member_suspended_email: {
    subject: "Your membership is suspended",
    text: "Hello {{first_name}},\n\nThe federation suspended your membership {{code}}.\nReason: {{reason}}\n\nWhile it is suspended your card is not valid and you cannot renew, enter events or apply for positions. Contact your region or the federation to have it reinstated.\n\n{{link}}\n\nGKF Portal",
    action: "Open my membership",
  },
  member_suspended_sms: {
    text: "GKF Portal: your membership {{code}} is suspended. Reason: {{reason}}",
  },
  member_reinstated_email: {
    subject: "Your membership is reinstated",
    text: "Hello {{first_name}},\n\nThe federation lifted the suspension of your membership {{code}}.\nReason: {{reason}}\n\n{{link}}\n\nGKF Portal",
    action: "Open my membership",
  },
  member_reinstated_sms: {
    text: "GKF Portal: the suspension of your membership {{code}} is lifted.",
  },
  member_sessions_ended_email: {
    subject: "You were signed out everywhere",
    text: "Hello {{first_name}},\n\nA federation official signed you out of GKF Portal on every device.\nReason: {{reason}}\n\nSign in again with your password. If you did not expect this, change your password after signing in.\n\n{{link}}\n\nGKF Portal",
    action: "Sign in",
  },
  member_sessions_ended_sms: {
    text: "GKF Portal: an official signed you out on every device. Reason: {{reason}}",
  },
  member_record_corrected_email: {
    subject: "Your membership record was corrected",
    text: "Hello {{first_name}},\n\nA federation official corrected your record: {{changes}}.\nReason: {{reason}}\n\nIf something is not right, contact your region.\n\n{{link}}\n\nGKF Portal",
    action: "Open my membership",
  },
  member_record_corrected_sms: {
    text: "GKF Portal: an official corrected your record ({{changes}}). Reason: {{reason}}",
  },
} as const;
