import { CACHE_KEYS, type MembershipRecord, type Payment } from "@gkf/contract";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { aRecord } from "../../../test/record-fixtures";

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
/**
 * A newly paid member's record in Ashanti (no belt or certificate yet, only the fee met): the
 * shared record builder with what the payment pages' tests read.
 */
export function membershipRecord(overrides: Partial<MembershipRecord> = {}): MembershipRecord {
  return aRecord({
    code: "GKF-AH-26-000004",
    expiry_date: "2027-03-02",
    date_joined: "2026-03-02T09:00:00.000Z",
    region: { code: "AH", name: "Ashanti" },
    district: { code: "KM", name: "Kumasi Metropolitan" },
    days_since_last_renewal: 0,
    current_belt: null,
    membership_certificate: null,
    compliance_score: 20,
    compliance_breakdown: [
      {
        item: "REGISTRATION_PAID",
        met: true,
        state: "MET",
        reason: "The registration fee is paid.",
        rejection_reason: null,
        document_types: [],
      },
    ],
    documents_summary: {
      total: 0,
      by_status: { PENDING_REVIEW: 0, APPROVED: 0, REJECTED: 0, EXPIRED: 0 },
      by_type: {
        GHANA_CARD: 0,
        BIRTH_CERTIFICATE: 0,
        MEDICAL_CLEARANCE: 0,
        PASSPORT_PHOTO: 0,
        BELT_CERTIFICATE: 0,
        COACHING_LICENCE: 0,
        REFEREE_LICENCE: 0,
        FIRST_AID: 0,
        SAFEGUARDING: 0,
        OTHER: 0,
      },
    },
    ...overrides,
  });
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
