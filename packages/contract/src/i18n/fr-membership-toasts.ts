import type { membershipToasts as membershipToastsEn } from "./en-membership-toasts.js";
import type { Translation } from "./languages.js";

/** French twin of en-membership-toasts.ts. */
export const membershipToasts = {
  update_membership_record: {
    title: "Mise à jour de l'adhésion",
    message: "Impossible de mettre à jour votre dossier d'adhésion",
  },
  add_certificate: {
    title: "Mise à jour de l'adhésion",
    message: "Impossible d'ajouter le certificat à votre dossier",
  },
  update_certificate: {
    title: "Mise à jour de l'adhésion",
    message: "Impossible de mettre à jour le certificat de votre dossier",
  },
  update_document: {
    title: "Mise à jour de l'adhésion",
    message: "Impossible de mettre à jour votre document",
  },
  add_document: {
    title: "Mise à jour de l'adhésion",
    message: "Impossible d'ajouter le document à votre dossier",
  },
} as const satisfies Translation<typeof membershipToastsEn>;
