import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The member's record as last computed (decision 109): one row per member with the JSON of
 * GET my-record and its gzip, the instant until which it holds whatever happens (the next UTC
 * midnight, as status, category and validity depend on the date, or sooner when the days since
 * the last renewal go up), a stamp of what else it depends on (public address, card key, version,
 * regions), and two counters.
 *
 * `version` is raised by triggers, in the writer's own transaction, whenever a fact the record is
 * made of changes: the member's membership, documents, awarded grades, the files of their
 * documents, their name, birth date or active flag, and the name of whoever reviewed one of their
 * documents; they also clear the bodies, so that nothing stale stays stored (an erased member's
 * name in the card token, say). `computed_version` is the version the stored body was computed
 * at. A reader serves the body only when both are equal, it is still valid and the stamp is the
 * same; otherwise it computes the record from the facts and stores it with `where version = <the
 * version it read first>`, so that a change committed while it computed leaves the row stale,
 * not wrong. Triggers rather than the services, so that every writer (reviews, payments, jobs,
 * erasure, the seed, tests inserting rows) keeps it right, in every process; nothing about a
 * member is kept in process memory.
 */
const FACT_TABLES = [
  { table: "memberships", member: "user_id" },
  { table: "documents", member: "user_id" },
  { table: "awarded_grades", member: "user_id" },
] as const;

/** Raises the version and forgets the body: what was stored no longer holds (nor stays, after an erasure). */
const bump = (condition: string) =>
  `update member_record_views set version = version + 1, body = null, body_gzip = null where ${condition}`;
/**
 * The members whose documents use a file (a thumbnail made later changes the record). A statement
 * of its own beside the owner's: `a = x OR a IN (subquery)` would scan the whole table.
 */
const ofFile = (file: string) => `user_id in (select user_id from documents where file_id = ${file})`;
/** The members a user reviewed documents of (their name shows in the belt history). */
const reviewedBy = (user: string) => `user_id in (select user_id from documents where reviewed_by = ${user})`;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("member_record_views")
    .addColumn("user_id", "varchar(36)", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("computed_version", "integer", (col) => col.notNull().defaultTo(-1))
    .addColumn("valid_until", "varchar(32)")
    .addColumn("stamp", "varchar(64)")
    .addColumn("body", "text")
    .addColumn("body_gzip", postgres ? "bytea" : "blob")
    .execute();
  // The triggers' look-ups of a file's and a reviewer's members.
  await db.schema.createIndex("documents_file_idx").on("documents").column("file_id").execute();
  await db.schema.createIndex("documents_reviewed_by_idx").on("documents").column("reviewed_by").execute();

  if (postgres) {
    for (const { table, member } of FACT_TABLES) {
      await sql
        .raw(
          `create function member_record_${table}_changed() returns trigger language plpgsql as $$
           begin
             if tg_op <> 'INSERT' then ${bump(`user_id = old.${member}`)}; end if;
             if tg_op <> 'DELETE' then ${bump(`user_id = new.${member}`)}; end if;
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger member_record_${table}_changed after insert or update or delete on ${table}
           for each row execute function member_record_${table}_changed()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create function member_record_files_changed() returns trigger language plpgsql as $$
         begin
           ${bump("user_id = old.owner_user_id")}; ${bump(ofFile("old.id"))};
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger member_record_files_changed after update or delete on files
         for each row execute function member_record_files_changed()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function member_record_users_changed() returns trigger language plpgsql as $$
         begin
           ${bump("user_id = new.id")};
           if new.first_name is distinct from old.first_name or new.last_name is distinct from old.last_name then
             ${bump(reviewedBy("new.id"))};
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger member_record_users_changed after update of first_name, last_name, date_of_birth, is_active
         on users for each row execute function member_record_users_changed()`,
      )
      .execute(db);
    return;
  }
  for (const { table, member } of FACT_TABLES) {
    await sql
      .raw(
        `create trigger member_record_${table}_inserted after insert on ${table}
         begin ${bump(`user_id = new.${member}`)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger member_record_${table}_updated after update on ${table}
         begin ${bump(`user_id = old.${member} or user_id = new.${member}`)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger member_record_${table}_deleted after delete on ${table}
         begin ${bump(`user_id = old.${member}`)}; end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger member_record_files_updated after update on files
       begin ${bump("user_id = old.owner_user_id")}; ${bump(ofFile("old.id"))}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger member_record_files_deleted after delete on files
       begin ${bump("user_id = old.owner_user_id")}; ${bump(ofFile("old.id"))}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger member_record_users_updated after update of first_name, last_name, date_of_birth, is_active on users
       begin ${bump("user_id = new.id")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger member_record_reviewer_renamed after update of first_name, last_name on users
       when new.first_name is not old.first_name or new.last_name is not old.last_name
       begin ${bump(reviewedBy("new.id"))}; end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    for (const table of [...FACT_TABLES.map((fact) => fact.table), "files", "users"]) {
      await sql.raw(`drop trigger member_record_${table}_changed on ${table}`).execute(db);
      await sql.raw(`drop function member_record_${table}_changed()`).execute(db);
    }
  } else {
    for (const { table } of FACT_TABLES) {
      for (const event of ["inserted", "updated", "deleted"]) {
        await sql.raw(`drop trigger member_record_${table}_${event}`).execute(db);
      }
    }
    for (const name of ["files_updated", "files_deleted", "users_updated", "reviewer_renamed"]) {
      await sql.raw(`drop trigger member_record_${name}`).execute(db);
    }
  }
  await db.schema.dropIndex("documents_reviewed_by_idx").execute();
  await db.schema.dropIndex("documents_file_idx").execute();
  await db.schema.dropTable("member_record_views").execute();
}
