import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "../../../shared/i18n/i18n";
import { describeRequirements, formatClosing } from "./format-position";
import { getTimeLeft } from "./time-left";

let t: TFunction;

beforeAll(async () => {
  const i18n = await createI18n();
  t = i18n.t.bind(i18n);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse("2026-03-01T12:00:00.000Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe("getTimeLeft and formatClosing", () => {
  it("counts the largest whole unit, rounding down", () => {
    expect(getTimeLeft(at(5 * DAY + 23 * HOUR), NOW)).toEqual({ unit: "day", count: 5 });
    expect(getTimeLeft(at(DAY), NOW)).toEqual({ unit: "day", count: 1 });
    expect(getTimeLeft(at(DAY - 1), NOW)).toEqual({ unit: "hour", count: 23 });
    expect(getTimeLeft(at(90_000), NOW)).toEqual({ unit: "minute", count: 1 });
    expect(getTimeLeft(at(59_000), NOW)).toBe("under-a-minute");
    expect(getTimeLeft(at(0), NOW)).toBe("over");
    expect(getTimeLeft("not a time", NOW)).toBe("over");
  });

  it("says when a position closes, in words", () => {
    expect(formatClosing(at(5 * DAY + HOUR), NOW, t)).toBe("Closes in 5 days");
    expect(formatClosing(at(DAY + HOUR), NOW, t)).toBe("Closes in 1 day");
    expect(formatClosing(at(3 * HOUR), NOW, t)).toBe("Closes in 3 hours");
    expect(formatClosing(at(10_000), NOW, t)).toBe("Closes in less than a minute");
    expect(formatClosing(at(-DAY), NOW, t)).toBe("Applications are closed");
  });
});

describe("describeRequirements", () => {
  it("puts belt, membership types and compliance in words", () => {
    expect(
      describeRequirements(
        { min_belt: "DAN_2", membership_types: ["COACH", "REFEREE"], requires_compliance: true },
        t,
        "en",
      ),
    ).toEqual(["2nd dan or higher", "For coaches or referees", "A compliant record (all required documents approved)"]);
    expect(describeRequirements({ min_belt: null, membership_types: [], requires_compliance: false }, t, "en")).toEqual(
      ["Any belt", "Every membership type", "No compliance requirement"],
    );
  });
});
