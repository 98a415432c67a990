import { describe, expect, it } from "vitest";
import { formatPercent } from "./numbers";

describe("formatPercent", () => {
  it("writes a whole percentage as each language does, the sign kept on the number's line", () => {
    expect(formatPercent(80, "en")).toBe("80%");
    expect(formatPercent(100, "fr")).toBe("100\u202f%");
    expect(formatPercent(66.6, "en")).toBe("67%");
    expect(formatPercent(0, "fr")).toBe("0\u202f%");
  });

  it("says the same as Intl's percent format, whatever the separator this runtime's ICU picks", () => {
    for (const [language, locale] of [
      ["en", "en-GB"],
      ["fr", "fr-FR"],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(0.45);
      expect(formatPercent(45, language).replace(/[\u00a0\u202f]/g, " ")).toBe(intl.replace(/[\u00a0\u202f]/g, " "));
    }
  });
});
