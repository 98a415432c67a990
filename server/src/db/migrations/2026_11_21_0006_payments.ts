import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // Numbers handed out one by one: membership numbers per region and year, receipt numbers per year.
  await db.schema
    .createTable("counters")
    .addColumn("name", "varchar(32)", (column) => column.primaryKey())
    .addColumn("value", "integer", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("fees")
    .addColumn("membership_type", "varchar(16)", (column) => column.notNull())
    .addColumn("purpose", "varchar(16)", (column) => column.notNull())
    .addColumn("amount", "integer", (column) => column.notNull())
    .addColumn("currency", "varchar(3)", (column) => column.notNull())
    .addColumn("period_months", "integer", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_by", "varchar(36)")
    .addPrimaryKeyConstraint("fees_pk", ["membership_type", "purpose"])
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reference", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("purpose", "varchar(16)", (column) => column.notNull())
    .addColumn("provider", "varchar(16)", (column) => column.notNull())
    .addColumn("amount", "integer", (column) => column.notNull())
    .addColumn("currency", "varchar(3)", (column) => column.notNull())
    .addColumn("period_months", "integer", (column) => column.notNull())
    .addColumn("status", "varchar(12)", (column) => column.notNull())
    .addColumn("channel", "varchar(24)")
    .addColumn("authorization_url", "varchar(500)")
    .addColumn("paid_at", "varchar(32)")
    .addColumn("receipt_number", "varchar(32)", (column) => column.unique())
    .addColumn("region_code", "varchar(2)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("payments_user_idx").on("payments").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("payments_ledger_idx").on("payments").columns(["status", "created_at"]).execute();

  // A payment is credited exactly once: the primary key refuses a second credit, whichever of
  // verify and webhook comes second, in whatever process.
  await db.schema
    .createTable("payment_credits")
    .addColumn("payment_id", "varchar(36)", (column) =>
      column.primaryKey().references("payments.id").onDelete("cascade"),
    )
    .addColumn("credited_at", "varchar(32)", (column) => column.notNull())
    .addColumn("source", "varchar(16)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("payment_id", "varchar(36)", (column) => column.references("payments.id").onDelete("cascade"))
    .addColumn("source", "varchar(16)", (column) => column.notNull())
    .addColumn("event", "varchar(48)", (column) => column.notNull())
    .addColumn("provider_status", "varchar(24)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();

  // The sandbox provider's own books: what its checkout page settled. Stands in for Paystack's side.
  await db.schema
    .createTable("sandbox_charges")
    .addColumn("reference", "varchar(64)", (column) => column.primaryKey())
    .addColumn("status", "varchar(12)", (column) => column.notNull())
    .addColumn("amount", "integer", (column) => column.notNull())
    .addColumn("currency", "varchar(3)", (column) => column.notNull())
    .addColumn("channel", "varchar(24)")
    .addColumn("paid_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["sandbox_charges", "payment_events", "payment_credits", "payments", "fees", "counters"]) {
    await db.schema.dropTable(table).execute();
  }
}
