import { CACHE_KEYS, type MembershipRecord, MembershipRecordSchema, membershipsEndpoints } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import type { CacheStore } from "../cache/cache-store";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useCacheStore, useHttpClient } from "../services/services-context";
import { persistedQueryOptions, readPersisted } from "./persisted-cache";
import { SHARED_KEYS } from "./query-keys";

/** GET /my-account/membership/my-record, kept on the device a week (MY_MEMBERSHIP_RECORD_CACHE) unless `cache` is null. */
export async function getMyRecord(
  http: HttpClient,
  cache: CacheStore | null,
  signal?: AbortSignal,
): Promise<MembershipRecord> {
  const record = await callEndpoint(http, membershipsEndpoints.myRecord, {}, { silent: true, signal });
  cache?.set(CACHE_KEYS.MY_MEMBERSHIP_RECORD, record);
  return record;
}

/** The record this device keeps, when it still has the shape this version of the app reads. */
export function readCachedRecord(cache: CacheStore): MembershipRecord | undefined {
  return readPersisted(cache, CACHE_KEYS.MY_MEMBERSHIP_RECORD, MembershipRecordSchema);
}

export interface MyRecordRead {
  /** What the page says when the request fails. */
  onFailure?: (error: unknown) => void;
  /**
   * Whether the answer replaces the device's copy (true by default). The payment pages read the
   * record without writing it: after a payment the copy stays removed until the membership pages
   * fetch it.
   */
  persist?: boolean;
}

/** The record, painted from the device's copy and fetched again behind it. */
export function myRecordQueryOptions(
  http: HttpClient,
  cache: CacheStore,
  { onFailure, persist = true }: MyRecordRead = {},
) {
  return persistedQueryOptions({
    queryKey: SHARED_KEYS.myRecord,
    cache,
    cacheKey: CACHE_KEYS.MY_MEMBERSHIP_RECORD,
    schema: MembershipRecordSchema,
    fetch: (signal) => getMyRecord(http, persist ? cache : null, signal),
    onFailure,
  });
}

export function useMyRecord({ enabled = true, ...read }: MyRecordRead & { enabled?: boolean } = {}) {
  return useQuery({ ...myRecordQueryOptions(useHttpClient(), useCacheStore(), read), enabled });
}
