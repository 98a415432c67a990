import { z } from "zod";
import { CalendarDateSchema } from "./dates.js";
import { lazySchema } from "./lazy-schema.js";

/**
 * Privacy (Act 843, issue 16, decision 97): a member's data export ("download my data") and
 * their request to close and erase the account, which officials may refuse with a reason.
 */

/** Refusals of the privacy endpoints, beside the common NOT_FOUND and VALIDATION_FAILED. */
export const PRIVACY_ERROR_CODES = {
  /** An erasure request is already waiting: withdraw it or wait for it. */
  ERASURE_ALREADY_REQUESTED: "ERASURE_ALREADY_REQUESTED",
  /** The request was refused, withdrawn or carried out already. */
  ERASURE_NOT_OPEN: "ERASURE_NOT_OPEN",
  /** The export is still being prepared (or failed, or its file has expired). */
  EXPORT_NOT_READY: "EXPORT_NOT_READY",
  /** The version accepted is not the current privacy notice (a newer one was published): read it again. */
  CONSENT_VERSION_NOT_CURRENT: "CONSENT_VERSION_NOT_CURRENT",
  /** A minor's entry to an event or grading: the guardian has not accepted the privacy notice in force. */
  PRIVACY_NOTICE_NOT_ACCEPTED: "PRIVACY_NOTICE_NOT_ACCEPTED",
  /** A privacy notice with this version was published already. */
  NOTICE_VERSION_EXISTS: "NOTICE_VERSION_EXISTS",
} as const;

export const DATA_EXPORT_STATUSES = ["PENDING", "READY", "FAILED", "EXPIRED"] as const;
export const ERASURE_STATUSES = ["REQUESTED", "REFUSED", "WITHDRAWN", "DONE"] as const;

export const DataExportSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      status: z
        .enum(DATA_EXPORT_STATUSES)
        .describe(
          "PENDING while it is prepared in the background; READY to download; EXPIRED once the file is deleted",
        ),
      requested_at: z.string(),
      ready_at: z.string().nullable(),
      expires_at: z.string().nullable().describe("The ZIP is deleted then (a new export can be asked for)"),
      size_bytes: z.number().int().nullable(),
      download_url: z.string().nullable().describe("The ZIP's address (bearer), when READY"),
    })
    .describe("A member's data export: JSON of everything held about them plus their files, as one ZIP"),
);
export type DataExport = z.infer<typeof DataExportSchema>;

export const ErasureRequestBodySchema = lazySchema(() =>
  z.strictObject({
    reason: z.string().trim().max(500).optional().describe("Why the member leaves (optional; officials read it)"),
  }),
);
export type ErasureRequestBody = z.infer<typeof ErasureRequestBodySchema>;

export const ErasureRequestSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      status: z.enum(ERASURE_STATUSES),
      reason: z.string().nullable(),
      requested_at: z.string(),
      due_at: z.string().describe("When the account is erased unless withdrawn or refused first"),
      refusal_reason: z.string().nullable(),
      decided_at: z.string().nullable(),
      carried_out_at: z.string().nullable(),
    })
    .describe("A request to close and erase the account"),
);
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

export const PrivacyOverviewSchema = lazySchema(() =>
  z.object({
    export: DataExportSchema.nullable().describe("The latest data export, if any"),
    erasure: ErasureRequestSchema.nullable().describe("The latest erasure request, if any"),
  }),
);
export type PrivacyOverview = z.infer<typeof PrivacyOverviewSchema>;

export const AdminErasureRequestSchema = lazySchema(() =>
  ErasureRequestSchema.extend({
    member: z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      membership_number: z.string().nullable(),
      region: z.string().describe("Two-letter region code"),
    }),
  }),
);
export type AdminErasureRequest = z.infer<typeof AdminErasureRequestSchema>;

export const ErasureListQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(ERASURE_STATUSES).optional().describe("REQUESTED by default: the ones an official may still refuse"),
  }),
);

