import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";
import { listOf } from "./pagination.js";

export const DistrictSchema = lazySchema(() =>
  z
    .object({
      code: z.string().describe("District code, unique within its region"),
      name: z.string().describe("Official name of the assembly (MMDA)"),
    })
    .describe("District"),
);
export type District = z.infer<typeof DistrictSchema>;

export const RegionSchema = lazySchema(() =>
  z
    .object({
      code: z.string().length(2).describe("Two-letter region code: the letters after GH- in ISO 3166-2:GH"),
      iso_code: z.string().describe("ISO 3166-2:GH code, e.g. GH-AA"),
      name: z.string(),
      capital: z.string(),
      districts: z.array(DistrictSchema),
    })
    .describe("Region"),
);
export type Region = z.infer<typeof RegionSchema>;

export const RegionListSchema = lazySchema(() => listOf(RegionSchema));
export type RegionList = z.infer<typeof RegionListSchema>;

/** How the spec shows a district: 'name (code)'. */
export function formatDistrict(district: District): string {
  return `${district.name} (${district.code})`;
}
