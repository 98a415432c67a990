/** AUTH_DATA_CACHE: what a successful login answers (PRODUCT.md, "Login answers"). */
export interface AuthData {
  tokens: { access: string; expires_at: string };
  user: { first_name: string; last_name: string; login_with: "email" | "tel"; main_role: string };
  last_time_logged: string | null;
}

/** MY_MEMBERSHIP_CACHE: the membership summary. */
export interface MembershipSummary {
  has_paid_registration: boolean;
  payment_summary: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Spec section 4: a token is valid while its expiry is in the future. The cached value comes from
 * localStorage, so its shape is checked rather than trusted (an older app version may have written it).
 */
export function hasValidAccessToken(auth: unknown, now: number): auth is AuthData {
  if (!isRecord(auth) || !isRecord(auth.tokens)) return false;
  const { access, expires_at } = auth.tokens;
  if (typeof access !== "string" || access === "" || typeof expires_at !== "string") return false;
  const expiresAt = Date.parse(expires_at);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export function hasPaidRegistration(summary: unknown): boolean {
  return isRecord(summary) && summary.has_paid_registration === true;
}

export function getDisplayName(auth: AuthData): string {
  return [auth.user.first_name, auth.user.last_name].filter(Boolean).join(" ");
}
