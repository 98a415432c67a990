import type { documentNouns as nounsEn, documentTypes as typesEn } from "./en-document-types.js";
import type { Translation } from "./languages.js";

/** French twin of en-document-types.ts. */
export const documentTypes = {
  GHANA_CARD: "Ghana Card",
  BIRTH_CERTIFICATE: "Acte de naissance",
  MEDICAL_CLEARANCE: "Certificat médical",
  PASSPORT_PHOTO: "Photo d'identité",
  BELT_CERTIFICATE: "Diplôme de grade",
  COACHING_LICENCE: "Licence d'entraîneur",
  REFEREE_LICENCE: "Licence d'arbitre",
  FIRST_AID: "Certificat de premiers secours",
  SAFEGUARDING: "Attestation de protection des mineurs",
  OTHER: "Autre document",
} as const satisfies Translation<typeof typesEn>;

export const documentNouns = {
  GHANA_CARD: "Ghana Card",
  BIRTH_CERTIFICATE: "acte de naissance",
  MEDICAL_CLEARANCE: "certificat médical",
  PASSPORT_PHOTO: "photo d'identité",
  BELT_CERTIFICATE: "diplôme de grade",
  COACHING_LICENCE: "licence d'entraîneur",
  REFEREE_LICENCE: "licence d'arbitre",
  FIRST_AID: "certificat de premiers secours",
  SAFEGUARDING: "attestation de protection des mineurs",
  OTHER: "document",
} as const satisfies Translation<typeof nounsEn>;
