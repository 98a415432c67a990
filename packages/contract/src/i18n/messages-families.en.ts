/**
 * The families module's messages, in English (part of `messagesEn`; decision 104): a child turns
 * 18, the account becomes their own and the guardian's access ends (both are told). Messages about
 * a child that go to the guardian start with "For <child's name>:" (notifications service).
 */
export const familyMessagesEn = {
  family_adult_guardian_email: {
    subject: "{{child_name}} is now an adult member",
    text: "Hello {{first_name}},\n\n{{child_name}} is 18: their GKF Portal account is now their own, and your access to it as their guardian has ended. Their membership, documents and payments stay with their account.\n\n{{next_step}}\n\nGKF Portal",
  },
  family_adult_guardian_sms: {
    text: "GKF Portal: {{child_name}} is 18. The account is now theirs and your guardian access has ended. See Children.",
  },
  family_adult_member_email: {
    subject: "Your GKF Portal account is now your own",
    text: "Hello {{first_name}},\n\nYou are 18: your GKF Portal account is now yours alone. Your guardian no longer manages it; payments, documents and consent are now yours to handle.\n\nGKF Portal",
  },
  family_guardian_request_email: {
    subject: "{{child_name}} named you as their parent or guardian",
    text: "Hello,\n\n{{child_name}} (born {{birth_date}}) registered with GKF Portal and named you as their parent or guardian. Until you confirm, their account is limited: payments, documents and consent wait for you.\n\nConfirm or decline here: {{link}}\n\nYou sign in with this e-mail address (register first if you have no account). If you do not know {{child_name}}, decline or ignore this message.\n\nGKF Portal",
  },
  family_guardian_request_sms: {
    text: "GKF Portal: {{child_name}} named you as their guardian. Sign in with this phone number to confirm or decline: {{link}}",
  },
  family_guardian_confirmed_guardian_email: {
    subject: "You are now the guardian of {{child_name}}",
    text: "Hello {{first_name}},\n\nYou confirmed that you are the parent or guardian of {{child_name}}. You now handle their payments, documents and consent: choose {{child_name}} in your dashboard header to act for them.\n\nGKF Portal",
  },
  family_guardian_confirmed_guardian_sms: {
    text: "GKF Portal: you are now the guardian of {{child_name}}. Choose them in your dashboard header to act for them.",
  },
  family_guardian_confirmed_child_email: {
    subject: "Your guardian confirmed your registration",
    text: "Hello {{first_name}},\n\n{{guardian_name}} confirmed being your parent or guardian. Your account is no longer limited; your guardian handles your payments, documents and consent.\n\nGKF Portal",
  },
  family_guardian_confirmed_child_sms: {
    text: "GKF Portal: {{guardian_name}} confirmed being your guardian. Your account is no longer limited.",
  },
  family_guardian_declined_email: {
    subject: "The guardian you named declined",
    text: "Hello {{first_name}},\n\nThe person you named as your parent or guardian declined. Your account stays limited until a parent or guardian confirms; ask them, or ask your club to help.\n\nGKF Portal",
  },
  family_guardian_declined_sms: {
    text: "GKF Portal: the guardian you named declined. Your account stays limited until a parent or guardian confirms.",
  },
  family_adult_member_sms: {
    text: "GKF Portal: you are 18, your account is now yours alone. Payments, documents and consent are now yours to handle.",
  },
} as const;
