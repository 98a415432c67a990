import type { privacy as en } from "./en-privacy.js";

/** Les textes de web/src/features/privacy en français (décision 105). */
export const privacy: typeof en = {
  consent: {
    dialog_title: "Notre avis de confidentialité a changé",
    dialog_text:
      "La fédération a publié une nouvelle version de son avis de confidentialité le {{date}}. Lisez-la et acceptez-la pour continuer à utiliser le portail.",
    read: "Lire l'avis de confidentialité",
    accept: "J'accepte",
    accepted_title: "Merci",
    accepted: "Votre acceptation de l'avis de confidentialité est enregistrée.",
    sign_out: "Se déconnecter",
    failed: "Nous n'avons pas pu enregistrer votre acceptation. Réessayez.",
  },
  consents: {
    title: "Avis de confidentialité",
    current: "Avis de confidentialité en vigueur : version {{version}} du {{date}}.",
    none: "Aucune acceptation enregistrée pour l'instant.",
    item: "Version {{version}} acceptée le {{date}}",
    by_self: "par vous",
    by_other: "par {{name}}",
    sources: { REGISTRATION: "à l'inscription", PROMPT: "sur demande" },
  },
  access_log: {
    title: "Qui a consulté mes documents",
    intro:
      "Chaque fois qu'un responsable de la fédération ouvre ou télécharge votre pièce d'identité, votre certificat médical ou votre acte de naissance, c'est enregistré ici.",
    empty: "Aucun responsable n'a ouvert vos documents d'identité, médicaux ou de naissance.",
    caption: "Consultations de vos documents par les responsables, les plus récentes d'abord",
    columns: { when: "Quand", who: "Responsable", document: "Document", how: "Comment" },
    how: { VIEW: "Consulté", DOWNLOAD: "Téléchargé" },
    documents: {
      GHANA_CARD: "Carte Ghana",
      MEDICAL_CLEARANCE: "Certificat médical",
      BIRTH_CERTIFICATE: "Acte de naissance",
    },
    roles: {
      REGIONAL_ADMIN: "Administrateur régional",
      FEDERATION_ADMIN: "Administrateur fédéral",
      SUPER_ADMIN: "Super administrateur",
    },
    load_failed: "Nous n'avons pas pu charger le journal.",
  },
  erasure: {
    page_title: "Demandes d'effacement",
    heading: "Demandes d'effacement",
    intro:
      "Les membres qui ont demandé la fermeture et l'effacement de leur compte. Chaque demande est exécutée à sa date sauf si le membre la retire. Ne la refusez que pour un motif que la loi admet (une procédure disciplinaire en cours, par exemple) : le membre reçoit le motif.",
    status_label: "Statut",
    statuses: { REQUESTED: "En attente", REFUSED: "Refusée", WITHDRAWN: "Retirée", DONE: "Exécutée" },
    caption: "Demandes d'effacement",
    columns: {
      member: "Membre",
      region: "Région",
      requested_at: "Demandée le",
      due_at: "Prévue le",
      reason: "Motif du membre",
      status: "Statut",
      actions: "Actions",
    },
    empty: "Aucune demande avec ce statut.",
    no_reason: "Aucun",
    refuse: "Refuser",
    refuse_named: "Refuser la demande de {{name}}",
    refuse_title: "Refuser l'effacement du compte de {{name}}",
    refuse_text: "Le compte reste ouvert. Le membre reçoit ce motif, et il est enregistré dans le journal d'audit.",
    refuse_reason: "Motif du refus",
    refuse_reason_hint: "3 à 500 caractères",
    refuse_reason_required: "Écrivez le motif (au moins 3 caractères).",
    refuse_confirm: "Refuser l'effacement",
    cancel: "Annuler",
    refused_title: "Effacement refusé",
    refused: "{{name}} reçoit le motif.",
    refusal: "Refusée : {{reason}}",
    load_failed: "Nous n'avons pas pu charger les demandes.",
  },
};
