import { type Kysely, sql } from "kysely";

/**
 * Grading applications (issue 14): a candidate (or their instructor) applies for the next grade;
 * and the minimums per grade that officials set (kyu: months, trainings, age; dan: trainings).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("grading_applications")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("session_id", "varchar(36)", (column) =>
      column.notNull().references("grading_sessions.id").onDelete("cascade"),
    )
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("from_grade", "varchar(8)")
    .addColumn("grade", "varchar(8)", (column) => column.notNull())
    .addColumn("status", "varchar(10)", (column) => column.notNull())
    .addColumn("applied_by", "varchar(36)", (column) => column.notNull())
    .addColumn("applied_as", "varchar(10)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  // One live application per candidate and session: the database says so.
  await db.schema
    .createIndex("grading_applications_one_live_idx")
    .on("grading_applications")
    .columns(["session_id", "user_id"])
    .unique()
    .where(sql.ref("status"), "=", sql.lit("SUBMITTED"))
    .execute();
  await db.schema
    .createIndex("grading_applications_user_idx")
    .on("grading_applications")
    .columns(["user_id"])
    .execute();

  await db.schema
    .createTable("grading_minimums")
    .addColumn("grade", "varchar(8)", (column) => column.primaryKey())
    .addColumn("months", "integer")
    .addColumn("trainings", "integer", (column) => column.notNull())
    .addColumn("min_age", "integer")
    .addColumn("updated_by", "varchar(36)")
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("grading_minimums").execute();
  await db.schema.dropTable("grading_applications").execute();
}
