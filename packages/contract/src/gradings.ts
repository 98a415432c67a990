import { z } from "zod";
import { CalendarDateSchema } from "./dates.js";
import { ORGANISER_KINDS } from "./events.js";
import { lazySchema } from "./lazy-schema.js";
import { BELTS, type Belt, MEMBERSHIP_STATUSES } from "./memberships.js";
import { MoneySchema } from "./payments.js";

/**
 * Grading examinations (PRODUCT.md, "Gradings"; issue 14): sessions hosted by the federation, a
 * region or a dojo, for kyu or dan grades, with an examiner panel. An examiner awards at most
 * the grade their authorisation allows; a dan panel has at least three examiners.
 */

export const GRADING_KINDS = ["KYU", "DAN"] as const;
export type GradingKind = (typeof GRADING_KINDS)[number];
export const GRADING_STATUSES = ["DRAFT", "PUBLISHED", "CLOSED", "COMPLETED", "CANCELLED"] as const;
export type GradingStatus = (typeof GRADING_STATUSES)[number];

/** A dan panel needs at least this many examiners (REFERENCES: WKF practice). */
export const DAN_PANEL_MINIMUM = 3;
/** National federations grant 1st to 7th dan (WKF Dan Grade Regulation). */
export const HIGHEST_NATIONAL_DAN: Belt = "DAN_7";

/** Refusals of the gradings module, each naming its rule. */
export const GRADING_ERROR_CODES = {
  DAN_PANEL_TOO_SMALL: "DAN_PANEL_TOO_SMALL",
  EXAMINER_NOT_AUTHORISED: "EXAMINER_NOT_AUTHORISED",
  PANEL_CANNOT_AWARD: "PANEL_CANNOT_AWARD",
  GRADING_NOT_EDITABLE: "GRADING_NOT_EDITABLE",
  INVALID_TRANSITION: "INVALID_TRANSITION",
  APPLICATIONS_CLOSED: "APPLICATIONS_CLOSED",
  GRADE_NOT_OFFERED: "GRADE_NOT_OFFERED",
  ALREADY_APPLIED: "ALREADY_APPLIED",
  GRADING_FULL: "GRADING_FULL",
  NOT_YOUR_STUDENT: "NOT_YOUR_STUDENT",
  NOT_YOUR_APPLICATION: "NOT_YOUR_APPLICATION",
  APPLICATION_WITHDRAWN: "APPLICATION_WITHDRAWN",
  NOTHING_TO_PAY: "NOTHING_TO_PAY",
  RULE_NOT_FAILED: "RULE_NOT_FAILED",
  ALREADY_OVERRIDDEN: "ALREADY_OVERRIDDEN",
} as const;

export const GradingHostSchema = lazySchema(() =>
  z.object({
    kind: z.enum(ORGANISER_KINDS),
    region: z.string().length(2).nullable().describe("The region for REGION sessions (and a dojo's region)"),
    dojo: z.object({ id: z.string(), name: z.string() }).nullable().describe("The host dojo for DOJO sessions"),
  }),
);

export const ExaminerWriteSchema = lazySchema(() =>
  z.strictObject({
    member: z.string().min(1).max(64).describe("The examiner's membership number (or user id)"),
    max_award: z.enum(BELTS).describe("The highest grade this examiner may award in this session"),
  }),
);

export const GradingPanelWriteSchema = lazySchema(() =>
  z
    .strictObject({
      examiners: z.array(ExaminerWriteSchema).min(1).max(12),
    })
    .describe("GradingPanelWrite"),
);
export type GradingPanelWrite = z.input<typeof GradingPanelWriteSchema>;

export const GradingWriteSchema = lazySchema(() =>
  z
    .strictObject({
      host: z.strictObject({
        kind: z.enum(ORGANISER_KINDS),
        region: z.string().length(2).optional(),
        dojo: z.string().max(64).optional(),
      }),
      date: CalendarDateSchema.describe("The exam day"),
      venue: z.string().trim().min(2).max(200),
      kind: z.enum(GRADING_KINDS),
      highest_grade: z.enum(BELTS).describe("The highest grade offered: a kyu grade for KYU, a dan grade for DAN"),
      application_deadline: z.iso.datetime({ offset: true }),
      capacity: z.number().int().min(1).max(10_000).nullable().default(null),
      fee: z.number().int().min(0).max(100_000_000).describe("Pesewas; 0 for a free session"),
      examiners: GradingPanelWriteSchema.shape.examiners,
    })
    .describe("GradingWrite"),
);
export type GradingWrite = z.input<typeof GradingWriteSchema>;

export const ExaminerSchema = lazySchema(() =>
  z.object({
    member: z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      code: z.string().nullable().describe("Membership number"),
    }),
    grade: z.enum(BELTS).nullable().describe("The examiner's own confirmed grade"),
    authorised_up_to: z.enum(BELTS).nullable().describe("The highest grade their own grade allows them to award"),
    max_award: z.enum(BELTS),
  }),
);
export type Examiner = z.infer<typeof ExaminerSchema>;

