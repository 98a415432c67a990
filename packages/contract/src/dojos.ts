import { z } from "zod";
import { EmailSchema } from "./accounts.js";
import { lazySchema } from "./lazy-schema.js";
import { ATHLETE_CATEGORIES, BELTS, MEMBERSHIP_STATUSES } from "./memberships.js";
import { listOf } from "./pagination.js";
import { MoneySchema } from "./payments.js";

/**
 * Dojos (PRODUCT.md, "Dojos"; issue 13): clubs affiliated each season, their instructors,
 * students, weekly trainings, sessions and attendance. Members are named by their member id
 * (`member_id` in answers, `member` in requests) unless a field says otherwise.
 */

export const DOJO_STATUSES = ["PENDING", "ACTIVE", "REJECTED", "SUSPENDED", "LAPSED"] as const;
export type DojoStatus = (typeof DOJO_STATUSES)[number];

/**
 * The season's affiliation (a season is a calendar year). NOT_DUE: the dojo is not affiliated
 * (pending or rejected); PAID: this season's fee is paid; DUE: unpaid, before the due date;
 * OVERDUE: unpaid past the due date (the dojo is or is about to be LAPSED).
 */
export const AFFILIATION_STATES = ["NOT_DUE", "PAID", "DUE", "OVERDUE"] as const;
export type AffiliationState = (typeof AFFILIATION_STATES)[number];
/** An unpaid affiliation lapses this many days after the season starts (or after approval, if later). */
export const AFFILIATION_GRACE_DAYS = 30;

export const INSTRUCTOR_ROLES = ["HEAD", "ASSISTANT"] as const;
export type InstructorRole = (typeof INSTRUCTOR_ROLES)[number];
/** The caller's place in a dojo. */
export const DOJO_ROLES = ["HEAD", "ASSISTANT", "STUDENT"] as const;
export type DojoRole = (typeof DOJO_ROLES)[number];

/** REQUESTED → ACTIVE | DECLINED | WITHDRAWN; ACTIVE → ENDED (left, removed, or transferred). */
export const ENROLMENT_STATUSES = ["REQUESTED", "ACTIVE", "DECLINED", "WITHDRAWN", "ENDED"] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const ATTENDANCE_STATUSES = ["PRESENT", "LATE", "EXCUSED", "ABSENT"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The instructor credentials, each a document type reviewed like the others. */
export const CREDENTIAL_TYPES = ["COACHING_LICENCE", "FIRST_AID", "SAFEGUARDING"] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];
/** VALID: approved and not expired; PENDING_REVIEW: uploaded, not yet reviewed. */
export const CREDENTIAL_STATES = ["VALID", "PENDING_REVIEW", "EXPIRED", "MISSING"] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export const WeekdaySchema = lazySchema(() =>
  z.number().int().min(1).max(7).describe("ISO weekday: 1 Monday … 7 Sunday"),
);

/** A dojo's code: GKF-D-<region>-<4 digits>, e.g. GKF-D-AA-0012. */
export const DOJO_CODE_PATTERN = /^GKF-D-[A-Z]{2}-\d{4,}$/;

const PlaceSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export const PersonNameSchema = lazySchema(() => z.object({ first_name: z.string(), last_name: z.string() }));

export const DojoContactsSchema = lazySchema(() =>
  z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
);

export const TrainingTimeSchema = lazySchema(() =>
  z.object({
    weekday: WeekdaySchema,
    start_time: z.string().describe("HH:MM"),
    end_time: z.string().describe("HH:MM"),
  }),
);

/** The season's affiliation as anyone who sees the dojo sees it. */
export const AffiliationSummarySchema = lazySchema(() =>
  z.object({
    season: z.number().int().describe("The calendar year"),
    state: z.enum(AFFILIATION_STATES),
    due_date: z.string().nullable().describe("YYYY-MM-DD: the day an unpaid affiliation lapses; null when NOT_DUE"),
    paid_at: z.string().nullable(),
  }),
);
export type AffiliationSummary = z.infer<typeof AffiliationSummarySchema>;