export const ErasureRefusalSchema = lazySchema(() =>
  z.strictObject({
    reason: z
      .string()
      .trim()
      .min(3)
      .max(500)
      .describe("Why the account is kept (an open disciplinary case, say): recorded and told to the member"),
  }),
);
export type ErasureRefusal = z.infer<typeof ErasureRefusalSchema>;

// ── Consent versions and the access log (decision 105) ─────────────────────────────────────────

export const CONSENT_SOURCES = ["REGISTRATION", "PROMPT"] as const;

export const PrivacyNoticeSchema = lazySchema(() =>
  z
    .object({
      version: z.string().describe("The notice's version (its publication day, e.g. 2026-11-01)"),
      published_at: z.string(),
      url: z.string().nullable().describe("Where its text is read, when it is not the portal's own page"),
    })
    .describe("A version of the privacy notice"),
);
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;

export const ConsentRecordSchema = lazySchema(() =>
  z
    .object({
      version: z.string(),
      accepted_at: z.string(),
      source: z.enum(CONSENT_SOURCES).describe("REGISTRATION: the box ticked when registering; PROMPT: asked later"),
      given_by: z
        .object({ id: z.string(), first_name: z.string(), last_name: z.string(), self: z.boolean() })
        .describe("Who accepted it: the person, or their guardian for a child"),
    })
    .describe("One acceptance of a version of the privacy notice"),
);
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export const ConsentsSchema = lazySchema(() =>
  z.object({
    current: PrivacyNoticeSchema.describe("The notice in force"),
    required: PrivacyNoticeSchema.nullable().describe(
      "The version still to accept (the current one, when it was not accepted yet); null when nothing is asked (also for a child's own sign-in: their guardian accepts it, acting for them)",
    ),
    items: z.array(ConsentRecordSchema).describe("Every acceptance, newest first"),
  }),
);
export type Consents = z.infer<typeof ConsentsSchema>;

/** An official publishes a new version of the privacy notice (decision 111). */
export const PublishPrivacyNoticeSchema = lazySchema(() =>
  z
    .strictObject({
      version: z
        .string()
        .trim()
        .min(1, { error: "is required" })
        .max(32)
        .regex(/^[A-Za-z0-9._-]+$/, { error: "may hold letters, digits, dots, dashes and underscores only" })
        .describe("The new version's name, e.g. 2027-01-01"),
      effective_on: CalendarDateSchema.describe(
        "The day it comes into force (today or later): from then, members and guardians are asked to accept it at their next visit",
      ),
      url: z
        .url({ protocol: /^https?$/, error: "must be a web address (https://…)" })
        .max(300)
        .nullable()
        .optional()
        .describe("Where its text is read; null for the portal's own page"),
    })
    .describe("PublishPrivacyNotice"),
);
export type PublishPrivacyNotice = z.input<typeof PublishPrivacyNoticeSchema>;

export const ConsentAcceptSchema = lazySchema(() =>
  z.strictObject({
    version: z.string().trim().min(1).max(32).describe("The version read and accepted (the current one)"),
  }),
);
export type ConsentAccept = z.infer<typeof ConsentAcceptSchema>;

export const ACCESS_HOWS = ["VIEW", "DOWNLOAD"] as const;
export type AccessHow = (typeof ACCESS_HOWS)[number];

export const AccessLogEntrySchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      accessed_at: z.string(),
      how: z.enum(ACCESS_HOWS).describe("VIEW: a preview on screen; DOWNLOAD: the file itself"),
      document_type: z.string().describe("GHANA_CARD, MEDICAL_CLEARANCE or BIRTH_CERTIFICATE"),
      official: z.object({
        first_name: z.string(),
        last_name: z.string(),
        role: z.string().describe("REGIONAL_ADMIN, FEDERATION_ADMIN or SUPER_ADMIN at the time"),
      }),
    })
    .describe("An official's view or download of one of the member's identity, medical or birth documents"),
);
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;
