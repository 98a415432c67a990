// Words printed on the documents. Belt and membership-type labels are the contract's, the same
// the web app shows (packages/contract/src/i18n/en-memberships.ts).

import { memberships as membershipTexts } from "@gkf/contract/i18n/en-memberships";

const BELT_LABELS: Readonly<Record<string, string>> = membershipTexts.belts;
const MEMBERSHIP_TYPE_LABELS: Readonly<Record<string, string>> = membershipTexts.membership_types;

/** "KYU_3" → "3rd kyu", "DAN_1" → "1st dan", null → "—". An unknown code is returned as given. */
export function formatBelt(code: string | null): string {
  if (code === null || code.trim() === "") return "—";
  return BELT_LABELS[code.trim().toUpperCase()] ?? code;
}

/** "SOME_CODE" → "Some code". */
export function humanize(code: string): string {
  const words = code
    .trim()
    .replace(/[_\s]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "ATHLETE" → "Athlete"; a type the contract does not name yet, "TECHNICAL_OFFICIAL" → "Technical official". */
export function formatMembershipType(type: string): string {
  return MEMBERSHIP_TYPE_LABELS[type.trim().toUpperCase()] ?? humanize(type);
}

/** The grade as printed on the documents: dan grades say they are black belts. */
export function printedGrade(belt: string | null): string {
  const text = formatBelt(belt);
  return text.endsWith(" dan") ? `${text} (black belt)` : text;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-11-21" (or an ISO time, read as its calendar date in UTC, Ghana's time zone) →
 * "21 November 2026". Throws on anything else: a document with a wrong date must not be issued.
 */
export function formatDate(value: string, short = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  let year: number;
  let month: number;
  let day: number;
  if (match) {
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
      throw new RangeError(`Invalid date: ${value}`);
    }
  } else {
    const time = parseTime(value);
    year = time.getUTCFullYear();
    month = time.getUTCMonth() + 1;
    day = time.getUTCDate();
  }
  const name = MONTHS[month - 1] ?? "";
  return `${day} ${short ? name.slice(0, 3) : name} ${year}`;
}

export function parseTime(value: string): Date {
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim()) || Number.isNaN(time.getTime())) {
    throw new RangeError(`Invalid date: ${value}`);
  }
  return time;
}
