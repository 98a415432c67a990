import type { Selectable } from "kysely";

export interface DocumentsTable {
  id: string;
  user_id: string;
  document_type: string;
  status: "PENDING_REVIEW" | "APPROVED" | "REJECTED" | "EXPIRED";
  document_number: string | null;
  issue_date: string | null;
  expiry_date: string | null;
  belt: string | null;
  grading_date: string | null;
  examiner: string | null;
  file_id: string;
  version: number;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  version: number;
  status: string;
  document_number: string | null;
  issue_date: string | null;
  expiry_date: string | null;
  belt: string | null;
  grading_date: string | null;
  examiner: string | null;
  file_id: string;
  review_reason: string | null;
  replaced_at: string;
}

/**
 * Per member, the latest expiry of an approved document of each type compliance looks at
 * ('9999-12-31': one never expires; null: none approved). Kept by triggers on documents
 * (migration 0034, decision 112); never written by the application.
 */
export interface DocumentValidityTable {
  user_id: string;
  ghana_card: string | null;
  birth_certificate: string | null;
  medical_clearance: string | null;
  passport_photo: string | null;
  belt_certificate: string | null;
  coaching_licence: string | null;
  referee_licence: string | null;
}

export interface DocumentsTables {
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  document_validity: DocumentValidityTable;
}

export type DocumentRow = Selectable<DocumentsTable>;
