import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.js";

const { app } = await createTestApp();

// REFERENCES.md: districts per region since October 2021 (261 in all).
const DISTRICTS_PER_REGION: Record<string, number> = {
  AH: 43,
  EP: 33,
  AA: 29,
  CP: 22,
  TV: 18,
  NP: 16,
  UE: 15,
  WP: 14,
  BO: 12,
  UW: 11,
  BE: 11,
  WN: 9,
  OT: 9,
  SV: 7,
  NE: 6,
  AF: 6,
};

describe("GET /api/regions", () => {
  it("serves the 16 regions with their ISO 3166-2:GH codes and all 261 districts", async () => {
    const response = await app.inject({ method: "GET", url: "/api/regions" });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{
      items: Array<{ code: string; iso_code: string; name: string; districts: Array<{ code: string; name: string }> }>;
    }>();
    expect(items).toHaveLength(16);
    for (const region of items) {
      expect(region.iso_code).toBe(`GH-${region.code}`);
      expect(region.districts).toHaveLength(DISTRICTS_PER_REGION[region.code] ?? -1);
      const codes = region.districts.map((district) => district.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
    expect(items.reduce((sum, region) => sum + region.districts.length, 0)).toBe(261);
    const accra = items.find((region) => region.code === "AA");
    expect(accra?.name).toBe("Greater Accra");
    expect(accra?.districts.map((district) => district.name)).toContain("Accra Metropolitan");
  });

  it("serves one region by code and answers 404 in the error shape for an unknown one", async () => {
    const ashanti = await app.inject({ method: "GET", url: "/api/regions/ah" });
    expect(ashanti.statusCode).toBe(200);
    expect(ashanti.json()).toMatchObject({ code: "AH", name: "Ashanti" });

    const missing = await app.inject({ method: "GET", url: "/api/regions/ZZ" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "There is no region with this code." });
  });

  it("checks that a district belongs to its region", async () => {
    expect(await app.services.regions.isDistrictInRegion("AH", "KM")).toBe(true);
    expect(await app.services.regions.isDistrictInRegion("AA", "KM")).toBe(false);
  });
});
