import { type EndpointAnswer, paymentsAdminEndpoints } from "@gkf/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { type LedgerFilters, toLedgerQuery } from "./ledger-filters";
import { paymentKeys } from "./payment-keys";

/** The ledger answer (the contract's PaymentLedgerSchema): a page of payments with their members, and totals over all pages. */
export type PaymentsLedger = EndpointAnswer<typeof paymentsAdminEndpoints.ledger>;
export type LedgerPayment = PaymentsLedger["items"][number];

/** GET /admin/payments (officials; a regional admin gets the payments of their region). */
export function getPaymentsLedger(http: HttpClient, filters: LedgerFilters, signal?: AbortSignal) {
  return callEndpoint(http, paymentsAdminEndpoints.ledger, { query: toLedgerQuery(filters) }, { signal });
}

export function paymentsLedgerQueryOptions(http: HttpClient, filters: LedgerFilters) {
  return queryOptions({
    queryKey: paymentKeys.ledger(filters),
    queryFn: ({ signal }) => getPaymentsLedger(http, filters, signal),
    // The page keeps showing the last answer while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function usePaymentsLedger(filters: LedgerFilters) {
  return useQuery(paymentsLedgerQueryOptions(useHttpClient(), filters));
}
