import dayjs from "dayjs";

/**
 * A calendar date (`YYYY-MM-DD`, e.g. an expiry date) as the reader reads it. Not through UTC:
 * "2027-03-01" stays the 1st of March in every time zone.
 */
export function formatDay(isoDate: string, format: string): string {
  return dayjs(isoDate).format(format);
}
