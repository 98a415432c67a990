import type { Kysely } from "kysely";

/**
 * Gradings, the candidate's side (issue 14, decision 91): officials' overrides of a rule an
 * application fails, each with its written reason; and the session's fee paid for an
 * application (GRADING_FEE, credited once: the payment and its receipt are kept on it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("grading_overrides")
    .addColumn("application_id", "varchar(36)", (column) =>
      column.notNull().references("grading_applications.id").onDelete("cascade"),
    )
    .addColumn("rule", "varchar(20)", (column) => column.notNull())
    .addColumn("reason", "varchar(1000)", (column) => column.notNull())
    .addColumn("by_user_id", "varchar(36)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("grading_overrides_pk", ["application_id", "rule"])
    .execute();
  await db.schema.alterTable("grading_applications").addColumn("payment_id", "varchar(36)").execute();
  await db.schema.alterTable("grading_applications").addColumn("receipt_number", "varchar(32)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("grading_applications").dropColumn("receipt_number").execute();
  await db.schema.alterTable("grading_applications").dropColumn("payment_id").execute();
  await db.schema.dropTable("grading_overrides").execute();
}
