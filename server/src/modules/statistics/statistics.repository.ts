import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { StatisticsSnapshotsTable } from "./statistics.table.js";

/** The dashboard's snapshots: one row per scope, replaced by each new computation. */
export class StatisticsSnapshots {
  constructor(private readonly db: Kysely<Database>) {}

  find(scope: string): Promise<StatisticsSnapshotsTable | undefined> {
    return this.db.selectFrom("statistics_snapshots").selectAll().where("scope", "=", scope).executeTakeFirst();
  }

  /** Stores the answer unless a newer one is already stored (a slower computation finishing later). */
  async save(row: StatisticsSnapshotsTable): Promise<void> {
    await this.db
      .insertInto("statistics_snapshots")
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column("scope")
          .doUpdateSet({ generated_at: row.generated_at, body: row.body })
          .where("statistics_snapshots.generated_at", "<", row.generated_at),
      )
      .execute();
  }
}
