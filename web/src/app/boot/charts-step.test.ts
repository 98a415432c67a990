import { afterEach, describe, expect, it } from "vitest";
import { getChartDefaults } from "../../shared/charts/chart-defaults";
import { changeLanguage } from "../../shared/i18n/i18n";
import type { BootContext } from "../app-services";
import { BOOT_STEPS } from "./boot-steps";

const names = BOOT_STEPS.map((step) => step.name);

async function bootUpToCharts(): Promise<BootContext> {
  const context: BootContext = {};
  for (const step of BOOT_STEPS.slice(0, names.indexOf("charts") + 1)) await step.run(context);
  return context;
}

afterEach(async () => {
  localStorage.clear();
});

describe("the charts step", () => {
  it("comes where the spec lists it: after date handling, before store initialisation", () => {
    expect(names.indexOf("charts")).toBe(names.indexOf("date handling") + 1);
    expect(names.indexOf("store initialisation")).toBe(names.indexOf("charts") + 1);
  });

  it("gives the charts their defaults: height, grid and the theme's colours by role", async () => {
    await bootUpToCharts();
    const chart = getChartDefaults();
    expect(chart).toMatchObject({ language: "en", height: 200, gridAxis: "y" });
    expect(chart.colours).toEqual({
      primary: "gkf.7",
      secondary: "gold.6",
      documentStatuses: { PENDING_REVIEW: "yellow.5", APPROVED: "gkf.6", REJECTED: "red.6", EXPIRED: "gray.5" },
    });
  });

  it("writes numbers in English, and in French once the app speaks French", async () => {
    const context = await bootUpToCharts();
    expect(getChartDefaults().formatNumber(1234.5)).toBe("1,234.5");
    expect(getChartDefaults().formatPercent(80)).toBe("80%");

    await changeLanguage("fr", context.i18n);
    const french = getChartDefaults();
    expect(french.language).toBe("fr");
    // French groups thousands with a narrow no-break space and writes a space before %.
    expect(french.formatNumber(1234.5)).toBe("1\u202f234,5");
    expect(french.formatPercent(80)).toBe("80\u00a0%");

    await changeLanguage("en", context.i18n);
    expect(getChartDefaults().formatNumber(1234.5)).toBe("1,234.5");
  });

  it("starts in French for a device that chose French", async () => {
    localStorage.setItem("gkf.language", "fr");
    await bootUpToCharts();
    expect(getChartDefaults().formatPercent(100)).toBe("100\u00a0%");
  });
});
