import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("documents")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("document_type", "varchar(24)", (column) => column.notNull())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("document_number", "varchar(64)")
    .addColumn("issue_date", "varchar(10)")
    .addColumn("expiry_date", "varchar(10)")
    .addColumn("belt", "varchar(8)")
    .addColumn("grading_date", "varchar(10)")
    .addColumn("examiner", "varchar(120)")
    .addColumn("file_id", "varchar(36)", (column) => column.notNull().references("files.id"))
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("review_reason", "varchar(500)")
    .addColumn("reviewed_by", "varchar(36)")
    .addColumn("reviewed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("documents_user_idx").on("documents").columns(["user_id", "document_type"]).execute();
  await db.schema
    .createIndex("documents_queue_idx")
    .on("documents")
    .columns(["status", "document_type", "created_at"])
    .execute();

  // A replaced document keeps its history: each earlier version, as it was.
  await db.schema
    .createTable("document_versions")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("document_id", "varchar(36)", (column) =>
      column.notNull().references("documents.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("document_number", "varchar(64)")
    .addColumn("issue_date", "varchar(10)")
    .addColumn("expiry_date", "varchar(10)")
    .addColumn("belt", "varchar(8)")
    .addColumn("grading_date", "varchar(10)")
    .addColumn("examiner", "varchar(120)")
    .addColumn("file_id", "varchar(36)", (column) => column.notNull().references("files.id"))
    .addColumn("review_reason", "varchar(500)")
    .addColumn("replaced_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("document_versions_unique", ["document_id", "version"])
    .execute();

  // The compliance score each time it changed, for the member's analytics.
  await db.schema
    .createTable("compliance_history")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("at", "varchar(32)", (column) => column.notNull())
    .addColumn("score", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("compliance_history_user_idx")
    .on("compliance_history")
    .columns(["user_id", "at"])
    .execute();

  // One row per reminder sent: the unique key makes the daily job safe to run in several processes.
  await db.schema
    .createTable("reminders_sent")
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "varchar(32)", (column) => column.notNull())
    .addColumn("reference", "varchar(64)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("reminders_sent_pk", ["user_id", "kind", "reference"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["reminders_sent", "compliance_history", "document_versions", "documents"]) {
    await db.schema.dropTable(table).execute();
  }
}