/** What the public sees: no personal data beyond the head instructor's name. */
export const PublicDojoSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      status: z.enum(DOJO_STATUSES),
      region: PlaceSchema,
      district: PlaceSchema,
      town: z.string(),
      address: z.string(),
      contacts: DojoContactsSchema.describe("The dojo's own contacts"),
      styles: z.array(z.string()),
      head_instructor: z.object({ name: z.string() }),
      training_times: z.array(TrainingTimeSchema).describe("The weekly schedules, earliest in the week first"),
      affiliation: AffiliationSummarySchema,
    })
    .describe("PublicDojo"),
);
export type PublicDojo = z.infer<typeof PublicDojoSchema>;

/** A dojo as its instructors, its students and the member who registered it see it. */
export const DojoSchema = lazySchema(() =>
  PublicDojoSchema.extend({
    my_role: z.enum(DOJO_ROLES).nullable().describe("The caller's place in this dojo; null for none"),
    decision_reason: z.string().nullable().describe("Why it was rejected or suspended"),
    counts: z.object({
      students: z.number().int().describe("Active enrolments"),
      instructors: z.number().int(),
      join_requests: z.number().int().describe("Requests waiting for an instructor"),
    }),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  }).describe("Dojo"),
);
export type Dojo = z.infer<typeof DojoSchema>;

export const DojoListQuerySchema = lazySchema(() =>
  z.object({
    region: z.string().trim().toUpperCase().length(2).optional().describe("Two-letter region code"),
    q: z.string().trim().max(80).optional().describe("Part of the name, code or town"),
  }),
);

export const RegisterDojoRequestSchema = lazySchema(() =>
  z
    .strictObject({
      name: z.string().trim().min(3).max(120),
      region: z.string().trim().toUpperCase().length(2),
      district: z.string().trim().toUpperCase().min(2).max(8),
      town: z.string().trim().min(2).max(80),
      address: z.string().trim().min(3).max(200),
      phone: z.string().trim().min(6).max(20).optional(),
      email: EmailSchema.optional(),
      styles: z.array(z.string().trim().min(2).max(40)).min(1).max(6).describe("Styles taught, e.g. Shotokan"),
    })
    .describe("RegisterDojo"),
);
export type RegisterDojoRequest = z.input<typeof RegisterDojoRequestSchema>;

export const RegisterDojoResponseSchema = lazySchema(() =>
  z.object({ id: z.string(), code: z.string(), status: z.literal("PENDING") }).describe("DojoRegistered"),
);

// Officials

export const AdminDojoQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(DOJO_STATUSES).optional(),
    region: z.string().trim().toUpperCase().length(2).optional(),
    q: z.string().trim().max(80).optional(),
  }),
);

export const AdminDojoSchema = lazySchema(() =>
  DojoSchema.omit({ my_role: true })
    .extend({
      head_instructor_member: PersonNameSchema.extend({
        member_id: z.string(),
        code: z.string().nullable().describe("Membership number"),
        flagged: z.boolean().describe("A credential is expired or missing"),
      }),
    })
    .describe("AdminDojo"),
);
export type AdminDojo = z.infer<typeof AdminDojoSchema>;

export const DojoRegionSummarySchema = lazySchema(() =>
  z.object({
    region: PlaceSchema,
    by_status: z.record(z.enum(DOJO_STATUSES), z.number().int()),
    students: z.number().int().describe("Active enrolments in the region's dojos"),
    instructors: z.number().int(),
    unpaid_affiliations: z.number().int().describe("ACTIVE or LAPSED dojos without this season's affiliation"),
  }),
);
export type DojoRegionSummary = z.infer<typeof DojoRegionSummarySchema>;

export const AdminDojoListSchema = lazySchema(() =>
  listOf(AdminDojoSchema)
    .extend({ regions: z.array(DojoRegionSummarySchema).describe("Per region the caller may see, the filters aside") })
    .describe("AdminDojoList"),
);

