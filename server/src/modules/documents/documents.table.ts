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

export interface DocumentsTables {
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
}

export type DocumentRow = Selectable<DocumentsTable>;
