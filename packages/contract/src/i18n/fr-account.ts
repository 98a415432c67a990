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
