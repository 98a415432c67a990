import type { Belt, BeltHistoryEntry } from "@gkf/contract";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { DocumentRow } from "../documents/documents.table.js";
import { beltRank } from "./membership-rules.js";

/**
 * The member's belt history: every confirmed grade, that is every belt certificate an official
 * approved, with the grading date and examiner recorded on it and who confirmed it when, and
 * every grade awarded at a federation grading (`awarded`, from GradeAwards; decision 90). Newest
 * grading first (a higher grade first on the same day). Waiting and rejected certificates are
 * not grades yet and are left out. `rows` are the member's own documents only.
 */
export async function beltHistory(
  rows: DocumentRow[],
  accounts: Pick<MemberDirectory, "getMembers">,
  awarded: BeltHistoryEntry[] = [],
): Promise<BeltHistoryEntry[]> {
  const confirmed = rows.filter(
    (row) => row.document_type === "BELT_CERTIFICATE" && row.status === "APPROVED" && row.belt !== null,
  );
  if (confirmed.length === 0 && awarded.length === 0) return [];
  const reviewerIds = [...new Set(confirmed.flatMap((row) => (row.reviewed_by ? [row.reviewed_by] : [])))];
  const reviewers = reviewerIds.length > 0 ? await accounts.getMembers(reviewerIds) : new Map();
  const certificates = confirmed.map((row): BeltHistoryEntry => {
    const reviewer = row.reviewed_by ? reviewers.get(row.reviewed_by) : undefined;
    return {
      certificate_id: row.id,
      belt: row.belt as Belt,
      grading_date: row.grading_date,
      examiner: row.examiner,
      confirmed_at: row.reviewed_at ?? row.updated_at,
      confirmed_by: reviewer ? `${reviewer.firstName} ${reviewer.lastName}` : null,
      source: "CERTIFICATE",
      certificate_url: null,
    };
  });
  return [...certificates, ...awarded].sort(
    (a, b) =>
      (b.grading_date ?? "").localeCompare(a.grading_date ?? "") ||
      beltRank(b.belt) - beltRank(a.belt) ||
      b.confirmed_at.localeCompare(a.confirmed_at),
  );
}
