import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { changeLanguage, createI18n } from "../../../shared/i18n/i18n";
import { describeIneligibility, describeRequirements, formatClosing } from "./format-position";
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

describe("describeIneligibility", () => {
  const message = "(the server's English sentence)";

  it("words each reason from its code and facts, not from the server's sentence", () => {
    expect(describeIneligibility({ code: "BELT_TOO_LOW", min_belt: "DAN_2", belt: null, message }, t, "en")).toBe(
      "This position needs at least 2nd dan; you have no confirmed belt yet.",
    );
    expect(describeIneligibility({ code: "BELT_TOO_LOW", min_belt: "DAN_1", belt: "KYU_3", message }, t, "en")).toBe(
      "This position needs at least 1st dan; your confirmed belt is 3rd kyu.",
    );
    expect(describeIneligibility({ code: "REGISTRATION_UNPAID", message }, t, "en")).toBe(
      "Your registration fee is not paid yet.",
    );
    expect(describeIneligibility({ code: "MEMBERSHIP_NOT_ACTIVE", message }, t, "en")).toBe(
      "Your membership is not active.",
    );
    expect(describeIneligibility({ code: "NOT_COMPLIANT", compliance_score: 60, message }, t, "en")).toBe(
      "Your record is not compliant yet (60%): some required documents are missing or waiting for approval.",
    );
    expect(
      describeIneligibility(
        { code: "MEMBERSHIP_TYPE_NOT_ACCEPTED", membership_types: ["COACH", "REFEREE"], message },
        t,
        "en",
      ),
    ).toBe("This position is for coaches or referees.");
  });

  it("speaks French to a French-speaking member", async () => {
    await changeLanguage("fr");
    try {
      expect(describeIneligibility({ code: "BELT_TOO_LOW", min_belt: "DAN_2", belt: null, message }, t, "fr")).toBe(
        "Ce poste demande au moins le 2e dan ; vous n'avez pas encore de ceinture confirmée.",
      );
      // The percent sign stays with its number: a no-break space from Intl.
      expect(describeIneligibility({ code: "NOT_COMPLIANT", compliance_score: 60, message }, t, "fr")).toMatch(
        /^Votre dossier n'est pas encore conforme \(60[\u00a0\u202f]%\)/,
      );
      expect(
        describeIneligibility(
          { code: "MEMBERSHIP_TYPE_NOT_ACCEPTED", membership_types: ["COACH", "REFEREE"], message },
          t,
          "fr",
        ),
      ).toBe("Ce poste est réservé aux entraîneurs ou arbitres.");
    } finally {
      await changeLanguage("en");
    }
  });
});
