import { CACHE_KEYS, PaymentRecordSchema } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CacheStore } from "../../../shared/cache/cache-store";
import type { HttpClient } from "../../../shared/http/http-client";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

export type PaymentRecord = ReturnType<typeof PaymentRecordSchema.parse>;

/** GET /my-account/membership/my-payment-record, kept in MY_MEMBERSHIP_PAYMENT_CACHE (168 h, spec section 9). */
export async function getPaymentRecord(http: HttpClient, cache: CacheStore, signal?: AbortSignal) {
  const record = await http.get("/my-account/membership/my-payment-record", {
    parse: PaymentRecordSchema.parse,
    withAuth: true,
    signal,
  });
  cache.set(CACHE_KEYS.MY_MEMBERSHIP_PAYMENT, record);
  return record;
}

/** The cached answer, if it still has the shape this version of the app expects. */
export function readCachedPaymentRecord(cache: CacheStore): PaymentRecord | undefined {
  const parsed = PaymentRecordSchema.safeParse(cache.get(CACHE_KEYS.MY_MEMBERSHIP_PAYMENT));
  return parsed.success ? parsed.data : undefined;
}

export function paymentRecordQueryOptions(http: HttpClient, cache: CacheStore) {
  return queryOptions({
    queryKey: paymentKeys.record(),
    queryFn: ({ signal }) => getPaymentRecord(http, cache, signal),
    // The cached copy paints at once on a slow network; dated 0, it is fetched again right away.
    initialData: () => readCachedPaymentRecord(cache),
    initialDataUpdatedAt: 0,
  });
}

export function usePaymentRecord() {
  return useQuery(paymentRecordQueryOptions(useHttpClient(), useCacheStore()));
}
