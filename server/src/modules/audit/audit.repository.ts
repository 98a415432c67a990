import type { Insertable } from "kysely";
import type { Db } from "../../db/transaction.js";
import type { AuditEventsTable } from "./audit.table.js";

/** The queries on audit_events; the log only grows. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(event: Insertable<AuditEventsTable>): Promise<void> {
    await this.db.insertInto("audit_events").values(event).execute();
  }

  listForSubject(userId: string, limit: number) {
    return this.db
      .selectFrom("audit_events")
      .selectAll()
      .where("subject_user_id", "=", userId)
      .orderBy("at", "desc")
      .limit(limit)
      .execute();
  }
}
