import type { Belt, GradingKind, GradingStatus, OrganiserKind } from "@gkf/contract";
import type { Selectable } from "kysely";

export interface GradingSessionsTable {
  id: string;
  host_kind: OrganiserKind;
  region_code: string | null;
  dojo_id: string | null;
  /** The exam day, YYYY-MM-DD. */
  exam_date: string;
  venue: string;
  kind: GradingKind;
  highest_grade: Belt;
  application_deadline: string;
  capacity: number | null;
  /** Pesewas. */
  fee: number;
  status: GradingStatus;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface GradingExaminersTable {
  session_id: string;
  user_id: string;
  /** The highest grade this examiner may award in the session. */
  max_award: Belt;
  /** Order on the panel, from 0. */
  position: number;
}

export interface GradingsTables {
  grading_sessions: GradingSessionsTable;
  grading_examiners: GradingExaminersTable;
}

export type GradingSessionRow = Selectable<GradingSessionsTable>;
export type GradingExaminerRow = Selectable<GradingExaminersTable>;
