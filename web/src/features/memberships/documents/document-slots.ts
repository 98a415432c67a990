import { type ComplianceEntry, DOCUMENT_TYPES, type DocumentType, type MemberDocument } from "@gkf/contract";

/** A place on the page where documents are uploaded: one per required item, and "other". */
export interface DocumentSlot {
  key: string;
  /** The required item it satisfies; null for the optional documents. */
  entry: ComplianceEntry | null;
  types: DocumentType[];
}

export const OTHER_SLOT_KEY = "OTHER_DOCUMENTS";

/**
 * The page's slots from the compliance breakdown: each required item (the paid registration
 * aside, it is not a document) with the types that satisfy it, then every other type together.
 */
export function getDocumentSlots(breakdown: readonly ComplianceEntry[]): DocumentSlot[] {
  const required = breakdown
    .filter((entry) => entry.item !== "REGISTRATION_PAID" && entry.document_types.length > 0)
    .map((entry) => ({ key: entry.item, entry, types: [...entry.document_types] }));
  const requiredTypes = new Set(required.flatMap((slot) => slot.types));
  const others = DOCUMENT_TYPES.filter((type) => !requiredTypes.has(type));
  return [...required, { key: OTHER_SLOT_KEY, entry: null, types: others }];
}

/** The slot whose form `?type=…` opens (the overview's "Upload a Ghana Card"); null for an unknown type. */
export function findSlotForType(slots: readonly DocumentSlot[], type: string | null): DocumentSlot | null {
  if (!type) return null;
  return slots.find((slot) => (slot.types as string[]).includes(type)) ?? null;
}

export function isDocumentType(value: string | null): value is DocumentType {
  return value !== null && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The slot's documents, newest first (the API's order). */
export function documentsOfSlot(slot: DocumentSlot, documents: readonly MemberDocument[]): MemberDocument[] {
  return documents.filter((document) => slot.types.includes(document.document_type));
}
