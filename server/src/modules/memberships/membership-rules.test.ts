import type { DocumentType } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { addMonths, ageOn, athleteCategory, computeCompliance, highestBelt } from "./membership-rules.js";

describe("athleteCategory", () => {
  it.each([
    ["2016-06-01", "U12"],
    ["2013-11-21", "U14"],
    ["2012-11-21", "CADET"],
    ["2012-11-22", "U14"],
    ["2011-01-01", "CADET"],
    ["2010-01-01", "JUNIOR"],
    ["2009-11-21", "JUNIOR"],
    ["2008-11-21", "U21"],
    ["2005-11-22", "U21"],
    ["2005-11-21", "SENIOR"],
    ["1991-11-22", "SENIOR"],
    ["1991-11-21", "VETERAN"],
  ])("born %s is %s on 2026-11-21", (dateOfBirth, category) => {
    expect(athleteCategory(dateOfBirth, "2026-11-21")).toBe(category);
  });

  it("counts a birthday not yet reached this year", () => {
    expect(ageOn("2000-12-31", "2026-11-21")).toBe(25);
    expect(ageOn("2000-11-21", "2026-11-21")).toBe(26);
  });
});

describe("belts", () => {
  it("ranks dan above kyu and 1st kyu above 10th kyu", () => {
    expect(highestBelt(["KYU_10", "KYU_1", "KYU_5"])).toBe("KYU_1");
    expect(highestBelt(["KYU_1", "DAN_1"])).toBe("DAN_1");
    expect(highestBelt(["DAN_2", "DAN_10", null])).toBe("DAN_10");
    expect(highestBelt([])).toBeNull();
  });
});

describe("addMonths", () => {
  it("adds months and clamps to the month's end", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-21", 12)).toBe("2027-11-21");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
  });
});

describe("computeCompliance", () => {
  const base = {
    hasPaidRegistration: true,
    minor: false,
    pendingTypes: new Set<DocumentType>(),
    rejectedReasons: new Map<DocumentType, string>(),
  };

  it("asks an adult athlete for five items and scores the share that is met", () => {
    const result = computeCompliance({
      ...base,
      membershipType: "ATHLETE",
      validTypes: new Set<DocumentType>(["GHANA_CARD", "PASSPORT_PHOTO"]),
    });
    expect(result.breakdown.map((entry) => entry.item)).toEqual([
      "REGISTRATION_PAID",
      "IDENTITY_DOCUMENT",
      "PASSPORT_PHOTO",
      "MEDICAL_CLEARANCE",
      "BELT_CERTIFICATE",
    ]);
    expect(result.score).toBe(60);
    expect(result.status).toBe("INCOMPLETE");
  });

  it("accepts a birth certificate as a minor's identity but not an adult's", () => {
    const validTypes = new Set<DocumentType>(["BIRTH_CERTIFICATE"]);
    const minor = computeCompliance({ ...base, minor: true, membershipType: "OFFICIAL", validTypes });
    const adult = computeCompliance({ ...base, minor: false, membershipType: "OFFICIAL", validTypes });
    expect(minor.breakdown.find((entry) => entry.item === "IDENTITY_DOCUMENT")?.met).toBe(true);
    expect(adult.breakdown.find((entry) => entry.item === "IDENTITY_DOCUMENT")?.met).toBe(false);
  });

  it("adds the licence for coaches and referees and is COMPLIANT only when all are met", () => {
    const all = new Set<DocumentType>([
      "GHANA_CARD",
      "PASSPORT_PHOTO",
      "MEDICAL_CLEARANCE",
      "BELT_CERTIFICATE",
      "COACHING_LICENCE",
    ]);
    const coach = computeCompliance({ ...base, membershipType: "COACH", validTypes: all });
    expect(coach).toMatchObject({ score: 100, status: "COMPLIANT" });
    const referee = computeCompliance({ ...base, membershipType: "REFEREE", validTypes: all });
    expect(referee.status).toBe("INCOMPLETE");
    expect(referee.breakdown.at(-1)).toMatchObject({
      item: "REFEREE_LICENCE",
      met: false,
      reason: "Upload a referee licence.",
    });
  });

  it("says why an item is not met: unpaid, waiting, or rejected with the official's reason", () => {
    const result = computeCompliance({
      ...base,
      hasPaidRegistration: false,
      membershipType: "ATHLETE",
      validTypes: new Set(),
      pendingTypes: new Set<DocumentType>(["MEDICAL_CLEARANCE"]),
      rejectedReasons: new Map<DocumentType, string>([["GHANA_CARD", "The photo is blurred."]]),
    });
    const reasons = Object.fromEntries(result.breakdown.map((entry) => [entry.item, entry.reason]));
    expect(reasons.REGISTRATION_PAID).toBe("Pay the registration fee.");
    expect(reasons.MEDICAL_CLEARANCE).toBe("Waiting for review: a medical clearance less than 12 months old.");
    expect(reasons.IDENTITY_DOCUMENT).toBe("Rejected: The photo is blurred. Upload a Ghana Card again.");
    // The official's words on their own, for a client that words the sentence in its language.
    expect(Object.fromEntries(result.breakdown.map((entry) => [entry.item, entry.rejection_reason]))).toEqual({
      REGISTRATION_PAID: null,
      IDENTITY_DOCUMENT: "The photo is blurred.",
      PASSPORT_PHOTO: null,
      MEDICAL_CLEARANCE: null,
      BELT_CERTIFICATE: null,
    });
    expect(result.score).toBe(0);
    // The state says the same in a word the web reads (a waiting item asks for no upload).
    expect(Object.fromEntries(result.breakdown.map((entry) => [entry.item, entry.state]))).toEqual({
      REGISTRATION_PAID: "MISSING",
      IDENTITY_DOCUMENT: "REJECTED",
      PASSPORT_PHOTO: "MISSING",
      MEDICAL_CLEARANCE: "WAITING_FOR_REVIEW",
      BELT_CERTIFICATE: "MISSING",
    });
  });
});
