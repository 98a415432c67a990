import { z } from "zod";
import { MAIN_ROLES } from "./accounts.js";

export const PAYMENT_PURPOSES = ["REGISTRATION", "RENEWAL"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_STATUSES = ["PENDING", "SUCCESS", "FAILED", "ABANDONED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ["sandbox", "paystack", "hubtel"] as const;

/** Money is an integer number of pesewas plus a currency (PRODUCT.md). */
export const MoneySchema = z.object({
  amount: z.number().int().nonnegative().describe("Pesewas: 100 pesewas = 1 cedi"),
  currency: z.literal("GHS"),
});

export const InitializePaymentRequestSchema = z.strictObject({ purpose: z.enum(PAYMENT_PURPOSES) });
export const InitializePaymentResponseSchema = z
  .object({
    reference: z.string(),
    authorization_url: z.string().describe("Where the member pays: the provider's checkout page"),
    amount: z.number().int().describe("Pesewas, from the fee table"),
    currency: z.literal("GHS"),
  })
  .describe("PaymentInitialized");

export const VerifyPaymentRequestSchema = z.strictObject({ reference: z.string().trim().min(8).max(64) });

export const PaymentSchema = z
  .object({
    reference: z.string(),
    purpose: z.enum(PAYMENT_PURPOSES),
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
  .describe("Payment");
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentRecordSchema = z
  .object({
    items: z.array(PaymentSchema),
    summary: z.object({
      registration_paid_at: z.string().nullable(),
      last_payment_at: z.string().nullable(),
      total_paid: MoneySchema,
      open_payments: z.number().int(),
    }),
  })
  .describe("PaymentRecord");

export const FeeSchema = z.object({
  membership_type: z.enum(MAIN_ROLES),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number().int().min(100).max(100_000_000).describe("Pesewas"),
  currency: z.literal("GHS"),
  period_months: z.number().int().min(1).max(60),
});
export type Fee = z.infer<typeof FeeSchema>;
export const FeeTableSchema = z.object({ items: z.array(FeeSchema) }).describe("FeeTable");
export const FeeTableUpdateSchema = z.strictObject({ items: z.array(FeeSchema).min(1).max(16) });

export const AdminPaymentSchema = PaymentSchema.extend({
  member: z.object({ first_name: z.string(), last_name: z.string(), code: z.string().nullable(), region: z.string() }),
});

/** "GH₵ 150.00" from pesewas. */
export function formatMoney(amount: number, currency = "GHS"): string {
  const cedis = (amount / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return currency === "GHS" ? `GH₵ ${cedis}` : `${currency} ${cedis}`;
}

export const PaymentLedgerSchema = z
  .object({
    items: z.array(AdminPaymentSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    totals: z.object({ count: z.number().int(), paid: MoneySchema }),
  })
  .describe("PaymentLedger");
