import { BELTS } from "@gkf/contract";
import { memberships } from "@gkf/contract/i18n/en-memberships";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, stubApi } from "../../test/render-app";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "../i18n/i18n";
import { BELT_COLOURS } from "./belt-label";
import { formatBelt, formatMembershipType } from "./labels";

describe("belts", () => {
  it("reads kyu grades down and dan grades up, as members say them", () => {
    expect(formatBelt("KYU_10")).toBe("10th kyu");
    expect(formatBelt("KYU_3")).toBe("3rd kyu");
    expect(formatBelt("KYU_1")).toBe("1st kyu");
    expect(formatBelt("DAN_1")).toBe("1st dan");
    expect(formatBelt("DAN_2")).toBe("2nd dan");
  });

  it("writes kyu and dan grades with English ordinals", () => {
    expect(formatBelt("KYU_3")).toBe("3rd kyu");
    expect(formatBelt("DAN_1")).toBe("1st dan");
    expect(formatBelt("KYU_2")).toBe("2nd kyu");
    expect(formatBelt("KYU_1")).toBe("1st kyu");
    expect(formatBelt("KYU_4")).toBe("4th kyu");
    expect(formatBelt("KYU_10")).toBe("10th kyu");
    expect(formatBelt("DAN_2")).toBe("2nd dan");
    expect(formatBelt("DAN_3")).toBe("3rd dan");
    expect(formatBelt("DAN_10")).toBe("10th dan");
  });

  it("has a display colour for every grade", () => {
    for (const belt of BELTS) expect(BELT_COLOURS[belt]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("names every belt as the memberships catalogue (and so the PDFs) does", () => {
    for (const belt of BELTS) expect(formatBelt(belt)).toBe(memberships.belts[belt]);
  });
});

describe("membership types", () => {
  it("names the four types, and shows a type this app does not know as sent", () => {
    expect(formatMembershipType("ATHLETE")).toBe("Athlete");
    expect(formatMembershipType("OFFICIAL")).toBe("Official");
    expect(formatMembershipType("TECHNICAL_OFFICIAL")).toBe("TECHNICAL_OFFICIAL");
  });
});

describe("in French", () => {
  afterEach(async () => {
    await changeLanguage("en");
    window.localStorage.clear();
  });

  it("a page shows the belt and the membership type by their French names", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    stubApi({
      "/api/public/verify/t/a-card-token": {
        body: {
          code: "GKF-AA-26-000001",
          name: "Ama Mensah",
          photo_url: null,
          membership_type: "ATHLETE",
          belt: "DAN_1",
          status: "ACTIVE",
          expiry_date: "2027-01-10",
          is_valid: true,
          checked_at: "2026-03-06T12:00:00.000Z",
        },
      },
    });
    await renderApp("/verify/t/a-card-token");

    expect(await screen.findByText("1er dan")).toBeTruthy();
    expect(screen.getByText("Athlète")).toBeTruthy();
    expect(screen.queryByText("1st dan")).toBeNull();
    expect(formatBelt("KYU_3")).toBe("3e kyu");
  });
});
