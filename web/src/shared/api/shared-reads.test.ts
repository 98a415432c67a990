import { CACHE_KEYS } from "@gkf/contract";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aRecord } from "../../features/memberships/test/membership-fixtures";
import { createCacheStore } from "../cache/cache-store";
import { createHttpClient } from "../http/http-client";
import { myRecordQueryOptions } from "./my-record";
import { regionsQueryOptions } from "./regions";

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function setUp(answer: () => Response) {
  const fetchStub = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetchStub);
  const http = createHttpClient({ basePath: "/api", getAccessToken: () => "token" });
  const cache = createCacheStore({ storage: window.localStorage });
  return { fetchStub, http, cache, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the shared reads", () => {
  it("ask the server once for the regions, whichever feature asks (one key)", async () => {
    const region = { code: "AA", iso_code: "GH-AA", name: "Greater Accra", capital: "Accra", districts: [] };
    const { fetchStub, http, queryClient } = setUp(() => jsonResponse({ items: [region] }));
    const [quiet, loud] = await Promise.all([
      queryClient.fetchQuery(regionsQueryOptions(http, { silent: true })),
      queryClient.fetchQuery(regionsQueryOptions(http)),
    ]);
    expect(quiet).toEqual({ items: [region] });
    expect(loud).toBe(quiet);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("paint the record from the device's copy, fetch it behind and keep the answer a week", async () => {
    const { http, cache, queryClient } = setUp(() => jsonResponse(aRecord({ compliance_score: 80 })));
    cache.set(CACHE_KEYS.MY_MEMBERSHIP_RECORD, aRecord({ compliance_score: 40 }));
    const observer = new QueryObserver(queryClient, myRecordQueryOptions(http, cache));
    expect(observer.getCurrentResult().data?.compliance_score).toBe(40);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.compliance_score).toBe(80));
    unsubscribe();
    expect(cache.get(CACHE_KEYS.MY_MEMBERSHIP_RECORD)).toEqual(aRecord({ compliance_score: 80 }));
  });

  it("leave the device's copy alone for a page that reads without keeping, and tell the page of a failure", async () => {
    const { http, cache, queryClient } = setUp(() => jsonResponse(aRecord()));
    const options = myRecordQueryOptions(http, cache, { persist: false });
    expect(await queryClient.fetchQuery(options)).toEqual(aRecord());
    expect(cache.get(CACHE_KEYS.MY_MEMBERSHIP_RECORD)).toBeNull();

    const failing = setUp(() => jsonResponse({ code: "INTERNAL_ERROR", message: "Boom" }, 500));
    const onFailure = vi.fn();
    await expect(
      failing.queryClient.fetchQuery(myRecordQueryOptions(failing.http, failing.cache, { onFailure })),
    ).rejects.toMatchObject({ status: 500 });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
