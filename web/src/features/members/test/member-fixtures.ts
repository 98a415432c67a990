import type { MemberFile, MemberListItem } from "@gkf/contract";
import { aProfile, aRecord } from "../../../test/record-fixtures";

/** The members feature's test data, shaped like the API's answers (GET /api/openapi.json). */
export { aDocument, aProfile, aRecord, requestsTo, stubObjectUrls } from "../../../test/record-fixtures";

export function aMember(overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    id: "member-1",
    first_name: "Ama",
    last_name: "Mensah",
    code: "GKF-AA-26-000001",
    email: "ama@example.com",
    tel: "+233241234567",
    date_of_birth: "2003-04-12",
    age_category: "SENIOR",
    membership_type: "ATHLETE",
    status: "ACTIVE",
    region: { code: "AA", name: "Greater Accra" },
    district: { code: "AM", name: "Accra Metropolitan" },
    current_belt: "KYU_3",
    expiry_date: "2027-01-10",
    has_paid_registration: true,
    compliance: "INCOMPLETE",
    is_national_team: false,
    date_joined: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

export function aFile(overrides: Partial<MemberFile> = {}): MemberFile {
  return {
    id: "member-1",
    identity: aProfile(),
    membership: aRecord(),
    documents: [],
    payments: [],
    applications: [],
    dojo: null,
    events: [],
    audit: [],
    ...overrides,
  };
}
