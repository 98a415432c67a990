import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.js";

describe("csvCell: the one CSV rule of every export", () => {
  it("neutralises what a spreadsheet would run as a formula", () => {
    for (const text of ["=1+2", "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(text).replace(/^"/, "")).toMatch(/^'/);
    }
  });

  it("keeps plain numbers and phone numbers as they are", () => {
    for (const text of ["-5", "+233241234567", "12.50", "0", "Mensah"]) expect(csvCell(text)).toBe(text);
    expect(csvCell(-12)).toBe("-12");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks, and ends a line with CRLF", () => {
    expect(csvCell('Kofi "KK", Jr')).toBe('"Kofi ""KK"", Jr"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvLine(["a", null, '=HYPERLINK("x")'])).toBe('a,,"\'=HYPERLINK(""x"")"\r\n');
  });
});
