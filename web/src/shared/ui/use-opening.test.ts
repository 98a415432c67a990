import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOpening } from "./use-opening";

describe("useOpening", () => {
  it("keeps an opening current until it is closed, and a later opening current after that", () => {
    const { result } = renderHook(() => useOpening());
    const first = result.current.current();
    expect(first()).toBe(true);

    result.current.closed();
    expect(first()).toBe(false);

    const second = result.current.current();
    expect(second()).toBe(true);
    // The first answer stays stale: reopening does not bring its opening back.
    expect(first()).toBe(false);
  });

  it("ends every opening when the component goes", () => {
    const { result, unmount } = renderHook(() => useOpening());
    const taken = result.current.current();
    expect(taken()).toBe(true);

    unmount();
    expect(taken()).toBe(false);
  });

  it("is the same object from render to render", () => {
    const { result, rerender } = renderHook(() => useOpening());
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
