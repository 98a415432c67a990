import type { Kysely } from "kysely";

/**
 * Mobile money prompts: the wallet and network a payment was prompted on, what the provider
 * said last, and the sandbox's "the member approves after a few seconds".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mobile_money_charges")
    .addColumn("payment_id", "varchar(36)", (column) =>
      column.primaryKey().references("payments.id").onDelete("cascade"),
    )
    .addColumn("phone", "varchar(16)", (column) => column.notNull()) // E.164
    .addColumn("network", "varchar(12)", (column) => column.notNull()) // MTN | TELECEL | AIRTELTIGO
    .addColumn("next_step", "varchar(20)", (column) => column.notNull())
    .addColumn("display_text", "varchar(300)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();

  // When the sandbox's imitated prompt counts as approved on the phone (null: only its checkout page decides).
  await db.schema.alterTable("sandbox_charges").addColumn("approve_at", "varchar(32)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sandbox_charges").dropColumn("approve_at").execute();
  await db.schema.dropTable("mobile_money_charges").execute();
}
