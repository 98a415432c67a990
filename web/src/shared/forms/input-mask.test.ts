import { INPUT_MASKS } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { applyInputMask, formatPhoneInput } from "./input-mask";

describe("the phone mask (###) ### - ####", () => {
  it("shows a number typed the Ghanaian way in the mask", () => {
    expect(formatPhoneInput("024 123 4567")).toBe("(024) 123 - 4567");
    expect(formatPhoneInput("0241234567")).toBe("(024) 123 - 4567");
  });

  it("grows with each digit and adds a literal only when a digit follows it", () => {
    const typed = "0241234567";
    const shown = [...typed].map((_, index) => formatPhoneInput(typed.slice(0, index + 1)));
    expect(shown).toEqual([
      "(0",
      "(02",
      "(024",
      "(024) 1",
      "(024) 12",
      "(024) 123",
      "(024) 123 - 4",
      "(024) 123 - 45",
      "(024) 123 - 456",
      "(024) 123 - 4567",
    ]);
  });

  it("lets a deleted literal take the digit before it along (backspace works)", () => {
    // Backspace after "(024) 1" removes the 1; once more removes ") " with nothing after it.
    expect(formatPhoneInput("(024) ")).toBe("(024");
    expect(formatPhoneInput("(024) 123 - ")).toBe("(024) 123");
  });

  it("drops letters and anything beyond the ten slots", () => {
    expect(formatPhoneInput("02a4-12x3 45678999")).toBe("(024) 123 - 4567");
  });

  it("turns the international form that autofill gives into the national one", () => {
    expect(formatPhoneInput("+233 24 123 4567")).toBe("(024) 123 - 4567");
    expect(formatPhoneInput("233241234567")).toBe("(024) 123 - 4567");
  });

  it("fills the card mask too", () => {
    expect(applyInputMask("4084084084084081", INPUT_MASKS.CARD)).toBe("4084 0840 8408 4081");
  });
});
