/**
 * E-mail and SMS templates in French: the twin of messages.en.ts (same names, same placeholders).
 * SMS texts stay under 160 characters.
 */
import type { Translation } from "./languages.js";
import type { emailLayoutEn, messagesEn } from "./messages.en.js";
import { dojoMessagesFr } from "./messages-dojos.fr.js";
import { familyMessagesFr } from "./messages-families.fr.js";
import { gradingMessagesFr } from "./messages-gradings.fr.js";
import { memberMessagesFr } from "./messages-members.fr.js";
import { privacyMessagesFr } from "./messages-privacy.fr.js";
import { staffMessagesFr } from "./messages-staff.fr.js";
import { tfaMessagesFr } from "./messages-tfa.fr.js";

export const messagesFr = {
  activation_email: {
    subject: "Activez votre compte GKF Portal",
    action: "Activer mon compte",
    text:
      "Bonjour {{first_name}},\n\nBienvenue sur le portail de la Fédération ghanéenne de karaté. Ouvrez ce lien pour activer votre compte :\n\n{{link}}\n\n" +
      "Le lien est valable 24 heures. Si vous ne vous êtes pas inscrit, ignorez ce message.\n\nGKF Portal",
  },
  activation_sms: {
    text: "GKF Portal : votre code d'activation est {{code}}. Il expire dans 10 minutes.",
  },
  device_email: {
    subject: "Votre code de connexion GKF Portal",
    text:
      "Bonjour {{first_name}},\n\nQuelqu'un (vous, espérons-le) se connecte à GKF Portal depuis un nouvel appareil : {{device}}.\n\n" +
      "Votre code de vérification est {{code}}. Il expire dans 10 minutes.\n\nSi ce n'est pas vous, changez votre mot de passe.\n\nGKF Portal",
  },
  device_sms: {
    text: "GKF Portal : votre code de connexion est {{code}}. Il expire dans 10 minutes. Pas vous ? Changez votre mot de passe.",
  },
  device_attempts_email: {
    subject: "Tentative de connexion à votre compte GKF Portal",
    text:
      "Bonjour {{first_name}},\n\nQuelqu'un qui connaît votre mot de passe a tenté de se connecter depuis un nouvel appareil et a saisi plusieurs fois un code erroné.\n\n" +
      "Si ce n'est pas vous, changez votre mot de passe dès maintenant : connectez-vous et ouvrez Compte > Mot de passe, ou réinitialisez-le sur {{reset_link}}.\n\nGKF Portal",
  },
  device_attempts_sms: {
    text: "GKF Portal : quelqu'un qui connaît votre mot de passe a tenté de se connecter. Pas vous ? Changez-le : {{reset_link}}",
  },
  registration_attempt_email: {
    subject: "Tentative d'inscription avec votre adresse",
    text:
      "Bonjour {{first_name}},\n\nQuelqu'un a tenté de créer un nouveau compte GKF Portal avec cette adresse, qui appartient déjà à votre compte. Aucun compte n'a été créé.\n\n" +
      "Si c'était vous, connectez-vous sur {{login_link}}, ou réinitialisez votre mot de passe sur {{reset_link}} si vous l'avez oublié.\n\nGKF Portal",
  },
  registration_attempt_sms: {
    text: "GKF Portal : tentative d'inscription avec votre numéro, qui a déjà un compte. Connectez-vous ou réinitialisez le mot de passe : {{reset_link}}",
  },
  reset_email: {
    subject: "Réinitialisez votre mot de passe GKF Portal",
    text:
      "Bonjour {{first_name}},\n\nVotre code de réinitialisation du mot de passe est {{code}}. Il expire dans 10 minutes.\n\n" +
      "Si vous n'avez pas demandé de réinitialisation, ignorez ce message ; votre mot de passe reste inchangé.\n\nGKF Portal",
  },
  reset_sms: {
    text: "GKF Portal : votre code de réinitialisation du mot de passe est {{code}}. Il expire dans 10 minutes.",
  },
  contact_email: {
    subject: "Confirmez votre adresse e-mail pour GKF Portal",
    text: "Bonjour {{first_name}},\n\nVotre code de confirmation est {{code}}. Il expire dans 10 minutes.\n\nGKF Portal",
  },
  contact_sms: {
    text: "GKF Portal : votre code de confirmation du téléphone est {{code}}. Il expire dans 10 minutes.",
  },
  contact_added_email: {
    subject: "Une nouvelle adresse peut se connecter à votre compte GKF Portal",
    text:
      "Bonjour {{first_name}},\n\n{{contact}} a été ajouté à votre compte GKF Portal et confirmé par un code. Il peut désormais servir à vous connecter.\n\n" +
      "Si ce n'est pas vous, réinitialisez votre mot de passe immédiatement sur {{reset_link}} et contactez le secrétariat de la fédération.\n\nGKF Portal",
  },
  contact_added_sms: {
    text: "GKF Portal : {{contact}} ajouté à votre compte pour se connecter. Pas vous ? Réinitialisez le mot de passe : {{reset_link}}",
  },
  password_changed_email: {
    subject: "Votre mot de passe GKF Portal a été changé",
    text:
      "Bonjour {{first_name}},\n\nLe mot de passe de votre compte GKF Portal a été changé et toutes les sessions ont été déconnectées.\n\n" +
      "Si ce n'est pas vous, réinitialisez votre mot de passe immédiatement et contactez le secrétariat de la fédération.\n\nGKF Portal",
  },
  password_changed_sms: {
    text: "GKF Portal : votre mot de passe a été changé. Pas vous ? Réinitialisez-le et appelez la fédération.",
  },
  document_approved_email: {
    subject: "Document approuvé : {{document}}",
    text: "Bonjour {{first_name}},\n\nUn officiel de la fédération a approuvé votre document : {{document}}.\n\nGKF Portal",
  },
  document_approved_sms: {
    text: "GKF Portal : votre document ({{document}}) a été approuvé.",
  },
  document_rejected_email: {
    subject: "Document à revoir : {{document}}",
    text:
      "Bonjour {{first_name}},\n\nUn officiel de la fédération n'a pas pu approuver votre document ({{document}}) :\n\n{{reason}}\n\n" +
      "Veuillez l'envoyer à nouveau depuis la page des documents de votre adhésion.\n\nGKF Portal",
  },
  document_rejected_sms: {
    text: "GKF Portal : votre document ({{document}}) n'a pas été approuvé : {{reason}} Veuillez l'envoyer à nouveau.",
  },
  medical_expiry_email: {
    subject: "Votre certificat médical expire dans {{days}} jours",
    text: "Bonjour {{first_name}},\n\nVotre certificat médical expire le {{date}}. Envoyez-en un nouveau d'ici là pour rester en règle.\n\nGKF Portal",
  },
  medical_expiry_sms: {
    text: "GKF Portal : votre certificat médical expire le {{date}}. Envoyez-en un nouveau pour rester en règle.",
  },
  membership_expiry_email: {
    subject: "Votre adhésion à la GKF expire dans {{days}} jours",
    text: "Bonjour {{first_name}},\n\nVotre adhésion {{code}} expire le {{date}}. Renouvelez-la sur le portail pour continuer à vous entraîner et à concourir.\n\nGKF Portal",
  },
  membership_expiry_sms: {
    text: "GKF Portal : votre adhésion {{code}} expire le {{date}}. Renouvelez-la sur le portail.",
  },
  payment_receipt_email: {
    subject: "Paiement reçu : {{receipt}}",
    text:
      "Bonjour {{first_name}},\n\nNous avons reçu {{amount}} ({{purpose}}). Numéro de reçu : {{receipt}}. Numéro d'adhérent : {{code}}.\n\n" +
      "Votre reçu est joint à cet e-mail au format PDF. Votre page Paiements conserve tous vos reçus :\n\n{{link}}\n\nMerci,\nFédération ghanéenne de karaté",
    action: "Ouvrir mes paiements",
  },
  payment_receipt_sms: {
    text: "GKF Portal : nous avons reçu {{amount}} ({{purpose}}). Reçu {{receipt}}. Adhésion {{code}}.",
  },
  application_update_email: {
    subject: "Votre candidature au poste {{position}} : {{status}}",
    text: "Bonjour {{first_name}},\n\nVotre candidature au poste {{position}} est désormais : {{status}}.\n{{note}}\n\nGKF Portal",
  },
  application_update_sms: {
    text: "GKF Portal : votre candidature au poste {{position}} est désormais : {{status}}. {{note}}",
  },
  event_place_offered_email: {
    subject: "Une place est à vous : {{event}}",
    text: "Bonjour {{first_name}},\n\nUne place s'est libérée à {{event}} ({{date}}) et elle est à vous : votre inscription a quitté la liste d'attente. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mes événements",
  },
  event_place_offered_sms: {
    text: "GKF Portal : une place s'est libérée à {{event}} ({{date}}) et elle est à vous. {{next_step}}",
  },
  ...dojoMessagesFr,
  ...familyMessagesFr,
  ...gradingMessagesFr,
  ...memberMessagesFr,
  ...privacyMessagesFr,
  ...staffMessagesFr,
  ...tfaMessagesFr,
} as const satisfies Translation<typeof messagesEn>;

export const emailLayoutFr = {
  federation: "Fédération ghanéenne de karaté",
  portal: "GKF Portal",
  link_fallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
  footer:
    "Vous recevez cet e-mail en raison de votre compte sur GKF Portal, le portail des adhérents de la Fédération ghanéenne de karaté.",
} as const satisfies Translation<typeof emailLayoutEn>;
