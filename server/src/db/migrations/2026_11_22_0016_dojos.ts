import { type Kysely, sql } from "kysely";

/**
 * Dojos (issue 13): the clubs, their instructors, students (enrolments), season affiliations,
 * weekly trainings, the sessions they produce and attendance. Payments gain a subject (the dojo
 * and season a DOJO_AFFILIATION pays for): one open payment per member, purpose and subject, so
 * REGISTRATION and RENEWAL (subject '') keep their one-open-payment rule.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("dojos")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("code", "varchar(20)", (column) => column.notNull().unique())
    .addColumn("name", "varchar(120)", (column) => column.notNull())
    .addColumn("region_code", "varchar(2)", (column) => column.notNull())
    .addColumn("district_code", "varchar(8)", (column) => column.notNull())
    .addColumn("town", "varchar(80)", (column) => column.notNull())
    .addColumn("address", "varchar(200)", (column) => column.notNull())
    .addColumn("phone", "varchar(20)")
    .addColumn("email", "varchar(254)")
    // JSON array of the styles taught.
    .addColumn("styles", "varchar(400)", (column) => column.notNull())
    .addColumn("head_user_id", "varchar(36)", (column) => column.notNull().references("users.id"))
    .addColumn("status", "varchar(12)", (column) => column.notNull())
    .addColumn("decision_reason", "varchar(500)")
    .addColumn("decided_by", "varchar(36)")
    .addColumn("decided_at", "varchar(32)")
    // The day it was first approved: a dojo approved mid-season has its own 30 days to pay.
    .addColumn("approved_on", "varchar(10)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("dojos_region_status_idx").on("dojos").columns(["region_code", "status"]).execute();

  await db.schema
    .createTable("dojo_instructors")
    .addColumn("dojo_id", "varchar(36)", (column) => column.notNull().references("dojos.id").onDelete("cascade"))
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "varchar(10)", (column) => column.notNull())
    .addColumn("added_by", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("dojo_instructors_pk", ["dojo_id", "user_id"])
    .execute();
  await db.schema.createIndex("dojo_instructors_user_idx").on("dojo_instructors").column("user_id").execute();

  await db.schema
    .createTable("dojo_enrolments")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("dojo_id", "varchar(36)", (column) => column.notNull().references("dojos.id").onDelete("cascade"))
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "varchar(10)", (column) => column.notNull())
    .addColumn("message", "varchar(500)")
    .addColumn("requested_at", "varchar(32)", (column) => column.notNull())
    .addColumn("decided_by", "varchar(36)")
    .addColumn("decided_at", "varchar(32)")
    .addColumn("ended_at", "varchar(32)")
    .addColumn("end_reason", "varchar(16)")
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("dojo_enrolments_dojo_idx")
    .on("dojo_enrolments")
    .columns(["dojo_id", "status"])
    .execute();
  // One home dojo at a time, and one request waiting at a time: the database says so.
  await db.schema
    .createIndex("dojo_enrolments_one_home_idx")
    .unique()
    .on("dojo_enrolments")
    .column("user_id")
    .where(sql.ref("status"), "=", sql.lit("ACTIVE"))
    .execute();
  await db.schema
    .createIndex("dojo_enrolments_one_request_idx")
    .unique()
    .on("dojo_enrolments")
    .column("user_id")
    .where(sql.ref("status"), "=", sql.lit("REQUESTED"))
    .execute();

  await db.schema
    .createTable("dojo_affiliations")
    .addColumn("dojo_id", "varchar(36)", (column) => column.notNull().references("dojos.id").onDelete("cascade"))
    .addColumn("season", "integer", (column) => column.notNull())
    .addColumn("payment_id", "varchar(36)")
    .addColumn("receipt_number", "varchar(32)")
    .addColumn("paid_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("dojo_affiliations_pk", ["dojo_id", "season"])
    .execute();

  await db.schema
    .createTable("dojo_trainings")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("dojo_id", "varchar(36)", (column) => column.notNull().references("dojos.id").onDelete("cascade"))
    .addColumn("title", "varchar(80)")
    .addColumn("weekday", "integer", (column) => column.notNull())
    .addColumn("start_time", "varchar(5)", (column) => column.notNull())
    .addColumn("end_time", "varchar(5)", (column) => column.notNull())
    .addColumn("lead_user_id", "varchar(36)", (column) => column.notNull().references("users.id"))
    .addColumn("min_belt", "varchar(8)")
    .addColumn("max_belt", "varchar(8)")
    .addColumn("counts_toward_grading", "integer", (column) => column.notNull())
    .addColumn("starts_on", "varchar(10)", (column) => column.notNull())
    .addColumn("ends_on", "varchar(10)")
    .addColumn("created_by", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("dojo_trainings_dojo_idx").on("dojo_trainings").column("dojo_id").execute();

  await db.schema
    .createTable("dojo_sessions")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("dojo_id", "varchar(36)", (column) => column.notNull().references("dojos.id").onDelete("cascade"))
    .addColumn("training_id", "varchar(36)", (column) =>
      column.notNull().references("dojo_trainings.id").onDelete("cascade"),
    )
    .addColumn("date", "varchar(10)", (column) => column.notNull())
    .addColumn("start_time", "varchar(5)", (column) => column.notNull())
    .addColumn("end_time", "varchar(5)", (column) => column.notNull())
    .addColumn("lead_user_id", "varchar(36)", (column) => column.notNull())
    .addColumn("counts_toward_grading", "integer", (column) => column.notNull())
    .addColumn("cancelled", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("cancel_note", "varchar(300)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  // A schedule produces one session a day at most, however many readers make it at once.
  await db.schema
    .createIndex("dojo_sessions_training_date_idx")
    .unique()
    .on("dojo_sessions")
    .columns(["training_id", "date"])
    .execute();
  await db.schema.createIndex("dojo_sessions_dojo_date_idx").on("dojo_sessions").columns(["dojo_id", "date"]).execute();

  await db.schema
    .createTable("dojo_attendance")
    .addColumn("session_id", "varchar(36)", (column) =>
      column.notNull().references("dojo_sessions.id").onDelete("cascade"),
    )
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "varchar(8)", (column) => column.notNull())
    .addColumn("recorded_by", "varchar(36)")
    .addColumn("recorded_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("dojo_attendance_pk", ["session_id", "user_id"])
    .execute();
  await db.schema.createIndex("dojo_attendance_user_idx").on("dojo_attendance").column("user_id").execute();
  // Every entry sent, by the client id the device gave it: an entry sent again is recorded once.
  await db.schema
    .createTable("dojo_attendance_entries")
    .addColumn("session_id", "varchar(36)", (column) =>
      column.notNull().references("dojo_sessions.id").onDelete("cascade"),
    )
    .addColumn("client_id", "varchar(64)", (column) => column.notNull())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull())
    .addColumn("status", "varchar(8)", (column) => column.notNull())
    .addColumn("recorded_by", "varchar(36)")
    .addColumn("recorded_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("dojo_attendance_entries_pk", ["session_id", "client_id"])
    .execute();

  // Payments: what a DOJO_AFFILIATION pays for ("<dojo id>:<season>"); '' for a member's own fees.
  await db.schema
    .alterTable("payments")
    .addColumn("subject", "varchar(64)", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema.dropIndex("payments_one_open_idx").execute();
  await db.schema
    .createIndex("payments_one_open_idx")
    .unique()
    .on("payments")
    .columns(["user_id", "purpose", "subject"])
    .where(sql.ref("status"), "in", [sql.lit("PENDING"), sql.lit("ABANDONED")])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_one_open_idx").execute();
  await db.schema
    .createIndex("payments_one_open_idx")
    .unique()
    .on("payments")
    .columns(["user_id", "purpose"])
    .where(sql.ref("status"), "in", [sql.lit("PENDING"), sql.lit("ABANDONED")])
    .execute();
  await db.schema.alterTable("payments").dropColumn("subject").execute();
  for (const table of [
    "dojo_attendance_entries",
    "dojo_attendance",
    "dojo_sessions",
    "dojo_trainings",
    "dojo_affiliations",
    "dojo_enrolments",
    "dojo_instructors",
    "dojos",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
