import { z } from "zod";
import { CalendarDateSchema } from "../dates.js";
import { defineEndpoint, errorAnswers, fileAnswer } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";
import {
  MobileMoneyChargeRequestSchema,
  MobileMoneyChargeSchema,
  MobileMoneyOtpRequestSchema,
  PaymentQuoteQuerySchema,
  PaymentQuoteSchema,
} from "../mobile-money.js";
import { PageQuerySchema } from "../pagination.js";
import {
  AdminPaymentSchema,
  FeeTableSchema,
  FeeTableUpdateSchema,
  InitializePaymentRequestSchema,
  InitializePaymentResponseSchema,
  MANUAL_PAYMENT_VOID_HOURS,
  ManualPaymentRequestSchema,
  PAYMENT_RECORD_PURPOSES,
  PAYMENT_STATUSES,
  PaymentLedgerSchema,
  PaymentRecordSchema,
  PaymentSchema,
  RefundPaymentRequestSchema,
  VerifyPaymentRequestSchema,
  VoidPaymentRequestSchema,
} from "../payments.js";

const tags = ["Payments"] as const;
const memberRefusals = errorAnswers(400, 401, 404, 409, 502);
const mobileMoneyRefusals = errorAnswers(400, 401, 404, 409, 422, 502);
const adminRefusals = errorAnswers(400, 401, 403);
const manageRefusals = errorAnswers(400, 401, 403, 404, 409);

/** The ledger's filters (the CSV export takes the same, without pages). */
export const PaymentLedgerFiltersSchema = lazySchema(() =>
  z.object({
    status: z.enum(PAYMENT_STATUSES).optional(),
    purpose: z.enum(PAYMENT_RECORD_PURPOSES).optional(),
    from: CalendarDateSchema.optional().describe("First day, inclusive"),
    to: CalendarDateSchema.optional().describe("Last day, inclusive"),
    region: z.string().trim().toUpperCase().length(2).optional(),
  }),
);
export type PaymentLedgerFilters = z.input<typeof PaymentLedgerFiltersSchema>;
export const PaymentLedgerQuerySchema = lazySchema(() => PageQuerySchema.extend(PaymentLedgerFiltersSchema.shape));

const ReferenceParamsSchema = lazySchema(() => z.object({ reference: z.string().trim().min(8).max(64) }));

/**
 * A provider's notification, as Paystack sends it: `{event, data}` with the payment's reference
 * in `data`. Described loosely: the server keeps the raw bytes, checks their signature first and
 * reads the notification itself (Hubtel posts its own shape, unsigned).
 */
export const PaymentWebhookSchema = lazySchema(() =>
  z
    .looseObject({
      event: z.string().max(64).optional().describe("charge.success, charge.failed, …"),
      data: z
        .looseObject({ reference: z.string().max(64).optional() })
        .optional()
        .describe("The charge, with our reference"),
    })
    .describe("PaymentWebhook"),
);

