import type { Insertable } from "kysely";
import type { Db } from "../../db/transaction.js";
import { insertedUnlessTaken } from "../../db/unique-violation.js";
import type {
  GradingApplicationRow,
  GradingOverrideRow,
  GradingOverridesTable,
  GradingSessionRow,
} from "./gradings.table.js";

/** The candidate's side of the gradings tables: open sessions, withdrawals, fees, overrides (decision 91). */
export class CandidatesRepository {
  constructor(private readonly db: Db) {}

  /** PUBLISHED sessions still taking applications, the soonest first. */
  openSessions(now: string): Promise<GradingSessionRow[]> {
    return this.db
      .selectFrom("grading_sessions")
      .selectAll()
      .where("status", "=", "PUBLISHED")
      .where("application_deadline", ">", now)
      .orderBy("exam_date")
      .orderBy("id")
      .limit(200)
      .execute();
  }

  /** Sessions where the member has a live application, until the exam day. */
  appliedSessions(userId: string, today: string): Promise<GradingSessionRow[]> {
    return this.db
      .selectFrom("grading_sessions")
      .selectAll()
      .where("status", "in", ["PUBLISHED", "CLOSED"])
      .where("exam_date", ">=", today)
      .where("id", "in", (eb) =>
        eb
          .selectFrom("grading_applications")
          .select("session_id")
          .where("user_id", "=", userId)
          .where("status", "=", "SUBMITTED"),
      )
      .orderBy("exam_date")
      .execute();
  }

  /** The applications of these members to a session, the newest first. */
  applicationsOfMembers(sessionId: string, userIds: string[]): Promise<GradingApplicationRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("grading_applications")
      .selectAll()
      .where("session_id", "=", sessionId)
      .where("user_id", "in", userIds)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
  }

  async liveCounts(sessionIds: string[]): Promise<Map<string, number>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("grading_applications")
      .select(["session_id", (eb) => eb.fn.countAll().as("n")])
      .where("session_id", "in", sessionIds)
      .where("status", "=", "SUBMITTED")
      .groupBy("session_id")
      .execute();
    return new Map(rows.map((row) => [row.session_id, Number(row.n)]));
  }

  /** SUBMITTED → WITHDRAWN; false when it was no longer SUBMITTED. */
  async withdraw(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable("grading_applications")
      .set({ status: "WITHDRAWN", updated_at: now })
      .where("id", "=", id)
      .where("status", "=", "SUBMITTED")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A no-op write that holds the application's row for the rest of the transaction (PostgreSQL). */
  async lockApplication(id: string): Promise<void> {
    await this.db
      .updateTable("grading_applications")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", id)
      .execute();
  }

  async markPaid(id: string, paymentId: string, receiptNumber: string, now: string): Promise<void> {
    await this.db
      .updateTable("grading_applications")
      .set({ payment_id: paymentId, receipt_number: receiptNumber, updated_at: now })
      .where("id", "=", id)
      .where("payment_id", "is", null)
      .execute();
  }

  overridesOf(applicationIds: string[]): Promise<GradingOverrideRow[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("grading_overrides")
      .selectAll()
      .where("application_id", "in", applicationIds)
      .orderBy("created_at")
      .execute();
  }

  /** False when the rule is overridden already (the primary key says so). */
  async insertOverride(row: Insertable<GradingOverridesTable>): Promise<boolean> {
    return insertedUnlessTaken(this.db.insertInto("grading_overrides").values(row).execute());
  }
}
