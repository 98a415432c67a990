/**
 * The French texts of GKF Portal: the twin of en.ts (same keys, same placeholders; see
 * languages.ts). Loaded by the web app only when French is the active language.
 */
import type { en as enTexts } from "./en.js";
import { toasts } from "./fr-toasts.js";
import type { Translation } from "./languages.js";

export const fr = {
  toasts,
  common: {
    app_name: "GKF Portal",
    federation_name: "Fédération ghanéenne de karaté",
    page_title: "{{page}} · {{app}}",
    loading: "Chargement…",
    field_error: "{{field}} : {{reason}}",
    fields: {
      email: "Adresse e-mail",
      email_placeholder: "vous@exemple.com",
      tel: "Numéro de téléphone",
      tel_placeholder: "(024) 123 - 4567",
      password: "Mot de passe",
      new_password: "Nouveau mot de passe",
      password_hint: "Au moins {{min}} caractères. Une courte phrase est facile à retenir et difficile à deviner.",
      code: "Code à 6 chiffres",
    },
    validation: {
      required: "Obligatoire",
      email: "Saisissez une adresse e-mail, par exemple ama@example.com",
      tel: "Saisissez un numéro ghanéen, par exemple (024) 123 - 4567",
      password_length: "Utilisez au moins {{min}} caractères",
      code: "Saisissez les 6 chiffres que nous vous avons envoyés",
      date: "Saisissez une date réelle dans le passé",
    },
    actions: {
      sign_in: "Se connecter",
      create_account: "Créer un compte",
      retry: "Réessayer",
      refresh: "Actualiser",
      go_home: "Aller à l'accueil",
      close: "Fermer",
      reload: "Recharger la page",
      show_password: "Afficher",
      hide_password: "Masquer",
      show_password_label: "Afficher le mot de passe",
      hide_password_label: "Masquer le mot de passe",
    },
    states: {
      yes: "Oui",
      no: "Non",
      on: "Activé",
      off: "Désactivé",
    },
    duration: {
      day_one: "{{count}} jour",
      day_other: "{{count}} jours",
      hour_one: "{{count}} heure",
      hour_other: "{{count}} heures",
      minute_one: "{{count}} minute",
      minute_other: "{{count}} minutes",
      second_one: "{{count}} seconde",
      second_other: "{{count}} secondes",
      pair: "{{larger}} {{smaller}}",
    },
    formats: {
      date: "D MMM YYYY",
      date_time: "D MMM YYYY, HH:mm",
      time: "HH:mm:ss",
      month: "MMM YYYY",
    },
    http_errors: {
      generic_title: "Une erreur s'est produite",
      generic_message: "Le serveur n'a pas pu traiter la demande.",
      network_title: "Pas de connexion",
      network_message: "Impossible de joindre GKF Portal. Vérifiez votre connexion Internet et réessayez.",
      timeout_title: "Pas de réponse à temps",
      timeout_message: "Le serveur a mis trop de temps à répondre. Veuillez réessayer.",
      invalid_response_message: "Le serveur a envoyé une réponse illisible.",
      titles: {
        VALIDATION_FAILED: "Vérifiez vos informations",
        MALFORMED_JSON: "Demande invalide",
        PAYLOAD_TOO_LARGE: "Fichier trop volumineux",
        UNSUPPORTED_MEDIA_TYPE: "Fichier non pris en charge",
        NOT_FOUND: "Introuvable",
        METHOD_NOT_ALLOWED: "Demande invalide",
        UNAUTHENTICATED: "Veuillez vous connecter",
        FORBIDDEN: "Non autorisé",
        CONFLICT: "Déjà enregistré",
        RATE_LIMITED: "Trop de tentatives",
        INTERNAL_ERROR: "Erreur du serveur",
        SERVICE_UNAVAILABLE: "Service indisponible",
        INVALID_CREDENTIALS: "Échec de la connexion",
        ACCOUNT_NOT_ACTIVE: "Compte pas encore activé",
        INVALID_CODE: "Code invalide",
        DUPLICATE_ACCOUNT: "Ce compte existe déjà",
        WEAK_PASSWORD: "Choisissez un autre mot de passe",
        SESSION_ENDED: "Veuillez vous connecter",
        ALREADY_VERIFIED: "Déjà confirmé",
        UNSUPPORTED_FILE_TYPE: "Fichier non pris en charge",
        UNSAFE_FILE: "Fichier refusé",
        MEMBERSHIP_NOT_ACTIVE: "Adhésion non active",
        FEE_NOT_CONFIGURED: "Cotisation pas encore fixée",
        PROVIDER_UNAVAILABLE: "Service de paiement indisponible",
        INVALID_SIGNATURE: "Non autorisé",
        NOT_ELIGIBLE: "Non éligible",
        APPLICATION_WINDOW_CLOSED: "Candidatures closes",
        ALREADY_APPLIED: "Candidature déjà envoyée",
        ALREADY_DECIDED: "Déjà décidé",
        NO_SEATS_LEFT: "Tous les postes sont pourvus",
      },
    },
  },

  app: {
    boot_failed: {
      title: "GKF Portal n'a pas pu démarrer",
      message: "Veuillez recharger la page. Si le problème persiste, réessayez un peu plus tard.",
    },
    nav: {
      label: "Navigation principale",
      home: "Accueil",
      status: "État du système",
      open_menu: "Ouvrir le menu",
      skip: "Aller au contenu",
    },
    footer: {
      copyright: "© {{year}} Fédération ghanéenne de karaté",
      status: "État du système",
    },
    dashboard: {
      navigation: "Sections du tableau de bord",
      sign_out: "Se déconnecter",
      signed_out: "Vous avez été déconnecté.",
      signed_in_as: "Connecté en tant que {{name}}",
      sections: {
        "my-profile": "Mon profil",
        "my-membership": "Mon adhésion",
        "my-account": "Mon compte",
        "my-activities": "Mes activités",
        "my-positions": "Postes",
        "my-control-panel": "Panneau de contrôle",
      },
      modals: {
        "payment-response": "Résultat du paiement",
      },
    },
    language: {
      /** The language switch's name (each option is the language's own name). */
      label: "Langue",
    },
    route_error: {
      title: "Une erreur s'est produite",
      message: "Cette page n'a pas pu s'afficher. Recharger la page suffit généralement.",
    },
  },

  auth: {
    login_with: {
      label: "Se connecter avec",
      email: "E-mail",
      tel: "Téléphone",
    },
    login: {
      title: "Connexion",
      intro: "Bon retour sur GKF Portal.",
      submit: "Se connecter",
      forgot_password: "Mot de passe oublié ?",
      no_account: "Nouveau sur GKF Portal ?",
      not_active:
        "Votre compte n'est pas encore activé. Ouvrez le lien d'activation ou saisissez le code que nous vous avons envoyé, ou demandez-en un nouveau.",
      resend: "Renvoyer le message d'activation",
      enter_code: "J'ai un code",
    },
    back_to_sign_in: "Retour à la connexion",
  },

  system: {
    splash: {
      tagline: "Adhésions, grades, documents et paiements de la Fédération ghanéenne de karaté, au même endroit.",
      explore: "Découvrir le portail",
      status_link: "État du système",
    },
    not_found: {
      title: "Page introuvable",
      code: "404",
      heading: "Nous n'avons pas trouvé cette page",
      message: "L'adresse est peut-être mal saisie, ou la page a été déplacée.",
    },
  },
} as const satisfies Translation<typeof enTexts>;