/** Paying the fees: the member's side, the providers' notifications, and the officials' ledger. */
export const paymentsEndpoints = {
  initialize: defineEndpoint({
    method: "POST",
    path: "/my-account/membership/payment/initialize",
    summary: "Start paying the registration fee or the renewal",
    description:
      "The amount comes from the fee table for the member's type, never from the client. 201 with a new payment; 200 with the open one when a payment for the purpose is already pending.",
    tags,
    auth: "bearer",
    body: InitializePaymentRequestSchema,
    responses: { 200: InitializePaymentResponseSchema, 201: InitializePaymentResponseSchema, ...memberRefusals },
  }),
  verify: defineEndpoint({
    method: "POST",
    path: "/my-account/membership/payment/verify",
    summary: "Ask the provider about one of the caller's payments and credit it if paid",
    tags,
    auth: "bearer",
    body: VerifyPaymentRequestSchema,
    responses: { 200: PaymentSchema, ...memberRefusals },
  }),
  myPaymentRecord: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/my-payment-record",
    summary: "The caller's payments and receipts, newest first",
    tags,
    auth: "bearer",
    responses: { 200: PaymentRecordSchema, ...errorAnswers(401) },
  }),
  receipt: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/payments/:reference/receipt",
    summary: "The PDF receipt of one of the caller's paid payments",
    tags,
    auth: "bearer",
    params: z.object({ reference: z.string().max(64) }),
    responses: { 200: fileAnswer(["application/pdf"], "The receipt"), ...memberRefusals },
  }),
  webhook: defineEndpoint({
    method: "POST",
    path: "/payments/webhook/:provider",
    summary: "Payment provider notifications (signed)",
    description:
      "Paystack: `x-paystack-signature` is the hex HMAC-SHA512 of the raw body under the secret key. A bad signature is 401 and changes nothing. Hubtel's callbacks are not signed: they only name a payment, which is credited once the transaction-status call confirms it.",
    tags,
    auth: "none",
    params: z.object({ provider: z.enum(["paystack", "hubtel", "sandbox"]) }),
    body: PaymentWebhookSchema,
    responses: { 200: z.object({ received: z.literal(true) }), ...errorAnswers(400, 401, 404) },
  }),

  // Mobile money without leaving the app, and the amount before paying (issue 12)

  quote: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/payment/quote",
    summary: "What paying a fee costs, before anything is started",
    description: "The amount from the fee table and the wallet to suggest (the member's confirmed phone).",
    tags,
    auth: "bearer",
    query: PaymentQuoteQuerySchema,
    responses: { 200: PaymentQuoteSchema, ...mobileMoneyRefusals },
  }),
  mobileMoney: defineEndpoint({
    method: "POST",
    path: "/my-account/membership/payment/mobile-money",
    summary: "Pay with mobile money: a prompt on the member's phone",
    description:
      "The provider prompts the wallet; the member approves on the phone, and the payment is followed with POST /my-account/membership/payment/verify until it is final. 201 with a new prompt; 200 with the one still waiting when the same wallet is asked again within a minute. A payment still open for the purpose is checked with the provider and closed first.",
    tags,
    auth: "bearer",
    body: MobileMoneyChargeRequestSchema,
    responses: { 200: MobileMoneyChargeSchema, 201: MobileMoneyChargeSchema, ...mobileMoneyRefusals },
  }),
  cancelMobileMoney: defineEndpoint({
    method: "POST",
    path: "/my-account/membership/payment/mobile-money/cancel",
    summary: "Give up on a prompt (another number, or the card instead)",
    description:
      "The provider is asked first: a prompt approved meanwhile is credited and answered as SUCCESS. Otherwise the payment is closed as FAILED; should the provider still confirm it, it is credited (or recorded as a duplicate).",
    tags,
    auth: "bearer",
    body: VerifyPaymentRequestSchema,
    responses: { 200: MobileMoneyChargeSchema, ...mobileMoneyRefusals },
  }),
  mobileMoneyOtp: defineEndpoint({
    method: "POST",
    path: "/my-account/membership/payment/mobile-money/otp",
    summary: "The voucher code some networks send before the prompt",
    tags,
    auth: "bearer",
    body: MobileMoneyOtpRequestSchema,
    responses: { 200: MobileMoneyChargeSchema, ...mobileMoneyRefusals },
  }),

  // The sandbox provider's checkout (development only, left out of OpenAPI)

  sandboxCheckout: defineEndpoint({
    method: "GET",
    path: "/payments/sandbox/checkout/:reference",
    summary: "Sandbox checkout page (development)",
    tags,
    auth: "none",
    params: z.object({ reference: z.string().min(8).max(64) }),
    responses: { 200: fileAnswer(["text/html"], "The checkout page"), ...errorAnswers(400, 404) },
  }),
  sandboxSettle: defineEndpoint({
    method: "POST",
    path: "/payments/sandbox/checkout/:reference",
    summary: "Settle a sandbox payment (development)",
    description: "A form post from the checkout page; answers 303 to the app's payment-response modal.",
    tags,
    auth: "none",
    params: z.object({ reference: z.string().min(8).max(64) }),
    body: z.object({
      outcome: z.enum(["success", "failed"]),
      // The card form's number (mask #### #### #### ####): any 16 digits, never stored; empty for mobile money.
      card_number: z
        .string()
        .regex(/^(?:(?:\d{4} ?){3}\d{4})?$/, { error: "must be the card's 16 digits" })
        .optional(),
    }),
    responses: { 303: z.null().describe("No body: the app's payment-response modal"), ...errorAnswers(400, 404) },
  }),
  sandboxCardMask: defineEndpoint({
    method: "GET",
    path: "/payments/sandbox/card-mask.js",
    summary: "The checkout page's card number mask (development)",
    tags,
    auth: "none",
    responses: { 200: fileAnswer(["text/javascript"], "The script") },
  }),
};

