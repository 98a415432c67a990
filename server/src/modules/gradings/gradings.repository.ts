import type { Insertable } from "kysely";
import type { Db } from "../../db/transaction.js";
import { insertedUnlessTaken } from "../../db/unique-violation.js";
import type {
  GradingApplicationRow,
  GradingApplicationsTable,
  GradingExaminerRow,
  GradingMinimumsTable,
  GradingSessionRow,
  GradingSessionsTable,
} from "./gradings.table.js";

/** The gradings module's tables; nothing else reads them. */
export class GradingsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<GradingSessionsTable>): Promise<void> {
    await this.db.insertInto("grading_sessions").values(row).execute();
  }

  async findById(id: string): Promise<GradingSessionRow | undefined> {
    return this.db.selectFrom("grading_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** Every session, or those hosted by some regions and dojos; the coming ones first. */
  async listHosted(reach?: { regions: string[]; dojos: string[] }): Promise<GradingSessionRow[]> {
    let query = this.db.selectFrom("grading_sessions").selectAll();
    if (reach) {
      if (reach.regions.length === 0 && reach.dojos.length === 0) return [];
      query = query.where((eb) =>
        eb.or([
          ...(reach.regions.length > 0
            ? [eb.and([eb("host_kind", "=", "REGION"), eb("region_code", "in", reach.regions)])]
            : []),
          ...(reach.dojos.length > 0 ? [eb.and([eb("host_kind", "=", "DOJO"), eb("dojo_id", "in", reach.dojos)])] : []),
        ]),
      );
    }
    return query.orderBy("exam_date", "desc").orderBy("id").limit(500).execute();
  }

  async examinersOf(sessionIds: string[]): Promise<GradingExaminerRow[]> {
    if (sessionIds.length === 0) return [];
    return this.db
      .selectFrom("grading_examiners")
      .selectAll()
      .where("session_id", "in", sessionIds)
      .orderBy("session_id")
      .orderBy("position")
      .execute();
  }

  /** Replaces a session's panel (call inside a transaction). */
  async replacePanel(
    sessionId: string,
    examiners: Array<{ user_id: string; max_award: GradingExaminerRow["max_award"] }>,
  ) {
    await this.db.deleteFrom("grading_examiners").where("session_id", "=", sessionId).execute();
    if (examiners.length === 0) return;
    await this.db
      .insertInto("grading_examiners")
      .values(examiners.map((examiner, position) => ({ session_id: sessionId, ...examiner, position })))
      .execute();
  }

  async touch(id: string, now: string): Promise<void> {
    await this.db.updateTable("grading_sessions").set({ updated_at: now }).where("id", "=", id).execute();
  }

  /** A conditional status change; false when the session was no longer in `from`. */
  async transition(id: string, from: GradingSessionRow["status"][], to: GradingSessionRow["status"], now: string) {
    const result = await this.db
      .updateTable("grading_sessions")
      .set({ status: to, updated_at: now })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  // Applications

  /** False when the candidate already has a live application (the unique index says so). */
  async insertApplication(row: Insertable<GradingApplicationsTable>): Promise<boolean> {
    return insertedUnlessTaken(this.db.insertInto("grading_applications").values(row).execute());
  }

  applicationsOf(sessionId: string): Promise<GradingApplicationRow[]> {
    return this.db
      .selectFrom("grading_applications")
      .selectAll()
      .where("session_id", "=", sessionId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /** A no-op write that holds the session's row for the rest of the transaction (PostgreSQL). */
  async lockSession(id: string): Promise<void> {
    await this.db
      .updateTable("grading_sessions")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", id)
      .execute();
  }

  async liveApplications(sessionId: string): Promise<number> {
    const row = await this.db
      .selectFrom("grading_applications")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("session_id", "=", sessionId)
      .where("status", "=", "SUBMITTED")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findApplication(id: string): Promise<GradingApplicationRow | undefined> {
    return this.db.selectFrom("grading_applications").selectAll().where("id", "=", id).executeTakeFirst();
  }

  // Minimums

  minimums(): Promise<Array<GradingMinimumsTable>> {
    return this.db.selectFrom("grading_minimums").selectAll().execute();
  }

  async saveMinimum(row: GradingMinimumsTable): Promise<void> {
    await this.db
      .insertInto("grading_minimums")
      .values(row)
      .onConflict((conflict) =>
        conflict.column("grade").doUpdateSet({
          months: row.months,
          trainings: row.trainings,
          min_age: row.min_age,
          updated_by: row.updated_by,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }
}
