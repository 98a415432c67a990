import { AUTH_ACTIONS, DASHBOARD_SECTIONS, type DashboardSection } from "@gkf/contract";
import { hasPaidRegistration, hasStaffRole, hasValidAccessToken } from "../../shared/session/auth-data";
import { LOGIN_PATH } from "../../shared/session/login-path";

/**
 * Spec sections 2 and 6 as pure functions: each answers where to send the person instead, or
 * null to let them through. The route loaders feed them the cached data.
 */

export { LOGIN_PATH };
export const PAYMENT_RESPONSE_ACTION = "payment-response";

export function sectionIndexPath(section: DashboardSection): string {
  return `/dashboard/${section}/index`;
}

export const PROFILE_INDEX_PATH = sectionIndexPath("my-profile");
export const MEMBERSHIP_INDEX_PATH = sectionIndexPath("my-membership");

/** Sections that need the paid registration as well as a login. */
const MEMBERS_ONLY_SECTIONS: readonly DashboardSection[] = ["my-membership", "my-activities"];
/** Sections for officials only; the server checks every call again, this only keeps members out of empty pages. */
const STAFF_SECTIONS: readonly DashboardSection[] = ["my-control-panel"];

function includes(list: readonly string[], value: string | undefined): boolean {
  return value !== undefined && list.includes(value);
}

/**
 * No valid token: to login, keeping the full original path (with its query) to come back to;
 * null for the path when there is none to come back to (the person just signed out).
 */
export function getLoginRedirect(auth: unknown, now: number, originalPath: string | null): string | null {
  if (hasValidAccessToken(auth, now)) return null;
  if (originalPath === null) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: originalPath })}`;
}

/** A non-member is sent to the profile index. */
export function getMembershipRedirect(summary: unknown): string | null {
  return hasPaidRegistration(summary) ? null : PROFILE_INDEX_PATH;
}

/** The auth pages are for guests: a logged-in person goes to the membership index. */
export function getGuestRedirect(auth: unknown, now: number): string | null {
  return hasValidAccessToken(auth, now) ? MEMBERSHIP_INDEX_PATH : null;
}

/** Any /auth path that is not an auth page goes to login. */
export function getAuthActionRedirect(action: string | undefined): string | null {
  return includes(AUTH_ACTIONS, action) ? null : LOGIN_PATH;
}

/** Unknown actions of a dashboard section go to that section's index. */
export function getSectionActionRedirect(section: DashboardSection, action: string | undefined): string | null {
  return includes(DASHBOARD_SECTIONS[section], action) ? null : sectionIndexPath(section);
}

/** The only dashboard modal is the payment result; other modal paths go to the profile index. */
export function getModalActionRedirect(action: string | undefined): string | null {
  return action === PAYMENT_RESPONSE_ACTION ? null : PROFILE_INDEX_PATH;
}

export interface DashboardAccess {
  section: DashboardSection;
  action: string | undefined;
  auth: unknown;
  membership: unknown;
  now: number;
  /** Path and query of the page asked for; null when there is none to come back to (signing out). */
  originalPath: string | null;
}

/**
 * Whether the guard must ask the server for the membership summary before deciding: the person is
 * signed in, asks for a known page of a members-only section, and this device has no summary
 * (missing, expired) or one that says unpaid (a payment since would otherwise keep them out for a week).
 */
export function isMembershipSummaryNeeded({
  section,
  action,
  auth,
  membership,
  now,
}: Omit<DashboardAccess, "originalPath">) {
  return (
    MEMBERS_ONLY_SECTIONS.includes(section) &&
    hasValidAccessToken(auth, now) &&
    getSectionActionRedirect(section, action) === null &&
    !hasPaidRegistration(membership)
  );
}

/** Everything between a person and a dashboard page, in order: login, a known action, membership. */
export function getDashboardRedirect({ section, action, auth, membership, now, originalPath }: DashboardAccess) {
  return (
    getLoginRedirect(auth, now, originalPath) ??
    getSectionActionRedirect(section, action) ??
    (STAFF_SECTIONS.includes(section) && !hasStaffRole(auth) ? PROFILE_INDEX_PATH : null) ??
    (MEMBERS_ONLY_SECTIONS.includes(section) ? getMembershipRedirect(membership) : null)
  );
}
