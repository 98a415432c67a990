import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

/**
 * The API speaks ISO-8601 UTC; people read their local time. Configured when a page that formats
 * dates loads this module, not at boot: dayjs stays out of the login page's first load (the boot's
 * date step, date-setup.ts, only records the language dates are written in).
 */
dayjs.extend(utc);

/** An ISO-8601 UTC string or epoch milliseconds, in the reader's local time. */
export function formatDateTime(value: string | number, format: string): string {
  return dayjs.utc(value).local().format(format);
}
