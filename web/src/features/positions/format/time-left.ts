export type TimeLeft = { unit: "day" | "hour" | "minute"; count: number } | "under-a-minute" | "over";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long until a moment, in its largest whole unit, for "Closes in 5 days": rounded down, so
 * the page never promises more time than there is.
 */
export function getTimeLeft(until: string, now: number): TimeLeft {
  const left = Date.parse(until) - now;
  if (!Number.isFinite(left) || left <= 0) return "over";
  if (left >= DAY_MS) return { unit: "day", count: Math.floor(left / DAY_MS) };
  if (left >= HOUR_MS) return { unit: "hour", count: Math.floor(left / HOUR_MS) };
  if (left >= MINUTE_MS) return { unit: "minute", count: Math.floor(left / MINUTE_MS) };
  return "under-a-minute";
}
