import type { Kysely } from "kysely";

// Belt colours are display settings set by federation officials. A belt with no row shows the
// app's default colour (DEFAULT_BELT_COLOURS in the contract).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("belt_colours")
    .addColumn("belt", "varchar(8)", (column) => column.primaryKey())
    .addColumn("colour", "varchar(7)", (column) => column.notNull())
    .addColumn("stripe_colour", "varchar(48)")
    .addColumn("text_colour", "varchar(48)")
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_by", "varchar(64)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("belt_colours").execute();
}
