/** The privacy module's messages in French: the twin of messages-privacy.en.ts (part of `messagesFr`). */
import type { Translation } from "./languages.js";
import type { privacyMessagesEn } from "./messages-privacy.en.js";

export const privacyMessagesFr = {
  data_export_ready_email: {
    subject: "Vos données GKF Portal sont prêtes à télécharger",
    text: "Bonjour {{first_name}},\n\nLa copie de vos données que vous avez demandée est prête : tout ce que la fédération détient sur vous, avec vos fichiers, dans un seul ZIP. Connectez-vous et téléchargez-la depuis la page de votre compte jusqu'au {{expires}}.\n\n{{link}}\n\nGKF Portal",
    action: "Télécharger mes données",
  },
  data_export_ready_sms: {
    text: "GKF Portal : votre export de données est prêt jusqu'au {{expires}}. Téléchargez-le depuis la page de votre compte.",
  },
  erasure_requested_email: {
    subject: "Nous avons reçu votre demande de fermeture de compte",
    text: "Bonjour {{first_name}},\n\nNous avons reçu votre demande de fermer et d'effacer votre compte GKF Portal. Elle sera exécutée le {{due}} : vos documents et fichiers supprimés, votre compte fermé. Les paiements sont conservés pendant la durée comptable, comme la loi l'exige.\n\nVous avez changé d'avis ? Retirez la demande depuis la page de votre compte d'ici là.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon compte",
  },
  erasure_requested_sms: {
    text: "GKF Portal : votre compte sera fermé et effacé le {{due}}. Retirez la demande depuis votre compte si vous changez d'avis.",
  },
  erasure_refused_email: {
    subject: "Votre compte ne peut pas encore être effacé",
    text: "Bonjour {{first_name}},\n\nLa fédération ne peut pas effacer votre compte pour le moment, pour cette raison :\n\n{{reason}}\n\nVotre compte reste ouvert. Contactez le secrétariat de la fédération pour toute question.\n\nGKF Portal",
  },
  erasure_refused_sms: {
    text: "GKF Portal : votre compte ne peut pas être effacé pour le moment : {{reason}}",
  },
  erasure_done_email: {
    subject: "Votre compte GKF Portal est fermé",
    text: "Bonjour {{first_name}},\n\nComme vous l'avez demandé, votre compte GKF Portal est fermé et vos données personnelles effacées. Les paiements sont conservés pendant la durée comptable seulement.\n\nMerci pour votre temps avec la fédération.\n\nGKF Portal",
  },
  erasure_done_sms: {
    text: "GKF Portal : comme vous l'avez demandé, votre compte est fermé et vos données personnelles effacées.",
  },
} as const satisfies Translation<typeof privacyMessagesEn>;
