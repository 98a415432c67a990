import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * GET my-record-summary from the record's read model too (decision 117): the summary's JSON and
 * its status (200 paid, 206 not) are stored beside the record, computed at the same version. The
 * summary is also made of the member's payments, so a payment's insert, update or delete now
 * raises the version like a change of the membership does (migration 0032's triggers, same
 * rules: in the writer's transaction, whichever process or job writes).
 */
const bump = (condition: string) =>
  `update member_record_views set version = version + 1, body = null, body_gzip = null, summary = null where ${condition}`;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("member_record_views").addColumn("summary", "text").execute();
  await db.schema.alterTable("member_record_views").addColumn("summary_status", "integer").execute();
  if (postgres) {
    await sql
      .raw(
        `create function member_record_payments_changed() returns trigger language plpgsql as $$
         begin
           if tg_op <> 'INSERT' then ${bump("user_id = old.user_id")}; end if;
           if tg_op <> 'DELETE' then ${bump("user_id = new.user_id")}; end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger member_record_payments_changed after insert or update or delete on payments
         for each row execute function member_record_payments_changed()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger member_record_payments_inserted after insert on payments begin ${bump("user_id = new.user_id")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger member_record_payments_updated after update on payments
       begin ${bump("user_id = old.user_id or user_id = new.user_id")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger member_record_payments_deleted after delete on payments begin ${bump("user_id = old.user_id")}; end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql.raw("drop trigger member_record_payments_changed on payments").execute(db);
    await sql.raw("drop function member_record_payments_changed()").execute(db);
  } else {
    for (const event of ["inserted", "updated", "deleted"]) {
      await sql.raw(`drop trigger member_record_payments_${event}`).execute(db);
    }
  }
  await db.schema.alterTable("member_record_views").dropColumn("summary_status").execute();
  await db.schema.alterTable("member_record_views").dropColumn("summary").execute();
}
