import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("positions")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("name", "varchar(120)", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("seats", "integer", (column) => column.notNull())
    // Kept in step with APPOINTED applications; a conditional increment enforces the seats.
    .addColumn("appointed_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("min_belt", "varchar(8)")
    .addColumn("membership_types", "varchar(64)", (column) => column.notNull().defaultTo(""))
    .addColumn("requires_compliance", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("opens_at", "varchar(32)", (column) => column.notNull())
    .addColumn("closes_at", "varchar(32)", (column) => column.notNull())
    .addColumn("status", "varchar(8)", (column) => column.notNull())
    .addColumn("created_by", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("positions_open_idx").on("positions").columns(["status", "closes_at"]).execute();

  await db.schema
    .createTable("position_applications")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("position_id", "varchar(36)", (column) =>
      column.notNull().references("positions.id").onDelete("cascade"),
    )
    .addColumn("user_id", "varchar(36)", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "varchar(12)", (column) => column.notNull())
    .addColumn("statement", "text")
    .addColumn("decision_note", "varchar(1000)")
    .addColumn("decided_by", "varchar(36)")
    .addColumn("decided_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("applications_user_idx")
    .on("position_applications")
    .columns(["user_id", "created_at"])
    .execute();
  // At most one live application per member and position: the database says so, not a check-then-write.
  await db.schema
    .createIndex("applications_one_live_idx")
    .on("position_applications")
    .columns(["position_id", "user_id"])
    .unique()
    .where(sql.ref("status"), "!=", "WITHDRAWN")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("position_applications").execute();
  await db.schema.dropTable("positions").execute();
}
