import type { MemberDocument, MembershipRecord, PaymentQuote, Profile } from "@gkf/contract";
import { vi } from "vitest";

/**
 * A member's record, profile and documents shaped like the API's answers (GET /api/openapi.json),
 * for the tests of every feature that shows them (memberships: the member's own; members: an
 * official's view of one).
 */

export function aDocument(overrides: Partial<MemberDocument> = {}): MemberDocument {
  const id = overrides.id ?? "doc-1";
  return {
    id,
    document_type: "GHANA_CARD",
    status: "APPROVED",
    document_number: "GHA-712345678-3",
    issue_date: null,
    expiry_date: null,
    belt: null,
    grading_date: null,
    examiner: null,
    file_name: "ghana-card.pdf",
    file_size: 645,
    mime_type: "application/pdf",
    has_thumbnail: false,
    file_url: `/api/my-account/membership/documents/${id}/file`,
    thumbnail_url: null,
    version: 1,
    review_reason: null,
    reviewed_at: "2026-03-01T10:00:00.000Z",
    created_at: "2026-03-01T09:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

export function aRecord(overrides: Partial<MembershipRecord> = {}): MembershipRecord {
  return {
    status: "ACTIVE",
    current_membership_type: "ATHLETE",
    code: "GKF-AA-26-000001",
    athlete_category: "SENIOR",
    athlete_category_status: "VERIFIED",
    date_joined: "2026-01-10T09:00:00.000Z",
    expiry_date: "2027-01-10",
    is_national_team: false,
    renewal_count: 0,
    region: { code: "AA", name: "Greater Accra" },
    district: { code: "AM", name: "Accra Metropolitan" },
    special_needs: null,
    days_since_last_renewal: 55,
    has_paid_registration: true,
    has_valid_medical_clearance: false,
    is_active: true,
    has_all_required_docs: false,
    current_belt: "KYU_3",
    membership_certificate: {
      certificate_url: "/api/my-account/membership/certificate/pdf",
      card_url: "/api/my-account/membership/card/pdf",
      qr_url: "/api/my-account/membership/card/qr.png",
      verify_url: "http://localhost/verify/GKF-AA-26-000001",
    },
    certifications: [],
    belt_history: [],
    compliance_status: "INCOMPLETE",
    compliance_score: 60,
    compliance_breakdown: [
      {
        item: "REGISTRATION_PAID",
        met: true,
        state: "MET",
        reason: "The registration fee is paid.",
        rejection_reason: null,
        document_types: [],
      },
      {
        item: "IDENTITY_DOCUMENT",
        met: false,
        state: "MISSING",
        reason: "Upload a Ghana Card.",
        rejection_reason: null,
        document_types: ["GHANA_CARD"],
      },
      {
        item: "PASSPORT_PHOTO",
        met: true,
        state: "MET",
        reason: "Approved: a passport photo.",
        rejection_reason: null,
        document_types: ["PASSPORT_PHOTO"],
      },
      {
        item: "MEDICAL_CLEARANCE",
        met: false,
        state: "MISSING",
        reason: "Upload a medical clearance less than 12 months old.",
        rejection_reason: null,
        document_types: ["MEDICAL_CLEARANCE"],
      },
      {
        item: "BELT_CERTIFICATE",
        met: true,
        state: "MET",
        reason: "Approved: a belt certificate.",
        rejection_reason: null,
        document_types: ["BELT_CERTIFICATE"],
      },
    ],
    documents_summary: {
      total: 2,
      by_status: { PENDING_REVIEW: 0, APPROVED: 2, REJECTED: 0, EXPIRED: 0 },
      by_type: {
        GHANA_CARD: 0,
        BIRTH_CERTIFICATE: 0,
        MEDICAL_CLEARANCE: 0,
        PASSPORT_PHOTO: 1,
        BELT_CERTIFICATE: 1,
        COACHING_LICENCE: 0,
        REFEREE_LICENCE: 0,
        FIRST_AID: 0,
        SAFEGUARDING: 0,
        OTHER: 0,
      },
    },
    current_medical_clearance: null,
    current_belt_certificate: null,
    current_ghana_card: null,
    current_passport_photo: null,
    ...overrides,
  };
}

/** GET …/payment/quote: the registration fee, GHS 150 for 12 months, no phone to prefill. */
export function aQuote(overrides: Partial<PaymentQuote> = {}): PaymentQuote {
  return {
    purpose: "REGISTRATION",
    amount: 15_000,
    currency: "GHS",
    period_months: 12,
    mobile_money: { phone: null, network: null },
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    language: "en",
    first_name: "Ama",
    last_name: "Mensah",
    email: "ama@example.com",
    tel: "+233241234567",
    email_verified: true,
    tel_verified: false,
    login_with: "email",
    main_role: "ATHLETE",
    staff_roles: [],
    staff_region: null,
    date_of_birth: "2003-04-12",
    gender: "FEMALE",
    region: "AA",
    district: "AM",
    is_active: true,
    created_at: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

/**
 * An official's own profile (Kwame Boateng) holding `staffRoles`, over `staffRegion` for a
 * regional role, as GET /api/my-account/profile answers it.
 */
export function anOfficialProfile(staffRoles: Profile["staff_roles"], staffRegion: string | null = null): Profile {
  return aProfile({
    first_name: "Kwame",
    last_name: "Boateng",
    email: "official@example.com",
    tel: null,
    main_role: "OFFICIAL",
    staff_roles: staffRoles,
    staff_region: staffRegion,
    date_of_birth: "1980-01-01",
    gender: "MALE",
    created_at: "2026-01-01T00:00:00.000Z",
  });
}

/** jsdom has no object URLs; files fetched as blobs need them. */
export function stubObjectUrls() {
  const createObjectURL = vi.fn(() => "blob:test");
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  return createObjectURL;
}

/** The requests a fetch stub saw, with their method and body. */
export function requestsTo(fetchStub: { mock: { calls: unknown[][] } }, path: string) {
  return fetchStub.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost"), init: (init ?? {}) as RequestInit }))
    .filter(({ url }) => url.pathname === path);
}
