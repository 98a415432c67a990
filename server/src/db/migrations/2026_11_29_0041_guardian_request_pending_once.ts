import { type Kysely, sql } from "kysely";

/**
 * A minor names a parent or guardian again (decision 138): the new request replaces the one still
 * waiting, and at most one request of a minor waits at a time, whatever two requests sent at once
 * do (the second one's insert fails on this index and is tried again, replacing the first). A
 * partial unique index, which SQLite and PostgreSQL both have.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("guardian_requests_one_pending_idx")
    .on("guardian_requests")
    .column("child_id")
    .unique()
    .where(sql.ref("status"), "=", "PENDING")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("guardian_requests_one_pending_idx").execute();
}
