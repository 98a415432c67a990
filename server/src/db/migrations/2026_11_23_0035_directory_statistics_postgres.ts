import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The directory's search and the dashboard's smaller counts on PostgreSQL at 100,000 members
 * (decision 116). SQLite is left as it is: its plans already read these from indexes.
 *
 * - The search terms' statistics: a word such as "mens" (every Mensah) matches thousands of term
 *   rows, but with the default 100 most common values and histogram buckets over ~700,000 rows the
 *   planner can put a common term outside both and estimate 44 matches for 2,573; it then looked
 *   each match's membership up one by one (10,400 buffers) instead of joining the name's ids to
 *   the region's and status's. A target of 1,000 keeps the estimates near the counts.
 * - memberships_region_status_idx (region_code, status, expiry_date, user_id) also carries the
 *   directory's other membership columns (INCLUDE, PostgreSQL only), so a region and status are
 *   read from the index alone (heap pages of a thousand records were read to keep two dozen).
 * - New members per month read date_joined from an index of the members not erased, not a scan of
 *   every record; payments received per month and purpose read the paid-payments index alone.
 */
const DIRECTORY_COLUMNS = [
  "code",
  "membership_type",
  "district_code",
  "has_paid_registration",
  "documents_compliant",
  "current_belt",
  "is_national_team",
  "date_joined",
  "erased_at",
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table member_search_terms alter column term set statistics 1000`.execute(db);

  const include = sql.join(DIRECTORY_COLUMNS.map((column) => sql.id(column)));
  await db.schema.dropIndex("memberships_region_status_idx").execute();
  await sql`create index memberships_region_status_idx on memberships
    (region_code, status, expiry_date, user_id) include (${include})`.execute(db);
  await sql`create index memberships_joined_idx on memberships (date_joined) include (region_code)
    where erased_at is null`.execute(db);
  await db.schema.dropIndex("payments_paid_idx").execute();
  await sql`create index payments_paid_idx on payments (status, paid_at) include (purpose, amount, region_code)`.execute(
    db,
  );

  // The planner's statistics for what changed, as autovacuum would gather them later.
  await sql`analyze member_search_terms, memberships, payments`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropIndex("payments_paid_idx").execute();
  await db.schema.createIndex("payments_paid_idx").on("payments").columns(["status", "paid_at"]).execute();
  await db.schema.dropIndex("memberships_joined_idx").execute();
  await db.schema.dropIndex("memberships_region_status_idx").execute();
  await db.schema
    .createIndex("memberships_region_status_idx")
    .on("memberships")
    .columns(["region_code", "status", "expiry_date", "user_id"])
    .execute();
  await sql`alter table member_search_terms alter column term set statistics -1`.execute(db);
}
