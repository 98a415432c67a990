import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  type MemberDocument,
  type MembershipRecord,
} from "@gkf/contract";
import type { DocumentRow } from "../documents/documents.table.js";
import type { AwardedGradeRow } from "./grade-awards.table.js";
import { highestBelt, isMinor, today } from "./membership-rules.js";
import type { MembershipRow } from "./memberships.table.js";

/**
 * What a membership record shows, read from its stored rows: the status as of today, the
 * documents that count, the belt the member holds, the name the public may see. Shared by the
 * record (membership-record.service.ts) and the public's card checks (card-verification.ts).
 */

/** Read-time truth: an ACTIVE membership past its expiry date is EXPIRED even before the job runs. */
export function effectiveStatus(membership: MembershipRow, day: string): MembershipRecord["status"] {
  if (membership.status === "ACTIVE" && membership.expiry_date && membership.expiry_date < day) return "EXPIRED";
  return membership.status;
}

export function isValid(row: DocumentRow, day: string): boolean {
  return row.status === "APPROVED" && (!row.expiry_date || row.expiry_date >= day);
}

/** The document of a type the record shows: the newest valid one, else the newest of any status. */
export function currentOfType(rows: DocumentRow[], type: DocumentType): DocumentRow | undefined {
  const ofType = rows.filter((row) => row.document_type === type);
  return ofType.find((row) => isValid(row, today())) ?? ofType[0];
}

/** The grade the member holds: the highest of an approved certificate's belt and a grade awarded at a GKF grading. */
export function confirmedBelt(rows: DocumentRow[], awarded: AwardedGradeRow[]) {
  return highestBelt([
    ...rows
      .filter((row) => row.document_type === "BELT_CERTIFICATE" && row.status === "APPROVED")
      .map((row) => row.belt),
    ...awarded.map((row) => row.belt),
  ]);
}

/** Minors are shown by first name and initial: enough to check a card in hand, not to profile a child. */
export function publicName(member: { firstName: string; lastName: string; dateOfBirth: string }, day: string): string {
  return isMinor(member.dateOfBirth, day)
    ? `${member.firstName} ${initial(member.lastName)}.`
    : `${member.firstName} ${member.lastName}`;
}

export function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? "";
}

export function approvedPhoto(rows: DocumentRow[]): DocumentRow | undefined {
  return rows.find((row) => row.document_type === "PASSPORT_PHOTO" && row.status === "APPROVED");
}

/** Counts per status and per type, every key present (zero when none), so charts need no guessing. */
export function summarise(documents: MemberDocument[]): MembershipRecord["documents_summary"] {
  const byStatus = Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, 0])) as Record<DocumentStatus, number>;
  const byType = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, 0])) as Record<DocumentType, number>;
  for (const document of documents) {
    byStatus[document.status] += 1;
    byType[document.document_type] += 1;
  }
  return { total: documents.length, by_status: byStatus, by_type: byType };
}
