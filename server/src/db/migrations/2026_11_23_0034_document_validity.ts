import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Each member's document validity, kept by the database (decision 112): one row per member with,
 * per document type that compliance looks at, the latest expiry of an approved document of that
 * type ('9999-12-31' when one never expires; null when none is approved). A document is valid on a
 * day exactly when that date is on or after it (status APPROVED, expiry null or not past), so the
 * dashboard's compliance reads one row per member instead of the member's documents, and nothing
 * has to run when a date passes.
 *
 * Triggers on documents keep it: any insert, update or delete that touches an approved document
 * recomputes its member's row from the covering index documents_valid_idx (status, user_id,
 * document_type, expiry_date). Triggers rather than the documents repository, so that every
 * writer (reviews, replacements, the expiry job, erasure, the seed, tests inserting rows) keeps it
 * right. On PostgreSQL the member's row is locked before it is recomputed, so two transactions
 * approving documents of one member cannot overwrite each other with stale maxima.
 *
 * The types are frozen here: a new compliance document type needs a migration adding its column.
 *
 * Two covering indexes for the dashboard's counts, read in their order so that grouping needs no
 * sort: memberships (status, region_code, membership_type, current_belt, then every column the
 * counts read) and users (gender, erased_at, date_of_birth).
 */
const TYPES = [
  "GHANA_CARD",
  "BIRTH_CERTIFICATE",
  "MEDICAL_CLEARANCE",
  "PASSPORT_PHOTO",
  "BELT_CERTIFICATE",
  "COACHING_LICENCE",
  "REFEREE_LICENCE",
] as const;
const column = (type: string) => type.toLowerCase();
const columns = TYPES.map(column).join(", ");
const maxima = TYPES.map(
  (type) => `max(case when document_type = '${type}' then coalesce(expiry_date, '9999-12-31') end)`,
).join(", ");
const updates = TYPES.map((type) => `${column(type)} = excluded.${column(type)}`).join(", ");

/**
 * The statement that recomputes one member's row; `member` is an SQL expression of their id. Not
 * for an account being deleted (its documents go by cascade): the row would name a missing user.
 */
const refresh = (member: string) =>
  `insert into document_validity (user_id, ${columns})
   select * from (select ${member} as user_id, ${maxima} from documents where status = 'APPROVED' and user_id = ${member}) member_row
   where exists (select 1 from users where users.id = member_row.user_id)
   on conflict (user_id) do update set ${updates}`;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createIndex("memberships_statistics_idx")
    .on("memberships")
    .columns([
      "status",
      "region_code",
      "membership_type",
      "current_belt",
      "erased_at",
      "expiry_date",
      "date_joined",
      "has_paid_registration",
      "user_id",
    ])
    .execute();
  await db.schema
    .createIndex("users_statistics_idx")
    .on("users")
    .columns(["gender", "erased_at", "date_of_birth"])
    .execute();
  await db.schema
    .createTable("document_validity")
    .addColumn("user_id", "varchar(36)", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .$call((table) => TYPES.reduce((t, type) => t.addColumn(column(type), "varchar(10)"), table))
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();

  await sql
    .raw(
      `insert into document_validity (user_id, ${columns})
       select user_id, ${maxima} from documents where status = 'APPROVED' group by user_id`,
    )
    .execute(db);

  if (postgres) {
    await sql
      .raw(
        `create function document_validity_refresh(member varchar) returns void language plpgsql as $$
         begin
           if not exists (select 1 from users where id = member) then
             return;
           end if;
           insert into document_validity (user_id) values (member) on conflict (user_id) do nothing;
           perform 1 from document_validity where user_id = member for update;
           ${refresh("member")};
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function document_validity_changed() returns trigger language plpgsql as $$
         begin
           if tg_op <> 'INSERT' and (old.status = 'APPROVED' or (tg_op = 'UPDATE' and new.status = 'APPROVED')) then
             perform document_validity_refresh(old.user_id);
           end if;
           if tg_op <> 'DELETE' and new.status = 'APPROVED' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then
             perform document_validity_refresh(new.user_id);
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger document_validity_changed after insert or delete or update of status, user_id, document_type, expiry_date
         on documents for each row execute function document_validity_changed()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger document_validity_inserted after insert on documents
       when new.status = 'APPROVED'
       begin ${refresh("new.user_id")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger document_validity_updated after update of status, user_id, document_type, expiry_date on documents
       when old.status = 'APPROVED' or new.status = 'APPROVED'
       begin ${refresh("old.user_id")}; ${refresh("new.user_id")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger document_validity_deleted after delete on documents
       when old.status = 'APPROVED'
       begin ${refresh("old.user_id")}; end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql.raw("drop trigger document_validity_changed on documents").execute(db);
    await sql.raw("drop function document_validity_changed()").execute(db);
    await sql.raw("drop function document_validity_refresh(varchar)").execute(db);
  } else {
    for (const name of ["inserted", "updated", "deleted"]) {
      await sql.raw(`drop trigger document_validity_${name}`).execute(db);
    }
  }
  await db.schema.dropTable("document_validity").execute();
  await db.schema.dropIndex("users_statistics_idx").execute();
  await db.schema.dropIndex("memberships_statistics_idx").execute();
}
