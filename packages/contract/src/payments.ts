import { z } from "zod";
import { MAIN_ROLES } from "./accounts.js";
import { CalendarDateSchema } from "./dates.js";
import { currentMoneyLanguage, LANGUAGE_LOCALES, type Language } from "./i18n/languages.js";
import { lazySchema } from "./lazy-schema.js";
import { listOf, pageOf } from "./pagination.js";

export const PAYMENT_PURPOSES = ["REGISTRATION", "RENEWAL"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/**
 * What a payment record may be for: a member's own fees, or a dojo's season (DOJO_AFFILIATION,
 * paid by its head instructor through the dojo's own endpoint; the payment names the dojo), or an
 * event's entry fee (EVENT_ENTRY, the payment names the entry; the fee comes from the event), or
 * a grading session's fee (GRADING_FEE, the payment names the application; the fee is the session's).
 */
export const PAYMENT_RECORD_PURPOSES = [...PAYMENT_PURPOSES, "DOJO_AFFILIATION", "EVENT_ENTRY", "GRADING_FEE"] as const;
export type PaymentRecordPurpose = (typeof PAYMENT_RECORD_PURPOSES)[number];
/**
 * SUCCESS: paid and credited. DUPLICATE: paid for something already paid (never credited twice;
 * needs a refund). DISPUTED: the provider reported another amount or currency (not credited; needs
 * a refund). REFUNDED: an official recorded the refund. VOIDED: a manual payment taken back.
 */
export const PAYMENT_STATUSES = [
  "PENDING",
  "SUCCESS",
  "FAILED",
  "ABANDONED",
  "DUPLICATE",
  "DISPUTED",
  "REFUNDED",
  "VOIDED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Statuses that hold money the member should get back. */
export const NEEDS_REFUND_STATUSES = ["DUPLICATE", "DISPUTED"] as const satisfies readonly PaymentStatus[];
/** `manual`: cash or bank transfer recorded at the secretariat by an official. */
export const PAYMENT_PROVIDERS = ["sandbox", "paystack", "hubtel", "manual"] as const;
export const MANUAL_PAYMENT_METHODS = ["CASH", "BANK_TRANSFER"] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
/** The server accepts a renewal from this many days before the expiry date (and after it). */
export const RENEWAL_WINDOW_DAYS = 60;
/** A manual payment may be voided, by another official, for this long after it was recorded. */
export const MANUAL_PAYMENT_VOID_HOURS = 24;

/** Money is an integer number of pesewas plus a currency (PRODUCT.md). */
export const MoneySchema = lazySchema(() =>
  z.object({
    amount: z.number().int().nonnegative().describe("Pesewas: 100 pesewas = 1 cedi"),
    currency: z.literal("GHS"),
  }),
);

export const InitializePaymentRequestSchema = lazySchema(() => z.strictObject({ purpose: z.enum(PAYMENT_PURPOSES) }));
export const InitializePaymentResponseSchema = lazySchema(() =>
  z
    .object({
      reference: z.string(),
      authorization_url: z.string().describe("Where the member pays: the provider's checkout page"),
      amount: z.number().int().describe("Pesewas, from the fee table"),
      currency: z.literal("GHS"),
    })
    .describe("PaymentInitialized"),
);

export const VerifyPaymentRequestSchema = lazySchema(() =>
  z.strictObject({ reference: z.string().trim().min(8).max(64) }),
);

export const PaymentSchema = lazySchema(() =>
  z
    .object({
      reference: z.string(),
      purpose: z.enum(PAYMENT_RECORD_PURPOSES),
      status: z.enum(PAYMENT_STATUSES),
      amount: z.number().int(),
      currency: z.literal("GHS"),
      provider: z.enum(PAYMENT_PROVIDERS),
      channel: z.string().nullable().describe("mobile_money or card, once paid"),
      created_at: z.string(),
      paid_at: z.string().nullable(),
      receipt_number: z.string().nullable(),
      receipt_url: z.string().nullable().describe("PDF receipt (bearer auth)"),
      authorization_url: z.string().nullable().describe("Checkout page while PENDING"),
    })
    .describe("Payment"),
);
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentRecordSchema = lazySchema(() =>
  listOf(PaymentSchema)
    .extend({
      summary: z.object({
        registration_paid_at: z.string().nullable(),
        last_payment_at: z.string().nullable(),
        total_paid: MoneySchema,
        open_payments: z.number().int(),
      }),
    })
    .describe("PaymentRecord"),
);

export const FeeSchema = lazySchema(() =>
  z.object({
    membership_type: z.enum(MAIN_ROLES).describe("For DOJO_AFFILIATION: COACH (the head instructor pays)"),
    purpose: z.enum(PAYMENT_RECORD_PURPOSES),
    amount: z.number().int().min(100).max(100_000_000).describe("Pesewas"),
    currency: z.literal("GHS"),
    period_months: z.number().int().min(1).max(60),
  }),
);
export type Fee = z.infer<typeof FeeSchema>;
export const FeeTableSchema = lazySchema(() => listOf(FeeSchema).describe("FeeTable"));
export const FeeTableUpdateSchema = lazySchema(() => z.strictObject({ items: z.array(FeeSchema).min(1).max(16) }));

const OfficialNameSchema = lazySchema(() => z.object({ first_name: z.string(), last_name: z.string() }));

export const AdminPaymentSchema = lazySchema(() =>
  PaymentSchema.extend({
    member: z.object({
      first_name: z.string(),
      last_name: z.string(),
      code: z.string().nullable(),
      region: z.string(),
    }),
    needs_refund: z.boolean().describe("DUPLICATE or DISPUTED: money to give back"),
    manual: z
      .object({
        method: z.enum(MANUAL_PAYMENT_METHODS),
        payer: z.string(),
        external_reference: z.string(),
        received_on: z.string().describe("YYYY-MM-DD"),
        recorded_by: OfficialNameSchema,
        recorded_at: z.string(),
      })
      .nullable()
      .describe("Set for cash and bank transfers recorded at the secretariat"),
    voided: z
      .object({ at: z.string(), by: OfficialNameSchema, reason: z.string() })
      .nullable()
      .describe("Set once a manual payment was voided"),
    refund: z
      .object({
        at: z.string(),
        by: OfficialNameSchema,
        refunded_on: z.string(),
        refund_reference: z.string().nullable(),
        note: z.string(),
      })
      .nullable()
      .describe("Set once an official recorded the refund"),
    can_void: z.boolean().describe("Whether the caller may void this payment now"),
    can_refund: z.boolean().describe("Whether the caller may mark this payment refunded"),
  }),
);
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

/** POST /admin/payments/manual: cash or a bank transfer received at the secretariat. */
export const ManualPaymentRequestSchema = lazySchema(() =>
  z.strictObject({
    member: z.string().trim().min(3).max(120).describe("The member's membership number, e-mail or phone number"),
    purpose: z.enum(PAYMENT_PURPOSES),
    method: z.enum(MANUAL_PAYMENT_METHODS),
    payer: z.string().trim().min(2).max(120).describe("Who handed over the money"),
    external_reference: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .describe("The secretariat's own reference: cash book entry or bank transfer reference"),
    received_on: CalendarDateSchema.describe("The day the money was received (YYYY-MM-DD, not in the future)"),
    amount: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Pesewas, as the official read it from the fee table; refused when it differs from the fee"),
  }),
);
export type ManualPaymentRequest = z.infer<typeof ManualPaymentRequestSchema>;

export const VoidPaymentRequestSchema = lazySchema(() => z.strictObject({ reason: z.string().trim().min(5).max(500) }));
export const RefundPaymentRequestSchema = lazySchema(() =>
  z.strictObject({
    refunded_on: CalendarDateSchema.describe("The day the money went back (YYYY-MM-DD, not in the future)"),
    refund_reference: z.string().trim().min(1).max(64).optional(),
    note: z.string().trim().min(5).max(500).describe("How it was refunded and why"),
  }),
);

/**
 * "GH₵ 150.00" from pesewas in English; French follows its conventions: "1 234,50 GH₵"
 * (Intl's "fr" grouping and decimal comma, the symbol after the amount).
 */
export function formatMoney(amount: number, currency = "GHS", language: Language = currentMoneyLanguage()): string {
  if (language === "fr") {
    const text = new Intl.NumberFormat(LANGUAGE_LOCALES.fr, { style: "currency", currency }).format(amount / 100);
    return currency === "GHS" ? text.replace("GHS", "GH₵") : text;
  }
  const cedis = (amount / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return currency === "GHS" ? `GH₵ ${cedis}` : `${currency} ${cedis}`;
}

export const PaymentLedgerSchema = lazySchema(() =>
  pageOf(AdminPaymentSchema)
    .extend({ totals: z.object({ count: z.number().int(), paid: MoneySchema }) })
    .describe("PaymentLedger"),
);
