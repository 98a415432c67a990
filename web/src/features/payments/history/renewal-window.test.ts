import { describe, expect, it } from "vitest";
import { daysUntil, getRenewalState, RENEWAL_WINDOW_DAYS } from "./renewal-window";

// Noon local time, so the tests do not depend on the machine's time zone.
const NOW = new Date(2026, 10, 21, 12, 0, 0); // 21 Nov 2026

describe("daysUntil", () => {
  it("counts calendar days from today: 0 on the day, negative after it", () => {
    expect(daysUntil("2026-11-21", NOW)).toBe(0);
    expect(daysUntil("2026-11-22", NOW)).toBe(1);
    expect(daysUntil("2026-11-20", NOW)).toBe(-1);
    expect(daysUntil("2027-11-21", NOW)).toBe(365);
  });
});

describe("getRenewalState", () => {
  const active = (expiry_date: string | null) => ({ status: "ACTIVE" as const, expiry_date });

  it("is not due while more than 60 days remain", () => {
    expect(getRenewalState(active("2027-01-21"), NOW)).toEqual({
      kind: "not-due",
      expiryDate: "2027-01-21",
      daysLeft: 61,
    });
  });

  it("opens the window exactly 60 days before the expiry, and keeps it open to the last day", () => {
    expect(RENEWAL_WINDOW_DAYS).toBe(60);
    expect(getRenewalState(active("2027-01-20"), NOW)).toEqual({ kind: "due", expiryDate: "2027-01-20", daysLeft: 60 });
    expect(getRenewalState(active("2026-11-21"), NOW)).toEqual({ kind: "due", expiryDate: "2026-11-21", daysLeft: 0 });
  });

  it("is expired the day after the expiry date, even before the server marks the record", () => {
    expect(getRenewalState(active("2026-11-20"), NOW)).toEqual({ kind: "expired", expiryDate: "2026-11-20" });
  });

  it("is expired when the record says so, whatever the date", () => {
    expect(getRenewalState({ status: "EXPIRED", expiry_date: "2027-06-01" }, NOW)).toEqual({
      kind: "expired",
      expiryDate: "2027-06-01",
    });
    expect(getRenewalState({ status: "EXPIRED", expiry_date: null }, NOW)).toEqual({
      kind: "expired",
      expiryDate: null,
    });
  });

  it("offers nothing before the registration is paid, to a suspended member, or without an expiry", () => {
    expect(getRenewalState({ status: "PENDING_PAYMENT", expiry_date: null }, NOW)).toEqual({ kind: "none" });
    expect(getRenewalState({ status: "SUSPENDED", expiry_date: "2026-11-01" }, NOW)).toEqual({ kind: "none" });
    expect(getRenewalState(active(null), NOW)).toEqual({ kind: "none" });
  });
});
