import { CACHE_KEYS, MembershipRecordSchema, SPEC_TOASTS } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CacheStore } from "../../../shared/cache/cache-store";
import type { HttpClient } from "../../../shared/http/http-client";
import { isHttpError } from "../../../shared/http/http-error";
import { notifyError } from "../../../shared/notifications/notify";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/**
 * The part of the membership record the payment pages need (status, number, expiry). Parsing only
 * these keeps these pages working when the record grows; the full record and its cache
 * (MY_MEMBERSHIP_RECORD_CACHE) belong to the memberships feature, which writes it.
 */
const MembershipStandingSchema = MembershipRecordSchema.pick({
  status: true,
  code: true,
  expiry_date: true,
  has_paid_registration: true,
});
export type MembershipStanding = ReturnType<typeof MembershipStandingSchema.parse>;

/** GET /my-account/membership/my-record; a failure shows the spec's toast (section 8). */
export async function getMembershipStanding(http: HttpClient, signal?: AbortSignal): Promise<MembershipStanding> {
  try {
    return await http.get("/my-account/membership/my-record", {
      parse: MembershipStandingSchema.parse,
      withAuth: true,
      silent: true,
      signal,
    });
  } catch (error) {
    const isSessionEnd = isHttpError(error) && error.status === 401;
    if (!signal?.aborted && !isSessionEnd) void notifyError(SPEC_TOASTS.loadMembershipRecord);
    throw error;
  }
}

function readCachedMembershipStanding(cache: CacheStore): MembershipStanding | undefined {
  const parsed = MembershipStandingSchema.safeParse(cache.get(CACHE_KEYS.MY_MEMBERSHIP_RECORD));
  return parsed.success ? parsed.data : undefined;
}

export function membershipStandingQueryOptions(http: HttpClient, cache: CacheStore) {
  return queryOptions({
    queryKey: paymentKeys.membership(),
    queryFn: ({ signal }) => getMembershipStanding(http, signal),
    initialData: () => readCachedMembershipStanding(cache),
    initialDataUpdatedAt: 0,
  });
}

export function useMembershipStanding({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...membershipStandingQueryOptions(useHttpClient(), useCacheStore()), enabled });
}
