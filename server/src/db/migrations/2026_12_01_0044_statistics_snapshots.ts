import type { Kysely } from "kysely";

/**
 * The dashboard's last answer for each scope (decision 157): the whole federation, or a set of
 * regions. Every process reads the same rows, so a second machine serves what the first computed.
 * Aggregates only, never a member's own data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("statistics_snapshots")
    .addColumn("scope", "varchar(200)", (column) => column.primaryKey())
    .addColumn("generated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("statistics_snapshots").execute();
}
