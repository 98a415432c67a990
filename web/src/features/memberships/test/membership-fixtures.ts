import type { Region, ReviewQueueItem } from "@gkf/contract";
import { aDocument, aQuote, aRecord } from "../../../test/record-fixtures";

/** The memberships feature's test data, shaped like the API's answers (see GET /api/openapi.json). */
export { aDocument, aProfile, aRecord, requestsTo, stubObjectUrls } from "../../../test/record-fixtures";

export const REGIONS: { items: Region[] } = {
  items: [
    {
      code: "AA",
      iso_code: "GH-AA",
      name: "Greater Accra",
      capital: "Accra",
      districts: [
        { code: "AM", name: "Accra Metropolitan" },
        { code: "TEM", name: "Tema Metropolitan" },
      ],
    },
    {
      code: "AH",
      iso_code: "GH-AH",
      name: "Ashanti",
      capital: "Kumasi",
      districts: [
        { code: "KM", name: "Kumasi Metropolitan" },
        { code: "OB", name: "Obuasi Municipal" },
      ],
    },
  ],
};

export function aQueueItem(overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  const id = overrides.id ?? "doc-9";
  return {
    ...aDocument({ id, status: "PENDING_REVIEW", reviewed_at: null, file_url: `/api/admin/documents/${id}/file` }),
    member: {
      first_name: "Kofi",
      last_name: "Asante",
      code: "GKF-AH-26-000004",
      region: "AH",
      membership_type: "ATHLETE",
    },
    ...overrides,
  };
}

export const PAID_SUMMARY = {
  has_paid_registration: true,
  payment_summary: {
    registration_paid_at: "2026-01-10T09:00:00.000Z",
    last_payment_at: "2026-01-10T09:00:00.000Z",
    total_paid: { amount: 15_000, currency: "GHS" },
    open_payments: 0,
  },
};

export const UNPAID_SUMMARY = {
  has_paid_registration: false,
  payment_summary: {
    registration_paid_at: null,
    last_payment_at: null,
    total_paid: { amount: 0, currency: "GHS" },
    open_payments: 0,
  },
};

export const CONFIG = { body: { features: { dojos: false }, environment: "test", version: "1.0.0" } };

/** What the profile page reads for a member who has not paid: the summary and record before payment, and the fee. */
export const UNPAID_PROFILE_ANSWERS = {
  "/api/my-account/membership/my-record-summary": { status: 206, body: UNPAID_SUMMARY },
  "/api/my-account/membership/my-record": {
    body: aRecord({
      has_paid_registration: false,
      status: "PENDING_PAYMENT",
      code: null,
      membership_certificate: null,
    }),
  },
  "/api/my-account/membership/payment/quote": { body: aQuote() },
};
