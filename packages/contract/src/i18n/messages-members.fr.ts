/** The officials' actions on a member in French: the twin of messages-members.en.ts (part of `messagesFr`). */
import type { Translation } from "./languages.js";
import type { memberMessagesEn } from "./messages-members.en.js";

export const memberMessagesFr = {
  member_suspended_email: {
    subject: "Votre adhésion est suspendue",
    text: "Bonjour {{first_name}},\n\nLa fédération a suspendu votre adhésion {{code}}.\nMotif : {{reason}}\n\nPendant la suspension, votre carte n'est pas valide et vous ne pouvez ni renouveler, ni vous inscrire aux événements, ni postuler aux fonctions. Contactez votre région ou la fédération pour la faire lever.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon adhésion",
  },
  member_suspended_sms: {
    text: "GKF Portal : votre adhésion {{code}} est suspendue. Motif : {{reason}}",
  },
  member_reinstated_email: {
    subject: "Votre adhésion est rétablie",
    text: "Bonjour {{first_name}},\n\nLa fédération a levé la suspension de votre adhésion {{code}}.\nMotif : {{reason}}\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon adhésion",
  },
  member_reinstated_sms: {
    text: "GKF Portal : la suspension de votre adhésion {{code}} est levée.",
  },
  member_sessions_ended_email: {
    subject: "Vous avez été déconnecté partout",
    text: "Bonjour {{first_name}},\n\nUn responsable de la fédération vous a déconnecté de GKF Portal sur tous vos appareils.\nMotif : {{reason}}\n\nReconnectez-vous avec votre mot de passe. Si vous ne vous y attendiez pas, changez votre mot de passe après vous être connecté.\n\n{{link}}\n\nGKF Portal",
    action: "Se connecter",
  },
  member_sessions_ended_sms: {
    text: "GKF Portal : un responsable vous a déconnecté sur tous vos appareils. Motif : {{reason}}",
  },
  member_record_corrected_email: {
    subject: "Votre dossier d'adhérent a été corrigé",
    text: "Bonjour {{first_name}},\n\nUn responsable de la fédération a corrigé votre dossier : {{changes}}.\nMotif : {{reason}}\n\nSi quelque chose ne va pas, contactez votre région.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon adhésion",
  },
  member_record_corrected_sms: {
    text: "GKF Portal : un responsable a corrigé votre dossier ({{changes}}). Motif : {{reason}}",
  },
} as const satisfies Translation<typeof memberMessagesEn>;
