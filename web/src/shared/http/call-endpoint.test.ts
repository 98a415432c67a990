import { defineEndpoint, positionsEndpoints, RegionListSchema, RegionSchema, regionsEndpoints } from "@gkf/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callEndpoint, requestEndpoint } from "./call-endpoint";
import { createHttpClient } from "./http-client";

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function clientWith(fetchStub: ReturnType<typeof vi.fn>) {
  vi.stubGlobal("fetch", fetchStub);
  return createHttpClient({
    basePath: "/api",
    headers: { accept: "application/json", "content-type": "application/json" },
    getAccessToken: () => "secret-token",
  });
}

const application = {
  id: "a1",
  position: { id: "p/1", name: "Technical director" },
  status: "SHORTLISTED",
  statement: null,
  decision_note: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-02T00:00:00.000Z",
};
const region = { code: "AA", iso_code: "GH-AA", name: "Greater Accra", capital: "Accra", districts: [] };

afterEach(() => vi.unstubAllGlobals());

describe("callEndpoint", () => {
  it("fills the path, sends the method and body, the token of a bearer endpoint, and parses the answer", async () => {
    const fetchStub = vi.fn(async () => jsonResponse(application));
    const http = clientWith(fetchStub);

    const answer = await callEndpoint(http, positionsEndpoints.decide, {
      params: { id: "p/1", applicationId: "a 1" },
      body: { status: "SHORTLISTED" },
    });

    expect(answer).toEqual(application);
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/positions/p%2F1/applications/a%201");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"status":"SHORTLISTED"}');
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer secret-token");
  });

  it("sends no token to a public endpoint unless asked", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ items: [region] }));
    const http = clientWith(fetchStub);
    await callEndpoint(http, regionsEndpoints.list, {});
    await callEndpoint(http, regionsEndpoints.list, {}, { withAuth: true });
    const headers = fetchStub.mock.calls.map(
      (call) => new Headers((call as unknown as [string, RequestInit])[1].headers),
    );
    expect(headers.map((each) => each.get("authorization"))).toEqual([null, "Bearer secret-token"]);
  });

  it("parses each success status with its own schema, and refuses a status the endpoint does not answer", async () => {
    const twoWays = defineEndpoint({
      method: "GET",
      path: "/regions/:code/either",
      summary: "test",
      tags: [],
      auth: "none",
      params: RegionSchema.pick({ code: true }),
      responses: { 200: RegionSchema, 206: RegionListSchema },
    });
    const answers = [jsonResponse(region, 200), jsonResponse({ items: [region] }, 206), jsonResponse(region, 202)];
    const http = clientWith(vi.fn(async () => answers.shift() as Response));

    expect(await requestEndpoint(http, twoWays, { params: { code: "AA" } })).toEqual({ status: 200, data: region });
    expect(await requestEndpoint(http, twoWays, { params: { code: "AA" } })).toEqual({
      status: 206,
      data: { items: [region] },
    });
    await expect(requestEndpoint(http, twoWays, { params: { code: "AA" } }, { silent: true })).rejects.toMatchObject({
      kind: "response",
      status: 202,
    });
  });

  it("reports an answer that breaks the endpoint's schema as an invalid response", async () => {
    const http = clientWith(vi.fn(async () => jsonResponse({ items: [{ code: "AA" }] })));
    const reported = vi.fn();
    http.onError(reported);
    const error = await callEndpoint(http, regionsEndpoints.list, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "invalid-response", status: 200 });
    expect(reported).toHaveBeenCalledWith(error);
  });
});
