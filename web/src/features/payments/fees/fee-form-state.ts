import { type Fee, MAIN_ROLES, type MainRole, PAYMENT_RECORD_PURPOSES, type PaymentRecordPurpose } from "@gkf/contract";
import { parseFeeAmount, parsePeriodMonths, pesewasToCedis } from "./fee-amounts";

/** One editable fee as typed: cedis and months as text, converted only when saved. */
export interface FeeDraft {
  membership_type: MainRole;
  purpose: PaymentRecordPurpose;
  amount: string;
  period_months: string;
}

export type FeeDraftErrors = Record<string, { amount?: boolean; period_months?: boolean }>;

export function feeKey(fee: { membership_type: MainRole; purpose: PaymentRecordPurpose }): string {
  return `${fee.membership_type}:${fee.purpose}`;
}

const ORDER = (fee: { membership_type: MainRole; purpose: PaymentRecordPurpose }) =>
  MAIN_ROLES.indexOf(fee.membership_type) * PAYMENT_RECORD_PURPOSES.length +
  PAYMENT_RECORD_PURPOSES.indexOf(fee.purpose);

/** The table as the form shows it: pesewas → cedis, in account-type order, registration before renewal. */
export function toFeeDrafts(fees: Fee[]): FeeDraft[] {
  return [...fees]
    .sort((a, b) => ORDER(a) - ORDER(b))
    .map((fee) => ({
      membership_type: fee.membership_type,
      purpose: fee.purpose,
      amount: pesewasToCedis(fee.amount),
      period_months: String(fee.period_months),
    }));
}

/** The drafts as the API takes them (cedis → pesewas), or the fields that are not valid. */
export function toFees(drafts: FeeDraft[]): { fees: Fee[]; errors: null } | { fees: null; errors: FeeDraftErrors } {
  const errors: FeeDraftErrors = {};
  const fees: Fee[] = [];
  for (const draft of drafts) {
    const amount = parseFeeAmount(draft.amount);
    const periodMonths = parsePeriodMonths(draft.period_months);
    if (amount === null || periodMonths === null) {
      errors[feeKey(draft)] = { amount: amount === null, period_months: periodMonths === null };
      continue;
    }
    fees.push({
      membership_type: draft.membership_type,
      purpose: draft.purpose,
      amount,
      currency: "GHS",
      period_months: periodMonths,
    });
  }
  return Object.keys(errors).length > 0 ? { fees: null, errors } : { fees, errors: null };
}

/** Whether the drafts say something other than the saved table (ignoring "150" vs "150.00"). */
export function hasFeeChanges(drafts: FeeDraft[], saved: Fee[]): boolean {
  return drafts.some((draft) => {
    const fee = saved.find((item) => feeKey(item) === feeKey(draft));
    return (
      !fee ||
      parseFeeAmount(draft.amount) !== fee.amount ||
      parsePeriodMonths(draft.period_months) !== fee.period_months
    );
  });
}
