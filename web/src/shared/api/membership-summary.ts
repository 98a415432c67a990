import { CACHE_KEYS, type MembershipSummary, MembershipSummarySchema, membershipsEndpoints } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import type { CacheStore } from "../cache/cache-store";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useCacheStore, useHttpClient } from "../services/services-context";
import { persistedQueryOptions, readPersisted } from "./persisted-cache";
import { SHARED_KEYS } from "./query-keys";

/**
 * GET /my-account/membership/my-record-summary (200 paid, 206 not), kept a week
 * (MY_MEMBERSHIP_CACHE): the membership pages' guard reads it.
 */
export async function getMembershipSummary(
  http: HttpClient,
  cache: CacheStore,
  signal?: AbortSignal,
): Promise<MembershipSummary> {
  const summary = await callEndpoint(http, membershipsEndpoints.summary, {}, { silent: true, signal });
  cache.set(CACHE_KEYS.MY_MEMBERSHIP, summary);
  return summary;
}

export function readCachedSummary(cache: CacheStore): MembershipSummary | undefined {
  return readPersisted(cache, CACHE_KEYS.MY_MEMBERSHIP, MembershipSummarySchema);
}

/** The summary, painted from the device's copy and fetched again behind it; `onFailure` is the page's toast. */
export function membershipSummaryQueryOptions(
  http: HttpClient,
  cache: CacheStore,
  onFailure?: (error: unknown) => void,
) {
  return persistedQueryOptions({
    queryKey: SHARED_KEYS.mySummary,
    cache,
    cacheKey: CACHE_KEYS.MY_MEMBERSHIP,
    schema: MembershipSummarySchema,
    fetch: (signal) => getMembershipSummary(http, cache, signal),
    onFailure,
  });
}

export function useMembershipSummary({ onFailure }: { onFailure?: (error: unknown) => void } = {}) {
  return useQuery(membershipSummaryQueryOptions(useHttpClient(), useCacheStore(), onFailure));
}
