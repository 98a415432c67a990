import type { Region } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { getDistrictOptions, getRegionOptions, keepDistrictInRegion } from "./region-options";

const regions: Region[] = [
  {
    code: "AA",
    iso_code: "GH-AA",
    name: "Greater Accra",
    capital: "Accra",
    districts: [
      { code: "AM", name: "Accra Metropolitan" },
      { code: "TEM", name: "Tema Metropolitan" },
    ],
  },
  {
    code: "AH",
    iso_code: "GH-AH",
    name: "Ashanti",
    capital: "Kumasi",
    districts: [{ code: "KM", name: "Kumasi Metropolitan" }],
  },
];

describe("region and district options", () => {
  it("lists the regions by name", () => {
    expect(getRegionOptions(regions)).toEqual([
      { value: "AA", label: "Greater Accra" },
      { value: "AH", label: "Ashanti" },
    ]);
  });

  it("offers only the chosen region's districts, as 'name (code)'", () => {
    expect(getDistrictOptions(regions, "AH")).toEqual([{ value: "KM", label: "Kumasi Metropolitan (KM)" }]);
    expect(getDistrictOptions(regions, "AA").map((option) => option.label)).toEqual([
      "Accra Metropolitan (AM)",
      "Tema Metropolitan (TEM)",
    ]);
  });

  it("offers no district before a region is chosen, or for an unknown region", () => {
    expect(getDistrictOptions(regions, "")).toEqual([]);
    expect(getDistrictOptions(regions, "ZZ")).toEqual([]);
  });

  it("offers no region and no district while the regions have not arrived", () => {
    expect(getRegionOptions(undefined)).toEqual([]);
    expect(getDistrictOptions(undefined, "AA")).toEqual([]);
  });

  it("clears a district that does not belong to the new region", () => {
    expect(keepDistrictInRegion(regions, "AH", "TEM")).toBe("");
    expect(keepDistrictInRegion(regions, "AA", "TEM")).toBe("TEM");
  });
});
