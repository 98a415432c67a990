import { CACHE_KEYS, type MembershipSummary, MembershipSummarySchema, SPEC_TOASTS } from "@gkf/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CacheStore } from "../../../shared/cache/cache-store";
import type { HttpClient } from "../../../shared/http/http-client";
import { isHttpError } from "../../../shared/http/http-error";
import { notifyError } from "../../../shared/notifications/notify";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { getPaymentRecord } from "./get-payment-record";
import { paymentKeys } from "./payment-keys";

/** GET /my-account/membership/my-record-summary: 200 when the registration is paid, 206 when not. */
export async function getMembershipSummary(http: HttpClient): Promise<MembershipSummary> {
  try {
    const { data } = await http.request("/my-account/membership/my-record-summary", {
      acceptStatus: [200, 206],
      parse: MembershipSummarySchema.parse,
      withAuth: true,
      silent: true,
    });
    return data;
  } catch (error) {
    // A 401 ends the session (the login page follows, with the way back here); anything else is the spec's toast.
    if (!(isHttpError(error) && error.status === 401)) void notifyError(SPEC_TOASTS.loadMembershipSummary);
    throw error;
  }
}

/**
 * After a successful payment everything this device knows about the membership is out of date.
 * MY_MEMBERSHIP_CACHE matters most: the membership pages' guard reads it, and with the old
 * "not paid" answer it would send the member who just paid back to the profile.
 */
export async function refreshMembershipAfterPayment(http: HttpClient, cache: CacheStore, queryClient: QueryClient) {
  const summary = await getMembershipSummary(http);
  cache.set(CACHE_KEYS.MY_MEMBERSHIP, summary);
  // The record (status, number, expiry, compliance) changed on the server: fetched again when next needed.
  cache.remove(CACHE_KEYS.MY_MEMBERSHIP_RECORD);
  // Every other feature's data is marked stale without refetching here: each page asks again when it opens.
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== paymentKeys.all[0] || query.queryKey[1] !== "verify",
    refetchType: "none",
  });
  try {
    queryClient.setQueryData(paymentKeys.record(), await getPaymentRecord(http, cache));
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
