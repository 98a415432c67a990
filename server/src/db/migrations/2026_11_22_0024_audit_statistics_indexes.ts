import type { Kysely } from "kysely";

/**
 * The control panel's audit log and dashboard (issue 15, decision 95): the audit page filters by
 * who acted and by days (the subject and action filters have their indexes since 0002), and the
 * dashboard's revenue per month reads paid payments by the day they were paid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("audit_events_actor_idx").on("audit_events").columns(["actor_user_id", "at"]).execute();
  await db.schema.createIndex("audit_events_at_idx").on("audit_events").column("at").execute();
  await db.schema.createIndex("payments_paid_idx").on("payments").columns(["status", "paid_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["payments_paid_idx", "audit_events_at_idx", "audit_events_actor_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
}
