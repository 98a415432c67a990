import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

/** The API speaks ISO-8601 UTC; people read their local time. */
export function setupDates(): void {
  dayjs.extend(utc);
}

/** An ISO-8601 UTC string or epoch milliseconds, in the reader's local time. */
export function formatDateTime(value: string | number, format: string): string {
  return dayjs.utc(value).local().format(format);
}
