import type { Kysely } from "kysely";

/**
 * The directory's name search reads the accounts whose search key holds the words, as a list of
 * ids (decision 94). With the id in the index beside the key, SQLite scans the index alone (a
 * covering index, a fraction of the table's pages) instead of every row of users; the key-only
 * index of 0023 is replaced by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("users_search_name_id_idx").on("users").columns(["search_name", "id"]).execute();
  await db.schema.dropIndex("users_search_name_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("users_search_name_idx").on("users").column("search_name").execute();
  await db.schema.dropIndex("users_search_name_id_idx").execute();
}
