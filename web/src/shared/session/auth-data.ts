import { CACHE_KEYS } from "@gkf/contract";
import type { CacheStore } from "../cache/cache-store";

export interface Tokens {
  access: string;
  expires_at: string;
}

/** AUTH_DATA_CACHE once signed in: what a successful login answers (PRODUCT.md, "Login answers"). */
export interface AuthData {
  tokens: Tokens;
  user: {
    first_name: string;
    last_name: string;
    login_with: "email" | "tel";
    main_role: string;
    staff_roles?: string[];
  };
  last_time_logged: string | null;
}

/** MY_MEMBERSHIP_CACHE: the membership summary. */
export interface MembershipSummary {
  has_paid_registration: boolean;
  payment_summary: unknown;
}

/** What a sign-out, or a session the server ended, removes from the device. */
export const SESSION_CACHE_KEYS = [
  CACHE_KEYS.AUTH_DATA,
  CACHE_KEYS.MY_MEMBERSHIP,
  CACHE_KEYS.MY_MEMBERSHIP_RECORD,
  CACHE_KEYS.MY_MEMBERSHIP_PAYMENT,
] as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** An ISO-8601 time Date can read. */
export function isTimestamp(value: unknown): value is string {
  return typeof value === "string" && Number.isFinite(Date.parse(value));
}

/** Checked by hand, not with the contract's Zod schema: this runs in the first load. */
export function isTokens(value: unknown): value is Tokens {
  return isRecord(value) && typeof value.access === "string" && value.access !== "" && isTimestamp(value.expires_at);
}

/**
 * Spec section 4: a token is valid while its expiry is in the future. The cached value comes from
 * localStorage, so its shape is checked rather than trusted (an older app version may have written it).
 */
export function hasValidAccessToken(auth: unknown, now: number): auth is AuthData {
  return isRecord(auth) && isTokens(auth.tokens) && Date.parse(auth.tokens.expires_at) > now;
}

/** Whether the signed-in person holds a staff grant (the control panel is for them). */
export function hasStaffRole(auth: unknown): boolean {
  return (
    isRecord(auth) && isRecord(auth.user) && Array.isArray(auth.user.staff_roles) && auth.user.staff_roles.length > 0
  );
}

/**
 * Whether the signed-in person holds a national grant (federation or super admin): fees and
 * positions are theirs alone; a regional admin's grant does not reach them (the server says 403).
 */
export function hasNationalStaffRole(auth: unknown): boolean {
  if (!isRecord(auth) || !isRecord(auth.user) || !Array.isArray(auth.user.staff_roles)) return false;
  const roles: unknown[] = auth.user.staff_roles;
  return roles.includes("FEDERATION_ADMIN") || roles.includes("SUPER_ADMIN");
}

export function hasPaidRegistration(summary: unknown): boolean {
  return isRecord(summary) && summary.has_paid_registration === true;
}

export function getDisplayName(auth: AuthData): string {
  return [auth.user.first_name, auth.user.last_name].filter(Boolean).join(" ");
}

/** Spec section 4: "Logout clears tokens and stored auth data"; the membership caches go with them. */
export function clearSessionData(cache: CacheStore): void {
  for (const key of SESSION_CACHE_KEYS) cache.remove(key);
}
