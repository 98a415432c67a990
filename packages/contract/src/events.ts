import { z } from "zod";
import { GENDERS } from "./accounts.js";
import { CalendarDateSchema } from "./dates.js";
import { lazySchema } from "./lazy-schema.js";
import { ATHLETE_CATEGORIES, BELTS, MEMBERSHIP_STATUSES } from "./memberships.js";
import { MoneySchema } from "./payments.js";

/**
 * Events (PRODUCT.md, "Events"; issue 14): tournaments, seminars, gradings and referee courses
 * organised by the federation, a region or a dojo; entries with a waiting list, eligibility
 * named rule by rule, the entry fee paid through the payments module (EVENT_ENTRY), check-in
 * and results.
 */

export const EVENT_TYPES = ["TOURNAMENT", "SEMINAR", "GRADING", "REFEREE_COURSE"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_STATUSES = ["DRAFT", "PUBLISHED", "CLOSED", "CANCELLED"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const ORGANISER_KINDS = ["FEDERATION", "REGION", "DOJO"] as const;
export type OrganiserKind = (typeof ORGANISER_KINDS)[number];
export const DISCIPLINES = ["KATA", "KUMITE"] as const;
export type Discipline = (typeof DISCIPLINES)[number];

/**
 * SUBMITTED: holds a place, waiting for the fee (or for the member's consent); CONFIRMED: paid
 * and eligible; WAITLISTED: the event was full; WITHDRAWN: by the member or the coach who entered
 * them; REJECTED: found ineligible when the entry list closed, or no place left (with a reason).
 */
export const ENTRY_STATUSES = ["SUBMITTED", "CONFIRMED", "WAITLISTED", "WITHDRAWN", "REJECTED"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/**
 * Why an entry is where it is: what a SUBMITTED entry waits for (the fee, or a minor's consent),
 * a WAITLISTED one's full event, a WITHDRAWN one, and why one was REJECTED when the entry list
 * closed (no place became free, not eligible, the fee unpaid).
 */
export const ENTRY_REASON_CODES = [
  "WAITING_FEE",
  "WAITING_CONSENT",
  "WAITLISTED",
  "WITHDRAWN",
  "NO_PLACE",
  "NOT_ELIGIBLE",
  "UNPAID",
] as const;
export type EntryReasonCode = (typeof ENTRY_REASON_CODES)[number];

/** The rules an entry is checked against, at entry and again when the entry list closes. */
export const ENTRY_RULES = [
  "MEMBERSHIP_ACTIVE",
  "MIN_BELT",
  "MEDICAL_CLEARANCE",
  "AGE_GROUP",
  "GENDER",
  "GUARDIAN_CONSENT",
] as const;
export type EntryRule = (typeof ENTRY_RULES)[number];

/**
 * Why an entry rule is not met, as the facts the web app words in the reader's language; the
 * check's `reason` says the same as an English sentence, for API clients.
 */
export const EntryRuleWhySchema = lazySchema(() =>
  z
    .discriminatedUnion("code", [
      z.object({ code: z.literal("NO_MEMBERSHIP") }),
      z.object({ code: z.literal("MEMBERSHIP_NOT_ACTIVE"), status: z.enum(MEMBERSHIP_STATUSES) }),
      z.object({
        code: z.literal("BELT_TOO_LOW"),
        min_belt: z.enum(BELTS),
        belt: z.enum(BELTS).nullable().describe("The confirmed belt; null when none is confirmed yet"),
      }),
      z.object({ code: z.literal("NO_MEDICAL_CLEARANCE") }),
      z.object({
        code: z.literal("MEDICAL_CLEARANCE_EXPIRES"),
        expiry_date: z.string().describe("Before the event's first day"),
      }),
      z.object({
        code: z.literal("AGE_GROUP"),
        age: z.number().int().describe("On the event's first day"),
        on: z.string().describe("The event's first day"),
        age_group: z
          .enum(ATHLETE_CATEGORIES)
          .nullable()
          .describe("The category's; null: no category of the event fits"),
      }),
      z.object({
        code: z.literal("GENDER"),
        gender: z.enum(GENDERS).nullable().describe("Whom the category is for; null: no category of the event fits"),
      }),
      z.object({ code: z.literal("CONSENT_MISSING") }),
    ])
    .describe("EntryRuleWhy"),
);
export type EntryRuleWhy = z.infer<typeof EntryRuleWhySchema>;

export const RuleCheckSchema = lazySchema(() =>
  z.object({
    rule: z.enum(ENTRY_RULES),
    met: z.boolean(),
    reason: z.string().nullable().describe("Why the rule is not met, as an English sentence; null when met"),
    why: EntryRuleWhySchema.nullable().describe("Why the rule is not met, as facts; null when met"),
  }),
);
export type RuleCheck = z.infer<typeof RuleCheckSchema>;

export const EventEligibilitySchema = lazySchema(() =>
  z
    .object({
      eligible: z.boolean(),
      checks: z.array(RuleCheckSchema).describe("Every rule that applies, met or not"),
    })
    .describe("EventEligibility"),
);
export type EventEligibility = z.infer<typeof EventEligibilitySchema>;

const CATEGORY_CODE = /^[A-Z0-9_-]{1,32}$/;

/** A tournament category: WKF age group on the event's first day, gender, discipline, weight class (kumite). */
export const EventCategorySchema = lazySchema(() =>
  z.object({
    code: z.string().regex(CATEGORY_CODE).describe("Unique within the event, e.g. CADET-M-KUMITE-57"),
    age_group: z.enum(ATHLETE_CATEGORIES),
    gender: z.enum(GENDERS),
    discipline: z.enum(DISCIPLINES),
    weight_class: z
      .string()
      .trim()
      .regex(/^[-+]\d{2,3}(?:\.\d)?$/, { error: "must be like -57 or +84 (kg)" })
      .nullable()
      .describe("Kumite only: '-57' (up to 57 kg) or '+84' (over 84 kg); null for kata"),
  }),
);
export type EventCategory = z.infer<typeof EventCategorySchema>;

export const OrganiserSchema = lazySchema(() =>
  z.object({
    kind: z.enum(ORGANISER_KINDS),
    region: z.string().length(2).nullable().describe("Region code for REGION events (and a dojo's region)"),
    dojo: z.object({ id: z.string(), name: z.string() }).nullable().describe("The organising dojo for DOJO events"),
  }),
);

export const EventSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      type: z.enum(EVENT_TYPES),
      title: z.string(),
      description: z.string(),
      organiser: OrganiserSchema,
      starts_on: CalendarDateSchema,
      ends_on: CalendarDateSchema,
      venue: z.string(),
      registration_opens_at: z.string(),
      registration_closes_at: z.string(),
      fee: MoneySchema,
      capacity: z.number().int().nullable().describe("Places; null for no limit"),
      places_taken: z.number().int().describe("Entries holding a place (SUBMITTED or CONFIRMED)"),
      waitlisted: z.number().int(),
      min_belt: z.enum(BELTS).nullable(),
      status: z.enum(EVENT_STATUSES),
      registration_open: z.boolean().describe("PUBLISHED and now inside the registration window"),
      categories: z.array(EventCategorySchema).describe("Tournaments only; empty otherwise"),
    })
    .describe("Event"),
);
export type GkfEvent = z.infer<typeof EventSchema>;

