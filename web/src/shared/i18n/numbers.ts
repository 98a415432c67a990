import type { Language } from "@gkf/contract";
import { activeLanguage } from "./i18n";

/**
 * A whole percentage as the language writes it: "100%" in English, "100 %" in French with a
 * narrow no-break space (U+202F, as CLDR and Intl write it), so the sign never wraps onto a line
 * of its own. Written here rather than by Intl.NumberFormat: the page's first Intl formatter costs
 * tens of milliseconds on a slow phone (its locale data), for a number from 0 to 100.
 */
export function formatPercent(score: number, language: Language = activeLanguage()): string {
  const whole = String(Math.round(score));
  return language === "fr" ? `${whole}\u202f%` : `${whole}%`;
}
