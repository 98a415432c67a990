/** The document types' names (en-memberships.ts), moved here to keep that file short. */
export const documentTypes = {
  GHANA_CARD: "Ghana Card",
  BIRTH_CERTIFICATE: "Birth certificate",
  MEDICAL_CLEARANCE: "Medical clearance",
  PASSPORT_PHOTO: "Passport photo",
  BELT_CERTIFICATE: "Belt certificate",
  COACHING_LICENCE: "Coaching licence",
  REFEREE_LICENCE: "Referee licence",
  FIRST_AID: "First aid certificate",
  SAFEGUARDING: "Safeguarding certificate",
  OTHER: "Other document",
} as const;

/** The same types inside a sentence ("Upload a medical clearance"). */
export const documentNouns = {
  GHANA_CARD: "Ghana Card",
  BIRTH_CERTIFICATE: "birth certificate",
  MEDICAL_CLEARANCE: "medical clearance",
  PASSPORT_PHOTO: "passport photo",
  BELT_CERTIFICATE: "belt certificate",
  COACHING_LICENCE: "coaching licence",
  REFEREE_LICENCE: "referee licence",
  FIRST_AID: "first aid certificate",
  SAFEGUARDING: "safeguarding certificate",
  OTHER: "document",
} as const;
