import type { authPages as enAuthPages } from "./en-auth-pages.js";
import type { Translation } from "./languages.js";

/** French twin of en-auth-pages.ts (loaded with the auth pages other than the login page). */
export const authPages = {
  verify: {
    title: "Vérifions que c'est bien vous",
    intro: "Vous vous connectez depuis un nouvel appareil. Nous avons envoyé un code à 6 chiffres à {{sent_to}}.",
    channels: {
      email: "votre adresse e-mail",
      sms: "votre téléphone",
      otp: "votre application d'authentification",
      tfa: "votre application d'authentification",
    },
    countdown: "Le code reste valable encore {{time}}.",
    expired: "Ce code a expiré. Reconnectez-vous pour en recevoir un nouveau.",
    submit: "Vérifier et se connecter",
    sign_in_again: "Se reconnecter",
    resend: "Envoyer un nouveau code",
    resent: "Un nouveau code est en route. Le précédent n'est plus valable.",
    tfa_intro:
      "Ouvrez l'application d'authentification sur votre téléphone et saisissez le code à 6 chiffres qu'elle affiche pour GKF Portal.",
    tfa_code: "Code à 6 chiffres de l'application",
    tfa_code_shape: "Saisissez les 6 chiffres que l'application affiche",
    recovery_intro:
      "Saisissez l'un des codes de secours que vous avez gardés en activant la connexion en deux étapes. Chaque code ne fonctionne qu'une fois.",
    recovery_code: "Code de secours",
    use_recovery: "Utiliser un code de secours",
    use_app: "Utiliser un code de l'application",
    tfa_expired: "Cette connexion a attendu trop longtemps. Reconnectez-vous.",
  },
  register: {
    title: "Créer votre compte",
    intro: "Pour les athlètes, entraîneurs, arbitres et officiels. Un parent ou tuteur peut inscrire un mineur.",
    first_name: "Prénom",
    last_name: "Nom",
    date_of_birth: "Date de naissance",
    gender: "Sexe",
    genders: {
      FEMALE: "Féminin",
      MALE: "Masculin",
    },
    region: "Région",
    district: "District",
    choose: "Choisir…",
    choose_region_first: "Choisissez d'abord la région",
    regions_failed: "Les régions n'ont pas pu être chargées.",
    consent:
      "J'accepte que la Fédération ghanéenne de karaté conserve et utilise ces informations pour gérer mon adhésion (pour un mineur, un parent ou tuteur donne son accord).",
    consent_required: "Veuillez donner votre accord pour continuer",
    guardian_email: "E-mail de votre parent ou tuteur (facultatif)",
    guardian_email_hint:
      "Vous vous inscrivez entre 13 et 17 ans ? Indiquez votre parent ou tuteur : nous lui demandons de confirmer, et d'ici là paiements, documents et consentement l'attendent. Laissez vide si l'e-mail ou le téléphone ci-dessus est le sien : il devient votre tuteur.",
    guardian_own: "Saisissez l'e-mail de votre parent ou tuteur, pas le vôtre",
    next: "Suivant : type de compte",
    has_account: "Déjà inscrit ?",
    password_forgotten:
      "Saisissez à nouveau votre mot de passe : nous ne le conservons pas pendant que vous choisissez le type de compte.",
  },
  account_types: {
    title: "Choisissez votre type de compte",
    intro: "Que faites-vous en karaté ? Les officiels de la fédération pourront ajouter d'autres rôles plus tard.",
    label: "Type de compte",
    types: {
      ATHLETE: {
        name: "Athlète",
        description:
          "Vous vous entraînez et participez aux compétitions. Votre ceinture et votre catégorie d'âge figurent sur votre carte.",
      },
      COACH: {
        name: "Entraîneur",
        description:
          "Vous enseignez dans un dojo ou encadrez une équipe. Ajoutez votre licence d'entraîneur plus tard.",
      },
      REFEREE: {
        name: "Arbitre",
        description: "Vous arbitrez les combats et les kata. Ajoutez votre licence d'arbitre plus tard.",
      },
      OFFICIAL: {
        name: "Officiel",
        description: "Vous organisez : club, région ou fédération.",
      },
    },
    back: "Retour",
    submit: "Créer mon compte",
    required: "Choisissez un type de compte",
  },
  registration_successful: {
    title: "Vous y êtes presque",
    thanks: "Merci de votre inscription, {{name}}.",
    email_sent:
      "Nous avons envoyé un lien d'activation à {{sent_to}}. Consultez vos e-mails et ouvrez-le pour activer votre compte. Si cette adresse a déjà un compte, le message vous explique comment vous connecter.",
    sms_sent:
      "Nous avons envoyé un code d'activation à 6 chiffres au {{sent_to}}. Consultez vos messages et saisissez-le ci-dessous. Si ce numéro a déjà un compte, le message vous explique comment vous connecter.",
    unknown:
      "Votre inscription est bien reçue. Ouvrez le lien d'activation ou saisissez le code que nous vous avons envoyé.",
    active: "Votre compte est activé. Vous pouvez vous connecter.",
  },
  activate: {
    title: "Activer votre compte",
    activating: "Activation de votre compte…",
    success: "Votre compte est activé. Vous pouvez vous connecter.",
    invalid_link:
      "Ce lien d'activation n'est pas valable ou a déjà été utilisé. Si votre compte n'est pas encore activé, demandez-en un nouveau.",
    failed: "Nous n'avons pas pu activer votre compte pour le moment.",
    sms_intro: "Saisissez le code à 6 chiffres envoyé sur votre téléphone.",
    sms_username: "Numéro de téléphone utilisé à l'inscription",
    sms_username_hint: "Nécessaire uniquement sur un appareil autre que celui de l'inscription.",
    sms_submit: "Activer",
    invalid_code: "Ce code n'est pas valable ou a expiré. Vérifiez-le ou demandez-en un nouveau.",
    resend_title: "Recevoir un nouveau message d'activation",
    resend_username: "Adresse e-mail ou numéro de téléphone",
    resend_submit: "Renvoyer",
  },
  reset_password: {
    title: "Réinitialiser votre mot de passe",
    intro: "Nous enverrons un code à 6 chiffres à l'adresse e-mail ou au numéro de téléphone de votre compte.",
    submit: "M'envoyer un code",
  },
  confirm_reset_password: {
    title: "Choisir un nouveau mot de passe",
    intro: "Saisissez le code reçu et votre nouveau mot de passe.",
    submit: "Enregistrer le nouveau mot de passe",
    no_request: "Demandez d'abord un code de réinitialisation.",
    start_again: "Demander un code",
    done: "Votre mot de passe a été changé. Veuillez vous connecter avec le nouveau.",
  },
} as const satisfies Translation<typeof enAuthPages>;
