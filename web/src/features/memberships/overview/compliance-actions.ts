import type { ComplianceEntry, ComplianceItem, DocumentType } from "@gkf/contract";

export const PAYMENTS_PATH = "/dashboard/my-membership/payments";
export const DOCUMENTS_PATH = "/dashboard/my-membership/documents";

/** The documents page with the upload form of one type open (`?type=GHANA_CARD`). */
export function documentsPathFor(type: DocumentType): string {
  return `${DOCUMENTS_PATH}?${new URLSearchParams({ type })}`;
}

/** What satisfies an item when the server names no document type (it normally does). */
const FALLBACK_TYPES: Partial<Record<ComplianceItem, DocumentType>> = {
  IDENTITY_DOCUMENT: "GHANA_CARD",
  MEDICAL_CLEARANCE: "MEDICAL_CLEARANCE",
  PASSPORT_PHOTO: "PASSPORT_PHOTO",
  BELT_CERTIFICATE: "BELT_CERTIFICATE",
  COACHING_LICENCE: "COACHING_LICENCE",
  REFEREE_LICENCE: "REFEREE_LICENCE",
};

export type ComplianceAction = { kind: "pay"; to: string } | { kind: "upload"; documentType: DocumentType; to: string };

/**
 * The next step for an item that is not met: pay the registration fee, or upload the document
 * that satisfies it (the first type the server lists: a Ghana Card for adults, a birth
 * certificate for minors). Met items need nothing, and neither does an item whose document waits
 * for review: asking to upload it again beside "Waiting for review" would contradict it.
 */
export function getComplianceAction(entry: ComplianceEntry): ComplianceAction | null {
  if (entry.met || entry.state === "WAITING_FOR_REVIEW") return null;
  if (entry.item === "REGISTRATION_PAID") return { kind: "pay", to: PAYMENTS_PATH };
  const documentType = entry.document_types[0] ?? FALLBACK_TYPES[entry.item];
  return documentType ? { kind: "upload", documentType, to: documentsPathFor(documentType) } : null;
}

/** The items still to do, in the server's order, each with its action. */
export function getOpenComplianceItems(breakdown: readonly ComplianceEntry[]) {
  return breakdown.filter((entry) => !entry.met).map((entry) => ({ entry, action: getComplianceAction(entry) }));
}
