import type { Kysely } from "kysely";

// Times are ISO-8601 UTC text and booleans are 0/1 integers on both engines, so that one set
// of queries and row types serves SQLite and PostgreSQL alike (docs/decisions.md).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("first_name", "varchar(60)", (column) => column.notNull())
    .addColumn("last_name", "varchar(60)", (column) => column.notNull())
    .addColumn("email", "varchar(254)", (column) => column.unique())
    .addColumn("tel", "varchar(16)", (column) => column.unique())
    .addColumn("login_with", "varchar(8)", (column) => column.notNull())
    .addColumn("password_hash", "varchar(255)", (column) => column.notNull())
    .addColumn("main_role", "varchar(16)", (column) => column.notNull())
    .addColumn("date_of_birth", "varchar(10)", (column) => column.notNull())
    .addColumn("gender", "varchar(8)", (column) => column.notNull())
    .addColumn("region_code", "varchar(2)", (column) => column.notNull().references("regions.code"))
    .addColumn("district_code", "varchar(8)", (column) => column.notNull())
    .addColumn("is_active", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("email_verified_at", "varchar(32)")
    .addColumn("tel_verified_at", "varchar(32)")
    .addColumn("consent_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_login_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addForeignKeyConstraint("users_district_fk", ["region_code", "district_code"], "districts", [
      "region_code",
      "code",
    ])
    .execute();
  await db.schema.createIndex("users_region_idx").on("users").columns(["region_code", "district_code"]).execute();

  await db.schema
    .createTable("staff_grants")
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "varchar(24)", (column) => column.notNull())
    .addColumn("region_code", "varchar(2)", (column) => column.references("regions.code"))
    .addColumn("granted_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("staff_grants_pk", ["user_id", "role"])
    .execute();

  await db.schema
    .createTable("trusted_devices")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("user_agent", "varchar(512)", (column) => column.notNull())
    .addColumn("first_seen_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_seen_at", "varchar(32)", (column) => column.notNull())
    .addColumn("revoked_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("trusted_devices_user_idx").on("trusted_devices").column("user_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("device_id", "varchar(36)")
    .addColumn("user_agent", "varchar(512)", (column) => column.notNull())
    .addColumn("ip", "varchar(64)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_seen_at", "varchar(32)", (column) => column.notNull())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .addColumn("ended_at", "varchar(32)")
    .addColumn("ended_reason", "varchar(32)")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").columns(["user_id", "ended_at"]).execute();

  // One table for every code and token we send: activation, device, reset, contact checks.
  await db.schema
    .createTable("verification_codes")
    .addColumn("id", "varchar(64)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "varchar(24)", (column) => column.notNull())
    .addColumn("channel", "varchar(8)", (column) => column.notNull())
    .addColumn("target", "varchar(254)", (column) => column.notNull())
    .addColumn("secret_hash", "varchar(128)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("verification_codes_user_idx")
    .on("verification_codes")
    .columns(["user_id", "purpose"])
    .execute();
  await db.schema.createIndex("verification_codes_hash_idx").on("verification_codes").column("secret_hash").execute();

  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("bucket", "varchar(128)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_idx").on("rate_limit_hits").columns(["bucket", "created_at"]).execute();

  await db.schema
    .createTable("audit_events")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("at", "varchar(32)", (column) => column.notNull())
    .addColumn("action", "varchar(48)", (column) => column.notNull())
    .addColumn("outcome", "varchar(16)", (column) => column.notNull())
    .addColumn("actor_user_id", "varchar(36)")
    .addColumn("subject_user_id", "varchar(36)")
    .addColumn("ip", "varchar(64)")
    .addColumn("user_agent", "varchar(512)")
    .addColumn("detail", "text")
    .execute();
  await db.schema
    .createIndex("audit_events_subject_idx")
    .on("audit_events")
    .columns(["subject_user_id", "at"])
    .execute();
  await db.schema.createIndex("audit_events_action_idx").on("audit_events").columns(["action", "at"]).execute();

  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("channel", "varchar(8)", (column) => column.notNull())
    .addColumn("recipient", "varchar(254)", (column) => column.notNull())
    .addColumn("subject", "varchar(200)")
    .addColumn("text", "text", (column) => column.notNull())
    .addColumn("dev_code", "varchar(128)")
    .addColumn("status", "varchar(12)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
    .addColumn("locked_until", "varchar(32)")
    .addColumn("last_error", "varchar(500)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("outbox_pending_idx")
    .on("outbox_messages")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("outbox_recipient_idx")
    .on("outbox_messages")
    .columns(["recipient", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "outbox_messages",
    "audit_events",
    "rate_limit_hits",
    "verification_codes",
    "sessions",
    "trusted_devices",
    "staff_grants",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
