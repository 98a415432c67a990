import type { Kysely } from "kysely";

// Uploaded files (ID cards, birth certificates, medical clearances, photos...). Only metadata
// lives here; the bytes are in the file store under a generated key (modules/files).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("files")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("owner_user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("storage_key", "varchar(128)", (column) => column.notNull())
    .addColumn("original_name", "varchar(255)", (column) => column.notNull())
    .addColumn("mime_type", "varchar(64)", (column) => column.notNull())
    .addColumn("size_bytes", "integer", (column) => column.notNull())
    .addColumn("sha256", "varchar(64)", (column) => column.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("thumbnail_key", "varchar(128)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("files_owner_idx").on("files").column("owner_user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("files").execute();
}
