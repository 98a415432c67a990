import { type Language, languageOr } from "@gkf/contract";

/**
 * The boot's charts step (spec section 2, "charts") sets the charts' locale here, and again on a
 * language switch. This is all of the charts that the first load carries (a few bytes): the
 * defaults themselves (chart-defaults.ts) and @mantine/charts come with the pages that draw charts.
 */
let chartLanguage: Language = "en";

export function setupCharts(language: string): void {
  chartLanguage = languageOr(language);
}

/** The language charts write their numbers in (as set by the boot's charts step). */
export function getChartLanguage(): Language {
  return chartLanguage;
}
