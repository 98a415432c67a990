import type {
  Belt,
  GradingApplicationStatus,
  GradingKind,
  GradingRule,
  GradingStatus,
  OrganiserKind,
} from "@gkf/contract";
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

export interface GradingApplicationsTable {
  id: string;
  session_id: string;
  user_id: string;
  from_grade: Belt | null;
  grade: Belt;
  status: GradingApplicationStatus;
  applied_by: string;
  applied_as: "MEMBER" | "INSTRUCTOR";
  created_at: string;
  updated_at: string;
  /** The GRADING_FEE payment credited for it (decision 91); null while unpaid or for a free session. */
  payment_id: string | null;
  receipt_number: string | null;
}

/** An official's override of a rule the application fails, with its written reason (decision 91). */
export interface GradingOverridesTable {
  application_id: string;
  rule: GradingRule;
  reason: string;
  by_user_id: string;
  created_at: string;
}

/** Minimums per grade applied for; a grade without a row takes the defaults (grading-eligibility.ts). */
export interface GradingMinimumsTable {
  grade: Belt;
  months: number | null;
  trainings: number;
  min_age: number | null;
  updated_by: string | null;
  updated_at: string;
}

export interface GradingsTables {
  grading_sessions: GradingSessionsTable;
  grading_examiners: GradingExaminersTable;
  grading_applications: GradingApplicationsTable;
  grading_minimums: GradingMinimumsTable;
  grading_overrides: GradingOverridesTable;
}

export type GradingApplicationRow = Selectable<GradingApplicationsTable>;
export type GradingOverrideRow = Selectable<GradingOverridesTable>;

export type GradingSessionRow = Selectable<GradingSessionsTable>;
export type GradingExaminerRow = Selectable<GradingExaminersTable>;
