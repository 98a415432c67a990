// As in the app (main.tsx imports it first): jitless Zod, the contract's schemas built on first use.
import "../shared/zod/settings";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Every page, the dashboard and the toast renderer are lazy chunks. The first time a test file
// meets one, Vite transforms the module and all it imports (Mantine components, the contract's
// schemas) on the spot: on a loaded 2-core machine that takes seconds, and until it is done the
// router keeps showing the previous page (navigations are transitions), so findBy/waitFor see
// nothing new. Testing Library's default of 1 s gave up before a cold import finished (logout,
// analytics, toasts). 15 s covers a cold import on a busy machine; a passing test never waits
// longer than the page takes, so this costs nothing when all is well. Tests do not pass their
// own shorter timeouts; the test timeout (web/vitest.config.ts) leaves room for several waits.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks what Mantine asks the browser for (colour scheme and breakpoint queries, sizes).
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
