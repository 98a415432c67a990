import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { DistrictRow, RegionRow } from "./regions.table.js";

export class RegionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listRegions(): Promise<RegionRow[]> {
    return this.db.selectFrom("regions").selectAll().orderBy("name").execute();
  }

  listDistricts(): Promise<DistrictRow[]> {
    return this.db.selectFrom("districts").selectAll().orderBy("region_code").orderBy("name").execute();
  }

  async findDistrict(regionCode: string, districtCode: string): Promise<DistrictRow | undefined> {
    return this.db
      .selectFrom("districts")
      .selectAll()
      .where("region_code", "=", regionCode)
      .where("code", "=", districtCode)
      .executeTakeFirst();
  }
}
