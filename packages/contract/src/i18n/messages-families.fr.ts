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
  family_guardian_request_email: {
    subject: "{{child_name}} vous a désigné comme parent ou tuteur",
    text: "Bonjour,\n\n{{child_name}} (né(e) le {{birth_date}}) s'est inscrit(e) sur GKF Portal et vous a désigné comme parent ou tuteur. Tant que vous n'avez pas confirmé, son compte est limité : paiements, documents et consentement vous attendent.\n\nConfirmez ou refusez ici : {{link}}\n\nConnectez-vous avec cette adresse e-mail (inscrivez-vous d'abord si vous n'avez pas de compte). Si vous ne connaissez pas {{child_name}}, refusez ou ignorez ce message.\n\nGKF Portal",
  },
  family_guardian_request_sms: {
    text: "GKF Portal : {{child_name}} vous a désigné comme tuteur. Connectez-vous avec ce numéro pour confirmer ou refuser : {{link}}",
  },
  family_guardian_confirmed_guardian_email: {
    subject: "Vous êtes désormais le tuteur de {{child_name}}",
    text: "Bonjour {{first_name}},\n\nVous avez confirmé être le parent ou tuteur de {{child_name}}. Vous gérez désormais ses paiements, documents et consentement : choisissez {{child_name}} dans l'en-tête de votre espace pour agir pour lui ou elle.\n\nGKF Portal",
  },
  family_guardian_confirmed_guardian_sms: {
    text: "GKF Portal : vous êtes désormais le tuteur de {{child_name}}. Choisissez-le dans l'en-tête de votre espace pour agir pour lui.",
  },
  family_guardian_confirmed_child_email: {
    subject: "Votre tuteur a confirmé votre inscription",
    text: "Bonjour {{first_name}},\n\n{{guardian_name}} a confirmé être votre parent ou tuteur. Votre compte n'est plus limité ; votre tuteur gère vos paiements, documents et consentement.\n\nGKF Portal",
  },
  family_guardian_confirmed_child_sms: {
    text: "GKF Portal : {{guardian_name}} a confirmé être votre tuteur. Votre compte n'est plus limité.",
  },
  family_guardian_declined_email: {
    subject: "Le tuteur que vous avez désigné a refusé",
    text: "Bonjour {{first_name}},\n\nLa personne que vous avez désignée comme parent ou tuteur a refusé. Votre compte reste limité jusqu'à ce qu'un parent ou tuteur confirme ; demandez-lui, ou demandez de l'aide à votre club.\n\nGKF Portal",
  },
  family_guardian_declined_sms: {
    text: "GKF Portal : le tuteur désigné a refusé. Votre compte reste limité jusqu'à ce qu'un parent ou tuteur confirme.",
  },
  family_adult_member_sms: {
    text: "GKF Portal : vous avez 18 ans, votre compte est désormais à vous seul. Paiements, documents et consentement sont de votre ressort.",
  },
} as const satisfies Translation<typeof familyMessagesEn>;
