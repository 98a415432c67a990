import { brotliDecompressSync, gunzipSync } from "node:zlib";
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

describe("GET /api/regions, prepared once and sent precompressed", () => {
  const BROWSER = "gzip, deflate, br";

  it("sends brotli to a browser that takes it, gzip to one that takes only gzip, plain bytes otherwise: the same list", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/regions" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    const items = plain.json<{ items: unknown[] }>().items;
    expect(items).toHaveLength(16);

    const br = await app.inject({ method: "GET", url: "/api/regions", headers: { "accept-encoding": BROWSER } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());
    // The compressed answer is a fraction of the list (30 KB of districts).
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await app.inject({ method: "GET", url: "/api/regions", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString("utf8"))).toEqual(plain.json());

    const refused = await app.inject({
      method: "GET",
      url: "/api/regions",
      headers: { "accept-encoding": "br;q=0, gzip;q=0" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it("answers 304 with no body to a browser that has the list (If-None-Match), and the list again once the tag differs", async () => {
    const first = await app.inject({ method: "GET", url: "/api/regions", headers: { "accept-encoding": BROWSER } });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    // Every encoding carries the same tag: it names the list, not the bytes.
    const plain = await app.inject({ method: "GET", url: "/api/regions" });
    expect(plain.headers.etag).toBe(etag);

    const again = await app.inject({
      method: "GET",
      url: "/api/regions",
      headers: { "accept-encoding": BROWSER, "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-encoding"]).toBeUndefined();

    const listed = await app.inject({
      method: "GET",
      url: "/api/regions",
      headers: { "if-none-match": `"something-else", ${String(etag).replace("W/", "")}` },
    });
    expect(listed.statusCode).toBe(304);

    const stale = await app.inject({ method: "GET", url: "/api/regions", headers: { "if-none-match": 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<{ items: unknown[] }>().items).toHaveLength(16);
  });
});
