import { type Kysely, PostgresAdapter, sql } from "kysely";
import { nameSearchKey } from "../search-text.js";

/**
 * The officials' member directory (issue 15, decision 94):
 * - users.search_name: the name without accents, lower case (db/search-text.ts), kept by the
 *   accounts repository on every write of a name, so a name search needs no function per row;
 * - memberships.documents_compliant: every required document valid (the compliance breakdown
 *   without the registration fee), stored by the membership record whenever documents change;
 *   existing records take it from their latest compliance score (100 means every item met);
 * - indexes for the directory's filters and sorts; on PostgreSQL a trigram index on the search
 *   name when pg_trgm can be created without a download (it ships with PostgreSQL's contrib).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("search_name", "varchar(130)", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("memberships")
    .addColumn("documents_compliant", "integer", (column) => column.notNull().defaultTo(0))
    .execute();

  let after = "";
  for (;;) {
    const users = await db
      .selectFrom("users")
      .select(["id", "first_name", "last_name"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (users.length === 0) break;
    for (const user of users) {
      await db
        .updateTable("users")
        .set({ search_name: nameSearchKey(user.first_name, user.last_name) })
        .where("id", "=", user.id)
        .execute();
    }
    after = users.at(-1)?.id ?? after;
  }
  await db
    .updateTable("memberships")
    .set({ documents_compliant: 1 })
    .where((eb) =>
      eb(
        eb
          .selectFrom("compliance_history")
          .select("score")
          .whereRef("compliance_history.user_id", "=", "memberships.user_id")
          .orderBy("at", "desc")
          .limit(1),
        "=",
        100,
      ),
    )
    .execute();

  await db.schema.createIndex("users_search_name_idx").on("users").column("search_name").execute();
  await db.schema.createIndex("users_last_name_idx").on("users").columns(["last_name", "first_name"]).execute();
  await db.schema.createIndex("users_birth_idx").on("users").column("date_of_birth").execute();
  await db.schema.createIndex("memberships_expiry_idx").on("memberships").columns(["status", "expiry_date"]).execute();
  await db.schema
    .createIndex("memberships_directory_idx")
    .on("memberships")
    .columns(["region_code", "district_code", "membership_type"])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Trusted since PostgreSQL 13: the database owner may create it. In public, once for every
    // schema (the tests' schemas included); the lock keeps parallel migrations from racing.
    await sql`select pg_advisory_xact_lock(hashtext('gkf_pg_trgm'))`.execute(db);
    const available = await sql<{ ok: number }>`
      select 1 as ok from pg_available_extension_versions v
      where v.name = 'pg_trgm'
        and (v.trusted or (select rolsuper from pg_roles where rolname = current_user))
        and has_database_privilege(current_database(), 'CREATE')
      limit 1`.execute(db);
    if (available.rows.length > 0) {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`create index users_search_name_trgm_idx on users using gin (search_name public.gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_search_name_trgm_idx`.execute(db);
  await db.schema.dropIndex("memberships_directory_idx").execute();
  await db.schema.dropIndex("memberships_expiry_idx").execute();
  await db.schema.dropIndex("users_birth_idx").execute();
  await db.schema.dropIndex("users_last_name_idx").execute();
  await db.schema.dropIndex("users_search_name_idx").execute();
  await db.schema.alterTable("memberships").dropColumn("documents_compliant").execute();
  await db.schema.alterTable("users").dropColumn("search_name").execute();
}
