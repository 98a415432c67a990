import {
  familiesEndpoints,
  membershipsEndpoints,
  privacyEndpoints,
  settingsEndpoints,
  systemEndpoints,
} from "@gkf/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_PATHS, startEarlyRequests } from "../../app/boot/first-page-requests";
import { startEarlyGet, takeEarlyGet } from "./early-requests";
import { createHttpClient } from "./http-client";

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function client(token = "secret-token") {
  return createHttpClient({
    basePath: "/api",
    headers: { accept: "application/json", "content-type": "application/json" },
    getAccessToken: () => token,
  });
}

afterEach(() => {
  // Whatever a test left behind is dropped: nothing early outlives its test.
  takeEarlyGet("/api/my-account/membership/my-record", "Bearer secret-token");
  takeEarlyGet("/api/my-account/membership/my-record-summary", "Bearer secret-token");
  takeEarlyGet("/api/config", null);
  vi.unstubAllGlobals();
});

describe("early GETs of the first page", () => {
  it("are taken by the client instead of asking again: one request in all", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ code: "GKF-AA-26-000001" }));
    vi.stubGlobal("fetch", fetchStub);

    startEarlyGet("/api/my-account/membership/my-record", "Bearer secret-token", "fr");
    const data = await client().get("/my-account/membership/my-record", { withAuth: true });

    expect(data).toEqual({ code: "GKF-AA-26-000001" });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer secret-token");
    // In the app's language, as the client's own requests (an error answer is then in it).
    expect(new Headers(init.headers).get("accept-language")).toBe("fr");
  });

  it("are taken once: the next read asks the server again", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ n: fetchStub.mock.calls.length }));
    vi.stubGlobal("fetch", fetchStub);

    startEarlyGet("/api/config", null);
    expect(await client().get("/config")).toEqual({ n: 1 });
    expect(await client().get("/config")).toEqual({ n: 2 });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("are not handed to another person's token, nor after their lifetime", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({})),
    );
    startEarlyGet("/api/my-account/membership/my-record", "Bearer someone-else", undefined, 1_000);
    expect(takeEarlyGet("/api/my-account/membership/my-record", "Bearer secret-token", 1_001)).toBeUndefined();

    startEarlyGet("/api/my-account/membership/my-record", "Bearer secret-token", undefined, 1_000);
    expect(takeEarlyGet("/api/my-account/membership/my-record", "Bearer secret-token", 16_001)).toBeUndefined();
  });

  it("that failed are asked again by the client, which answers normally", async () => {
    const fetchStub = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse({ fine: true }));
    vi.stubGlobal("fetch", fetchStub);

    startEarlyGet("/api/my-account/membership/my-record", "Bearer secret-token");
    expect(await client().get("/my-account/membership/my-record", { withAuth: true })).toEqual({ fine: true });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("start the summary, the flags, the children, the consents and, on membership pages, the record and belt colours", () => {
    const fetchStub = vi.fn(async (_url: string) => jsonResponse({}));
    vi.stubGlobal("fetch", fetchStub);

    startEarlyRequests("/dashboard/my-membership/index", "Bearer secret-token");
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual([
      "/api/my-account/membership/my-record-summary",
      "/api/config",
      "/api/my-account/children",
      "/api/my-account/consents",
      "/api/my-account/membership/my-record",
      "/api/belt-colours",
    ]);

    fetchStub.mockClear();
    startEarlyRequests("/dashboard/my-account/index", "Bearer secret-token");
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual([
      "/api/my-account/membership/my-record-summary",
      "/api/config",
      "/api/my-account/children",
      "/api/my-account/consents",
    ]);
  });

  it("use the paths of the contract's descriptors", () => {
    expect(EARLY_PATHS).toEqual({
      summary: membershipsEndpoints.summary.path,
      record: membershipsEndpoints.myRecord.path,
      config: systemEndpoints.config.path,
      children: familiesEndpoints.listChildren.path,
      consents: privacyEndpoints.consents.path,
      beltColours: settingsEndpoints.beltColours.path,
    });
  });
});
