import { type Kysely, PostgresAdapter, sql } from "kysely";
import { nameSearchTerms } from "../search-text.js";

/**
 * The directory's name search as index range scans (decision 102): member_search_terms holds every
 * ending (3 letters or more) of every word of each member's search key, so "part of a word" is a
 * prefix of one of its rows. The primary key (term, user_id) is the only index: on SQLite the
 * table is that index (WITHOUT ROWID); on PostgreSQL the term compares byte by byte (collation
 * "C"), so the prefix range `term >= w and term < w || U+FFFF` is exact whatever the server's
 * locale. Existing accounts are indexed here, 1,000 at a time.
 *
 * The directory's usual filters, a region and a status (a regional admin always has the region),
 * are answered by memberships (region_code, status, expiry_date, user_id): the expiry check and the
 * name's id list are tested in the index, and only the rows that pass are read. It replaces
 * (region_code, status), which it starts with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("member_search_terms")
    .addColumn("term", postgres ? sql`varchar(130) collate "C"` : "varchar(130)", (column) => column.notNull())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("member_search_terms_pk", ["term", "user_id"])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();

  let after = "";
  for (;;) {
    const users = await db
      .selectFrom("users")
      .select(["id", "search_name"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (users.length === 0) break;
    const rows = users.flatMap((user) => nameSearchTerms(user.search_name).map((term) => ({ term, user_id: user.id })));
    for (let start = 0; start < rows.length; start += 400) {
      await db
        .insertInto("member_search_terms")
        .values(rows.slice(start, start + 400))
        .execute();
    }
    after = users.at(-1)?.id ?? after;
  }

  await db.schema
    .createIndex("memberships_region_status_idx")
    .on("memberships")
    .columns(["region_code", "status", "expiry_date", "user_id"])
    .execute();
  await db.schema.dropIndex("memberships_region_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("memberships_region_idx").on("memberships").columns(["region_code", "status"]).execute();
  await db.schema.dropIndex("memberships_region_status_idx").execute();
  await db.schema.dropTable("member_search_terms").execute();
}
