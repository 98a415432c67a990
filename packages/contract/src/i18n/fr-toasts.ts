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
  refresh_without_token: {
    title: "Renouvellement de session",
    message: "Aucun jeton trouvé",
  },
} as const satisfies Translation<typeof toastsEn>;
