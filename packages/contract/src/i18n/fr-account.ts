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
} as const satisfies Translation<typeof accountEn>;
