import { CACHE_KEYS, type MembershipSummary } from "@gkf/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { getMembershipSummary } from "../../../shared/api/membership-summary";
import { getPaymentRecord } from "../../../shared/api/payment-record";
import { SHARED_KEYS } from "../../../shared/api/query-keys";
import type { CacheStore } from "../../../shared/cache/cache-store";
import type { HttpClient } from "../../../shared/http/http-client";
import { isHttpError } from "../../../shared/http/http-error";
import { appT } from "../../../shared/i18n/i18n";
import { notifyError } from "../../../shared/notifications/notify";
import { specToast } from "../../../shared/notifications/spec-toasts";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/** The summary (shared/api/membership-summary, kept in MY_MEMBERSHIP_CACHE) with the spec's toast. */
async function refreshSummary(http: HttpClient, cache: CacheStore): Promise<MembershipSummary> {
  try {
    return await getMembershipSummary(http, cache);
  } catch (error) {
    // A 401 ends the session (the login page follows, with the way back here); anything else is the spec's toast.
    if (!(isHttpError(error) && error.status === 401))
      void notifyError(specToast("toasts.load_membership_summary", appT()));
    throw error;
  }
}

/**
 * After a successful payment everything this device knows about the membership is out of date.
 * MY_MEMBERSHIP_CACHE matters most: the membership pages' guard reads it, and with the old
 * "not paid" answer it would send the member who just paid back to the profile.
 */
export async function refreshMembershipAfterPayment(http: HttpClient, cache: CacheStore, queryClient: QueryClient) {
  const summary = await refreshSummary(http, cache);
  // The record (status, number, expiry, compliance) changed on the server: fetched again when next needed.
  cache.remove(CACHE_KEYS.MY_MEMBERSHIP_RECORD);
  // Every other feature's data is marked stale without refetching here: each page asks again when it opens.
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== paymentKeys.all[0] || query.queryKey[1] !== "verify",
    refetchType: "none",
  });
  try {
    queryClient.setQueryData(SHARED_KEYS.myPaymentRecord, await getPaymentRecord(http, cache));
  } catch {
    // The error toast has said why; the old list must not come back from the cache.
    cache.remove(CACHE_KEYS.MY_MEMBERSHIP_PAYMENT);
  }
  return summary;
}

export function useRefreshMembershipAfterPayment() {
  const http = useHttpClient();
  const cache = useCacheStore();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => refreshMembershipAfterPayment(http, cache, queryClient) });
}
