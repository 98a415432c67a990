import { describe, expect, it } from "vitest";
import { orderedId } from "./ordered-id.js";

describe("orderedId", () => {
  it("is a version 7 UUID whose text sorts in the order the ids were made, also within one millisecond", () => {
    const ids = Array.from({ length: 5_000 }, (_, index) => orderedId(1_800_000_000_000 + Math.floor(index / 1_000)));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
