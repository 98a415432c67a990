import type { Belt } from "@gkf/contract";
import type { Selectable } from "kysely";

/**
 * Grades awarded at the federation's own gradings (decision 90): owned by the memberships module,
 * counted with approved belt certificates in the belt history and the current belt. The gradings
 * module writes them only through GradeAwards.awardGrade.
 */
export interface AwardedGradesTable {
  id: string;
  user_id: string;
  belt: Belt;
  /** The exam day, YYYY-MM-DD. */
  grading_date: string;
  venue: string;
  /** The panel's names, JSON array of strings. */
  examiners: string;
  /** What awarded it, e.g. `grading:<application id>`: one award per source. */
  source_ref: string;
  awarded_by: string | null;
  awarded_at: string;
}

export interface AwardedGradesTables {
  awarded_grades: AwardedGradesTable;
}

export type AwardedGradeRow = Selectable<AwardedGradesTable>;
