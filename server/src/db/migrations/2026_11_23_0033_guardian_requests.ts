import type { Kysely } from "kysely";

/**
 * Guardian requests (issue 16, decision 111): a 13–17-year-old registering on their own names a
 * parent or guardian by e-mail or phone, who confirms (the guardianship begins) or declines. The
 * token of the message is kept only as its SHA-256.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("guardian_requests")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("child_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("channel", "varchar(8)", (column) => column.notNull())
    .addColumn("contact", "varchar(254)", (column) => column.notNull())
    .addColumn("token_hash", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("decided_at", "varchar(32)")
    .addColumn("guardian_id", "varchar(36)", (column) => column.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("guardian_requests_child_idx").on("guardian_requests").column("child_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("guardian_requests").execute();
}
