/**
 * The dojos module's messages, in English (part of `messagesEn`; same rules as messages.en.ts):
 * to the head instructor when the dojo is decided, lapses or is affiliated for a season, to a
 * member when their join request is decided or their enrolment ended, to an added assistant.
 */
export const dojoMessagesEn = {
  dojo_approved_email: {
    subject: "Your dojo {{dojo}} is approved",
    text: "Hello {{first_name}},\n\n{{dojo}} ({{code}}) is approved: it is an active dojo of the federation and appears in the list of dojos. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Open my dojo",
  },
  dojo_approved_sms: {
    text: "GKF Portal: your dojo {{dojo}} ({{code}}) is approved. {{next_step}}",
  },
  dojo_reinstated_email: {
    subject: "Your dojo {{dojo}} is reinstated",
    text: "Hello {{first_name}},\n\nThe federation has lifted the suspension of {{dojo}} ({{code}}): it is an active dojo again, appears in the list of dojos and can accept students. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Open my dojo",
  },
  dojo_reinstated_sms: {
    text: "GKF Portal: your dojo {{dojo}} ({{code}}) is reinstated. {{next_step}}",
  },
  dojo_rejected_email: {
    subject: "Your dojo {{dojo}} was not approved",
    text: "Hello {{first_name}},\n\nThe region did not approve {{dojo}} ({{code}}).\nReason: {{reason}}\n\nYou may register the dojo again once this is addressed.\n\n{{link}}\n\nGKF Portal",
    action: "Open my activities",
  },
  dojo_rejected_sms: {
    text: "GKF Portal: your dojo {{dojo}} was not approved. Reason: {{reason}}",
  },
  dojo_suspended_email: {
    subject: "Your dojo {{dojo}} is suspended",
    text: "Hello {{first_name}},\n\nThe federation suspended {{dojo}} ({{code}}).\nReason: {{reason}}\n\nWhile it is suspended it is not in the list of dojos and takes no new students. Contact your region to have it reinstated.\n\n{{link}}\n\nGKF Portal",
    action: "Open my dojo",
  },
  dojo_suspended_sms: {
    text: "GKF Portal: your dojo {{dojo}} is suspended. Reason: {{reason}}",
  },
  dojo_lapsed_email: {
    subject: "The affiliation of {{dojo}} has lapsed",
    text: "Hello {{first_name}},\n\nThe {{season}} affiliation of {{dojo}} ({{code}}) was not paid within {{days}} days, so the dojo has lapsed: it is not in the list of dojos and takes no new students. Pay the affiliation to make it active again.\n\n{{link}}\n\nGKF Portal",
    action: "Pay the affiliation",
  },
  dojo_lapsed_sms: {
    text: "GKF Portal: the {{season}} affiliation of {{dojo}} is unpaid, so the dojo has lapsed. Pay it on the portal to make it active again.",
  },
  dojo_affiliated_email: {
    subject: "{{dojo}} is affiliated for {{season}}",
    text: "Hello {{first_name}},\n\nThe {{season}} affiliation of {{dojo}} ({{code}}) is recorded: the dojo is affiliated until 31 December {{season}}. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Open my dojo",
  },
  dojo_affiliated_sms: {
    text: "GKF Portal: {{dojo}} is affiliated for {{season}}. {{next_step}}",
  },
  dojo_join_accepted_email: {
    subject: "Welcome to {{dojo}}",
    text: "Hello {{first_name}},\n\nThe instructors of {{dojo}} accepted your request: it is now your home dojo. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Open my training",
  },
  dojo_join_accepted_sms: {
    text: "GKF Portal: {{dojo}} accepted you as a student; it is now your home dojo.",
  },
  dojo_join_declined_email: {
    subject: "Your request to join {{dojo}}",
    text: "Hello {{first_name}},\n\nThe instructors of {{dojo}} declined your request to join. You can ask another dojo from your Training page.\n\n{{link}}\n\nGKF Portal",
    action: "Find a dojo",
  },
  dojo_join_declined_sms: {
    text: "GKF Portal: {{dojo}} declined your request to join. You can ask another dojo from your Training page.",
  },
  dojo_enrolment_ended_email: {
    subject: "Your enrolment at {{dojo}} has ended",
    text: "Hello {{first_name}},\n\nAn instructor of {{dojo}} ended your enrolment: it is no longer your home dojo. Your attendance history is kept, and you can ask to join another dojo from your Training page.\n\n{{link}}\n\nGKF Portal",
    action: "Open my training",
  },
  dojo_enrolment_ended_sms: {
    text: "GKF Portal: an instructor of {{dojo}} ended your enrolment; it is no longer your home dojo.",
  },
  dojo_instructor_added_email: {
    subject: "You teach at {{dojo}}",
    text: "Hello {{first_name}},\n\n{{head}} added you as an assistant instructor of {{dojo}} ({{code}}). You can now take roll call and see its students on your activities page.\n\n{{link}}\n\nGKF Portal",
    action: "Open my activities",
  },
  dojo_instructor_added_sms: {
    text: "GKF Portal: {{head}} added you as an assistant instructor of {{dojo}}.",
  },
} as const;