/** The officials' side: the fee table, the ledger and its export, manual payments, voids and refunds. */
export const paymentsAdminEndpoints = {
  fees: defineEndpoint({
    method: "GET",
    path: "/admin/fees",
    summary: "The fee table",
    tags: ["Fees"],
    auth: "bearer",
    permission: "payments.read",
    responses: { 200: FeeTableSchema, ...adminRefusals },
  }),
  setFees: defineEndpoint({
    method: "PUT",
    path: "/admin/fees",
    summary: "Set fees (registration and renewal per membership type); audited",
    tags: ["Fees"],
    auth: "bearer",
    permission: "fees.manage",
    body: FeeTableUpdateSchema,
    responses: { 200: FeeTableSchema, ...adminRefusals },
  }),
  ledger: defineEndpoint({
    method: "GET",
    path: "/admin/payments",
    summary: "Payments ledger with totals (paginated, newest first)",
    tags,
    auth: "bearer",
    permission: "payments.read",
    query: PaymentLedgerQuerySchema,
    responses: { 200: PaymentLedgerSchema, ...adminRefusals },
  }),
  ledgerCsv: defineEndpoint({
    method: "GET",
    path: "/admin/payments.csv",
    summary: "The payments ledger as CSV (same filters, up to 50,000 rows)",
    tags,
    auth: "bearer",
    permission: "payments.read",
    query: PaymentLedgerFiltersSchema,
    responses: { 200: fileAnswer(["text/csv"], "CSV"), ...adminRefusals },
  }),
  recordManual: defineEndpoint({
    method: "POST",
    path: "/admin/payments/manual",
    summary: "Record cash or a bank transfer received at the secretariat (federation officials); audited",
    description:
      "The amount is the fee table's for the member's type; it is credited like an online payment, with a receipt. 409 when the purpose is already paid or a renewal is not open yet.",
    tags,
    auth: "bearer",
    permission: "payments.manage",
    body: ManualPaymentRequestSchema,
    responses: { 201: AdminPaymentSchema, ...manageRefusals },
  }),
  void: defineEndpoint({
    method: "POST",
    path: "/admin/payments/:reference/void",
    summary: `Void a manual payment (another official, within ${MANUAL_PAYMENT_VOID_HOURS} hours, with a reason); audited`,
    tags,
    auth: "bearer",
    permission: "payments.manage",
    params: ReferenceParamsSchema,
    body: VoidPaymentRequestSchema,
    responses: { 200: AdminPaymentSchema, ...manageRefusals },
  }),
  refund: defineEndpoint({
    method: "POST",
    path: "/admin/payments/:reference/refund",
    summary: "Mark a duplicate or disputed payment refunded (refund made outside the portal); audited",
    tags,
    auth: "bearer",
    permission: "payments.manage",
    params: ReferenceParamsSchema,
    body: RefundPaymentRequestSchema,
    responses: { 200: AdminPaymentSchema, ...manageRefusals },
  }),
};
