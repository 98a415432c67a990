import { describe, expect, it } from "vitest";
import { beltPaint, DEFAULT_BELT_COLOURS } from "./belt-colours.js";
import { contrastRatio, parseColour, readableTextColour, TEXT_CONTRAST_MIN } from "./colours.js";

describe("colours", () => {
  it("reads the spec's three forms", () => {
    expect(parseColour("#abc")).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColour("#1971C2")).toEqual({ r: 25, g: 113, b: 194, a: 1 });
    expect(parseColour("rgb(1, 2, 3)")).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour("rgba(1,2,3,.5)")).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(parseColour("red")).toBeNull();
    expect(parseColour("rgb(256,0,0)")).toBeNull();
  });

  it("computes WCAG contrast (black on white 21:1, white on #777 about 4.48:1)", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
    // Half-transparent black over white is a mid grey.
    expect(contrastRatio("rgba(0,0,0,0.5)", "#ffffff")).toBeCloseTo(3.95, 1);
  });

  it("picks black or white text that reads at 4.5:1 or better on any belt colour", () => {
    for (const colour of Object.values(DEFAULT_BELT_COLOURS))
      expect(contrastRatio(readableTextColour(colour), colour), colour).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    for (let value = 0; value < 0x1000000; value += 0x010307) {
      const colour = `#${value.toString(16).padStart(6, "0")}`;
      expect(contrastRatio(readableTextColour(colour), colour), colour).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    }
    expect(readableTextColour("#111111")).toBe("#ffffff");
    expect(readableTextColour("#f5d000")).toBe("#000000");
  });

  it("paints a belt with its own text colour only when that reads on it", () => {
    expect(beltPaint({ colour: "#1971c2", stripe_colour: null, text_colour: null }).text).toBe("#ffffff");
    expect(beltPaint({ colour: "#ffffff", stripe_colour: "rgb(0,0,0)", text_colour: "#1b1b1b" })).toEqual({
      background: "#ffffff",
      stripe: "rgb(0,0,0)",
      text: "#1b1b1b",
    });
    expect(beltPaint({ colour: "#ffffff", stripe_colour: null, text_colour: "#ffff00" }).text).toBe("#000000");
  });
});
