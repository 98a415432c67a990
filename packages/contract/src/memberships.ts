import { z } from "zod";
import { CalendarDateSchema } from "./dates.js";
import { lazySchema } from "./lazy-schema.js";
import { listOf } from "./pagination.js";

export const MEMBERSHIP_STATUSES = ["PENDING_PAYMENT", "ACTIVE", "EXPIRED", "SUSPENDED"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** 10th kyu up to 1st kyu, then 1st dan up to 10th dan (PRODUCT.md). */
export const BELTS = [
  "KYU_10",
  "KYU_9",
  "KYU_8",
  "KYU_7",
  "KYU_6",
  "KYU_5",
  "KYU_4",
  "KYU_3",
  "KYU_2",
  "KYU_1",
  "DAN_1",
  "DAN_2",
  "DAN_3",
  "DAN_4",
  "DAN_5",
  "DAN_6",
  "DAN_7",
  "DAN_8",
  "DAN_9",
  "DAN_10",
] as const;
export type Belt = (typeof BELTS)[number];

/** WKF age groups from the date of birth (PRODUCT.md). */
export const ATHLETE_CATEGORIES = ["U12", "U14", "CADET", "JUNIOR", "U21", "SENIOR", "VETERAN"] as const;
export type AthleteCategory = (typeof ATHLETE_CATEGORIES)[number];

export const DOCUMENT_TYPES = [
  "GHANA_CARD",
  "BIRTH_CERTIFICATE",
  "MEDICAL_CLEARANCE",
  "PASSPORT_PHOTO",
  "BELT_CERTIFICATE",
  "COACHING_LICENCE",
  "REFEREE_LICENCE",
  /** Instructor credentials (dojos), reviewed like the others. */
  "FIRST_AID",
  "SAFEGUARDING",
  "OTHER",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Types uploaded through document/add; belt certificates have their own endpoints. */
export const UPLOADABLE_DOCUMENT_TYPES = DOCUMENT_TYPES.filter((type) => type !== "BELT_CERTIFICATE") as Exclude<
  DocumentType,
  "BELT_CERTIFICATE"
>[];

export const DOCUMENT_STATUSES = ["PENDING_REVIEW", "APPROVED", "REJECTED", "EXPIRED"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const GHANA_CARD_PATTERN = /^GHA-\d{9}-\d$/;

export const COMPLIANCE_ITEMS = [
  "REGISTRATION_PAID",
  "IDENTITY_DOCUMENT",
  "MEDICAL_CLEARANCE",
  "PASSPORT_PHOTO",
  "BELT_CERTIFICATE",
  "COACHING_LICENCE",
  "REFEREE_LICENCE",
] as const;
export type ComplianceItem = (typeof COMPLIANCE_ITEMS)[number];

export const DocumentSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      document_type: z.enum(DOCUMENT_TYPES),
      status: z.enum(DOCUMENT_STATUSES),
      document_number: z.string().nullable(),
      issue_date: z.string().nullable(),
      expiry_date: z.string().nullable(),
      belt: z.enum(BELTS).nullable().describe("Belt certificates only"),
      grading_date: z.string().nullable().describe("Belt certificates only"),
      examiner: z.string().nullable().describe("Belt certificates only"),
      file_name: z.string(),
      file_size: z.number().int(),
      mime_type: z.string(),
      has_thumbnail: z.boolean(),
      file_url: z.string().describe("Download link (bearer auth)"),
      thumbnail_url: z.string().nullable(),
      version: z.number().int().describe("1 for the first upload; +1 for each replacement"),
      review_reason: z.string().nullable().describe("Why it was rejected, for the member to read"),
      reviewed_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .describe("Document"),
);
export type MemberDocument = z.infer<typeof DocumentSchema>;

export const COMPLIANCE_STATES = ["MET", "WAITING_FOR_REVIEW", "REJECTED", "MISSING"] as const;

export const ComplianceEntrySchema = lazySchema(() =>
  z.object({
    item: z.enum(COMPLIANCE_ITEMS),
    met: z.boolean(),
    state: z
      .enum(COMPLIANCE_STATES)
      .describe(
        "MET; else WAITING_FOR_REVIEW when a document for it waits for an official (nothing to upload), REJECTED when the latest was refused, MISSING",
      ),
    reason: z
      .string()
      .describe(
        "Why it is met or not, as one English sentence for API clients; the web app words it from state, document_types and rejection_reason",
      ),
    rejection_reason: z
      .string()
      .nullable()
      .describe("REJECTED: the official's reason for refusing the latest document, in their own words; null otherwise"),
    document_types: z.array(z.enum(DOCUMENT_TYPES)).describe("Document types that satisfy this item"),
  }),
);
export type ComplianceEntry = z.infer<typeof ComplianceEntrySchema>;

export const DocumentsSummarySchema = lazySchema(() =>
  z.object({
    total: z.number().int(),
    by_status: z.record(z.enum(DOCUMENT_STATUSES), z.number().int()),
    by_type: z.record(z.enum(DOCUMENT_TYPES), z.number().int()),
  }),
);

export const CertificationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    belt: z.enum(BELTS),
    grading_date: z.string().nullable(),
    examiner: z.string().nullable(),
    status: z.enum(DOCUMENT_STATUSES),
    review_reason: z.string().nullable(),
  }),
);

