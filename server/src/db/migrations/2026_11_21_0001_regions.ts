import type { Kysely } from "kysely";
import { REGIONS } from "../../modules/regions/regions.data.js";

// Reference data: Ghana's 16 regions and their districts. Corrections come as new migrations.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("regions")
    .addColumn("code", "varchar(2)", (column) => column.primaryKey())
    .addColumn("iso_code", "varchar(5)", (column) => column.notNull().unique())
    .addColumn("name", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("capital", "varchar(64)", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("districts")
    .addColumn("region_code", "varchar(2)", (column) => column.notNull().references("regions.code"))
    .addColumn("code", "varchar(8)", (column) => column.notNull())
    .addColumn("name", "varchar(96)", (column) => column.notNull())
    .addPrimaryKeyConstraint("districts_pk", ["region_code", "code"])
    .execute();

  await db
    .insertInto("regions")
    .values(REGIONS.map(({ code, iso_code, name, capital }) => ({ code, iso_code, name, capital })))
    .execute();
  await db
    .insertInto("districts")
    .values(
      REGIONS.flatMap((region) =>
        region.districts.map((district) => ({ region_code: region.code, code: district.code, name: district.name })),
      ),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("districts").execute();
  await db.schema.dropTable("regions").execute();
}
