import { sql, type Updateable } from "kysely";
import type { Db } from "../../db/transaction.js";
import { insertedUnlessTaken } from "../../db/unique-violation.js";
import type {
  DataExportRow,
  DataExportsTable,
  ErasureRequestRow,
  ErasureRequestsTable,
  ErasureStatus,
} from "./privacy.table.js";

/** Queries of erasure requests and data exports. No rules. */
export class PrivacyRepository {
  constructor(private readonly db: Db) {}

  // Erasure requests

  /** False when the member's other request, sent at the same moment, waits already (migration 0042). */
  async insertErasureOnce(row: ErasureRequestsTable): Promise<boolean> {
    return insertedUnlessTaken(this.db.insertInto("erasure_requests").values(row).execute());
  }

  findErasure(id: string): Promise<ErasureRequestRow | undefined> {
    return this.db.selectFrom("erasure_requests").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The member's latest erasure request: the one that waits when one does (at most one can). */
  latestErasureOf(userId: string): Promise<ErasureRequestRow | undefined> {
    return this.db
      .selectFrom("erasure_requests")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy(sql`case status when 'REQUESTED' then 0 else 1 end`)
      .orderBy("requested_at", "desc")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
  }

  listErasures(status: ErasureStatus): Promise<ErasureRequestRow[]> {
    return this.db
      .selectFrom("erasure_requests")
      .selectAll()
      .where("status", "=", status)
      .orderBy("requested_at")
      .limit(500)
      .execute();
  }

  /** REQUESTED ones whose grace period is over. */
  dueErasures(now: string): Promise<ErasureRequestRow[]> {
    return this.db
      .selectFrom("erasure_requests")
      .selectAll()
      .where("status", "=", "REQUESTED")
      .where("due_at", "<=", now)
      .orderBy("due_at")
      .limit(100)
      .execute();
  }

  /** A conditional change of a request's state: false when someone else moved it first. */
  async moveErasure(
    id: string,
    from: ErasureStatus,
    changes: Updateable<ErasureRequestsTable> & { status: ErasureStatus },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("erasure_requests")
      .set(changes)
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Data exports

  /** False when the member's other export, asked for at the same moment, is pending already (migration 0042). */
  async insertExportOnce(row: DataExportsTable): Promise<boolean> {
    return insertedUnlessTaken(this.db.insertInto("data_exports").values(row).execute());
  }

  findExport(id: string): Promise<DataExportRow | undefined> {
    return this.db.selectFrom("data_exports").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The member's latest export: the one being prepared when there is one (at most one can). */
  latestExportOf(userId: string): Promise<DataExportRow | undefined> {
    return this.db
      .selectFrom("data_exports")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy(sql`case status when 'PENDING' then 0 else 1 end`)
      .orderBy("requested_at", "desc")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
  }

  /** PENDING exports nobody holds (a process that died while building one let go when its lock ran out). */
  pendingExports(now: string): Promise<DataExportRow[]> {
    return this.db
      .selectFrom("data_exports")
      .selectAll()
      .where("status", "=", "PENDING")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("requested_at")
      .limit(20)
      .execute();
  }

  /** Takes a PENDING export for building until `until`: one process builds it, whatever runs at once. */
  async claimExport(id: string, lockSeen: string | null, until: string): Promise<boolean> {
    let query = this.db
      .updateTable("data_exports")
      .set((eb) => ({ locked_until: until, attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .where("status", "=", "PENDING");
    query = lockSeen === null ? query.where("locked_until", "is", null) : query.where("locked_until", "=", lockSeen);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async updateExport(id: string, changes: Updateable<DataExportsTable>): Promise<void> {
    await this.db.updateTable("data_exports").set(changes).where("id", "=", id).execute();
  }

  /** READY exports past their keeping date. */
  expiredExports(now: string): Promise<DataExportRow[]> {
    return this.db
      .selectFrom("data_exports")
      .selectAll()
      .where("status", "=", "READY")
      .where("expires_at", "<", now)
      .limit(200)
      .execute();
  }

  /** Every export of a member (erasure: their files go with the rest). */
  async deleteExportsOf(userId: string): Promise<void> {
    await this.db.deleteFrom("data_exports").where("user_id", "=", userId).execute();
  }
}
