/**
 * web/src/features/privacy: consent to the privacy notice's versions, the access log of officials'
 * views, and the officials' erasure requests (Act 843, decision 105). Texts come with the chunk.
 */
export const privacy = {
  consent: {
    dialog_title: "Our privacy notice has changed",
    dialog_text:
      "The federation published a new version of its privacy notice on {{date}}. Please read it and accept it to keep using the portal.",
    read: "Read the privacy notice",
    accept: "I accept",
    accepted_title: "Thank you",
    accepted: "Your acceptance of the privacy notice is recorded.",
    sign_out: "Sign out",
    failed: "We could not record your acceptance. Try again.",
  },
  consents: {
    title: "Privacy notice",
    current: "Privacy notice in force: version {{version}} of {{date}}.",
    none: "No acceptance recorded yet.",
    item: "Version {{version}} accepted on {{date}}",
    by_self: "by you",
    by_other: "by {{name}}",
    sources: { REGISTRATION: "when registering", PROMPT: "when asked" },
  },
  access_log: {
    title: "Who looked at my documents",
    intro:
      "Every time a federation official opens or downloads your identity document, medical clearance or birth certificate, it is recorded here.",
    empty: "No official has opened your identity, medical or birth documents.",
    caption: "Officials' views of your documents, newest first",
    columns: { when: "When", who: "Official", document: "Document", how: "How" },
    how: { VIEW: "Viewed", DOWNLOAD: "Downloaded" },
    documents: {
      GHANA_CARD: "Ghana Card",
      MEDICAL_CLEARANCE: "Medical clearance",
      BIRTH_CERTIFICATE: "Birth certificate",
    },
    roles: { REGIONAL_ADMIN: "Regional admin", FEDERATION_ADMIN: "Federation admin", SUPER_ADMIN: "Super admin" },
    load_failed: "We could not load the log.",
  },
  erasure: {
    page_title: "Erasure requests",
    heading: "Erasure requests",
    intro:
      "Members who asked to close and erase their account. Each is carried out on its due date unless the member withdraws it. Refuse one only for a reason the law accepts (an open disciplinary case, for example): the member is told the reason.",
    status_label: "Status",
    statuses: { REQUESTED: "Waiting", REFUSED: "Refused", WITHDRAWN: "Withdrawn", DONE: "Carried out" },
    caption: "Erasure requests",
    columns: {
      member: "Member",
      region: "Region",
      requested_at: "Asked on",
      due_at: "Due on",
      reason: "Member's reason",
      status: "Status",
      actions: "Actions",
    },
    empty: "No requests with this status.",
    no_reason: "None given",
    refuse: "Refuse",
    refuse_named: "Refuse the request of {{name}}",
    refuse_title: "Refuse the erasure of {{name}}'s account",
    refuse_text: "The account stays open. The member is told this reason, and it is recorded in the audit log.",
    refuse_reason: "Reason for refusing",
    refuse_reason_hint: "3 to 500 characters",
    refuse_reason_required: "Write the reason (at least 3 characters).",
    refuse_confirm: "Refuse the erasure",
    cancel: "Cancel",
    refused_title: "Erasure refused",
    refused: "{{name}} is told the reason.",
    refusal: "Refused: {{reason}}",
    load_failed: "We could not load the requests.",
  },
};
