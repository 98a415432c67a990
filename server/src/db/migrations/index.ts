import type { Migration } from "kysely";
import * as m0001 from "./2026_11_21_0001_regions.js";

/** Every migration, in order. Names are dated; a landed migration is never edited. */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_regions": m0001,
};
