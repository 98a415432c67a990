import { describe, expect, it } from "vitest";
import { cedisToPesewas, parseFeeAmount, parsePeriodMonths, pesewasToCedis } from "./fee-amounts";

describe("cedisToPesewas", () => {
  it("converts cedis as typed, exactly (no floating point)", () => {
    expect(cedisToPesewas("150")).toBe(15_000);
    expect(cedisToPesewas("150.5")).toBe(15_050);
    expect(cedisToPesewas("150.05")).toBe(15_005);
    expect(cedisToPesewas("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(cedisToPesewas("1.10")).toBe(110);
    expect(cedisToPesewas("12.")).toBe(1_200);
  });

  it("accepts a comma as the decimal point, a currency sign, spaces and thousands separators", () => {
    expect(cedisToPesewas("150,50")).toBe(15_050);
    expect(cedisToPesewas("GH₵ 150.00")).toBe(15_000);
    expect(cedisToPesewas(" 1 200.00 ")).toBe(120_000);
    expect(cedisToPesewas("1,200.00")).toBe(120_000);
    expect(cedisToPesewas("1,000,000.00")).toBe(100_000_000);
  });

  it("refuses what is not an amount of cedis with at most 2 decimals", () => {
    for (const input of ["", "abc", "12.345", "-5", "1e3", "1.2.3", "1,200", ".5", "12 cedis"]) {
      expect(cedisToPesewas(input), input).toBeNull();
    }
  });
});

describe("pesewasToCedis", () => {
  it("shows pesewas as cedis with 2 decimals", () => {
    expect(pesewasToCedis(15_000)).toBe("150.00");
    expect(pesewasToCedis(15_005)).toBe("150.05");
    expect(pesewasToCedis(100)).toBe("1.00");
    expect(pesewasToCedis(99)).toBe("0.99");
    expect(pesewasToCedis(100_000_000)).toBe("1000000.00");
  });

  it("round-trips with cedisToPesewas", () => {
    for (const pesewas of [100, 101, 15_000, 15_050, 99_999_999]) {
      expect(cedisToPesewas(pesewasToCedis(pesewas))).toBe(pesewas);
    }
  });
});

describe("parseFeeAmount", () => {
  it("keeps to the API's limits: GH₵ 1.00 to GH₵ 1,000,000.00", () => {
    expect(parseFeeAmount("1")).toBe(100);
    expect(parseFeeAmount("0.99")).toBeNull();
    expect(parseFeeAmount("1000000")).toBe(100_000_000);
    expect(parseFeeAmount("1000000.01")).toBeNull();
  });
});

describe("parsePeriodMonths", () => {
  it("takes whole months from 1 to 60", () => {
    expect(parsePeriodMonths("12")).toBe(12);
    expect(parsePeriodMonths(" 1 ")).toBe(1);
    expect(parsePeriodMonths("60")).toBe(60);
    for (const input of ["0", "61", "1.5", "", "twelve"]) expect(parsePeriodMonths(input), input).toBeNull();
  });
});