export const GradingSessionSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      host: GradingHostSchema,
      date: CalendarDateSchema,
      venue: z.string(),
      kind: z.enum(GRADING_KINDS),
      highest_grade: z.enum(BELTS),
      application_deadline: z.string(),
      capacity: z.number().int().nullable(),
      fee: MoneySchema,
      status: z.enum(GRADING_STATUSES),
      examiners: z.array(ExaminerSchema),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .describe("GradingSession"),
);
export type GradingSession = z.infer<typeof GradingSessionSchema>;

// ── Applications and eligibility ─────────────────────────────────────────────────────────────

/** WKF Dan Grade Regulation (REFERENCES): minimum age and years since the previous grade. */
export const DAN_MINIMUMS: Partial<Record<Belt, { age: number; years: number }>> = {
  DAN_1: { age: 15, years: 3 },
  DAN_2: { age: 17, years: 2 },
  DAN_3: { age: 20, years: 3 },
  DAN_4: { age: 24, years: 4 },
  DAN_5: { age: 29, years: 5 },
  DAN_6: { age: 35, years: 6 },
  DAN_7: { age: 42, years: 7 },
  DAN_8: { age: 50, years: 8 },
};

/** The rules an application is judged by, at the exam date. */
export const GRADING_RULES = ["MEMBERSHIP_ACTIVE", "MEDICAL_CLEARANCE", "AGE", "TIME_IN_GRADE", "ATTENDANCE"] as const;
export type GradingRule = (typeof GRADING_RULES)[number];

/** An official's override of a failed rule, with the written reason (at least 10 characters). */
export const OVERRIDE_REASON_MIN = 10;

export const GradingOverrideSchema = lazySchema(() =>
  z
    .object({
      rule: z.enum(GRADING_RULES),
      reason: z.string().describe("Why the official let the rule pass"),
      by: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
      at: z.string(),
    })
    .describe("GradingOverride"),
);
export type GradingOverride = z.infer<typeof GradingOverrideSchema>;

/**
 * Why a grading rule is not met on its own, as the facts the web app words in the reader's
 * language; the check's `reason` says the same as an English sentence, for API clients.
 */
export const GradingRuleWhySchema = lazySchema(() =>
  z
    .discriminatedUnion("code", [
      z.object({ code: z.literal("MEMBERSHIP_NOT_ACTIVE"), status: z.enum(MEMBERSHIP_STATUSES) }),
      z.object({ code: z.literal("MEMBERSHIP_EXPIRES"), expiry_date: z.string(), exam_date: z.string() }),
      z.object({ code: z.literal("NO_MEDICAL_CLEARANCE") }),
      z.object({ code: z.literal("MEDICAL_CLEARANCE_EXPIRES"), expiry_date: z.string(), exam_date: z.string() }),
      z.object({
        code: z.literal("TOO_YOUNG"),
        age: z.number().int().describe("On the exam date"),
        exam_date: z.string(),
        min_age: z.number().int(),
      }),
      z.object({
        code: z.literal("TIME_IN_GRADE"),
        first_dan_years: z
          .number()
          .int()
          .nullable()
          .describe("1st dan: the years of training it needs (counted from `since`); null for other grades"),
        months: z.number().int().describe("Other grades: the months in the current grade they need"),
        since: z.string().describe("Training (1st dan) or the current grade since this day"),
        ready: z.string().describe("The first day the rule is met"),
      }),
      z.object({
        code: z.literal("ATTENDANCE"),
        required: z.number().int(),
        attended: z.number().int(),
        since: z.string().describe("Counted since this day: the current grade's"),
      }),
    ])
    .describe("GradingRuleWhy"),
);
export type GradingRuleWhy = z.infer<typeof GradingRuleWhySchema>;

export const GradingRuleCheckSchema = lazySchema(() =>
  z.object({
    rule: z.enum(GRADING_RULES),
    met: z.boolean().describe("Met on its own, or by an official's override"),
    reason: z
      .string()
      .nullable()
      .describe(
        "Why the rule is not met on its own, as an English sentence; null when met on its own (kept when overridden)",
      ),
    why: GradingRuleWhySchema.nullable().describe("The same as facts; null when met on its own (kept when overridden)"),
    override: GradingOverrideSchema.optional().describe("Present when the rule failed and an official overrode it"),
  }),
);
export type GradingRuleCheck = z.infer<typeof GradingRuleCheckSchema>;

export const GradingEligibilitySchema = lazySchema(() =>
  z
    .object({
      eligible: z.boolean(),
      checks: z.array(GradingRuleCheckSchema).describe("Every rule that applies, met or not"),
      attended: z.number().int().describe("Trainings counting toward gradings attended since the current grade"),
    })
    .describe("GradingEligibility"),
);
export type GradingEligibility = z.infer<typeof GradingEligibilitySchema>;

/**
 * The minimums for reaching a grade. Kyu grades: all three set by officials. Dan grades: age and
 * time follow WKF's table (`months` and `min_age` null); only the attendance count is set here.
 */
