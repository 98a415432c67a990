import { BELTS } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { bootForTest } from "../../../test/render-app";
import { BELT_COLOURS, formatBelt } from "./belt-display";

describe("belts", () => {
  it("reads kyu grades down and dan grades up, as members say them", async () => {
    const { i18n } = await bootForTest();
    expect(formatBelt("KYU_10", i18n.t)).toBe("10th kyu");
    expect(formatBelt("KYU_3", i18n.t)).toBe("3rd kyu");
    expect(formatBelt("KYU_1", i18n.t)).toBe("1st kyu");
    expect(formatBelt("DAN_1", i18n.t)).toBe("1st dan");
    expect(formatBelt("DAN_2", i18n.t)).toBe("2nd dan");
  });

  it("has a display colour for every grade", () => {
    for (const belt of BELTS) expect(BELT_COLOURS[belt]).toMatch(/^#[0-9a-f]{6}$/);
  });
});
