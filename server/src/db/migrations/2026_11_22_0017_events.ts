import { type Kysely, sql } from "kysely";

/**
 * Events (issue 14): tournaments, seminars, gradings and referee courses, and their entries.
 * `places_taken` counts the entries holding a place (SUBMITTED or CONFIRMED); a conditional
 * increment keeps it within `capacity`, so parallel entries never overfill an event.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("events")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("type", "varchar(16)", (column) => column.notNull())
    .addColumn("title", "varchar(160)", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("organiser_kind", "varchar(12)", (column) => column.notNull())
    .addColumn("region_code", "varchar(2)")
    .addColumn("dojo_id", "varchar(36)")
    .addColumn("starts_on", "varchar(10)", (column) => column.notNull())
    .addColumn("ends_on", "varchar(10)", (column) => column.notNull())
    .addColumn("venue", "varchar(200)", (column) => column.notNull())
    .addColumn("registration_opens_at", "varchar(32)", (column) => column.notNull())
    .addColumn("registration_closes_at", "varchar(32)", (column) => column.notNull())
    .addColumn("fee", "integer", (column) => column.notNull())
    .addColumn("capacity", "integer")
    .addColumn("places_taken", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("min_belt", "varchar(8)")
    .addColumn("status", "varchar(10)", (column) => column.notNull())
    // JSON array of categories (tournaments).
    .addColumn("categories", "text", (column) => column.notNull())
    .addColumn("created_by", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("events_status_idx").on("events").columns(["status", "ends_on"]).execute();

  await db.schema
    .createTable("event_entries")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("event_id", "varchar(36)", (column) => column.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    // The category's code; '' when the event has none (so that the unique index below holds).
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("status", "varchar(10)", (column) => column.notNull())
    .addColumn("reason", "varchar(1000)")
    .addColumn("entered_by", "varchar(36)", (column) => column.notNull())
    .addColumn("entered_as", "varchar(10)", (column) => column.notNull())
    .addColumn("consent_at", "varchar(32)")
    .addColumn("payment_id", "varchar(36)")
    .addColumn("receipt_number", "varchar(32)")
    .addColumn("checked_in_at", "varchar(32)")
    .addColumn("checked_in_by", "varchar(36)")
    .addColumn("placing", "integer")
    .addColumn("attended", "integer")
    .addColumn("result_recorded_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("event_entries_queue_idx")
    .on("event_entries")
    .columns(["event_id", "status", "created_at"])
    .execute();
  await db.schema.createIndex("event_entries_user_idx").on("event_entries").columns(["user_id"]).execute();
  // One live entry per member, event and category: the database says so, not a check-then-write.
  await db.schema
    .createIndex("event_entries_one_live_idx")
    .on("event_entries")
    .columns(["event_id", "user_id", "category"])
    .unique()
    .where(sql.ref("status"), "in", [sql.lit("SUBMITTED"), sql.lit("CONFIRMED"), sql.lit("WAITLISTED")])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("event_entries").execute();
  await db.schema.dropTable("events").execute();
}
