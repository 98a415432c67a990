import type { site as enSite } from "./en-site.js";
import type { Translation } from "./languages.js";

/**
 * The French texts of the public home page and the status page (`system.home`, `system.status`),
 * loaded with those pages and merged into `system`: the login page's first load has a budget,
 * and most visitors never open either page.
 */
export const site = {
  home: {
    title: "Accueil",
    heading: "Bienvenue sur GKF Portal",
    intro:
      "La plateforme d'adhésion de la Fédération ghanéenne de karaté pour les athlètes, entraîneurs, arbitres et officiels.",
    find_dojo: "Trouver un dojo",
    features_heading: "Ce que vous pouvez faire",
    features: {
      membership_title: "Votre adhésion",
      membership_text:
        "Inscrivez-vous, renouvelez chaque année et gardez votre numéro d'adhérent et votre carte à portée de main.",
      payments_title: "Payer par mobile money",
      payments_text:
        "Réglez les frais d'inscription et de renouvellement par mobile money ou par carte, avec un reçu à chaque fois.",
      documents_title: "Documents et ceintures",
      documents_text:
        "Envoyez votre Ghana Card ou votre acte de naissance, votre certificat médical et vos diplômes de grade pour vérification.",
      positions_title: "Postes de la fédération",
      positions_text:
        "Consultez les postes ouverts, posez votre candidature si vous êtes éligible et suivez vos candidatures.",
    },
    steps_heading: "Comment adhérer",
    steps: {
      account: "Créez votre compte avec votre adresse e-mail ou votre numéro de téléphone.",
      type: "Choisissez votre type de compte : athlète, entraîneur, arbitre ou officiel.",
      payment: "Réglez les frais d'inscription, payés une seule fois.",
      documents: "Envoyez vos documents ; un officiel les vérifie.",
    },
  },
  status: {
    title: "État du système",
    heading: "État du système",
    intro: "GKF Portal fonctionne-t-il en ce moment ?",
    checked_at: "Vérifié à {{time}}",
    load_failed: "L'état n'a pas pu être chargé.",
    overall: {
      ok: "Tous les services fonctionnent",
      degraded: "Certaines parties de GKF Portal ne fonctionnent pas comme prévu",
    },
    services: {
      portal: "Site et connexion",
      email: "Messages e-mail",
      sms: "Messages texte (SMS)",
      payments: "Paiements",
    },
    staff_heading: "Détails pour le personnel",
    messages_heading: "Messages",
    messages_pending: "En attente d'envoi",
    messages_failed: "Échecs des dernières 24 heures (SMS / e-mail)",
    overview_heading: "Serveur",
    version: "Version",
    environment: "Environnement",
    uptime: "Disponibilité",
    started_at: "En service depuis",
    database_heading: "Base de données",
    engine: "Moteur",
    engines: {
      sqlite: "SQLite",
      postgres: "PostgreSQL",
    },
    reachable: "Joignable",
    latency: "Latence",
    latency_value: "{{value}} ms",
    not_measured: "Non mesurée",
    migrations: "Migrations appliquées",
    latest_migration: "Dernière migration",
    none: "Aucune",
    integrations_heading: "Intégrations",
    integration_names: {
      mail: "E-mail",
      sms: "SMS",
      payments: "Paiements",
    },
    provider: "Fournisseur : {{provider}}",
    integration_states: {
      ok: "Opérationnel",
      degraded: "Dégradé",
      disabled: "Désactivé",
    },
    features_heading: "Fonctionnalités",
    feature_names: {
      dojos: "Activités des dojos",
    },
    no_features: "Aucune option de fonctionnalité n'est définie.",
  },
} as const satisfies Translation<typeof enSite>;
