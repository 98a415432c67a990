import type { Generated, Selectable } from "kysely";

export type MembershipStatus = "PENDING_PAYMENT" | "ACTIVE" | "EXPIRED" | "SUSPENDED";

export interface MembershipsTable {
  id: string;
  user_id: string;
  code: string | null;
  status: MembershipStatus;
  membership_type: string;
  region_code: string;
  district_code: string;
  special_needs: string | null;
  date_joined: string;
  period_start: string | null;
  expiry_date: string | null;
  renewal_count: number;
  last_renewed_at: string | null;
  has_paid_registration: number;
  is_national_team: number;
  current_belt: string | null;
  athlete_category_status: "UNVERIFIED" | "VERIFIED";
  /** 1 when every required document is valid (the compliance breakdown but the fee): stored when documents change (migration 0023). */
  documents_compliant: number;
  /** The member's account was erased (decision 105): out of the directory and the statistics. */
  erased_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ComplianceHistoryTable {
  id: string;
  user_id: string;
  at: string;
  score: number;
}

export interface RemindersSentTable {
  user_id: string;
  kind: string;
  reference: string;
  sent_at: string;
}

/**
 * A member's record as last computed (migration 0032, decision 109): served while `version` (raised
 * by triggers when a fact changes) equals `computed_version`, and `valid_until` and `stamp` still hold.
 */
export interface MemberRecordViewsTable {
  user_id: string;
  version: Generated<number>;
  computed_version: Generated<number>;
  /** ISO instant until which the stored record holds (next UTC midnight, or the days since renewal going up). */
  valid_until: string | null;
  stamp: string | null;
  /** The record's JSON, and the same gzipped (what a browser gets). */
  body: string | null;
  body_gzip: Buffer | null;
  /** GET my-record-summary's JSON and status (200 paid, 206 not), computed with the record (migration 0036). */
  summary: string | null;
  summary_status: number | null;
}

export interface MembershipsTables {
  memberships: MembershipsTable;
  compliance_history: ComplianceHistoryTable;
  reminders_sent: RemindersSentTable;
  member_record_views: MemberRecordViewsTable;
}

export type MembershipRow = Selectable<MembershipsTable>;
