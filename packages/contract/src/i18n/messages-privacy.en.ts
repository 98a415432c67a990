/**
 * The privacy module's messages, in English (part of `messagesEn`; decision 97): a data export
 * ready to download, an erasure request received, refused or carried out.
 */
export const privacyMessagesEn = {
  data_export_ready_email: {
    subject: "Your GKF Portal data is ready to download",
    text: "Hello {{first_name}},\n\nThe copy of your data you asked for is ready: everything the federation holds about you, with your files, as one ZIP. Sign in and download it from your account page until {{expires}}.\n\n{{link}}\n\nGKF Portal",
    action: "Download my data",
  },
  data_export_ready_sms: {
    text: "GKF Portal: your data export is ready until {{expires}}. Sign in and download it from your account page.",
  },
  erasure_requested_email: {
    subject: "We received your request to close your account",
    text: "Hello {{first_name}},\n\nWe received your request to close and erase your GKF Portal account. It will be carried out on {{due}}: your documents and files deleted, your account closed. Payment records are kept for the accounting period, as the law asks.\n\nChanged your mind? Withdraw the request from your account page before then.\n\n{{link}}\n\nGKF Portal",
    action: "Open my account",
  },
  erasure_requested_sms: {
    text: "GKF Portal: your account will be closed and erased on {{due}}. Withdraw the request from your account page before then if you change your mind.",
  },
  erasure_refused_email: {
    subject: "Your account cannot be erased yet",
    text: "Hello {{first_name}},\n\nThe federation cannot erase your account for now, for this reason:\n\n{{reason}}\n\nYour account stays open. Contact the federation's secretariat with any question.\n\nGKF Portal",
  },
  erasure_refused_sms: {
    text: "GKF Portal: your account cannot be erased for now: {{reason}}",
  },
  erasure_done_email: {
    subject: "Your GKF Portal account is closed",
    text: "Hello {{first_name}},\n\nAs you asked, your GKF Portal account is closed and your personal data erased. Payment records are kept for the accounting period only.\n\nThank you for your time with the federation.\n\nGKF Portal",
  },
  erasure_done_sms: {
    text: "GKF Portal: as you asked, your account is closed and your personal data erased.",
  },
} as const;
