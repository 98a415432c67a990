import type { Insertable } from "kysely";
import type { Db } from "../../db/transaction.js";
import type { GradingExaminerRow, GradingSessionRow, GradingSessionsTable } from "./gradings.table.js";

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
}
