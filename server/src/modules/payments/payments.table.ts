import type { Selectable } from "kysely";

export interface FeesTable {
  membership_type: string;
  purpose: "REGISTRATION" | "RENEWAL";
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
  purpose: "REGISTRATION" | "RENEWAL";
  provider: "sandbox" | "paystack" | "hubtel";
  amount: number;
  currency: "GHS";
  period_months: number;
  status: "PENDING" | "SUCCESS" | "FAILED" | "ABANDONED";
  channel: string | null;
  authorization_url: string | null;
  paid_at: string | null;
  receipt_number: string | null;
  region_code: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentCreditsTable {
  payment_id: string;
  credited_at: string;
  source: string;
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
