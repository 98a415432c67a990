import type { PaymentRecordPurpose, PaymentStatus } from "@gkf/contract";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

export interface FeesTable {
  membership_type: string;
  purpose: PaymentRecordPurpose;
  amount: number;
  currency: "GHS";
  period_months: number;
  updated_at: string;
  updated_by: string | null;
}

export interface PaymentsTable {
  id: string;
  user_id: string;
  reference: string;
  purpose: PaymentRecordPurpose;
  /** What a DOJO_AFFILIATION pays for ("<dojo id>:<season>"); "" for a member's own fees. */
  subject: ColumnType<string, string | undefined, string>;
  provider: "sandbox" | "paystack" | "hubtel" | "manual";
  amount: number;
  currency: "GHS";
  period_months: number;
  status: PaymentStatus;
  channel: string | null;
  authorization_url: string | null;
  paid_at: string | null;
  receipt_number: string | null;
  region_code: string;
  created_at: string;
  updated_at: string;
  // Manual payments (cash, bank transfer) recorded by an official.
  method: "CASH" | "BANK_TRANSFER" | null;
  payer: string | null;
  external_reference: string | null;
  received_on: string | null;
  recorded_by: string | null;
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
  // A refund made outside the portal, recorded by an official.
  refunded_at: string | null;
  refunded_by: string | null;
  refunded_on: string | null;
  refund_reference: string | null;
  refund_note: string | null;
  /** The payer's name, copied here when their account is erased: kept for the accounting period only (migration 0025). */
  member_name: Generated<string | null>;
}

export interface PaymentCreditsTable {
  payment_id: string;
  credited_at: string;
  source: string;
  /** JSON of the membership fields the credit changed, as they were before (for a void). */
  membership_before: string | null;
}

export interface PaymentEventsTable {
  id: string;
  payment_id: string | null;
  source: string;
  event: string;
  provider_status: string | null;
  created_at: string;
}

export interface SandboxChargesTable {
  reference: string;
  status: "PENDING" | "SUCCESS" | "FAILED" | "ABANDONED";
  amount: number;
  currency: string;
  channel: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface PaymentsTables {
  fees: FeesTable;
  payments: PaymentsTable;
  payment_credits: PaymentCreditsTable;
  payment_events: PaymentEventsTable;
  sandbox_charges: SandboxChargesTable;
}

export type PaymentRow = Selectable<PaymentsTable>;
export type FeeRow = Selectable<FeesTable>;
export type NewPayment = Insertable<PaymentsTable>;
