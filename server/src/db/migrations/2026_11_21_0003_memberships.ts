import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("memberships")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("user_id", "varchar(36)", (column) =>
      column.notNull().unique().references("users.id").onDelete("cascade"),
    )
    .addColumn("code", "varchar(24)", (column) => column.unique())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("membership_type", "varchar(16)", (column) => column.notNull())
    .addColumn("region_code", "varchar(2)", (column) => column.notNull().references("regions.code"))
    .addColumn("district_code", "varchar(8)", (column) => column.notNull())
    .addColumn("special_needs", "varchar(500)")
    .addColumn("date_joined", "varchar(32)", (column) => column.notNull())
    .addColumn("period_start", "varchar(10)")
    .addColumn("expiry_date", "varchar(10)")
    .addColumn("renewal_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("last_renewed_at", "varchar(32)")
    .addColumn("has_paid_registration", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_national_team", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("current_belt", "varchar(8)")
    .addColumn("athlete_category_status", "varchar(16)", (column) => column.notNull().defaultTo("UNVERIFIED"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addForeignKeyConstraint("memberships_district_fk", ["region_code", "district_code"], "districts", [
      "region_code",
      "code",
    ])
    .execute();
  await db.schema.createIndex("memberships_region_idx").on("memberships").columns(["region_code", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("memberships").execute();
}
