import type { account as accountEn } from "./en-account.js";
import type { Translation } from "./languages.js";

/** French twin of en-account.ts. */
export const account = {
  title: "Mon compte",
  member_since: "Membre depuis le {{date}}",
  types: {
    ATHLETE: "Athlète",
    COACH: "Entraîneur",
    REFEREE: "Arbitre",
    OFFICIAL: "Officiel",
  },
  unverified: "non confirmé",
  load_failed: "Votre compte n'a pas pu être chargé.",
  password: {
    title: "Changer votre mot de passe",
    intro: "Vos autres sessions sont déconnectées lorsque le mot de passe change.",
    current: "Mot de passe actuel",
    submit: "Changer le mot de passe",
    changed_title: "Mot de passe changé",
  },
  add_contact: {
    tel: {
      title: "Ajouter un numéro de téléphone",
      intro:
        "Connectez-vous avec votre numéro de téléphone en plus de votre e-mail. Nous envoyons un code au nouveau numéro.",
      label: "Numéro de téléphone",
      added_title: "Numéro de téléphone ajouté",
    },
    email: {
      title: "Ajouter un e-mail",
      intro:
        "Connectez-vous avec une adresse e-mail en plus de votre numéro de téléphone. Nous envoyons un code à la nouvelle adresse.",
      label: "Adresse e-mail",
      added_title: "Adresse e-mail ajoutée",
    },
    password: "Votre mot de passe",
    password_hint: "Nous le demandons à nouveau avant d'ajouter un moyen de connexion.",
    send_code: "Envoyer un code",
    code_sent: "Nous avons envoyé un code à 6 chiffres à {{sent_to}}. Saisissez-le ci-dessous.",
    code_label: "Code à 6 chiffres",
    confirm: "Confirmer",
    resend: "Envoyer un nouveau code",
    resent: "Nous avons envoyé un nouveau code à {{sent_to}}.",
    cancel: "Annuler",
    added_message: "Vous pouvez maintenant vous connecter avec {{contact}}.",
    wrong_password: "Ce n'est pas votre mot de passe",
    taken: "Un autre compte utilise cette adresse",
    wrong_code: "Le code est erroné ou a expiré. Vérifiez-le, ou envoyez un nouveau code.",
  },
  sessions: {
    title: "Où vous êtes connecté",
    this_device: "Cet appareil",
    ip: "IP {{ip}}",
    last_seen: "Dernière activité {{time}}",
    end: "Déconnecter cette session",
    sign_out: "Se déconnecter ici",
    ended_title: "Session terminée",
  },
  devices: {
    title: "Appareils de confiance",
    intro: "Ces navigateurs se connectent sans code. Oubliez ceux que vous n'utilisez plus.",
    first_seen: "De confiance depuis le {{time}}",
    forget: "Oublier",
    forgotten_title: "Appareil oublié",
    none: "Aucun appareil de confiance.",
  },
  privacy: {
    title: "Vos données",
    intro:
      "Obtenez une copie de tout ce que la fédération détient sur vous, ou demandez-nous de fermer votre compte et d'effacer vos données.",
    export_title: "Télécharger mes données",
    export_intro:
      "Un ZIP avec vos informations, votre adhésion, vos paiements, vos événements et vos fichiers. Nous le préparons en arrière-plan et vous envoyons un message quand il est prêt.",
    export_request: "Préparer mes données",
    export_again: "Préparer une nouvelle copie",
    export_pending: "Nous préparons vos données. Cette page se met à jour d'elle-même.",
    export_ready: "Vos données sont prêtes ({{size}}). Vous pouvez les télécharger jusqu'au {{date}}.",
    export_failed: "Nous n'avons pas pu préparer vos données. Réessayez.",
    export_expired: "Votre dernière copie a expiré.",
    export_download: "Télécharger mes données",
    export_requested_title: "Nous préparons vos données",
    close_title: "Fermer mon compte",
    close_intro:
      "Nous fermons votre compte et supprimons vos documents et fichiers après un court délai, pendant lequel vous pouvez retirer votre demande. Les paiements sont conservés pendant la durée comptable, comme la loi l'exige.",
    close_request: "Fermer mon compte",
    close_waiting: "Votre compte sera fermé et effacé le {{date}}.",
    close_withdraw: "Retirer ma demande",
    close_withdrawn_title: "Votre demande est retirée",
    close_refused: "La fédération a gardé votre compte ouvert : {{reason}}",
    close_confirm_title: "Fermer votre compte ?",
    close_confirm_text:
      "Après ce délai, vos documents et fichiers seront supprimés et vous ne pourrez plus vous connecter. Nous vous indiquons la date, et vous pouvez retirer votre demande d'ici là.",
    close_reason: "Pourquoi partez-vous ? (facultatif)",
    close_confirm: "Oui, fermer mon compte",
    close_cancel: "Garder mon compte",
    close_requested_title: "Votre demande est reçue",
  },
} as const satisfies Translation<typeof accountEn>;
