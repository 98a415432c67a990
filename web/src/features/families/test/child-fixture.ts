import type { Child } from "@gkf/contract";

/** A child as GET /my-account/children lists it: Kofi Mensah, 10, no sign-in of his own, registration unpaid. */
export function aChild(overrides: Partial<Child> = {}): Child {
  return {
    id: "child-kofi",
    first_name: "Kofi",
    last_name: "Mensah",
    date_of_birth: "2016-03-02",
    age: 10,
    gender: "MALE",
    region: "AA",
    district: "AM",
    guardian_since: "2026-11-01T09:00:00.000Z",
    consent_at: "2026-11-01T09:00:00.000Z",
    own_sign_in: null,
    may_have_sign_in: false,
    guardian_access: "CURRENT",
    membership: {
      status: "PENDING_PAYMENT",
      code: null,
      membership_type: "ATHLETE",
      has_paid_registration: false,
      expiry_date: null,
    },
    ...overrides,
  };
}
