import type { LedgerFilters } from "./ledger-filters";

/** The payments feature's query keys; mutations invalidate through these. */
export const paymentKeys = {
  all: ["payments"] as const,
  verify: (reference: string) => [...paymentKeys.all, "verify", reference] as const,
  profile: () => [...paymentKeys.all, "profile"] as const,
  ledger: (filters: LedgerFilters) => [...paymentKeys.all, "ledger", filters] as const,
  fees: () => [...paymentKeys.all, "fees"] as const,
};
