import { z } from "zod";
import { BirthDateSchema, ProfileSchema } from "./accounts.js";
import { MyEventEntrySchema } from "./events.js";
import { lazySchema } from "./lazy-schema.js";
import {
  ATHLETE_CATEGORIES,
  BELTS,
  DocumentSchema,
  MEMBERSHIP_STATUSES,
  MembershipRecordSchema,
} from "./memberships.js";
import { PageQuerySchema, pageOf } from "./pagination.js";
import { PaymentSchema } from "./payments.js";
import { ApplicationSchema } from "./positions.js";
import { QueryBoolean } from "./validators.js";

/**
 * The officials' member directory (issue 15): one schema for its filters, shared by the list and
 * by the exports, so a CSV is the list the official is looking at.
 */
export const MEMBER_SORTS = ["name", "-name", "code", "-code", "expiry", "-expiry", "joined", "-joined"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const MemberFilterSchema = lazySchema(() =>
  z.object({
    q: z
      .string()
      .trim()
      .max(100)
      .optional()
      .describe(
        "Part of a name (accents and case ignored, every word must match), a membership number or its beginning, an e-mail address, or a phone number in any Ghana format",
      ),
    region: z.string().trim().max(8).optional().describe("Region code; a regional admin's own region at most"),
    district: z.string().trim().max(16).optional().describe("District code"),
    dojo: z.string().trim().max(64).optional().describe("Dojo id: its active students"),
    type: z.string().trim().max(32).optional().describe("Membership type"),
    age_category: z.enum(ATHLETE_CATEGORIES).optional().describe("WKF age group today"),
    belt: z.enum(BELTS).optional().describe("Confirmed belt"),
    status: z
      .enum(MEMBERSHIP_STATUSES)
      .optional()
      .describe("Status as of today (an ACTIVE record past its expiry is EXPIRED)"),
    compliance: z
      .enum(["COMPLIANT", "INCOMPLETE"])
      .optional()
      .describe("COMPLIANT: registration paid and every required document valid"),
    paid: QueryBoolean.optional().describe("Registration fee paid (true) or not (false)"),
    expiring_within: z.coerce
      .number()
      .int()
      .min(0)
      .max(366)
      .optional()
      .describe("ACTIVE memberships expiring within this many days from today"),
    sort: z.enum(MEMBER_SORTS).default("name").describe("name, code, expiry or joined; a leading - reverses"),
  }),
);
export type MemberFilter = z.output<typeof MemberFilterSchema>;

export const MemberListQuerySchema = lazySchema(() => MemberFilterSchema.extend(PageQuerySchema.shape));

export const MemberListItemSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      code: z.string().nullable().describe("Membership number, once the registration is paid"),
      email: z.string().nullable(),
      tel: z.string().nullable(),
      date_of_birth: z.string(),
      age_category: z.enum(ATHLETE_CATEGORIES),
      membership_type: z.string(),
      status: z.enum(MEMBERSHIP_STATUSES),
      region: z.object({ code: z.string(), name: z.string() }),
      district: z.object({ code: z.string(), name: z.string() }),
      current_belt: z.enum(BELTS).nullable(),
      expiry_date: z.string().nullable(),
      has_paid_registration: z.boolean(),
      compliance: z.enum(["COMPLIANT", "INCOMPLETE"]),
      is_national_team: z.boolean(),
      date_joined: z.string(),
    })
    .describe("MemberListItem"),
);
export type MemberListItem = z.infer<typeof MemberListItemSchema>;
export const MemberPageSchema = lazySchema(() => pageOf(MemberListItemSchema));

export const MemberAuditEntrySchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      at: z.string(),
      action: z.string(),
      outcome: z.string(),
      actor: z.string().nullable().describe("The actor's name; null for the system or someone unknown"),
      detail: z.record(z.string(), z.unknown()).nullable(),
    })
    .describe("MemberAuditEntry"),
);

export const MemberFileSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      identity: ProfileSchema,
      membership: MembershipRecordSchema,
      documents: z.array(DocumentSchema).describe("Every document, newest first; file_url is the officials' preview"),
      payments: z.array(PaymentSchema),
      applications: z.array(ApplicationSchema),
      dojo: z
        .object({
          id: z.string(),
          name: z.string(),
          attendance_90_days: z.object({
            present: z.number().int(),
            late: z.number().int(),
            absent: z.number().int(),
            excused: z.number().int(),
          }),
        })
        .nullable()
        .describe("Home dojo (active enrolment) and the roll calls of the last 90 days"),
      events: z.array(MyEventEntrySchema),
      audit: z.array(MemberAuditEntrySchema).describe("The 50 latest audit events about the member"),
    })
    .describe("MemberFile"),
);
export type MemberFile = z.infer<typeof MemberFileSchema>;

export const MemberActionReasonSchema = lazySchema(() =>
  z.strictObject({
    reason: z.string().trim().min(3).max(500).describe("Why: kept in the audit log and told to the member"),
  }),
);

export const MemberCorrectionSchema = lazySchema(() =>
  z
    .strictObject({
      changes: z
        .strictObject({
          first_name: z.string().trim().min(1).max(60).optional(),
          last_name: z.string().trim().min(1).max(60).optional(),
          date_of_birth: BirthDateSchema.optional(),
          region: z.string().trim().max(8).optional(),
          district: z.string().trim().max(16).optional(),
          national_team: z.boolean().optional(),
        })
        .refine((changes) => Object.keys(changes).length > 0, { message: "names at least one field" }),
      reason: MemberActionReasonSchema.shape.reason,
    })
    .describe("MemberCorrection"),
);
export type MemberCorrection = z.output<typeof MemberCorrectionSchema>;

export const MemberActionResultSchema = lazySchema(() =>
  z.object({ member: MemberListItemSchema, message: z.string() }).describe("MemberActionResult"),
);
export type MemberActionResult = z.infer<typeof MemberActionResultSchema>;
