import type { Selectable } from "kysely";

/** REQUESTED until carried out (DONE) by the hourly job at `due_at`, unless REFUSED or WITHDRAWN first. */
export type ErasureStatus = "REQUESTED" | "REFUSED" | "WITHDRAWN" | "DONE";

/** A member's request to close and erase their account (decision 97). */
export interface ErasureRequestsTable {
  id: string;
  user_id: string;
  reason: string | null;
  status: ErasureStatus;
  requested_at: string;
  /** When the hourly job carries it out: the grace period after the request. */
  due_at: string;
  /** The official who refused it (ids only, never names). */
  decided_by: string | null;
  decided_at: string | null;
  refusal_reason: string | null;
  carried_out_at: string | null;
}

/** PENDING until a job has built the ZIP (READY), FAILED after three tries, EXPIRED once its file is gone. */
export type ExportStatus = "PENDING" | "READY" | "FAILED" | "EXPIRED";

/** A member's "download my data": built in the background, its state in this row. */
export interface DataExportsTable {
  id: string;
  user_id: string;
  status: ExportStatus;
  requested_at: string;
  attempts: number;
  /** A job building it holds it until then; a process that died leaves it to the next run. */
  locked_until: string | null;
  /** The ZIP, a file of the files module. */
  file_id: string | null;
  size_bytes: number | null;
  ready_at: string | null;
  expires_at: string | null;
}

/** A version of the privacy notice; the current one is the latest published (decision 105). */
export interface PrivacyNoticesTable {
  version: string;
  published_at: string;
  /** Where the notice's text is read, when it is not the app's own page. */
  url: string | null;
}

/** REGISTRATION: the box ticked when registering; PROMPT: accepted when asked after a new version. */
export type ConsentSource = "REGISTRATION" | "PROMPT";

/** Who accepted which version of the notice for whom (the person, or a guardian for a child), and when. */
export interface ConsentRecordsTable {
  subject_user_id: string;
  version: string;
  given_by_user_id: string;
  accepted_at: string;
  source: ConsentSource;
}

export type AccessHow = "VIEW" | "DOWNLOAD";

/** An official's view (preview) or download of a member's identity, medical or birth document. */
export interface DocumentAccessLogTable {
  id: string;
  subject_user_id: string;
  official_user_id: string;
  /** The official's role at the time (their highest staff grant). */
  official_role: string;
  document_id: string;
  document_type: string;
  how: AccessHow;
  accessed_at: string;
}

export interface PrivacyTables {
  erasure_requests: ErasureRequestsTable;
  data_exports: DataExportsTable;
  privacy_notices: PrivacyNoticesTable;
  consent_records: ConsentRecordsTable;
  document_access_log: DocumentAccessLogTable;
}

export type ErasureRequestRow = Selectable<ErasureRequestsTable>;
export type DataExportRow = Selectable<DataExportsTable>;
