import { z } from "zod";
import { CALENDAR_DATE_MAX_YEAR, CALENDAR_DATE_MIN_YEAR } from "./dates.js";
import { lazySchema } from "./lazy-schema.js";

/**
 * The spec's generic validators (section 5): date with slashes, time, full time, e-mail shape,
 * hex, rgb and rgba colours. Each is a Zod schema (errors in the common `fields` shape) and a
 * predicate for the web's forms. The API's own dates stay ISO `YYYY-MM-DD` (CalendarDateSchema):
 * the slash date is for what a person types or reads.
 */

const SLASH_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const FULL_TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** 0 to 255, written without leading zeros (as CSS authors write it). */
const CHANNEL = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
/** 0 to 1: 0, 1, 0.5, .25, 1.0 (not 1.5, not -0.1). */
const ALPHA = "(0|1|0?\\.\\d+|1\\.0+)";
const RGB_COLOUR = new RegExp(`^rgb\\(\\s*${CHANNEL}\\s*,\\s*${CHANNEL}\\s*,\\s*${CHANNEL}\\s*\\)$`);
const RGBA_COLOUR = new RegExp(`^rgba\\(\\s*${CHANNEL}\\s*,\\s*${CHANNEL}\\s*,\\s*${CHANNEL}\\s*,\\s*${ALPHA}\\s*\\)$`);

/** True when `YYYY/MM/DD` names a day that exists (leap years counted) in 1900–2999. */
export function isSlashDate(value: string): boolean {
  const match = SLASH_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_DATE_MIN_YEAR || year > CALENDAR_DATE_MAX_YEAR || month < 1 || month > 12 || day < 1)
    return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const isTimeOfDay = (value: string): boolean => TIME_OF_DAY.test(value);
export const isFullTime = (value: string): boolean => FULL_TIME.test(value);
export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value);
export const isRgbColour = (value: string): boolean => RGB_COLOUR.test(value);
export const isRgbaColour = (value: string): boolean => RGBA_COLOUR.test(value);
export const isColour = (value: string): boolean => isHexColour(value) || isRgbColour(value) || isRgbaColour(value);

/** A calendar day written `YYYY/MM/DD` (`2026/02/28`); `2026/02/30` is refused. */
export const SlashDateSchema = lazySchema(() =>
  z
    .string()
    .max(10)
    .refine(isSlashDate, { error: "must be a real date as YYYY/MM/DD" })
    .meta({ example: "2026/03/01" }),
);

/** A time of day `HH:MM` on the 24-hour clock, 00:00 to 23:59 (`24:00` is refused). */
export const TimeOfDaySchema = lazySchema(() =>
  z
    .string()
    .max(5)
    .regex(TIME_OF_DAY, { error: "must be a time as HH:MM (00:00 to 23:59)" })
    .meta({ example: "17:30" }),
);

/** A time of day with seconds, `HH:MM:SS`, 00:00:00 to 23:59:59. */
export const FullTimeSchema = lazySchema(() =>
  z
    .string()
    .max(8)
    .regex(FULL_TIME, { error: "must be a time as HH:MM:SS (00:00:00 to 23:59:59)" })
    .meta({ example: "17:30:00" }),
);

/** The shape of an e-mail address (EmailSchema trims and lower-cases around it). */
export const EmailShapeSchema = lazySchema(() => z.email({ error: "must be an e-mail address" }));

/** `#abc` or `#aabbcc` (either case). */
export const HexColourSchema = lazySchema(() =>
  z.string().max(7).regex(HEX_COLOUR, { error: "must be a hex colour such as #1971c2" }).meta({ example: "#1971c2" }),
);

/** `rgb(r, g, b)`, each 0 to 255. */
export const RgbColourSchema = lazySchema(() =>
  z
    .string()
    .max(40)
    .regex(RGB_COLOUR, { error: "must be a colour such as rgb(25, 113, 194)" })
    .meta({ example: "rgb(25, 113, 194)" }),
);

/** `rgba(r, g, b, a)`, each channel 0 to 255 and the opacity 0 to 1. */
export const RgbaColourSchema = lazySchema(() =>
  z
    .string()
    .max(48)
    .regex(RGBA_COLOUR, { error: "must be a colour such as rgba(25, 113, 194, 0.5)" })
    .meta({ example: "rgba(25, 113, 194, 0.5)" }),
);

/** Any of the three colour forms. */
export const ColourSchema = lazySchema(() =>
  z
    .string()
    .max(48)
    .refine(isColour, { error: "must be a colour: #1971c2, rgb(25, 113, 194) or rgba(25, 113, 194, 0.5)" })
    .meta({ example: "#1971c2" }),
);

/** "true"/"1" and "false"/"0" from a query string (z.coerce.boolean takes "false" for true). */
export const QueryBoolean = lazySchema(() =>
  z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
);
