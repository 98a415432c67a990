import { describe, expect, it } from "vitest";
import { isStillPolling, nextPollDelay } from "./poll-delay";

describe("nextPollDelay", () => {
  it("waits longer after each answer, then stops", () => {
    expect([1, 2, 3, 4, 5].map(nextPollDelay)).toEqual([2_000, 4_000, 8_000, 16_000, false]);
    expect(nextPollDelay(0)).toBe(false);
  });

  it("says whether the page is still asking by itself", () => {
    expect(isStillPolling(1)).toBe(true);
    expect(isStillPolling(4)).toBe(true);
    expect(isStillPolling(5)).toBe(false);
  });
});
