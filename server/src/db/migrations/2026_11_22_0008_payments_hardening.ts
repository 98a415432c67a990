import { type Kysely, sql } from "kysely";

/**
 * Payments hardening: at most one open payment per member and purpose (a partial unique index),
 * manual payments recorded at the secretariat, voids and refunds, and what a credit changed on the
 * membership so that a voided manual payment can be taken back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("method", "varchar(16)") // CASH | BANK_TRANSFER for manual payments
    .execute();
  for (const [column, type] of [
    ["payer", "varchar(120)"],
    ["external_reference", "varchar(64)"],
    ["received_on", "varchar(10)"],
    ["recorded_by", "varchar(36)"],
    ["voided_at", "varchar(32)"],
    ["voided_by", "varchar(36)"],
    ["void_reason", "varchar(500)"],
    ["refunded_at", "varchar(32)"],
    ["refunded_by", "varchar(36)"],
    ["refunded_on", "varchar(10)"],
    ["refund_reference", "varchar(64)"],
    ["refund_note", "varchar(500)"],
  ] as const) {
    await db.schema.alterTable("payments").addColumn(column, type).execute();
  }

  // What the credit changed on the membership, as JSON, so that a void can restore it.
  await db.schema.alterTable("payment_credits").addColumn("membership_before", "text").execute();

  // Before the index: several open payments of one member and purpose may exist (concurrent
  // initializes). The newest stays open; the others are closed as FAILED. Should one of them be
  // paid after all, the provider's confirmation still reaches it and records it as a duplicate.
  await sql`
    update payments set status = 'FAILED'
    where status in ('PENDING', 'ABANDONED')
      and exists (
        select 1 from payments newer
        where newer.user_id = payments.user_id
          and newer.purpose = payments.purpose
          and newer.status in ('PENDING', 'ABANDONED')
          and (newer.created_at > payments.created_at
               or (newer.created_at = payments.created_at and newer.id > payments.id))
      )
  `.execute(db);

  await db.schema
    .createIndex("payments_one_open_idx")
    .unique()
    .on("payments")
    .columns(["user_id", "purpose"])
    .where(sql.ref("status"), "in", [sql.lit("PENDING"), sql.lit("ABANDONED")])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_one_open_idx").execute();
}
