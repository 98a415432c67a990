/** web/src/features/families : les enfants d'un tuteur et agir pour eux (issue 16). */
export const families = {
  switcher: {
    label: "Dossier de",
    me: "Moi",
    acting_for: "Pour {{name}}",
    viewing_own: "Votre propre dossier",
  },
  children: {
    title: "Vos enfants",
    intro:
      "Ajoutez vos enfants de moins de 18 ans et gérez leur adhésion : touchez un prénom en haut pour agir pour eux.",
    empty: "Aucun enfant ajouté pour l'instant.",
    load_failed: "Vos enfants n'ont pas pu être chargés.",
    age: "{{count}} ans",
    born: "Né(e) le {{date}}",
    membership: "Adhésion",
    number: "Numéro {{code}}",
    no_membership: "Pas encore d'adhésion",
    statuses: {
      PENDING_PAYMENT: "Frais d'inscription à payer",
      ACTIVE: "Active",
      EXPIRED: "Expirée",
      SUSPENDED: "Suspendue",
    },
    own_sign_in: "Se connecte avec son propre {{how}}",
    own_sign_in_how: { email: "e-mail", tel: "numéro de téléphone" },
    act: "Agir pour {{name}}",
    handover:
      "{{name}} a 18 ans : le compte est désormais le sien et vous ne pouvez plus agir pour lui ou elle. Donnez-lui sa propre connexion pour le reprendre.",
  },
  add: {
    open: "Ajouter un enfant",
    title: "Ajouter un enfant",
    first_name: "Prénom",
    last_name: "Nom",
    date_of_birth: "Date de naissance",
    date_hint: "Moins de 18 ans. Par exemple 2014-05-30.",
    gender: "Genre",
    genders: { FEMALE: "Féminin", MALE: "Masculin" },
    region: "Région",
    district: "District",
    choose: "Choisir…",
    choose_region_first: "Choisissez d'abord la région",
    regions_failed: "Les régions n'ont pas pu être chargées.",
    consent:
      "En tant que parent ou tuteur, je consens au traitement des données de cet enfant selon la politique de confidentialité.",
    submit: "Ajouter l'enfant",
    cancel: "Annuler",
    done_title: "Enfant ajouté",
    done: "{{name}} a été ajouté(e). Touchez son prénom en haut pour agir pour lui ou elle.",
    required: "est obligatoire",
  },
  sign_in: {
    open: "Donner à {{name}} sa propre connexion",
    title: "Connexion de {{name}}",
    intro:
      "De 13 à 17 ans, un enfant peut se connecter pour voir son adhésion. Les paiements, le consentement et les documents restent à vous.",
    login_with: "Se connecte avec",
    email: "Son e-mail",
    tel: "Son numéro de téléphone",
    password: "Son premier mot de passe",
    submit: "Créer la connexion",
    done_title: "Connexion créée",
    done: "{{name}} peut maintenant se connecter.",
  },
  request: {
    title: "Demande de tutelle",
    named_you: "{{name}} (né(e) le {{date}}) s'est inscrit(e) et vous a désigné comme parent ou tuteur.",
    explain:
      "Si vous confirmez, vous gérez ses paiements, documents et consentement, et pouvez agir pour lui ou elle depuis votre espace. D'ici là, son compte est limité.",
    confirm: "Confirmer que je suis son tuteur",
    decline: "Refuser",
    confirmed: "Vous êtes désormais le tuteur de {{name}}. Touchez son nom en haut pour agir pour lui ou elle.",
    declined: "Vous avez refusé cette demande. {{name}} a été prévenu(e).",
    not_yours:
      "Cette demande a été envoyée à une autre adresse e-mail ou à un autre numéro. Connectez-vous avec celui qui a reçu le message.",
    not_found: "Nous n'avons pas trouvé cette demande. Vérifiez le lien du message.",
    load_failed: "La demande n'a pas pu être chargée.",
  },
  details: {
    title: "Vos informations",
    intro:
      "Vous avez inscrit un enfant : nous ne connaissons que votre e-mail ou téléphone. Indiquez vos propres nom et date de naissance : un tuteur est majeur.",
    first_name: "Votre prénom",
    last_name: "Votre nom",
    date_of_birth: "Votre date de naissance",
    date_hint: "Vous devez avoir 18 ans ou plus. Par exemple 1985-07-09.",
    submit: "Enregistrer mes informations",
    asked: "Complétez vos propres informations sur la page de votre compte.",
    open_account: "Compléter mes informations",
  },
  pending: {
    title: "En attente de votre tuteur",
    waiting:
      "Nous avons demandé à {{to}} de confirmer être votre parent ou tuteur. D'ici là, paiements, documents et consentement l'attendent.",
    declined:
      "Le parent ou tuteur désigné ({{to}}) a refusé. Votre compte reste limité jusqu'à ce qu'un parent ou tuteur confirme.",
  },
} as const;
