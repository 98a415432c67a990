import type { Translation } from "./languages.js";
import type { pdfTextsEn } from "./pdf.en.js";

/** French twin of pdf.en.ts. */
export const pdfTextsFr = {
  federation: "Fédération ghanéenne de karaté",
  receipt: {
    title: "Reçu {{receipt}}",
    subject: "Paiement {{reference}}",
    heading: "Reçu officiel",
    receipt_number: "Numéro de reçu",
    reference: "Référence du paiement",
    member: "Adhérent",
    membership_number: "Numéro d'adhérent",
    assigned_on_payment: "Attribué au paiement",
    purpose: "Objet",
    purposes: {
      REGISTRATION: "Frais d'inscription",
      RENEWAL: "Renouvellement annuel de l'adhésion",
      DOJO_AFFILIATION: "Affiliation du dojo pour la saison",
      EVENT_ENTRY: "Droit d'inscription à un événement",
      GRADING_FEE: "Droits d'examen de passage de grade",
    },
    amount: "Montant",
    channel: "Payé par",
    channels: { mobile_money: "Mobile money", card: "Carte" },
    paid_on: "Payé le",
    footer: "Merci. Ce reçu a été délivré par GKF Portal et est valable sans signature.",
  },
  card: {
    title: "Carte d'adhérent",
    heading: "CARTE D'ADHÉRENT",
    number: "N°",
    type: "Type",
    belt: "Ceinture",
    region: "Région",
    valid_from: "Valable du",
    valid_until: "Jusqu'au",
    scan: "Scanner pour vérifier",
  },
  certificate: {
    title: "Certificat d'adhésion",
    heading: "Certificat d'adhésion",
    certify: "Nous certifions que",
    registered: "est membre inscrit de la Fédération ghanéenne de karaté.",
    membership_number: "Numéro d'adhérent",
    membership_type: "Type d'adhésion",
    belt: "Ceinture",
    region: "Région",
    valid_from: "Valable du",
    valid_until: "Valable jusqu'au",
    status: "Statut",
    scan: "Scanner pour vérifier",
    footer:
      "Délivré le {{date}} par GKF Portal. Ce certificat n'est valable que tant que l'adhésion est active ; scannez le code pour le vérifier.",
  },
  subject:
    "Adhésion {{code}} à la Fédération ghanéenne de karaté, valable du {{from}} au {{to}}. Vérification : {{url}}",
  black_belt: "{{belt}} (ceinture noire)",
  statuses: { PENDING_PAYMENT: "En attente de paiement", ACTIVE: "Active", EXPIRED: "Expirée", SUSPENDED: "Suspendue" },
} as const satisfies Translation<typeof pdfTextsEn>;
