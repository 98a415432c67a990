import type { Kysely } from "kysely";

// The language a member reads the portal, e-mails, SMS and PDFs in ("en" or "fr"; see
// packages/contract/src/i18n/languages.ts). Existing accounts keep English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("language", "varchar(8)", (column) => column.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
