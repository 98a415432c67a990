import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentPurpose, type PaymentStatus } from "@gkf/contract";

/** The ledger's filters, as they stand in the page's address (so a reload or a shared link keeps them). */
export interface LedgerFilters {
  status?: PaymentStatus;
  purpose?: PaymentPurpose;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** Two-letter region code. */
  region?: string;
  page: number;
}

export const LEDGER_PAGE_SIZE = 20;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const REGION_CODE = /^[A-Z]{2}$/;

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

/** Reads the filters from the query string; anything malformed is dropped rather than sent. */
export function readLedgerFilters(params: URLSearchParams): LedgerFilters {
  const date = (name: string) => {
    const value = params.get(name);
    return value && ISO_DATE.test(value) ? value : undefined;
  };
  const region = params.get("region")?.toUpperCase();
  const page = Number(params.get("page"));
  return {
    status: pick(PAYMENT_STATUSES, params.get("status")),
    purpose: pick(PAYMENT_PURPOSES, params.get("purpose")),
    from: date("from"),
    to: date("to"),
    region: region && REGION_CODE.test(region) ? region : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for these filters: only what is set, page 1 left out. */
export function toLedgerSearchParams(filters: LedgerFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["status", "purpose", "from", "to", "region"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The API's query for GET /admin/payments (and, without paging, payments.csv). */
export function toLedgerQuery({ page, ...filters }: LedgerFilters) {
  return { ...filters, page, page_size: LEDGER_PAGE_SIZE };
}

export function hasActiveFilters(filters: LedgerFilters): boolean {
  return Boolean(filters.status || filters.purpose || filters.from || filters.to || filters.region);
}
