import { applyInputMask as contractMask, INPUT_MASKS } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { applyInputMask } from "./input-mask";

// The sandbox checkout's card field runs the contract's copy of the mask (server HTML); the sign-in
// fields run this one (it stays in their first-load chunk). Both must answer alike.
describe("the two copies of the input mask", () => {
  it("answer alike for the spec's masks", () => {
    const typed = [
      "",
      "4",
      "4084",
      "40840",
      "4084 0840 8408 4081",
      "4084x0840-8408 408199",
      "abc",
      "(024) ",
      "0241234567",
    ];
    for (const mask of Object.values(INPUT_MASKS))
      for (const value of typed)
        expect(applyInputMask(value, mask), `${mask} ← ${value}`).toBe(contractMask(value, mask));
  });

  it("groups a card number in fours", () => {
    expect(contractMask("4084084084084081", INPUT_MASKS.CARD)).toBe("4084 0840 8408 4081");
  });
});
