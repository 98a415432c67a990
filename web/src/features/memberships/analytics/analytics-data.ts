import { type CompliancePoint, DOCUMENT_STATUSES, type DocumentStatus, type Payment } from "@gkf/contract";

/**
 * The score as a step line: each change as a point, several changes on one day reduced to that
 * day's last score (a member uploading three files in a minute made three points a chart cannot separate).
 */
export function toComplianceSeries(points: readonly CompliancePoint[], dayOf: (at: string) => string) {
  const byDay = new Map<string, number>();
  for (const point of [...points].sort((a, b) => a.at.localeCompare(b.at))) byDay.set(dayOf(point.at), point.score);
  return [...byDay].map(([day, score]) => ({ day, score }));
}

/** The latest changes of the score, newest first, each with the score it came from. */
export function getRecentScoreChanges(points: readonly CompliancePoint[], limit = 5) {
  const sorted = [...points].sort((a, b) => a.at.localeCompare(b.at));
  return sorted
    .map((point, index) => ({ at: point.at, score: point.score, previous: sorted[index - 1]?.score ?? null }))
    .reverse()
    .slice(0, limit);
}

/** Counts per review status, in the statuses' order, leaving out the empty ones. */
export function countDocumentsByStatus(byStatus: Partial<Record<DocumentStatus, number>>) {
  return DOCUMENT_STATUSES.map((status) => ({ status, count: byStatus[status] ?? 0 })).filter(
    (entry) => entry.count > 0,
  );
}

/** Paid amounts (pesewas) per calendar year of payment, oldest year first; only payments that went through. */
export function sumPaymentsByYear(payments: readonly Payment[]) {
  const byYear = new Map<string, number>();
  for (const payment of payments) {
    if (payment.status !== "SUCCESS" || !payment.paid_at) continue;
    const year = payment.paid_at.slice(0, 4);
    byYear.set(year, (byYear.get(year) ?? 0) + payment.amount);
  }
  return [...byYear]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, amount]) => ({ year, amount, cedis: amount / 100 }));
}