export const GradeMinimumSchema = lazySchema(() =>
  z.strictObject({
    grade: z.enum(BELTS).describe("The grade applied for"),
    months: z.number().int().min(0).max(120).nullable().describe("Months in the current grade (kyu only)"),
    trainings: z.number().int().min(0).max(1000).describe("Trainings counting toward gradings since the current grade"),
    min_age: z.number().int().min(3).max(90).nullable().describe("Minimum age on the exam day (kyu only; null: none)"),
  }),
);
export type GradeMinimum = z.infer<typeof GradeMinimumSchema>;

export const GradeMinimumsWriteSchema = lazySchema(() =>
  z.strictObject({ minimums: z.array(GradeMinimumSchema).min(1).max(20) }).describe("GradeMinimumsWrite"),
);

export const GRADING_APPLICATION_STATUSES = ["SUBMITTED", "WITHDRAWN"] as const;
export type GradingApplicationStatus = (typeof GRADING_APPLICATION_STATUSES)[number];

export const ApplicationRequestSchema = lazySchema(() =>
  z
    .strictObject({
      member: z.string().min(1).max(64).optional().describe("An instructor applying for a student; omitted: oneself"),
    })
    .describe("GradingApplicationRequest"),
);

export const GradingApplicationSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      session_id: z.string(),
      member: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        code: z.string().nullable(),
      }),
      from_grade: z.enum(BELTS).nullable().describe("The confirmed grade when applying"),
      grade: z.enum(BELTS).describe("The grade applied for: the next one"),
      status: z.enum(GRADING_APPLICATION_STATUSES),
      applied_by: z.enum(["MEMBER", "INSTRUCTOR"]),
      eligibility: GradingEligibilitySchema.describe("Judged now, at the exam date, overrides counted"),
      overrides: z.array(GradingOverrideSchema).describe("Officials' overrides of failed rules"),
      paid: z.boolean().describe("The session's fee is paid (credited once); true when the session is free"),
      receipt_number: z.string().nullable().describe("The fee's receipt; null for a free session or while unpaid"),
      ready: z
        .boolean()
        .describe(
          "May be examined: SUBMITTED, paid (or free) and eligible at the exam date (every failed rule overridden)",
        ),
      created_at: z.string(),
    })
    .describe("GradingApplication"),
);
export type GradingApplication = z.infer<typeof GradingApplicationSchema>;

export const OverrideRequestSchema = lazySchema(() =>
  z
    .strictObject({
      rule: z.enum(GRADING_RULES).describe("A rule the application fails"),
      reason: z
        .string()
        .trim()
        .min(OVERRIDE_REASON_MIN, `must be at least ${OVERRIDE_REASON_MIN} characters`)
        .max(1000)
        .describe("Why the rule may pass, written for the record"),
    })
    .describe("GradingOverrideRequest"),
);
export type OverrideRequest = z.input<typeof OverrideRequestSchema>;

// ── The candidate's side ─────────────────────────────────────────────────────────────────────

/**
 * One member as a candidate of one session: the grade they would apply for (the next one), or
 * why the session offers none; their eligibility for it at the exam date; their latest
 * application to the session (a withdrawn one until they apply again), if any.
 */
export const GradingCandidateSchema = lazySchema(() =>
  z
    .object({
      member: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        code: z.string().nullable(),
      }),
      current_grade: z.enum(BELTS).nullable().describe("The confirmed grade"),
      grade: z.enum(BELTS).nullable().describe("The grade they would apply for: the next one (null after 7th dan)"),
      offered: z.boolean().describe("The session offers that grade"),
      not_offered_reason: z.string().nullable().describe("Why not, as an English sentence; null when offered"),
      not_offered_why: z
        .discriminatedUnion("code", [
          z.object({ code: z.literal("NO_MEMBERSHIP") }),
          z.object({
            code: z.literal("GRADE_NOT_OFFERED"),
            grade: z.enum(BELTS).nullable().describe("The next grade; null after the highest"),
            kind: z.enum(GRADING_KINDS),
            highest_grade: z.enum(BELTS),
          }),
        ])
        .nullable()
        .describe("The same as facts, which the web app words; null when offered"),
      eligibility: GradingEligibilitySchema.nullable().describe(
        "For the grade offered, at the exam date; null when not offered",
      ),
      application: GradingApplicationSchema.nullable(),
    })
    .describe("GradingCandidate"),
);
export type GradingCandidate = z.infer<typeof GradingCandidateSchema>;

/** A published session as a member sees it, with themselves as candidate. */
export const MemberGradingSchema = lazySchema(() =>
  GradingSessionSchema.extend({
    applications_open: z.boolean().describe("PUBLISHED and the application deadline not passed"),
    places_left: z.number().int().nullable().describe("null: no capacity"),
    me: GradingCandidateSchema,
  }).describe("MemberGrading"),
);
export type MemberGrading = z.infer<typeof MemberGradingSchema>;