/**
 * A confirmed grade: a belt certificate an official approved, as it was recorded on the
 * certificate, or a grade awarded at a federation grading (decision 90).
 */
export const BeltHistoryEntrySchema = lazySchema(() =>
  z.object({
    certificate_id: z.string().describe("The certificate's document id, or the awarded grade's id (GKF_GRADING)"),
    belt: z.enum(BELTS),
    grading_date: z.string().nullable().describe("The day of the grading, as recorded on the certificate"),
    examiner: z.string().nullable().describe("Who examined or awarded the grade, as recorded on the certificate"),
    confirmed_at: z
      .string()
      .describe("When an official approved the certificate, or the grading's result was confirmed"),
    confirmed_by: z.string().nullable().describe("The name of the official who approved it"),
    source: z
      .enum(["CERTIFICATE", "GKF_GRADING"])
      .describe("CERTIFICATE: an approved belt certificate; GKF_GRADING: awarded at a federation grading"),
    certificate_url: z
      .string()
      .nullable()
      .describe("GKF_GRADING: the grade certificate PDF (with a verifiable QR code); null for certificates"),
  }),
);
export type BeltHistoryEntry = z.infer<typeof BeltHistoryEntrySchema>;

export const MembershipRecordSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(MEMBERSHIP_STATUSES),
      current_membership_type: z.string(),
      code: z.string().nullable().describe("Membership number, e.g. GKF-AA-26-000123; null until the fee is paid"),
      athlete_category: z.enum(ATHLETE_CATEGORIES),
      athlete_category_status: z.enum(["UNVERIFIED", "VERIFIED"]),
      date_joined: z.string(),
      expiry_date: z.string().nullable(),
      is_national_team: z.boolean(),
      renewal_count: z.number().int(),
      region: z.object({ code: z.string(), name: z.string() }),
      district: z.object({ code: z.string(), name: z.string() }),
      special_needs: z.string().nullable(),
      days_since_last_renewal: z.number().int().nullable(),
      has_paid_registration: z.boolean(),
      has_valid_medical_clearance: z.boolean(),
      is_active: z.boolean(),
      has_all_required_docs: z.boolean(),
      current_belt: z.enum(BELTS).nullable(),
      membership_certificate: z
        .object({
          certificate_url: z.string().describe("PDF certificate (bearer auth)"),
          card_url: z.string().describe("PDF membership card (bearer auth)"),
          qr_url: z.string().describe("PNG QR code pointing at verify_url (bearer auth)"),
          verify_url: z.string().describe("Public page that confirms the membership"),
        })
        .nullable()
        .describe("Present once the membership is ACTIVE"),
      certifications: z.array(CertificationSchema),
      belt_history: z
        .array(BeltHistoryEntrySchema)
        .describe("Every confirmed grade (approved belt certificate), newest grading first"),
      compliance_status: z.enum(["COMPLIANT", "INCOMPLETE"]),
      compliance_score: z.number().int().min(0).max(100),
      compliance_breakdown: z.array(ComplianceEntrySchema),
      documents_summary: DocumentsSummarySchema,
      current_medical_clearance: DocumentSchema.nullable(),
      current_belt_certificate: DocumentSchema.nullable(),
      current_ghana_card: DocumentSchema.nullable(),
      current_passport_photo: DocumentSchema.nullable(),
    })
    .describe("MembershipRecord"),
);
export type MembershipRecord = z.infer<typeof MembershipRecordSchema>;

export const PaymentSummarySchema = lazySchema(() =>
  z.object({
    registration_paid_at: z.string().nullable(),
    last_payment_at: z.string().nullable(),
    total_paid: z.object({ amount: z.number().int().describe("Pesewas"), currency: z.literal("GHS") }),
    open_payments: z.number().int(),
  }),
);

export const MembershipSummarySchema = lazySchema(() =>
  z.object({ has_paid_registration: z.boolean(), payment_summary: PaymentSummarySchema }).describe("MembershipSummary"),
);
export type MembershipSummary = z.infer<typeof MembershipSummarySchema>;

export const UpdateMyRecordSchema = lazySchema(() =>
  z
    .strictObject({
      region: z.string().trim().toUpperCase().length(2).optional(),
      district: z.string().trim().toUpperCase().min(2).max(8).optional(),
      special_needs: z.string().trim().max(500).nullable().optional(),
    })
    .describe("UpdateMyRecord"),
);
export type UpdateMyRecord = z.input<typeof UpdateMyRecordSchema>;

