import type { toasts as toastsEn } from "./en-toasts.js";
import type { Translation } from "./languages.js";

/** French twin of en-toasts.ts: the toasts of spec section 8. */
export const toasts = {
  logout_error: {
    title: "Échec de la déconnexion",
    message: "La déconnexion de la session a échoué",
    action: "Veuillez réessayer.",
  },
  logout_success_title: "Déconnexion réussie",
  device_verification_failed: {
    title: "Échec de la vérification de l'appareil",
    message: "Le code de vérification est invalide ou a expiré",
  },
  load_membership_record: {
    title: "Chargement du dossier d'adhésion",
    message: "Impossible de charger votre dossier d'adhésion",
  },
  load_membership_summary: {
    title: "Chargement du dossier d'adhésion",
    message: "Impossible de charger le résumé de votre dossier d'adhésion",
  },
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
  withdraw_application: {
    title: "Retrait de candidature",
    message: "Impossible de retirer votre candidature",
  },
  available_positions: {
    title: "Postes ouverts",
    message: "Impossible de charger les postes ouverts",
  },
  apply_for_position: {
    title: "Candidature à un poste",
    message: "Impossible d'envoyer votre candidature",
  },
  my_applications: {
    title: "Vos candidatures",
    message: "Impossible de charger vos candidatures",
  },
  refresh_without_token: {
    title: "Renouvellement de session",
    message: "Aucun jeton trouvé",
  },
} as const satisfies Translation<typeof toastsEn>;
