import { type Payment, PaymentRecordSchema } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

export interface CompliancePoint {
  at: string;
  score: number;
}

/** `{items: [{at, score}]}` checked by hand: the contract has no schema for this answer. */
export function parseComplianceHistory(data: unknown): CompliancePoint[] {
  const items = typeof data === "object" && data !== null ? Reflect.get(data, "items") : undefined;
  if (!Array.isArray(items)) throw new Error("The compliance history has no items");
  return items.map((item: unknown) => {
    const at = typeof item === "object" && item !== null ? Reflect.get(item, "at") : undefined;
    const score = typeof item === "object" && item !== null ? Reflect.get(item, "score") : undefined;
    if (typeof at !== "string" || typeof score !== "number") throw new Error("A compliance point has no time or score");
    return { at, score };
  });
}

/** GET /my-account/membership/compliance-history: the score each time it changed. */
export function complianceHistoryQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: MEMBERSHIP_KEYS.complianceHistory,
    queryFn: ({ signal }) =>
      http.get("/my-account/membership/compliance-history", {
        parse: parseComplianceHistory,
        withAuth: true,
        signal,
      }),
  });
}

export function useComplianceHistory() {
  return useQuery(complianceHistoryQueryOptions(useHttpClient()));
}

/** GET /my-account/membership/my-payment-record: payments and receipts, newest first. */
export function paymentRecordQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: MEMBERSHIP_KEYS.paymentRecord,
    queryFn: async ({ signal }): Promise<Payment[]> => {
      const record = await http.get("/my-account/membership/my-payment-record", {
        parse: PaymentRecordSchema.parse,
        withAuth: true,
        signal,
      });
      return record.items;
    },
  });
}

export function useMyPayments() {
  return useQuery(paymentRecordQueryOptions(useHttpClient()));
}
