import type { AttendanceStatus, DojoStatus, EnrolmentStatus, InstructorRole } from "@gkf/contract";
import type { Selectable } from "kysely";

export interface DojosTable {
  id: string;
  code: string;
  name: string;
  region_code: string;
  district_code: string;
  town: string;
  address: string;
  phone: string | null;
  email: string | null;
  /** JSON array of the styles taught. */
  styles: string;
  head_user_id: string;
  status: DojoStatus;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  /** YYYY-MM-DD of the first approval. */
  approved_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface DojoInstructorsTable {
  dojo_id: string;
  user_id: string;
  role: InstructorRole;
  added_by: string | null;
  created_at: string;
}

export interface DojoEnrolmentsTable {
  id: string;
  dojo_id: string;
  user_id: string;
  status: EnrolmentStatus;
  message: string | null;
  requested_at: string;
  decided_by: string | null;
  decided_at: string | null;
  ended_at: string | null;
  /** LEFT, REMOVED or TRANSFER. */
  end_reason: string | null;
  updated_at: string;
}

export interface DojoAffiliationsTable {
  dojo_id: string;
  season: number;
  payment_id: string | null;
  receipt_number: string | null;
  paid_at: string;
}

export interface DojoTrainingsTable {
  id: string;
  dojo_id: string;
  title: string | null;
  weekday: number;
  start_time: string;
  end_time: string;
  lead_user_id: string;
  min_belt: string | null;
  max_belt: string | null;
  counts_toward_grading: number;
  starts_on: string;
  ends_on: string | null;
  created_by: string | null;
  created_at: string;
}

export interface DojoSessionsTable {
  id: string;
  dojo_id: string;
  training_id: string;
  date: string;
  start_time: string;
  end_time: string;
  lead_user_id: string;
  counts_toward_grading: number;
  cancelled: number;
  cancel_note: string | null;
  created_at: string;
}

export interface DojoAttendanceTable {
  session_id: string;
  user_id: string;
  status: AttendanceStatus;
  recorded_by: string | null;
  recorded_at: string;
}

export interface DojoAttendanceEntriesTable {
  session_id: string;
  client_id: string;
  user_id: string;
  status: AttendanceStatus;
  recorded_by: string | null;
  recorded_at: string;
}

export interface DojosTables {
  dojos: DojosTable;
  dojo_instructors: DojoInstructorsTable;
  dojo_enrolments: DojoEnrolmentsTable;
  dojo_affiliations: DojoAffiliationsTable;
  dojo_trainings: DojoTrainingsTable;
  dojo_sessions: DojoSessionsTable;
  dojo_attendance: DojoAttendanceTable;
  dojo_attendance_entries: DojoAttendanceEntriesTable;
}

export type DojoRow = Selectable<DojosTable>;
export type EnrolmentRow = Selectable<DojoEnrolmentsTable>;
export type TrainingRow = Selectable<DojoTrainingsTable>;
export type SessionRow = Selectable<DojoSessionsTable>;
