import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";

/** The years a date of this federation's records can fall in (births, documents, periods). */
export const CALENDAR_DATE_MIN_YEAR = 1900;
export const CALENDAR_DATE_MAX_YEAR = 2999;

const CALENDAR_DATE_MESSAGE = "must be a real calendar date as YYYY-MM-DD";

/**
 * A calendar day as `YYYY-MM-DD` that exists: `2025-02-30`, `2027-13-45` and `0000-00-00` are
 * refused (leap years counted), and so are years outside 1900–2999. Every date field of the API
 * (bodies, multipart fields, query strings) uses this one schema.
 */
export const CalendarDateSchema = lazySchema(() =>
  z.iso
    .date({ error: CALENDAR_DATE_MESSAGE })
    .refine(
      (value) => {
        const year = Number(value.slice(0, 4));
        return year >= CALENDAR_DATE_MIN_YEAR && year <= CALENDAR_DATE_MAX_YEAR;
      },
      { error: CALENDAR_DATE_MESSAGE },
    )
    .meta({ example: "2026-03-01" }),
);

/** True for a string the API accepts as a date (what a client can check before sending). */
export function isCalendarDate(value: string): boolean {
  return CalendarDateSchema.safeParse(value).success;
}
