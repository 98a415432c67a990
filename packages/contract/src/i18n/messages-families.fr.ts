/** The families module's messages in French: the twin of messages-families.en.ts (part of `messagesFr`). */
import type { Translation } from "./languages.js";
import type { familyMessagesEn } from "./messages-families.en.js";

export const familyMessagesFr = {
  family_adult_guardian_email: {
    subject: "{{child_name}} est désormais adhérent majeur",
    text: "Bonjour {{first_name}},\n\n{{child_name}} a 18 ans : son compte GKF Portal est désormais le sien, et votre accès en tant que tuteur a pris fin. Son adhésion, ses documents et ses paiements restent attachés à son compte.\n\n{{next_step}}\n\nGKF Portal",
  },
  family_adult_guardian_sms: {
    text: "GKF Portal : {{child_name}} a 18 ans. Le compte est le sien, votre accès de tuteur a pris fin. Voir Enfants.",
  },
  family_adult_member_email: {
    subject: "Votre compte GKF Portal est désormais le vôtre",
    text: "Bonjour {{first_name}},\n\nVous avez 18 ans : votre compte GKF Portal est désormais à vous seul. Votre tuteur ne le gère plus ; les paiements, les documents et le consentement sont désormais de votre ressort.\n\nGKF Portal",
  },
  family_adult_member_sms: {
    text: "GKF Portal : vous avez 18 ans, votre compte est désormais à vous seul. Paiements, documents et consentement sont de votre ressort.",
  },
} as const satisfies Translation<typeof familyMessagesEn>;
