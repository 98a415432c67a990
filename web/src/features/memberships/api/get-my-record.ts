import {
  CACHE_KEYS,
  type MembershipRecord,
  MembershipRecordSchema,
  type MembershipSummary,
  MembershipSummarySchema,
  SPEC_TOASTS,
} from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { CacheStore } from "../../../shared/cache/cache-store";
import type { HttpClient } from "../../../shared/http/http-client";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { notifyMembershipFailure } from "./membership-failure-toast";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

/** GET /my-account/membership/my-record, kept on the device a week (MY_MEMBERSHIP_RECORD_CACHE). */
export async function getMyRecord(http: HttpClient, cache: CacheStore, signal?: AbortSignal) {
  const record = await http.get("/my-account/membership/my-record", {
    parse: MembershipRecordSchema.parse,
    withAuth: true,
    silent: true,
    signal,
  });
  cache.set(CACHE_KEYS.MY_MEMBERSHIP_RECORD, record);
  return record;
}

/** The cached record, when it still has the shape this version of the app reads. */
export function readCachedRecord(cache: CacheStore): MembershipRecord | undefined {
  const parsed = MembershipRecordSchema.safeParse(cache.get(CACHE_KEYS.MY_MEMBERSHIP_RECORD));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The record paints at once from the device's copy (slow networks), then is fetched again
 * behind it (`initialDataUpdatedAt: 0` makes the copy stale from the start).
 */
export function myRecordQueryOptions(http: HttpClient, cache: CacheStore, t: TFunction) {
  return queryOptions({
    queryKey: MEMBERSHIP_KEYS.record,
    queryFn: async ({ signal }) => {
      try {
        return await getMyRecord(http, cache, signal);
      } catch (error) {
        if (!signal.aborted) notifyMembershipFailure(SPEC_TOASTS.loadMembershipRecord, error, t);
        throw error;
      }
    },
    initialData: () => readCachedRecord(cache),
    initialDataUpdatedAt: 0,
  });
}

export function useMyRecord() {
  const { t } = useTranslation();
  return useQuery(myRecordQueryOptions(useHttpClient(), useCacheStore(), t));
}

/** GET /my-account/membership/my-record-summary (200 paid, 206 not), kept a week (MY_MEMBERSHIP_CACHE). */
export async function getMySummary(http: HttpClient, cache: CacheStore, signal?: AbortSignal) {
  const { data } = await http.request("/my-account/membership/my-record-summary", {
    acceptStatus: [200, 206],
    parse: MembershipSummarySchema.parse,
    withAuth: true,
    silent: true,
    signal,
  });
  cache.set(CACHE_KEYS.MY_MEMBERSHIP, data);
  return data;
}

export function readCachedSummary(cache: CacheStore): MembershipSummary | undefined {
  const parsed = MembershipSummarySchema.safeParse(cache.get(CACHE_KEYS.MY_MEMBERSHIP));
  return parsed.success ? parsed.data : undefined;
}

export function mySummaryQueryOptions(http: HttpClient, cache: CacheStore, t: TFunction) {
  return queryOptions({
    queryKey: MEMBERSHIP_KEYS.summary,
    queryFn: async ({ signal }) => {
      try {
        return await getMySummary(http, cache, signal);
      } catch (error) {
        if (!signal.aborted) notifyMembershipFailure(SPEC_TOASTS.loadMembershipSummary, error, t);
        throw error;
      }
    },
    initialData: () => readCachedSummary(cache),
    initialDataUpdatedAt: 0,
  });
}

/** The summary the membership guard reads; the profile fetches it on every visit so the guard stays right. */
export function useMySummary() {
  const { t } = useTranslation();
  return useQuery(mySummaryQueryOptions(useHttpClient(), useCacheStore(), t));
}