export const EntryMemberSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    code: z.string().nullable().describe("Membership number"),
  }),
);

export const EntryResultSchema = lazySchema(() =>
  z.object({
    placing: z.number().int().min(1).max(64).nullable().describe("1 gold, 2 silver, 3 bronze, ...; tournaments"),
    attended: z.boolean().nullable().describe("Seminars and courses"),
    recorded_at: z.string(),
  }),
);

export const EntrySchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      event_id: z.string(),
      member: EntryMemberSchema,
      category: z.string().nullable().describe("The category's code (tournaments)"),
      status: z.enum(ENTRY_STATUSES),
      reason: z
        .string()
        .nullable()
        .describe("Why REJECTED or WITHDRAWN; what a SUBMITTED or WAITLISTED entry waits for: an English sentence"),
      reason_code: z
        .enum(ENTRY_REASON_CODES)
        .nullable()
        .describe("The same as a code, which the web app words in the reader's language; null with no reason"),
      reason_note: z
        .string()
        .nullable()
        .describe("WITHDRAWN: what the member or coach wrote when withdrawing, if anything"),
      waitlist_position: z
        .number()
        .int()
        .min(1)
        .nullable()
        .describe("WAITLISTED only: 1 for the next to be offered a freed place; null otherwise"),
      entered_by: z.enum(["MEMBER", "INSTRUCTOR"]),
      consent_given: z.boolean(),
      eligibility: EventEligibilitySchema,
      payment_reference: z.string().nullable(),
      checked_in_at: z.string().nullable(),
      result: EntryResultSchema.nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .describe("EventEntry"),
);
export type EventEntry = z.infer<typeof EntrySchema>;

/** An event as a signed-in member sees it: their eligibility and their own entries. */
export const MemberEventSchema = lazySchema(() =>
  EventSchema.extend({
    my_eligibility: EventEligibilitySchema,
    my_entries: z.array(EntrySchema),
  }).describe("MemberEvent"),
);
export type MemberEvent = z.infer<typeof MemberEventSchema>;

export const EventsQuerySchema = lazySchema(() =>
  z.object({
    type: z.enum(EVENT_TYPES).optional(),
    region: z.string().length(2).optional(),
    from: CalendarDateSchema.optional().describe("Events ending on or after this day (default today)"),
  }),
);

export const EntryRequestSchema = lazySchema(() =>
  z.strictObject({
    member: z.string().max(64).optional().describe("The student's member id (instructors); omitted for oneself"),
    category: z.string().regex(CATEGORY_CODE).optional().describe("Required for tournaments"),
    consent: z.boolean().optional().describe("A minor entering themselves consents (until guardians exist)"),
  }),
);
export type EntryRequest = z.input<typeof EntryRequestSchema>;

