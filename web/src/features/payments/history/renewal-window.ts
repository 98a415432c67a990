import type { MembershipStatus } from "@gkf/contract";

/** The renewal call to action appears this many days before the expiry date, and stays after it. */
export const RENEWAL_WINDOW_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

export type RenewalState =
  /** Nothing to renew: not paid yet, or suspended (an official decides that). */
  | { kind: "none" }
  | { kind: "not-due"; expiryDate: string; daysLeft: number }
  | { kind: "due"; expiryDate: string; daysLeft: number }
  | { kind: "expired"; expiryDate: string | null };

/** Days from the reader's today to a `YYYY-MM-DD` date: 0 on the day itself, negative after it. */
export function daysUntil(isoDate: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  const target = Date.UTC(year, month - 1, day);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / DAY_MS);
}

/**
 * Whether the member should renew now. The membership is valid through its expiry date (the
 * last day counts); the call to action opens RENEWAL_WINDOW_DAYS before it and stays open once
 * it has passed, whether or not the server has already marked the record EXPIRED.
 */
export function getRenewalState(
  membership: { status: MembershipStatus; expiry_date: string | null },
  now: Date,
): RenewalState {
  if (membership.status === "PENDING_PAYMENT" || membership.status === "SUSPENDED") return { kind: "none" };
  const { expiry_date: expiryDate } = membership;
  if (membership.status === "EXPIRED") return { kind: "expired", expiryDate };
  if (!expiryDate) return { kind: "none" };
  const daysLeft = daysUntil(expiryDate, now);
  if (daysLeft < 0) return { kind: "expired", expiryDate };
  return daysLeft <= RENEWAL_WINDOW_DAYS
    ? { kind: "due", expiryDate, daysLeft }
    : { kind: "not-due", expiryDate, daysLeft };
}
