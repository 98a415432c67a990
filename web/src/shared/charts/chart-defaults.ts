import { LANGUAGE_LOCALES, type Language } from "@gkf/contract";
import { getChartLanguage } from "./chart-setup";

/**
 * What every chart of the app shares (height, grid, the theme colours of its series, the numbers
 * on axes and in tooltips), in the locale the boot's charts step set. Imported by the pages that
 * draw charts, so it travels in their chunk with @mantine/charts, never in the login page's load.
 */
export interface ChartDefaults {
  language: Language;
  /** A chart's height in px (phone-sized, with its numbers in words beside it). */
  height: number;
  /** Which lines the grid draws: across, behind the values. */
  gridAxis: "x" | "y" | "xy" | "none";
  /** Theme colours (Mantine `color.shade`) by role, so charts agree with badges and buttons. */
  colours: {
    primary: string;
    secondary: string;
    documentStatuses: { PENDING_REVIEW: string; APPROVED: string; REJECTED: string; EXPIRED: string };
  };
  /** Whole or decimal numbers as the language writes them: 1,234.5 or 1 234,5. */
  formatNumber: (value: number) => string;
  /** A percentage as the language writes it: 80% or 80 %. */
  formatPercent: (value: number) => string;
  /**
   * An amount under a heading that names its currency (Revenue (GHS)), to two places and without
   * the symbol, so that a phone's narrow table keeps it on one line: 1,234.50 or 1 234,50.
   */
  formatAmount: (value: number) => string;
}

const COLOURS: ChartDefaults["colours"] = {
  primary: "gkf.7",
  secondary: "gold.6",
  documentStatuses: { PENDING_REVIEW: "yellow.5", APPROVED: "gkf.6", REJECTED: "red.6", EXPIRED: "gray.5" },
};

const byLanguage = new Map<Language, ChartDefaults>();

function chartDefaultsFor(language: Language): ChartDefaults {
  const locale = LANGUAGE_LOCALES[language];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    language,
    height: 200,
    gridAxis: "y",
    colours: COLOURS,
    formatNumber: (value) => number.format(value),
    formatPercent: (value) => percent.format(value / 100),
    formatAmount: (value) => amount.format(value),
  };
}

/** The chart defaults in the running app's language (read when a chart renders). */
export function getChartDefaults(): ChartDefaults {
  const language = getChartLanguage();
  let defaults = byLanguage.get(language);
  if (!defaults) {
    defaults = chartDefaultsFor(language);
    byLanguage.set(language, defaults);
  }
  return defaults;
}
