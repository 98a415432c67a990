import type { Kysely } from "kysely";

/**
 * What each provider did with a message (its id and delivery state), the HTML part of e-mails,
 * sealed bodies (production keeps codes and links only encrypted, and only until delivery) and
 * attachments (the receipt PDF).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per statement.
  const columns: Array<[string, string]> = [
    ["template", "varchar(64)"],
    ["html", "text"],
    ["sealed", "text"],
    ["provider", "varchar(16)"],
    ["provider_message_id", "varchar(100)"],
    ["delivery_state", "varchar(16)"],
  ];
  for (const [name, type] of columns) {
    await db.schema
      .alterTable("outbox_messages")
      .addColumn(name, type as "text")
      .execute();
  }
  await db.schema
    .createTable("outbox_attachments")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("message_id", "varchar(36)", (column) =>
      column.notNull().references("outbox_messages.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("filename", "varchar(200)", (column) => column.notNull())
    .addColumn("content_type", "varchar(100)", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    // Base64 text: the same column type on both engines. Cleared after delivery in production.
    .addColumn("content", "text")
    .execute();
  await db.schema
    .createIndex("outbox_attachments_message_idx")
    .on("outbox_attachments")
    .columns(["message_id", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox_attachments").execute();
  for (const name of ["delivery_state", "provider_message_id", "provider", "sealed", "html", "template"]) {
    await db.schema.alterTable("outbox_messages").dropColumn(name).execute();
  }
}
