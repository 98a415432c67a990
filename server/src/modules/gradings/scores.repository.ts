import { GRADING_COMPONENTS, type GradingComponent } from "@gkf/contract";
import type { Insertable } from "kysely";
import type { Db } from "../../db/transaction.js";
import { insertedUnlessTaken } from "../../db/unique-violation.js";
import type {
  GradingResultRow,
  GradingResultsTable,
  GradingScoreRow,
  GradingScoresTable,
} from "./grading-results.table.js";
import type { GradingApplicationRow, GradingSessionRow } from "./gradings.table.js";

/** The gradings module's score sheets and results (its own tables; nothing else reads them). */
export class ScoresRepository {
  constructor(private readonly db: Db) {}

  sessionsExaminedBy(userId: string): Promise<GradingSessionRow[]> {
    return this.db
      .selectFrom("grading_sessions")
      .selectAll()
      .where("id", "in", (eb) => eb.selectFrom("grading_examiners").select("session_id").where("user_id", "=", userId))
      .orderBy("exam_date", "desc")
      .orderBy("id")
      .limit(200)
      .execute();
  }

  sessionsByIds(ids: string[]): Promise<GradingSessionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom("grading_sessions").selectAll().where("id", "in", ids).execute();
  }

  applicationsOfMember(userId: string): Promise<GradingApplicationRow[]> {
    return this.db.selectFrom("grading_applications").selectAll().where("user_id", "=", userId).execute();
  }

  scoresOf(sessionId: string): Promise<GradingScoreRow[]> {
    return this.db
      .selectFrom("grading_scores")
      .selectAll()
      .where("session_id", "=", sessionId)
      .orderBy("recorded_at")
      .orderBy("examiner_id")
      .execute();
  }

  /** Writes an examiner's marks, each replacing their earlier mark for the candidate and component. */
  async saveScores(rows: Array<Insertable<GradingScoresTable>>): Promise<void> {
    for (const row of rows) {
      await this.db
        .insertInto("grading_scores")
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(["application_id", "examiner_id", "component"]).doUpdateSet({
            mark: row.mark,
            passed: row.passed,
            recorded_by: row.recorded_by,
            recorded_at: row.recorded_at,
          }),
        )
        .execute();
    }
  }

  resultsOf(sessionId: string): Promise<GradingResultRow[]> {
    return this.db.selectFrom("grading_results").selectAll().where("session_id", "=", sessionId).execute();
  }

  resultsOfMember(userId: string): Promise<GradingResultRow[]> {
    return this.db.selectFrom("grading_results").selectAll().where("user_id", "=", userId).execute();
  }

  /** False when the application already has a result (its primary key says so). */
  async insertResult(row: Insertable<GradingResultsTable>): Promise<boolean> {
    return insertedUnlessTaken(this.db.insertInto("grading_results").values(row).execute());
  }

  async setAward(applicationId: string, awardId: string): Promise<void> {
    await this.db
      .updateTable("grading_results")
      .set({ award_id: awardId })
      .where("application_id", "=", applicationId)
      .execute();
  }

  /**
   * Components already passed by each member for a grade: an earlier session's PARTIAL result
   * for that grade whose retake deadline is on or after `examDate` credits the components it
   * did not ask to retake. Keyed `<user id>:<grade>`.
   */
  async creditsFor(
    candidates: Array<{ userId: string; grade: string }>,
    examDate: string,
    sessionId: string,
  ): Promise<Map<string, GradingComponent[]>> {
    const credits = new Map<string, GradingComponent[]>();
    if (candidates.length === 0) return credits;
    const rows = await this.db
      .selectFrom("grading_results")
      .innerJoin("grading_applications", "grading_applications.id", "grading_results.application_id")
      .innerJoin("grading_sessions", "grading_sessions.id", "grading_results.session_id")
      .select(["grading_results.user_id", "grading_applications.grade", "grading_results.retake"])
      .where("grading_results.result", "=", "PARTIAL")
      .where("grading_results.retake_deadline", ">=", examDate)
      .where("grading_sessions.exam_date", "<", examDate)
      .where("grading_results.session_id", "!=", sessionId)
      .where(
        "grading_results.user_id",
        "in",
        candidates.map((candidate) => candidate.userId),
      )
      .execute();
    for (const row of rows) {
      if (!candidates.some((candidate) => candidate.userId === row.user_id && candidate.grade === row.grade)) continue;
      const retake = (row.retake ?? "").split(",");
      const key = `${row.user_id}:${row.grade}`;
      const passed = GRADING_COMPONENTS.filter((component) => !retake.includes(component));
      credits.set(key, [...new Set([...(credits.get(key) ?? []), ...passed])]);
    }
    return credits;
  }
}
