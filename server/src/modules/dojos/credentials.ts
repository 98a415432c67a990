import { CREDENTIAL_TYPES, type CredentialState, type CredentialType } from "@gkf/contract";
import type { DocumentsService } from "../documents/documents.service.js";

export interface CredentialView {
  type: CredentialType;
  state: CredentialState;
  expiry_date: string | null;
}

/** Credentials that must be valid to lead a new training (PRODUCT.md: licence and safeguarding). */
const REQUIRED_TO_LEAD: readonly CredentialType[] = ["COACHING_LICENCE", "SAFEGUARDING"];

/**
 * An instructor's credentials from their documents, asked of the documents module (which reads
 * expiry at read time): VALID (approved, not expired), PENDING_REVIEW, EXPIRED or MISSING. Only
 * the states leave this function, never the documents.
 */
export async function credentialsOf(
  documents: DocumentsService,
  userId: string,
): Promise<{ credentials: CredentialView[]; flagged: boolean }> {
  const rows = await documents.documentsFor(userId);
  const credentials = CREDENTIAL_TYPES.map((type): CredentialView => {
    const ofType = rows.filter((row) => row.document_type === type);
    const approved = ofType.find((row) => row.status === "APPROVED");
    if (approved) return { type, state: "VALID", expiry_date: approved.expiry_date };
    const pending = ofType.find((row) => row.status === "PENDING_REVIEW");
    if (pending) return { type, state: "PENDING_REVIEW", expiry_date: pending.expiry_date };
    const expired = ofType.find((row) => row.status === "EXPIRED");
    if (expired) return { type, state: "EXPIRED", expiry_date: expired.expiry_date };
    return { type, state: "MISSING", expiry_date: null };
  });
  const flagged = credentials.some((entry) => REQUIRED_TO_LEAD.includes(entry.type) && entry.state !== "VALID");
  return { credentials, flagged };
}

/** The flag of several instructors at once. */
export async function flagsOf(documents: DocumentsService, userIds: string[]): Promise<Map<string, boolean>> {
  const unique = [...new Set(userIds)];
  const results = await Promise.all(unique.map((id) => credentialsOf(documents, id)));
  return new Map(unique.map((id, index) => [id, results[index]?.flagged ?? true]));
}
