import type { Kysely } from "kysely";

/**
 * Grading examinations (issue 14): sessions hosted by the federation, a region or a dojo, and
 * their examiner panels (each examiner with the highest grade they may award in the session).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("grading_sessions")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("host_kind", "varchar(12)", (column) => column.notNull())
    .addColumn("region_code", "varchar(2)")
    .addColumn("dojo_id", "varchar(36)")
    .addColumn("exam_date", "varchar(10)", (column) => column.notNull())
    .addColumn("venue", "varchar(200)", (column) => column.notNull())
    .addColumn("kind", "varchar(3)", (column) => column.notNull())
    .addColumn("highest_grade", "varchar(8)", (column) => column.notNull())
    .addColumn("application_deadline", "varchar(32)", (column) => column.notNull())
    .addColumn("capacity", "integer")
    .addColumn("fee", "integer", (column) => column.notNull())
    .addColumn("status", "varchar(10)", (column) => column.notNull())
    .addColumn("created_by", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("grading_sessions_date_idx")
    .on("grading_sessions")
    .columns(["status", "exam_date"])
    .execute();

  await db.schema
    .createTable("grading_examiners")
    .addColumn("session_id", "varchar(36)", (column) =>
      column.notNull().references("grading_sessions.id").onDelete("cascade"),
    )
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("max_award", "varchar(8)", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("grading_examiners_pk", ["session_id", "user_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("grading_examiners").execute();
  await db.schema.dropTable("grading_sessions").execute();
}