export const EntryActionSchema = lazySchema(() => z.strictObject({ note: z.string().trim().max(500).optional() }));

export const EventWriteSchema = lazySchema(() =>
  z
    .strictObject({
      type: z.enum(EVENT_TYPES),
      title: z.string().trim().min(3).max(160),
      description: z.string().trim().max(4000).default(""),
      organiser: z.strictObject({
        kind: z.enum(ORGANISER_KINDS),
        region: z.string().length(2).optional(),
        dojo: z.string().max(64).optional(),
      }),
      starts_on: CalendarDateSchema,
      ends_on: CalendarDateSchema,
      venue: z.string().trim().min(2).max(200),
      registration_opens_at: z.iso.datetime({ offset: true }),
      registration_closes_at: z.iso.datetime({ offset: true }),
      fee: z.number().int().min(0).max(100_000_000).describe("Pesewas; 0 for a free event"),
      capacity: z.number().int().min(1).max(100_000).nullable().default(null),
      min_belt: z.enum(BELTS).nullable().default(null),
      categories: z.array(EventCategorySchema).max(200).default([]),
    })
    .describe("EventWrite"),
);
export type EventWrite = z.input<typeof EventWriteSchema>;

export const AdminEntrySchema = lazySchema(() =>
  EntrySchema.extend({
    member_facts: z.object({
      gender: z.enum(GENDERS).nullable(),
      date_of_birth: z.string().nullable(),
      belt: z.enum(BELTS).nullable(),
      membership_status: z.enum(MEMBERSHIP_STATUSES).nullable(),
    }),
  }).describe("AdminEventEntry"),
);

export const ResultsWriteSchema = lazySchema(() =>
  z.strictObject({
    results: z
      .array(
        z.strictObject({
          entry: z.string().max(64),
          placing: z.number().int().min(1).max(64).nullable().optional(),
          attended: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(2000),
  }),
);

/** The member's own entries with their events' essentials, and results. */
export const MyEventEntrySchema = lazySchema(() =>
  EntrySchema.extend({
    event: EventSchema.pick({
      id: true,
      type: true,
      title: true,
      starts_on: true,
      ends_on: true,
      venue: true,
      status: true,
    }),
  }).describe("MyEventEntry"),
);

/**
 * Checking a member in on the phone: the membership number (typed, or read from the card on the
 * phone) or the card's QR text (its signed token, or its `/verify/t/…` address), checked here.
 */
export const CheckInByCodeSchema = lazySchema(() =>
  z
    .strictObject({
      code: z.string().trim().min(1).max(40).optional().describe("Membership number, e.g. GKF-AA-26-000123"),
      card: z
        .string()
        .trim()
        .min(1)
        .max(4000)
        .optional()
        .describe("The membership card's QR text: its signed token or its /verify/t/<token> address"),
    })
    .refine((body) => (body.code === undefined) !== (body.card === undefined), {
      error: "give the membership number or the card, one of them",
      path: ["code"],
    })
    .describe("CheckInByCode"),
);
export type CheckInByCode = z.input<typeof CheckInByCodeSchema>;

export const CheckInAnswerSchema = lazySchema(() =>
  z
    .object({
      member: EntryMemberSchema,
      items: z.array(AdminEntrySchema).describe("The member's CONFIRMED entries, now checked in (one per category)"),
      already_checked_in: z.boolean().describe("Every one of them was checked in before this request"),
    })
    .describe("CheckInAnswer"),
);
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;

export const EventStatisticsQuerySchema = lazySchema(() =>
  z.object({
    from: CalendarDateSchema.optional().describe("Events starting on or after this day (default 1 January this year)"),
    to: CalendarDateSchema.optional().describe("Events starting on or before this day (default 31 December this year)"),
    region: z.string().length(2).optional().describe("Only members of this region (a regional admin: their own)"),
  }),
);

const MedalCountsSchema = lazySchema(() =>
  z.object({
    gold: z.number().int(),
    silver: z.number().int(),
    bronze: z.number().int(),
    total: z.number().int(),
  }),
);

export const EventStatisticsSchema = lazySchema(() =>
  z
    .object({
      from: CalendarDateSchema,
      to: CalendarDateSchema,
      region: z.string().nullable(),
      by_type: z
        .array(
          z.object({
            type: z.enum(EVENT_TYPES),
            events: z.number().int().describe("Published or closed events starting in the period"),
            entries: z.number().int().describe("CONFIRMED entries"),
            checked_in: z.number().int(),
            attended: z.number().int().describe("Seminars, courses, gradings: entries marked attended"),
          }),
        )
        .describe("One row per event type, all four always"),
      medals_by_region: z
        .array(MedalCountsSchema.extend({ region: z.string() }))
        .describe("Tournament placings 1–3 by the member's region, most gold first"),
      medals_by_dojo: z
        .array(MedalCountsSchema.extend({ dojo: z.object({ id: z.string(), name: z.string() }) }))
        .describe("By the member's home dojo (dojos flag on); members without a dojo are left out"),
    })
    .describe("EventStatistics"),
);
export type EventStatistics = z.infer<typeof EventStatisticsSchema>;
