import { z } from "zod";

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
} as const;

export const DATA_EXPORT_STATUSES = ["PENDING", "READY", "FAILED", "EXPIRED"] as const;
export const ERASURE_STATUSES = ["REQUESTED", "REFUSED", "WITHDRAWN", "DONE"] as const;

export const DataExportSchema = z
  .object({
    id: z.string(),
    status: z
      .enum(DATA_EXPORT_STATUSES)
      .describe("PENDING while it is prepared in the background; READY to download; EXPIRED once the file is deleted"),
    requested_at: z.string(),
    ready_at: z.string().nullable(),
    expires_at: z.string().nullable().describe("The ZIP is deleted then (a new export can be asked for)"),
    size_bytes: z.number().int().nullable(),
    download_url: z.string().nullable().describe("The ZIP's address (bearer), when READY"),
  })
  .describe("A member's data export: JSON of everything held about them plus their files, as one ZIP");
export type DataExport = z.infer<typeof DataExportSchema>;

export const ErasureRequestBodySchema = z.strictObject({
  reason: z.string().trim().max(500).optional().describe("Why the member leaves (optional; officials read it)"),
});
export type ErasureRequestBody = z.infer<typeof ErasureRequestBodySchema>;

export const ErasureRequestSchema = z
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
  .describe("A request to close and erase the account");
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

export const PrivacyOverviewSchema = z.object({
  export: DataExportSchema.nullable().describe("The latest data export, if any"),
  erasure: ErasureRequestSchema.nullable().describe("The latest erasure request, if any"),
});
export type PrivacyOverview = z.infer<typeof PrivacyOverviewSchema>;

export const AdminErasureRequestSchema = ErasureRequestSchema.extend({
  member: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    membership_number: z.string().nullable(),
    region: z.string().describe("Two-letter region code"),
  }),
});
export type AdminErasureRequest = z.infer<typeof AdminErasureRequestSchema>;

export const ErasureListQuerySchema = z.object({
  status: z.enum(ERASURE_STATUSES).optional().describe("REQUESTED by default: the ones an official may still refuse"),
});

export const ErasureRefusalSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3)
    .max(500)
    .describe("Why the account is kept (an open disciplinary case, say): recorded and told to the member"),
});
export type ErasureRefusal = z.infer<typeof ErasureRefusalSchema>;
