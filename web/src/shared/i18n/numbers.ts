import { LANGUAGE_LOCALES, type Language } from "@gkf/contract";
import { activeLanguage } from "./i18n";

/**
 * A whole percentage as the language writes it: "100%" in English, "100 %" in French with a
 * narrow no-break space (U+202F) from Intl, so the sign never wraps onto a line of its own.
 */
export function formatPercent(score: number, language: Language = activeLanguage()): string {
  return percentFormat(language).format(score / 100);
}

/** Building an Intl formatter costs about a millisecond on a slow phone; one per language is kept. */
const percentFormats = new Map<Language, Intl.NumberFormat>();

function percentFormat(language: Language): Intl.NumberFormat {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: "percent", maximumFractionDigits: 0 });
    percentFormats.set(language, format);
  }
  return format;
}
