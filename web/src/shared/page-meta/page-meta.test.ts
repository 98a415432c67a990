import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageMeta } from "./page-meta";

describe("createPageMeta", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows only the last title asked for within the debounce", () => {
    vi.useFakeTimers();
    document.title = "before";
    const pageMeta = createPageMeta({
      appName: "GKF Portal",
      formatTitle: (page) => `${page} · GKF Portal`,
      debounceMs: 50,
    });

    pageMeta.setTitle("Home");
    pageMeta.setTitle("System status");
    vi.advanceTimersByTime(49);
    expect(document.title).toBe("before");

    vi.advanceTimersByTime(1);
    expect(document.title).toBe("System status · GKF Portal");

    pageMeta.setTitle();
    vi.advanceTimersByTime(50);
    expect(document.title).toBe("GKF Portal");
  });
});
