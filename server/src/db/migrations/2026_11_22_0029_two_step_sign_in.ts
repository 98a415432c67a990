import type { Kysely } from "kysely";

// Two-step sign-in (issue 17, decision 106). `user_tfa`: an account's authenticator secret, sealed
// with a key derived from APP_SECRET; `enabled_at` stays null while a setup waits for its first
// code; `last_step` is the last 30-second step accepted, so each code works once. Recovery codes
// are stored as keyed hashes, each used once. A trusted device remembers when two-step sign-in
// was last done on it (staff are asked again after 12 hours).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_tfa")
    .addColumn("user_id", "varchar(36)", (column) => column.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_sealed", "varchar(255)", (column) => column.notNull())
    .addColumn("enabled_at", "varchar(32)")
    .addColumn("last_step", "bigint", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("tfa_recovery_codes")
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(128)", (column) => column.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("tfa_recovery_codes_pk", ["user_id", "code_hash"])
    .execute();
  await db.schema.alterTable("trusted_devices").addColumn("tfa_verified_at", "varchar(32)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("trusted_devices").dropColumn("tfa_verified_at").execute();
  await db.schema.dropTable("tfa_recovery_codes").execute();
  await db.schema.dropTable("user_tfa").execute();
}
