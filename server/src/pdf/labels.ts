// Words printed on the documents, in the member's language. Belt and membership-type labels are
// the contract's (packages/contract/src/i18n/en-labels.ts and its French twin), the same the web
// app shows; the documents' own words are pdf.en.ts / pdf.fr.ts.

import { LANGUAGE_LOCALES, type Language, pdfTextsEn, pdfTextsFr } from "@gkf/contract";
import { labels as labelsEn } from "@gkf/contract/i18n/en-labels";
import { labels as labelsFr } from "@gkf/contract/i18n/fr-labels";

type PdfTexts = typeof pdfTextsEn;
const PDF_TEXTS: Record<Language, PdfTexts> = { en: pdfTextsEn, fr: pdfTextsFr as unknown as PdfTexts };
const LABELS: Record<Language, { belts: Readonly<Record<string, string>>; types: Readonly<Record<string, string>> }> = {
  en: { belts: labelsEn.belts, types: labelsEn.membership_types },
  fr: { belts: labelsFr.belts, types: labelsFr.membership_types },
};

/** The documents' words in `language`. */
export function pdfTexts(language: Language = "en"): PdfTexts {
  return PDF_TEXTS[language];
}

/** "KYU_3" → "3rd kyu", "DAN_1" → "1st dan", null → "—". An unknown code is returned as given. */
export function formatBelt(code: string | null, language: Language = "en"): string {
  if (code === null || code.trim() === "") return "—";
  return LABELS[language].belts[code.trim().toUpperCase()] ?? code;
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
export function formatMembershipType(type: string, language: Language = "en"): string {
  return LABELS[language].types[type.trim().toUpperCase()] ?? humanize(type);
}

/** The grade as printed on the documents: dan grades say they are black belts. */
export function printedGrade(belt: string | null, language: Language = "en"): string {
  const text = formatBelt(belt, language);
  return belt?.trim().toUpperCase().startsWith("DAN_") ? pdfTexts(language).black_belt.replace("{{belt}}", text) : text;
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
export function formatDate(value: string, short = false, language: Language = "en"): string {
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
  if (language !== "en") {
    return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      day: "numeric",
      month: short ? "short" : "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(year, month - 1, day)));
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
