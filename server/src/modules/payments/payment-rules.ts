import {
  MANUAL_PAYMENT_VOID_HOURS,
  NEEDS_REFUND_STATUSES,
  type Payment,
  type PaymentRecordPurpose,
} from "@gkf/contract";
import { AppError } from "../../http/errors.js";
import type { PaymentRow } from "./payments.table.js";

export const PAYMENT_ERROR_CODES = {
  FEE_NOT_CONFIGURED: "FEE_NOT_CONFIGURED",
  PROVIDER_UNAVAILABLE: "PROVIDER_UNAVAILABLE",
  PAYMENT_IN_PROGRESS: "PAYMENT_IN_PROGRESS",
  RENEWAL_NOT_OPEN: "RENEWAL_NOT_OPEN",
  ALREADY_PAID: "ALREADY_PAID",
  VOID_NOT_ALLOWED: "VOID_NOT_ALLOWED",
  REFUND_NOT_ALLOWED: "REFUND_NOT_ALLOWED",
  AMOUNT_NOT_FEE: "AMOUNT_NOT_FEE",
} as const;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export type CreditOutcome = { duplicate: true } | { duplicate: false; receiptNumber: string; code: string | null };

export const isNeedsRefund = (status: PaymentRow["status"]) =>
  (NEEDS_REFUND_STATUSES as readonly string[]).includes(status);

export function voidNotAllowed(message: string): AppError {
  return new AppError(409, PAYMENT_ERROR_CODES.VOID_NOT_ALLOWED, message);
}

export function alreadyPaid(purpose: PaymentRecordPurpose): AppError {
  return new AppError(
    409,
    PAYMENT_ERROR_CODES.ALREADY_PAID,
    purpose === "REGISTRATION"
      ? "This member's registration fee is already paid."
      : "This member's renewal was paid meanwhile.",
    { action: "Check the ledger before recording the payment." },
  );
}

export function feeNotConfigured(action: string): AppError {
  return new AppError(409, PAYMENT_ERROR_CODES.FEE_NOT_CONFIGURED, "The federation has not set this fee yet.", {
    action,
  });
}

/** Why the official may not void this payment now, or null when they may. */
export function voidRefusal(payment: PaymentRow, officialId: string): AppError | null {
  if (payment.provider !== "manual") {
    return voidNotAllowed("Only a payment recorded at the secretariat can be voided.");
  }
  if (payment.status !== "SUCCESS") return voidNotAllowed("This payment was voided already.");
  if (payment.recorded_by === officialId) {
    return new AppError(403, "FORBIDDEN", "Another official must void a payment you recorded.");
  }
  if (Date.now() - Date.parse(payment.created_at) > MANUAL_PAYMENT_VOID_HOURS * 3_600_000) {
    return voidNotAllowed(
      `A manual payment can be voided within ${MANUAL_PAYMENT_VOID_HOURS} hours of being recorded.`,
    );
  }
  return null;
}

/** A payment a provider's later answer may still complete (only a paid payment is final). */
export function isUnsettled(payment: PaymentRow): boolean {
  return payment.status === "PENDING" || payment.status === "ABANDONED" || payment.status === "FAILED";
}

export function summarise(payments: PaymentRow[]) {
  const paid = payments.filter((payment) => payment.status === "SUCCESS");
  return {
    registration_paid_at: paid.find((payment) => payment.purpose === "REGISTRATION")?.paid_at ?? null,
    last_payment_at:
      paid
        .map((payment) => payment.paid_at ?? "")
        .sort()
        .at(-1) || null,
    total_paid: { amount: paid.reduce((sum, payment) => sum + payment.amount, 0), currency: "GHS" as const },
    open_payments: payments.filter((payment) => payment.status === "PENDING").length,
  };
}

/** Rows become answers on purpose: a new column never leaks into the API. */
export function presentPayment(payment: PaymentRow): Payment {
  return {
    reference: payment.reference,
    purpose: payment.purpose,
    status: payment.status,
    amount: payment.amount,
    currency: "GHS",
    provider: payment.provider,
    channel: payment.channel,
    created_at: payment.created_at,
    paid_at: payment.paid_at,
    receipt_number: payment.receipt_number,
    receipt_url:
      payment.receipt_number && payment.status === "SUCCESS"
        ? `/api/my-account/membership/payments/${encodeURIComponent(payment.reference)}/receipt`
        : null,
    authorization_url:
      payment.status === "PENDING" || payment.status === "ABANDONED" ? payment.authorization_url : null,
  };
}
