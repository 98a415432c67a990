import { z } from "zod";
import { MAIN_ROLES } from "./accounts.js";
import { lazySchema } from "./lazy-schema.js";
import { BELTS } from "./memberships.js";

export const APPLICATION_STATUSES = ["SUBMITTED", "SHORTLISTED", "APPOINTED", "REJECTED", "WITHDRAWN"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const POSITION_STATUSES = ["DRAFT", "OPEN", "CLOSED"] as const;
export const STATEMENT_MAX_LENGTH = 2000;

export const EligibilitySchema = lazySchema(() =>
  z.object({
    min_belt: z.enum(BELTS).nullable().describe("Lowest belt accepted; null for any"),
    membership_types: z.array(z.enum(MAIN_ROLES)).describe("Membership types that may apply; empty for all"),
    requires_compliance: z.boolean().describe("Whether the member must be COMPLIANT"),
  }),
);

export const PositionSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      seats: z.number().int(),
      opens_at: z.string(),
      closes_at: z.string(),
      eligibility: EligibilitySchema,
    })
    .describe("Position"),
);

/** Why a member may not apply yet: a code, the facts to word it with, and an English sentence. */
export const ELIGIBILITY_REASON_CODES = [
  "REGISTRATION_UNPAID",
  "MEMBERSHIP_NOT_ACTIVE",
  "NOT_COMPLIANT",
  "BELT_TOO_LOW",
  "MEMBERSHIP_TYPE_NOT_ACCEPTED",
] as const;
export type EligibilityReasonCode = (typeof ELIGIBILITY_REASON_CODES)[number];

const reasonMessage = lazySchema(() =>
  z
    .string()
    .describe("The reason as one English sentence, for API clients; the web app words it from the code and facts"),
);

export const EligibilityReasonSchema = lazySchema(() =>
  z
    .discriminatedUnion("code", [
      z.object({ code: z.literal("REGISTRATION_UNPAID"), message: reasonMessage }),
      z.object({ code: z.literal("MEMBERSHIP_NOT_ACTIVE"), message: reasonMessage }),
      z.object({
        code: z.literal("NOT_COMPLIANT"),
        message: reasonMessage,
        compliance_score: z.number().int().describe("The member's compliance score, 0 to 100"),
      }),
      z.object({
        code: z.literal("BELT_TOO_LOW"),
        message: reasonMessage,
        min_belt: z.enum(BELTS).describe("The lowest belt the position accepts"),
        belt: z.enum(BELTS).nullable().describe("The member's confirmed belt; null when none is confirmed yet"),
      }),
      z.object({
        code: z.literal("MEMBERSHIP_TYPE_NOT_ACCEPTED"),
        message: reasonMessage,
        membership_types: z.array(z.enum(MAIN_ROLES)).describe("The membership types the position is for"),
      }),
    ])
    .describe("EligibilityReason"),
);
export type EligibilityReason = z.infer<typeof EligibilityReasonSchema>;

export const AvailablePositionSchema = lazySchema(() =>
  PositionSchema.extend({
    my_eligibility: z.object({
      eligible: z.boolean(),
      reasons: z.array(EligibilityReasonSchema).describe("Why not, one entry a reason; empty when eligible"),
    }),
    my_application: z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  }).describe("AvailablePosition"),
);
export type AvailablePosition = z.infer<typeof AvailablePositionSchema>;

export const ApplyRequestSchema = lazySchema(() =>
  z.strictObject({
    position: z.string().min(1).max(64).describe("The position's id"),
    statement: z.string().trim().max(STATEMENT_MAX_LENGTH).optional().describe("Why you are applying (optional)"),
  }),
);
/** What a member sends to apply (the statement may be left out). */
export type ApplyRequest = z.input<typeof ApplyRequestSchema>;
export const WithdrawRequestSchema = lazySchema(() => z.strictObject({ position: z.string().min(1).max(64) }));

export const ApplicationSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      position: z.object({ id: z.string(), name: z.string() }),
      status: z.enum(APPLICATION_STATUSES),
      statement: z.string().nullable(),
      decision_note: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .describe("PositionApplication"),
);
export type PositionApplication = z.infer<typeof ApplicationSchema>;

export const PositionWriteSchema = lazySchema(() =>
  z
    .strictObject({
      name: z.string().trim().min(3).max(120),
      description: z.string().trim().min(1).max(4000),
      seats: z.number().int().min(1).max(100),
      opens_at: z.iso.datetime({ offset: true }),
      closes_at: z.iso.datetime({ offset: true }),
      min_belt: z.enum(BELTS).nullable().optional(),
      membership_types: z.array(z.enum(MAIN_ROLES)).max(4).optional(),
      requires_compliance: z.boolean().optional(),
    })
    .describe("PositionWrite"),
);
/** The body of POST /admin/positions and PUT /admin/positions/:id. */
export type PositionWrite = z.infer<typeof PositionWriteSchema>;

export const AdminPositionSchema = lazySchema(() =>
  PositionSchema.extend({
    status: z.enum(POSITION_STATUSES),
    counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
    created_at: z.string(),
  }).describe("AdminPosition"),
);
/** A position as officials see it: status, window and the count of applications per status. */
export type AdminPosition = z.infer<typeof AdminPositionSchema>;

export const ApplicantSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    statement: z.string().nullable(),
    decision_note: z.string().nullable(),
    created_at: z.string(),
    member: z.object({
      first_name: z.string(),
      last_name: z.string(),
      code: z.string().nullable(),
      membership_type: z.string(),
      region: z.string(),
      current_belt: z.enum(BELTS).nullable(),
      membership_status: z.string(),
      compliance_score: z.number().int(),
    }),
  }),
);
/** An application with the applicant's membership summary. */
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicationDecisionSchema = lazySchema(() =>
  z.strictObject({
    status: z.enum(["SHORTLISTED", "APPOINTED", "REJECTED"]),
    note: z.string().trim().max(1000).optional(),
  }),
);
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;
export type DecisionStatus = ApplicationDecision["status"];
