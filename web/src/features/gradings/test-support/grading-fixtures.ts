import type {
  CandidateSheet,
  GradingApplication,
  GradingCandidate,
  GradingSession,
  MemberGrading,
  MyGrading,
} from "@gkf/contract";

const DAY = 86_400_000;

export function aSession(overrides: Partial<GradingSession> = {}): GradingSession {
  return {
    id: "gr-1",
    host: { kind: "FEDERATION", region: null, dojo: null },
    date: "2027-07-18",
    venue: "Accra Sports Stadium hall",
    kind: "KYU",
    highest_grade: "KYU_3",
    application_deadline: new Date(Date.now() + 10 * DAY).toISOString(),
    capacity: 40,
    fee: { amount: 10_000, currency: "GHS" },
    status: "PUBLISHED",
    examiners: [
      {
        member: { id: "ex-1", first_name: "Kwame", last_name: "Osei", code: "GKF-AA-26-000101" },
        grade: "DAN_3",
        authorised_up_to: "KYU_1",
        max_award: "KYU_1",
      },
    ],
    created_at: "2027-05-01T10:00:00.000Z",
    updated_at: "2027-05-01T10:00:00.000Z",
    ...overrides,
  };
}

export function anApplication(overrides: Partial<GradingApplication> = {}): GradingApplication {
  return {
    id: "ap-1",
    session_id: "gr-1",
    member: { id: "m-1", first_name: "Ama", last_name: "Mensah", code: "GKF-AA-26-000001" },
    from_grade: "KYU_4",
    grade: "KYU_3",
    status: "SUBMITTED",
    applied_by: "MEMBER",
    eligibility: {
      eligible: true,
      attended: 52,
      checks: [
        { rule: "MEMBERSHIP_ACTIVE", met: true, reason: null, why: null },
        { rule: "MEDICAL_CLEARANCE", met: true, reason: null, why: null },
        { rule: "TIME_IN_GRADE", met: true, reason: null, why: null },
        { rule: "ATTENDANCE", met: true, reason: null, why: null },
      ],
    },
    overrides: [],
    paid: true,
    receipt_number: "GKF-R-1",
    ready: true,
    created_at: "2027-05-02T10:00:00.000Z",
    ...overrides,
  };
}

export function aCandidate(overrides: Partial<GradingCandidate> = {}): GradingCandidate {
  return {
    member: { id: "m-1", first_name: "Ama", last_name: "Mensah", code: "GKF-AA-26-000001" },
    current_grade: "KYU_4",
    grade: "KYU_3",
    offered: true,
    not_offered_reason: null,
    not_offered_why: null,
    eligibility: anApplication().eligibility,
    application: null,
    ...overrides,
  };
}

export function aMemberGrading(overrides: Partial<MemberGrading> = {}): MemberGrading {
  return {
    ...aSession(),
    applications_open: true,
    places_left: 12,
    me: aCandidate(),
    ...overrides,
  };
}

export function aSheet(overrides: Partial<CandidateSheet> = {}): CandidateSheet {
  return {
    application: "ap-1",
    member: { id: "m-1", first_name: "Ama", last_name: "Mensah", code: "GKF-AA-26-000001" },
    from_grade: "KYU_4",
    grade: "KYU_3",
    components: (["KIHON", "KATA", "KUMITE"] as const).map((component) => ({
      component,
      marks: [],
      verdict: "PENDING" as const,
      credited: false,
    })),
    proposed: null,
    result: null,
    ...overrides,
  };
}

export function myGrading(overrides: Partial<MyGrading> = {}): MyGrading {
  return {
    application: "ap-1",
    session: { id: "gr-1", date: "2027-07-18", venue: "Accra Sports Stadium hall", status: "PUBLISHED" },
    from_grade: "KYU_4",
    grade: "KYU_3",
    status: "SUBMITTED",
    result: null,
    retake: [],
    retake_deadline: null,
    certificate_url: null,
    ...overrides,
  };
}
