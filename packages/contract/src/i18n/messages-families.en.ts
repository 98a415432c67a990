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
  family_adult_member_sms: {
    text: "GKF Portal: you are 18, your account is now yours alone. Payments, documents and consent are now yours to handle.",
  },
} as const;