export const DocumentFieldsSchema = lazySchema(() =>
  z.strictObject({
    document_type: z.enum(UPLOADABLE_DOCUMENT_TYPES),
    document_number: z.string().trim().max(64).optional(),
    issue_date: CalendarDateSchema.optional(),
    expiry_date: CalendarDateSchema.optional(),
  }),
);

export const DocumentUpdateFieldsSchema = lazySchema(() =>
  z.strictObject({
    document_id: z.string().min(1).max(64),
    document_number: z.string().trim().max(64).optional(),
    issue_date: CalendarDateSchema.optional(),
    expiry_date: CalendarDateSchema.optional(),
  }),
);

export const CertificateFieldsSchema = lazySchema(() =>
  z.strictObject({
    belt: z.enum(BELTS),
    grading_date: CalendarDateSchema,
    examiner: z.string().trim().min(2).max(120),
  }),
);

export const CertificateUpdateFieldsSchema = lazySchema(() =>
  z.strictObject({
    certificate_id: z.string().min(1).max(64),
    belt: z.enum(BELTS).optional(),
    grading_date: CalendarDateSchema.optional(),
    examiner: z.string().trim().min(2).max(120).optional(),
  }),
);

export const DocumentStatisticsSchema = lazySchema(() =>
  z
    .object({
      total: z.number().int(),
      items: z.array(
        z.object({ document_type: z.enum(DOCUMENT_TYPES), status: z.enum(DOCUMENT_STATUSES), count: z.number().int() }),
      ),
    })
    .describe("DocumentStatistics"),
);

export const ReviewDecisionSchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(["APPROVED", "REJECTED"]),
      reason: z.string().trim().max(500).optional().describe("Required when rejecting; the member reads it"),
    })
    .describe("ReviewDecision"),
);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

export const ReviewQueueItemSchema = lazySchema(() =>
  DocumentSchema.extend({
    member: z.object({
      first_name: z.string(),
      last_name: z.string(),
      code: z.string().nullable(),
      region: z.string(),
      membership_type: z.string(),
    }),
  }),
);
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;

export const PublicVerificationSchema = lazySchema(() =>
  z
    .object({
      code: z.string().describe("Membership number"),
      name: z.string().describe("Full name; first name and initial for minors"),
      photo_url: z.string().nullable().describe("Adults only: a minor's photo is never shown publicly"),
      membership_type: z.string(),
      belt: z.enum(BELTS).nullable(),
      status: z.enum(MEMBERSHIP_STATUSES),
      expiry_date: z.string().nullable(),
      is_valid: z.boolean().describe("ACTIVE and not past its expiry"),
      checked_at: z.string(),
    })
    .describe("PublicVerification"),
);
export type PublicVerification = z.infer<typeof PublicVerificationSchema>;

/** A bare membership number proves nothing: the answer says only whether it is active, with initials. */
export const PublicNumberCheckSchema = lazySchema(() =>
  z
    .object({
      code: z.string(),
      is_active: z.boolean().describe("An ACTIVE membership has this number"),
      initials: z.string().nullable().describe('The member\'s initials ("K. A."); null when no active membership'),
      checked_at: z.string(),
    })
    .describe("PublicNumberCheck"),
);
export type PublicNumberCheck = z.infer<typeof PublicNumberCheckSchema>;

/** The claims a card's QR token carries (docs/decisions.md, "card token design"). */
export const CardClaimsSchema = lazySchema(() =>
  z.object({
    v: z.literal(1),
    kid: z.string(),
    code: z.string().min(1),
    n: z.string(),
    t: z.string(),
    b: z.string().nullable(),
    x: z.string().nullable(),
    iat: z.number().int(),
  }),
);
export type CardClaims = z.infer<typeof CardClaimsSchema>;

/** The public keys that sign card tokens, as a JWK set (RFC 8037); the first signs new cards. */
export const CardKeySetSchema = lazySchema(() =>
  z
    .object({
      keys: z.array(
        z.object({
          kty: z.literal("OKP"),
          crv: z.literal("Ed25519"),
          alg: z.literal("EdDSA"),
          use: z.literal("sig"),
          kid: z.string(),
          x: z.string().describe("The raw 32-byte public key, base64url"),
        }),
      ),
    })
    .describe("CardKeySet"),
);
export type CardKeySet = z.infer<typeof CardKeySetSchema>;

export const DocumentListSchema = lazySchema(() => listOf(DocumentSchema).describe("DocumentList"));

export const ComplianceHistorySchema = lazySchema(() =>
  listOf(z.object({ at: z.string(), score: z.number().int() })).describe("ComplianceHistory"),
);
export type ComplianceHistory = z.infer<typeof ComplianceHistorySchema>;
/** The score at one time it changed. */
export type CompliancePoint = ComplianceHistory["items"][number];
