import type { Kysely } from "kysely";

/**
 * Privacy (Act 843, issue 16, decision 97): members' erasure requests and data exports, the
 * accounts' mark of an erased account, and the payments' copy of the payer's name kept for the
 * accounting period once the account is erased.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("erasure_requests")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reason", "varchar(500)")
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("requested_at", "varchar(32)", (column) => column.notNull())
    .addColumn("due_at", "varchar(32)", (column) => column.notNull())
    .addColumn("decided_by", "varchar(36)")
    .addColumn("decided_at", "varchar(32)")
    .addColumn("refusal_reason", "varchar(500)")
    .addColumn("carried_out_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("erasure_requests_user_idx").on("erasure_requests").column("user_id").execute();
  await db.schema
    .createIndex("erasure_requests_due_idx")
    .on("erasure_requests")
    .columns(["status", "due_at"])
    .execute();

  await db.schema
    .createTable("data_exports")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("requested_at", "varchar(32)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("locked_until", "varchar(32)")
    .addColumn("file_id", "varchar(36)")
    .addColumn("size_bytes", "integer")
    .addColumn("ready_at", "varchar(32)")
    .addColumn("expires_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("data_exports_user_idx").on("data_exports").column("user_id").execute();
  await db.schema.createIndex("data_exports_status_idx").on("data_exports").column("status").execute();

  await db.schema.alterTable("users").addColumn("erased_at", "varchar(32)").execute();
  await db.schema.alterTable("payments").addColumn("member_name", "varchar(130)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").dropColumn("member_name").execute();
  await db.schema.alterTable("users").dropColumn("erased_at").execute();
  await db.schema.dropTable("data_exports").execute();
  await db.schema.dropTable("erasure_requests").execute();
}
