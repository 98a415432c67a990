import type { Generated, Insertable, Selectable } from "kysely";

export interface UsersTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  tel: string | null;
  login_with: "email" | "tel";
  password_hash: string;
  main_role: string;
  date_of_birth: string;
  gender: string;
  region_code: string;
  district_code: string;
  is_active: number;
  email_verified_at: string | null;
  tel_verified_at: string | null;
  consent_at: string;
  last_login_at: string | null;
  /** "en" or "fr": the portal, messages and PDFs in this language (migration 0014). */
  language: Generated<string>;
  /** The name without accents, lower case: what the officials' directory searches (migration 0023, db/search-text.ts). */
  search_name: Generated<string>;
  /** When the account was erased at the member's request (migration 0025, decision 97): no sign-in, no personal data. */
  erased_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface StaffGrantsTable {
  user_id: string;
  role: string;
  region_code: string | null;
  granted_at: string;
}

export interface TrustedDevicesTable {
  id: string;
  user_id: string;
  user_agent: string;
  first_seen_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  /** When two-step sign-in was last done on this device (migration 0029): staff are asked again after 12 hours. */
  tfa_verified_at: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  device_id: string | null;
  user_agent: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  ended_reason: string | null;
}

/** NEW_EMAIL, NEW_TEL: an address being added to the account, held in the code's `target` until confirmed. */
/** TFA: a sign-in waiting for the authenticator app's code (nothing sent; `target` names the trusted device, or is empty). */
export type CodePurpose =
  | "ACTIVATION"
  | "DEVICE"
  | "RESET"
  | "CONTACT_EMAIL"
  | "CONTACT_TEL"
  | "NEW_EMAIL"
  | "NEW_TEL"
  | "TFA";

export interface VerificationCodesTable {
  id: string;
  user_id: string;
  purpose: CodePurpose;
  channel: "email" | "sms" | "tfa";
  target: string;
  secret_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A warning sent to a member about someone else's attempts; one per member, kind and period. */
export interface AccountNoticesTable {
  user_id: string;
  kind: string;
  period: string;
  sent_at: string;
}

/**
 * The directory's name index (decision 102): one row per ending (3 letters or more) of each word
 * of a member's search key, kept with the name by the accounts repository.
 */
export interface MemberSearchTermsTable {
  term: string;
  user_id: string;
}

/** An account's authenticator secret (migration 0029): sealed, pending until `enabled_at`, each step accepted once. */
export interface UserTfaTable {
  user_id: string;
  secret_sealed: string;
  enabled_at: string | null;
  last_step: number;
  created_at: string;
}

/** Single-use recovery codes, as keyed hashes (migration 0029). */
export interface TfaRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface AccountsTables {
  users: UsersTable;
  member_search_terms: MemberSearchTermsTable;
  staff_grants: StaffGrantsTable;
  trusted_devices: TrustedDevicesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  account_notices: AccountNoticesTable;
  user_tfa: UserTfaTable;
  tfa_recovery_codes: TfaRecoveryCodesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TrustedDeviceRow = Selectable<TrustedDevicesTable>;
export type NewTrustedDevice = Insertable<TrustedDevicesTable>;
export type UserTfaRow = Selectable<UserTfaTable>;
export type VerificationCodeRow = Selectable<VerificationCodesTable>;
export type StaffGrantRow = Selectable<StaffGrantsTable>;
