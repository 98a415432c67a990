import { CACHE_KEYS, type EndpointAnswer, PaymentRecordSchema, paymentsEndpoints } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import type { CacheStore } from "../cache/cache-store";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useCacheStore, useHttpClient } from "../services/services-context";
import { persistedQueryOptions, readPersisted } from "./persisted-cache";
import { SHARED_KEYS } from "./query-keys";

export type PaymentRecord = EndpointAnswer<typeof paymentsEndpoints.myPaymentRecord>;

/** GET /my-account/membership/my-payment-record, kept in MY_MEMBERSHIP_PAYMENT_CACHE (168 h, spec section 9). */
export async function getPaymentRecord(http: HttpClient, cache: CacheStore, signal?: AbortSignal) {
  const record = await callEndpoint(http, paymentsEndpoints.myPaymentRecord, {}, { signal });
  cache.set(CACHE_KEYS.MY_MEMBERSHIP_PAYMENT, record);
  return record;
}

/** The cached answer, if it still has the shape this version of the app expects. */
export function readCachedPaymentRecord(cache: CacheStore): PaymentRecord | undefined {
  return readPersisted(cache, CACHE_KEYS.MY_MEMBERSHIP_PAYMENT, PaymentRecordSchema);
}

/** Payments and receipts, newest first, with the totals; a failure shows the usual error toast. */
export function paymentRecordQueryOptions(http: HttpClient, cache: CacheStore) {
  return persistedQueryOptions({
    queryKey: SHARED_KEYS.myPaymentRecord,
    cache,
    cacheKey: CACHE_KEYS.MY_MEMBERSHIP_PAYMENT,
    schema: PaymentRecordSchema,
    fetch: (signal) => getPaymentRecord(http, cache, signal),
  });
}

export function usePaymentRecord() {
  return useQuery(paymentRecordQueryOptions(useHttpClient(), useCacheStore()));
}
