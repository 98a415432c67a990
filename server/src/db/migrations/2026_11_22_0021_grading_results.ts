import type { Kysely } from "kysely";

/**
 * Gradings' score sheets and results, and the memberships module's awarded grades (issue 14,
 * decision 90). A pass adds an awarded grade that the belt history and current belt count
 * besides approved belt certificates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Memberships: grades awarded at the federation's own gradings (no certificate review).
  await db.schema
    .createTable("awarded_grades")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("belt", "varchar(8)", (column) => column.notNull())
    .addColumn("grading_date", "varchar(10)", (column) => column.notNull())
    .addColumn("venue", "varchar(200)", (column) => column.notNull())
    .addColumn("examiners", "varchar(1000)", (column) => column.notNull())
    .addColumn("source_ref", "varchar(80)", (column) => column.notNull().unique())
    .addColumn("awarded_by", "varchar(36)")
    .addColumn("awarded_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("awarded_grades_user_idx").on("awarded_grades").columns(["user_id"]).execute();

  // Gradings: each examiner's mark per candidate and component.
  await db.schema
    .createTable("grading_scores")
    .addColumn("application_id", "varchar(36)", (column) =>
      column.notNull().references("grading_applications.id").onDelete("cascade"),
    )
    .addColumn("examiner_id", "varchar(36)", (column) => column.notNull())
    .addColumn("component", "varchar(8)", (column) => column.notNull())
    .addColumn("session_id", "varchar(36)", (column) =>
      column.notNull().references("grading_sessions.id").onDelete("cascade"),
    )
    .addColumn("mark", "integer", (column) => column.notNull())
    .addColumn("passed", "integer", (column) => column.notNull())
    .addColumn("recorded_by", "varchar(36)", (column) => column.notNull())
    .addColumn("recorded_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("grading_scores_pk", ["application_id", "examiner_id", "component"])
    .execute();
  await db.schema.createIndex("grading_scores_session_idx").on("grading_scores").columns(["session_id"]).execute();

  // Gradings: the confirmed result of each examined application (final once written).
  await db.schema
    .createTable("grading_results")
    .addColumn("application_id", "varchar(36)", (column) =>
      column.primaryKey().references("grading_applications.id").onDelete("cascade"),
    )
    .addColumn("session_id", "varchar(36)", (column) =>
      column.notNull().references("grading_sessions.id").onDelete("cascade"),
    )
    .addColumn("user_id", "varchar(36)", (column) => column.notNull())
    .addColumn("result", "varchar(8)", (column) => column.notNull())
    .addColumn("retake", "varchar(40)")
    .addColumn("retake_deadline", "varchar(10)")
    .addColumn("award_id", "varchar(36)")
    .addColumn("decided_by", "varchar(36)", (column) => column.notNull())
    .addColumn("decided_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("grading_results_user_idx").on("grading_results").columns(["user_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("grading_results").execute();
  await db.schema.dropTable("grading_scores").execute();
  await db.schema.dropTable("awarded_grades").execute();
}
