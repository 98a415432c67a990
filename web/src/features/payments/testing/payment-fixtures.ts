import { CACHE_KEYS, type Payment } from "@gkf/contract";
import { createCacheStore } from "../../../shared/cache/cache-store";

/** Answers of the payments API, as the server sends them, for the page tests. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    reference: "GKF-REG-0000000001",
    purpose: "REGISTRATION",
    status: "SUCCESS",
    amount: 15_000,
    currency: "GHS",
    provider: "sandbox",
    channel: "mobile_money",
    created_at: "2026-03-02T10:00:00.000Z",
    paid_at: "2026-03-02T10:01:00.000Z",
    receipt_number: "GKF-R-2026-000001",
    receipt_url: "/api/my-account/membership/payments/GKF-REG-0000000001/receipt",
    authorization_url: null,
    ...overrides,
  };
}

export function paymentRecord(items: Payment[]) {
  const paid = items.filter((item) => item.status === "SUCCESS");
  return {
    items,
    summary: {
      registration_paid_at: paid.find((item) => item.purpose === "REGISTRATION")?.paid_at ?? null,
      last_payment_at: paid[0]?.paid_at ?? null,
      total_paid: { amount: paid.reduce((sum, item) => sum + item.amount, 0), currency: "GHS" },
      open_payments: items.filter((item) => item.status === "PENDING").length,
    },
  };
}

export const paidSummary = {
  has_paid_registration: true,
  payment_summary: {
    registration_paid_at: "2026-03-02T10:01:00.000Z",
    last_payment_at: "2026-03-02T10:01:00.000Z",
    total_paid: { amount: 15_000, currency: "GHS" },
    open_payments: 0,
  },
};

/** The fields of GET my-record the payment pages read (the rest is the memberships feature's). */
export function membershipRecord(overrides: Record<string, unknown> = {}) {
  return {
    status: "ACTIVE",
    code: "GKF-AH-26-000004",
    expiry_date: "2027-03-02",
    has_paid_registration: true,
    ...overrides,
  };
}

const testCache = () => createCacheStore({ storage: window.localStorage });

export function readCache(key: (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS]): unknown {
  return testCache().get(key);
}

export function writeCache(key: (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS], value: unknown): void {
  testCache().set(key, value);
}

/** A signed-in official: the control panel needs a staff grant in the session. */
export function storeStaffSession(staffRoles: string[]) {
  testCache().set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: {
      first_name: "Kwame",
      last_name: "Boateng",
      login_with: "email",
      main_role: "OFFICIAL",
      staff_roles: staffRoles,
    },
    last_time_logged: null,
  });
}

/** The body of the first request with one that a stubbed fetch got for a path. */
export function sentBody(fetchStub: { mock: { calls: unknown[][] } }, path: string): unknown {
  const call = fetchStub.mock.calls.find(
    ([url, init]) =>
      new URL(String(url), "http://localhost").pathname === path && (init as RequestInit | undefined)?.body,
  );
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export function calledUrls(fetchStub: { mock: { calls: unknown[][] } }): string[] {
  return fetchStub.mock.calls.map(([url]) => String(url));
}

/** The HTTP methods of the requests a stubbed fetch got. */
export function sentMethods(fetchStub: { mock: { calls: unknown[][] } }): string[] {
  return fetchStub.mock.calls.map((call) => (call[1] as RequestInit | undefined)?.method ?? "GET");
}
