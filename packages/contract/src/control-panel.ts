import { z } from "zod";
import { STAFF_ROLES } from "./accounts.js";
import { CalendarDateSchema } from "./dates.js";
import { lazySchema } from "./lazy-schema.js";
import { PageQuerySchema, pageOf } from "./pagination.js";
import { QueryBoolean } from "./validators.js";

/** Refusals of the staff endpoints, beside the common FORBIDDEN, NOT_FOUND and VALIDATION_FAILED. */
export const STAFF_ERROR_CODES = {
  /** The member already holds that grant (a regional admin of another region: revoke it first). */
  ALREADY_GRANTED: "ALREADY_GRANTED",
  /** Nobody grants or revokes their own staff rights. */
  NOT_YOURSELF: "NOT_YOURSELF",
  /** The only super admin's grant stays: the installation would have nobody to manage staff. */
  LAST_SUPER_ADMIN: "LAST_SUPER_ADMIN",
} as const;

/** What a super admin grants through the API; SUPER_ADMIN itself only by `npm run staff` on the server. */
export const GRANTABLE_STAFF_ROLES = ["REGIONAL_ADMIN", "FEDERATION_ADMIN"] as const;
export type GrantableStaffRole = (typeof GRANTABLE_STAFF_ROLES)[number];

const RegionCodeSchema = lazySchema(() => z.string().trim().toUpperCase().length(2).describe("Two-letter region code"));

export const StaffGrantSchema = lazySchema(() =>
  z
    .object({
      id: z.string().describe("The grant's id: DELETE /admin/staff/:grantId revokes it"),
      member: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        username: z.string().nullable().describe("The e-mail or phone the member signs in with"),
      }),
      role: z.enum(STAFF_ROLES),
      region: z.string().nullable().describe("REGIONAL_ADMIN: the region it covers"),
      granted_at: z.string(),
    })
    .describe("A staff grant"),
);
export type StaffGrant = z.infer<typeof StaffGrantSchema>;

export const StaffGrantListSchema = lazySchema(() => z.object({ items: z.array(StaffGrantSchema) }));
export type StaffGrantList = z.infer<typeof StaffGrantListSchema>;

export const StaffGrantWriteSchema = lazySchema(() =>
  z
    .object({
      member: z
        .string()
        .trim()
        .min(3)
        .max(254)
        .describe("The member: their e-mail, phone, membership number or account id"),
      grant: z.enum(GRANTABLE_STAFF_ROLES),
      region: RegionCodeSchema.optional().describe("Required for REGIONAL_ADMIN, refused otherwise"),
    })
    .strict()
    .superRefine((value, context) => {
      if (value.grant === "REGIONAL_ADMIN" && !value.region) {
        context.addIssue({ code: "custom", path: ["region"], message: "is required for a regional admin" });
      }
      if (value.grant !== "REGIONAL_ADMIN" && value.region) {
        context.addIssue({ code: "custom", path: ["region"], message: "is only for a regional admin" });
      }
    }),
);
export type StaffGrantWrite = z.infer<typeof StaffGrantWriteSchema>;

export const StaffGrantParamsSchema = lazySchema(() => z.object({ grantId: z.string().trim().min(1).max(80) }));

/** The audit log's filters. */
export const AuditQuerySchema = lazySchema(() =>
  PageQuerySchema.extend({
    actor: z.string().trim().min(1).max(254).optional().describe("Who acted: e-mail, phone, membership number or id"),
    subject: z
      .string()
      .trim()
      .min(1)
      .max(254)
      .optional()
      .describe("Whom it concerned: e-mail, phone, membership number or id"),
    action: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z_]{1,48}$/)
      .optional()
      .describe("An action such as ACCESS_REFUSED, DOCUMENT_VIEWED, STAFF_GRANTED"),
    from: CalendarDateSchema.optional().describe("First day (UTC), inclusive"),
    to: CalendarDateSchema.optional().describe("Last day (UTC), inclusive"),
  }),
);
export type AuditQuery = z.input<typeof AuditQuerySchema>;

const AuditPersonSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }).nullable());

export const AuditEventSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      at: z.string(),
      action: z.string(),
      outcome: z.enum(["SUCCESS", "FAILURE"]),
      actor: AuditPersonSchema.describe("Who acted (null: nobody signed in)"),
      subject: AuditPersonSchema.describe("Whom it concerned"),
      ip: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()).nullable().describe("What the action recorded (never secrets)"),
    })
    .describe("An audit event"),
);
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditPageSchema = lazySchema(() => pageOf(AuditEventSchema));
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const StatisticsQuerySchema = lazySchema(() =>
  z.object({
    region: RegionCodeSchema.optional().describe("One region; regional admins see theirs whether or not they say it"),
    fresh: QueryBoolean.optional().describe(
      "true: computed now. Otherwise an answer computed for the same scope less than STATISTICS_MAX_AGE_SECONDS ago (60 by default) is given again; `generated_at` says when it was computed",
    ),
  }),
);

const CountSchema = lazySchema(() => z.object({ key: z.string(), count: z.number().int().nonnegative() }));
export type StatisticsCount = z.infer<typeof CountSchema>;
const Counts = lazySchema(() => z.array(CountSchema));

export const StatisticsSchema = lazySchema(() =>
  z
    .object({
      region: z.string().nullable().describe("The region shown, null for the whole federation"),
      generated_at: z.string(),
      members: z.object({
        total: z.number().int().nonnegative(),
        by_status: Counts,
        by_region: Counts,
        by_type: Counts,
        by_age_category: Counts,
        by_gender: Counts,
        by_belt: Counts.describe("`NONE`: no confirmed belt yet"),
      }),
      months: z
        .array(
          z.object({
            month: z.string().describe("YYYY-MM"),
            new_members: z.number().int().nonnegative(),
            renewals: z.number().int().nonnegative(),
            revenue: z.number().int().nonnegative().describe("Pesewas"),
          }),
        )
        .describe("The last 12 months, oldest first"),
      revenue_by_purpose: z.array(
        z.object({ key: z.string(), amount: z.number().int().nonnegative(), count: z.number().int() }),
      ),
      compliance: z.object({
        members: z.number().int().nonnegative(),
        compliant: z.number().int().nonnegative(),
        rate: z.number().describe("Percent of members meeting every requirement of their type"),
        missing: Counts.describe("Members missing each item, most often missing first"),
      }),
      expiring: z.object({
        within_30_days: z.number().int().nonnegative(),
        within_60_days: z.number().int().nonnegative(),
      }),
      review_queue: z.object({
        waiting: z.number().int().nonnegative(),
        oldest_days: z.number().int().nonnegative().nullable(),
        by_age: Counts.describe("Waiting documents by days waiting: 0-2, 3-7, 8-30, 31+"),
      }),
    })
    .describe("The federation's (or a region's) numbers"),
);
export type Statistics = z.infer<typeof StatisticsSchema>;
