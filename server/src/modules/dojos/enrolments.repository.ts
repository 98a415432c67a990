import type { EnrolmentStatus } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import type { DojoEnrolmentsTable, EnrolmentRow } from "./dojos.table.js";

/** Students: join requests and enrolments, current and past. */
export class EnrolmentsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: DojoEnrolmentsTable): Promise<void> {
    await this.db.insertInto("dojo_enrolments").values(row).execute();
  }

  /** The member's ACTIVE (home) or REQUESTED enrolment. */
  findLive(userId: string, status: "ACTIVE" | "REQUESTED"): Promise<EnrolmentRow | undefined> {
    return this.db
      .selectFrom("dojo_enrolments")
      .selectAll()
      .where("user_id", "=", userId)
      .where("status", "=", status)
      .executeTakeFirst();
  }

  /** The user ids of a dojo's ACTIVE students, as a subquery (DojoQueries.studentIdsOf). */
  activeStudentIdsQuery(dojoId: string) {
    return this.db
      .selectFrom("dojo_enrolments")
      .select("user_id")
      .where("dojo_id", "=", dojoId)
      .where("status", "=", "ACTIVE");
  }

  findLiveIn(dojoId: string, userId: string): Promise<EnrolmentRow | undefined> {
    return this.db
      .selectFrom("dojo_enrolments")
      .selectAll()
      .where("dojo_id", "=", dojoId)
      .where("user_id", "=", userId)
      .where("status", "in", ["ACTIVE", "REQUESTED"])
      .executeTakeFirst();
  }

  historyOf(userId: string): Promise<EnrolmentRow[]> {
    return this.db
      .selectFrom("dojo_enrolments")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("requested_at", "desc")
      .execute();
  }

  list(dojoId: string, statuses: EnrolmentStatus[]): Promise<EnrolmentRow[]> {
    return this.db
      .selectFrom("dojo_enrolments")
      .selectAll()
      .where("dojo_id", "=", dojoId)
      .where("status", "in", statuses)
      .orderBy("requested_at")
      .execute();
  }

  /** Which of these members are ACTIVE students of the dojo. */
  async activeAmong(dojoId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom("dojo_enrolments")
      .select("user_id")
      .where("dojo_id", "=", dojoId)
      .where("status", "=", "ACTIVE")
      .where("user_id", "in", userIds)
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  /** Moves an enrolment only from the status the caller saw. */
  async transition(
    id: string,
    from: EnrolmentStatus[],
    changes: Partial<DojoEnrolmentsTable> & { status: EnrolmentStatus },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("dojo_enrolments")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async counts(dojoIds: string[]): Promise<Map<string, { students: number; requests: number }>> {
    const counts = new Map<string, { students: number; requests: number }>();
    if (dojoIds.length === 0) return counts;
    const rows = await this.db
      .selectFrom("dojo_enrolments")
      .select(["dojo_id", "status", (eb) => eb.fn.countAll<number>().as("count")])
      .where("dojo_id", "in", dojoIds)
      .where("status", "in", ["ACTIVE", "REQUESTED"])
      .groupBy(["dojo_id", "status"])
      .execute();
    for (const row of rows) {
      const entry = counts.get(row.dojo_id) ?? { students: 0, requests: 0 };
      if (row.status === "ACTIVE") entry.students = Number(row.count);
      else entry.requests = Number(row.count);
      counts.set(row.dojo_id, entry);
    }
    return counts;
  }
}
