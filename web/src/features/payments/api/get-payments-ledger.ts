import { AdminPaymentSchema, MoneySchema, paginated } from "@gkf/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { type LedgerFilters, toLedgerQuery } from "./ledger-filters";
import { paymentKeys } from "./payment-keys";

/**
 * The contract has no schema for the ledger's totals (`{count, paid: Money}`): built from its
 * parts, so the web app needs no Zod import of its own.
 */
const LedgerTotalsSchema = MoneySchema.omit({ amount: true, currency: true }).extend({
  count: MoneySchema.shape.amount,
  paid: MoneySchema,
});

/** The ledger answer: a page of payments with their members, and totals over all pages. */
const PaymentsLedgerSchema = paginated(AdminPaymentSchema).extend({ totals: LedgerTotalsSchema });
export type PaymentsLedger = ReturnType<typeof PaymentsLedgerSchema.parse>;
export type LedgerPayment = PaymentsLedger["items"][number];

/** GET /admin/payments (officials; a regional admin gets the payments of their region). */
export function getPaymentsLedger(http: HttpClient, filters: LedgerFilters, signal?: AbortSignal) {
  return http.get("/admin/payments", {
    query: toLedgerQuery(filters),
    parse: PaymentsLedgerSchema.parse,
    withAuth: true,
    signal,
  });
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
