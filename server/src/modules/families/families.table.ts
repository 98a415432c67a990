import type { GUARDIAN_REQUEST_STATUSES } from "@gkf/contract";
import type { Selectable } from "kysely";

/** How a guardianship began: a guardian added the child, a minor's registration, or migration 0030. */
export type GuardianshipSource = "ADDED" | "REGISTRATION" | "MIGRATION" | "CONFIRMED";

/** Who manages which child, from when to when (issue 16, decision 104). One current row per child. */
export interface GuardianshipsTable {
  id: string;
  guardian_id: string;
  child_id: string;
  since: string;
  source: GuardianshipSource;
  /** When the guardian consented for the child (Act 843; entries to events and gradings need it). */
  consent_at: string | null;
  /** Set when the guardian's access ended: the child turned 18 (ADULT) or the account was erased. */
  ended_at: string | null;
  ended_reason: string | null;
}

export interface FamiliesTables {
  guardianships: GuardianshipsTable;
  guardian_requests: GuardianRequestsTable;
}

export type GuardianshipRow = Selectable<GuardianshipsTable>;

/** A guardian named by a 13–17-year-old registering on their own (decision 111). */
export interface GuardianRequestsTable {
  id: string;
  child_id: string;
  channel: "email" | "sms";
  /** The e-mail or phone the request went to: only its owner may confirm or decline. */
  contact: string;
  /** SHA-256 (hex) of the message's token. */
  token_hash: string;
  status: (typeof GUARDIAN_REQUEST_STATUSES)[number];
  created_at: string;
  decided_at: string | null;
  /** Who confirmed or declined. */
  guardian_id: string | null;
}

export type GuardianRequestRow = Selectable<GuardianRequestsTable>;
