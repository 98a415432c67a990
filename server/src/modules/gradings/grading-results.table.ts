import type { GradingComponent, GradingResult } from "@gkf/contract";
import type { Selectable } from "kysely";

/** One examiner's mark for one candidate and component (decision 90). */
export interface GradingScoresTable {
  application_id: string;
  examiner_id: string;
  component: GradingComponent;
  session_id: string;
  mark: number;
  /** 1 passed, 0 failed: the examiner's verdict on the component. */
  passed: number;
  /** The examiner, or the official who entered the sheet on their behalf. */
  recorded_by: string;
  recorded_at: string;
}

/** The confirmed result of an examined application; final once written. */
export interface GradingResultsTable {
  application_id: string;
  session_id: string;
  user_id: string;
  result: GradingResult;
  /** PARTIAL: the components to retake, comma-separated. */
  retake: string | null;
  /** PARTIAL: the last day to retake them (12 months after the exam). */
  retake_deadline: string | null;
  /** PASSED: the memberships module's awarded grade. */
  award_id: string | null;
  decided_by: string;
  decided_at: string;
}

export interface GradingResultsTables {
  grading_scores: GradingScoresTable;
  grading_results: GradingResultsTable;
}

export type GradingScoreRow = Selectable<GradingScoresTable>;
export type GradingResultRow = Selectable<GradingResultsTable>;