export const DojoDecisionSchema = lazySchema(() =>
  z
    .strictObject({
      decision: z.enum(["ACTIVE", "REJECTED", "SUSPENDED"]),
      reason: z.string().trim().max(500).optional().describe("Required for REJECTED and SUSPENDED"),
    })
    .describe("DojoDecision"),
);
export type DojoDecision = z.infer<typeof DojoDecisionSchema>;

// Affiliation

export const DojoAffiliationSchema = lazySchema(() =>
  AffiliationSummarySchema.extend({
    fee: MoneySchema.nullable().describe("This season's fee from the fee table; null when not set"),
    receipt_number: z.string().nullable(),
    payment_reference: z.string().nullable().describe("The paid payment, or the one still open"),
    history: z.array(
      z.object({ season: z.number().int(), paid_at: z.string(), receipt_number: z.string().nullable() }),
    ),
  }).describe("DojoAffiliation"),
);
export type DojoAffiliation = z.infer<typeof DojoAffiliationSchema>;

// Instructors

export const InstructorCredentialSchema = lazySchema(() =>
  z.object({
    type: z.enum(CREDENTIAL_TYPES),
    state: z.enum(CREDENTIAL_STATES),
    expiry_date: z.string().nullable(),
  }),
);

export const DojoInstructorSchema = lazySchema(() =>
  z
    .object({
      member_id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.enum(INSTRUCTOR_ROLES),
      belt: z.enum(BELTS).nullable(),
      membership_status: z.enum(MEMBERSHIP_STATUSES),
      credentials: z.array(InstructorCredentialSchema).describe("One per credential type, documents not included"),
      flagged: z.boolean().describe("Coaching licence or safeguarding not valid: cannot lead a new training"),
      since: z.string(),
    })
    .describe("DojoInstructor"),
);
export type DojoInstructor = z.infer<typeof DojoInstructorSchema>;

export const AddInstructorRequestSchema = lazySchema(() =>
  z.strictObject({
    member: z.string().trim().min(3).max(64).describe("The coach's membership number (or member id)"),
  }),
);

// Students and enrolments

export const DojoEnrolmentSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      dojo: z.object({ id: z.string(), code: z.string(), name: z.string() }),
      status: z.enum(ENROLMENT_STATUSES),
      requested_at: z.string(),
      decided_at: z.string().nullable(),
      ended_at: z.string().nullable(),
    })
    .describe("DojoEnrolment"),
);
export type DojoEnrolment = z.infer<typeof DojoEnrolmentSchema>;

export const JoinDojoRequestSchema = lazySchema(() =>
  z.strictObject({
    message: z.string().trim().max(500).optional().describe("A word for the instructors (optional)"),
  }),
);

/** A student as instructors see them: never documents. */
export const DojoStudentSchema = lazySchema(() =>
  z
    .object({
      member_id: z.string(),
      enrolment_id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      code: z.string().nullable().describe("Membership number (what a card's QR names)"),
      age_category: z.enum(ATHLETE_CATEGORIES),
      belt: z.enum(BELTS).nullable(),
      membership_status: z.enum(MEMBERSHIP_STATUSES),
      compliance_status: z.enum(["COMPLIANT", "INCOMPLETE"]),
      enrolment_status: z.enum(ENROLMENT_STATUSES),
      message: z.string().nullable().describe("The member's word with a join request"),
      requested_at: z.string(),
      joined_at: z.string().nullable(),
      ended_at: z.string().nullable(),
    })
    .describe("DojoStudent"),
);
export type DojoStudent = z.infer<typeof DojoStudentSchema>;

export const StudentListQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(ENROLMENT_STATUSES).optional().describe("Default: REQUESTED and ACTIVE"),
  }),
);

export const StudentDecisionSchema = lazySchema(() =>
  z
    .strictObject({
      decision: z.enum(["ACCEPTED", "DECLINED", "ENDED"]).describe("ENDED removes an active student"),
    })
    .describe("StudentDecision"),
);
