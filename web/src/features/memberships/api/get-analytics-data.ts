import { type CompliancePoint, membershipsEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { paymentRecordQueryOptions } from "../../../shared/api/payment-record";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

/** GET /my-account/membership/compliance-history: the score each time it changed. */
export function complianceHistoryQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: MEMBERSHIP_KEYS.complianceHistory,
    queryFn: async ({ signal }): Promise<CompliancePoint[]> =>
      (await callEndpoint(http, membershipsEndpoints.complianceHistory, {}, { signal })).items,
  });
}

export function useComplianceHistory() {
  return useQuery(complianceHistoryQueryOptions(useHttpClient()));
}

/** The shared payment record (shared/api/payment-record): payments and receipts, newest first. */
export function useMyPayments() {
  return useQuery({
    ...paymentRecordQueryOptions(useHttpClient(), useCacheStore()),
    select: (record) => record.items,
  });
}
