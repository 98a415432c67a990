import type { Selectable } from "kysely";

export interface RegionsTable {
  code: string;
  iso_code: string;
  name: string;
  capital: string;
}

export interface DistrictsTable {
  region_code: string;
  code: string;
  name: string;
}

export interface RegionsTables {
  regions: RegionsTable;
  districts: DistrictsTable;
}

export type RegionRow = Selectable<RegionsTable>;
export type DistrictRow = Selectable<DistrictsTable>;
