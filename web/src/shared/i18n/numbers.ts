import { LANGUAGE_LOCALES, type Language } from "@gkf/contract";
import { activeLanguage } from "./i18n";

/**
 * A whole percentage as the language writes it: "100%" in English, "100 %" in French with a
 * narrow no-break space (U+202F) from Intl, so the sign never wraps onto a line of its own.
 */
export function formatPercent(score: number, language: Language = activeLanguage()): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: "percent", maximumFractionDigits: 0 }).format(
    score / 100,
  );
}
