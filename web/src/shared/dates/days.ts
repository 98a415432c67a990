import dayjs from "dayjs";
import { formatDateTime } from "./dates";

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates come as days ("2027-11-21", an expiry) or as times (a UTC stamp, an upload). A day is
 * shown as that day everywhere; converting it from UTC would show the day before west of
 * Greenwich. (Its own module, beside dates.ts which boots with the app shell.)
 */
export function formatDay(value: string, format: string): string {
  return DAY_ONLY.test(value) ? dayjs(value).format(format) : formatDateTime(value, format);
}

/** Today as YYYY-MM-DD in the member's time zone: the latest date a form accepts. */
export function todayIso(now = new Date()): string {
  return dayjs(now).format("YYYY-MM-DD");
}
