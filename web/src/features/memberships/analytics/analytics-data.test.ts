import type { Payment } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { countDocumentsByStatus, getRecentScoreChanges, sumPaymentsByYear, toComplianceSeries } from "./analytics-data";

const payment = (overrides: Partial<Payment>): Payment => ({
  reference: "GKF-REG-1",
  purpose: "REGISTRATION",
  status: "SUCCESS",
  amount: 15_000,
  currency: "GHS",
  provider: "sandbox",
  channel: "mobile_money",
  created_at: "2025-02-01T10:00:00.000Z",
  paid_at: "2025-02-01T10:01:00.000Z",
  receipt_number: "R-1",
  receipt_url: null,
  authorization_url: null,
  ...overrides,
});

describe("analytics data", () => {
  it("keeps each day's last score, in time order", () => {
    const series = toComplianceSeries(
      [
        { at: "2026-03-02T09:00:00.000Z", score: 60 },
        { at: "2026-03-01T09:00:00.000Z", score: 20 },
        { at: "2026-03-01T10:00:00.000Z", score: 40 },
      ],
      (at) => at.slice(0, 10),
    );
    expect(series).toEqual([
      { day: "2026-03-01", score: 40 },
      { day: "2026-03-02", score: 60 },
    ]);
  });

  it("lists the latest score changes with the score each came from", () => {
    const changes = getRecentScoreChanges(
      [
        { at: "2026-03-01T09:00:00.000Z", score: 20 },
        { at: "2026-03-02T09:00:00.000Z", score: 60 },
      ],
      5,
    );
    expect(changes).toEqual([
      { at: "2026-03-02T09:00:00.000Z", score: 60, previous: 20 },
      { at: "2026-03-01T09:00:00.000Z", score: 20, previous: null },
    ]);
  });

  it("counts documents per status, leaving out empty statuses", () => {
    expect(countDocumentsByStatus({ PENDING_REVIEW: 1, APPROVED: 3, REJECTED: 0, EXPIRED: 0 })).toEqual([
      { status: "PENDING_REVIEW", count: 1 },
      { status: "APPROVED", count: 3 },
    ]);
  });

  it("adds up what was paid per year, ignoring payments that did not go through", () => {
    const years = sumPaymentsByYear([
      payment({ paid_at: "2026-01-05T10:00:00.000Z", amount: 20_000, purpose: "RENEWAL" }),
      payment({}),
      payment({ status: "FAILED", paid_at: null }),
      payment({ status: "PENDING", paid_at: null }),
    ]);
    expect(years).toEqual([
      { year: "2025", amount: 15_000, cedis: 150 },
      { year: "2026", amount: 20_000, cedis: 200 },
    ]);
  });
});
