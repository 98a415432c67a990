import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";
import { PAYMENT_PURPOSES } from "./payments.js";
import { normalizeGhanaPhone } from "./phone.js";

/**
 * Ghana's mobile money networks (REFERENCES.md). Numbers are portable, so the member names the
 * network: the prefix of the number does not fix it.
 */
export const MOBILE_MONEY_NETWORKS = ["MTN", "TELECEL", "AIRTELTIGO"] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];

/** What the network was first called by its usual prefix; a suggestion for the form, never a rule. */
const PREFIX_NETWORKS: Record<string, MobileMoneyNetwork> = {
  "24": "MTN",
  "25": "MTN",
  "53": "MTN",
  "54": "MTN",
  "55": "MTN",
  "59": "MTN",
  "20": "TELECEL",
  "50": "TELECEL",
  "26": "AIRTELTIGO",
  "27": "AIRTELTIGO",
  "56": "AIRTELTIGO",
  "57": "AIRTELTIGO",
  "23": "AIRTELTIGO",
};

/** `+233241234567` → MTN: the network the number started on (numbers are portable). */
export function suggestMobileMoneyNetwork(e164: string | null | undefined): MobileMoneyNetwork | null {
  if (!e164?.startsWith("+233")) return null;
  return PREFIX_NETWORKS[e164.slice(4, 6)] ?? null;
}

/** A Ghana mobile number as people type it, stored and sent as E.164 (`+233241234567`). */
export const WalletNumberSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(32)
    .transform((value, context) => {
      const e164 = normalizeGhanaPhone(value);
      if (!e164) {
        context.addIssue({ code: "custom", message: "must be a Ghana mobile number such as 024 123 4567" });
        return z.NEVER;
      }
      return e164;
    }),
);

/** POST /my-account/membership/payment/mobile-money: a prompt on the member's phone. */
export const MobileMoneyChargeRequestSchema = lazySchema(() =>
  z.strictObject({
    purpose: z.enum(PAYMENT_PURPOSES),
    phone: WalletNumberSchema.describe("The wallet number, e.g. 024 123 4567 or +233241234567"),
    network: z.enum(MOBILE_MONEY_NETWORKS),
  }),
);
export type MobileMoneyChargeRequest = z.input<typeof MobileMoneyChargeRequestSchema>;

/**
 * What the member does next: approve the prompt on the phone, or type the voucher code the
 * network sent (Paystack's `send_otp`, e.g. Telecel Cash). `done` once the provider has decided.
 */
export const MOBILE_MONEY_NEXT_STEPS = ["approve_on_phone", "enter_otp", "done"] as const;

export const MobileMoneyChargeSchema = lazySchema(() =>
  z
    .object({
      reference: z.string(),
      purpose: z.enum(PAYMENT_PURPOSES),
      status: z.enum(["PENDING", "SUCCESS", "FAILED", "ABANDONED"]),
      amount: z.number().int().describe("Pesewas, from the fee table"),
      currency: z.literal("GHS"),
      phone: z.string().describe("The wallet number prompted, E.164"),
      network: z.enum(MOBILE_MONEY_NETWORKS),
      next_step: z.enum(MOBILE_MONEY_NEXT_STEPS),
      display_text: z.string().nullable().describe("The provider's instruction to the member, when it gives one"),
    })
    .describe("MobileMoneyCharge"),
);
export type MobileMoneyCharge = z.infer<typeof MobileMoneyChargeSchema>;

export const MobileMoneyOtpRequestSchema = lazySchema(() =>
  z.strictObject({
    reference: z.string().trim().min(8).max(64),
    otp: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{4,12}$/, { error: "must be the 4 to 12 characters the network sent" }),
  }),
);

/** GET /my-account/membership/payment/quote?purpose=: what paying costs, before anything starts. */
export const PaymentQuoteQuerySchema = lazySchema(() => z.object({ purpose: z.enum(PAYMENT_PURPOSES) }));
export const PaymentQuoteSchema = lazySchema(() =>
  z
    .object({
      purpose: z.enum(PAYMENT_PURPOSES),
      amount: z.number().int().describe("Pesewas, from the fee table"),
      currency: z.literal("GHS"),
      period_months: z.number().int(),
      mobile_money: z
        .object({
          phone: z.string().nullable().describe("The member's confirmed phone (E.164), to prefill the wallet number"),
          network: z.enum(MOBILE_MONEY_NETWORKS).nullable().describe("A guess from the prefix; numbers are portable"),
        })
        .describe("Prompts on the phone are available"),
    })
    .describe("PaymentQuote"),
);
export type PaymentQuote = z.infer<typeof PaymentQuoteSchema>;
