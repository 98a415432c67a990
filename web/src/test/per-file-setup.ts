import { notifications } from "@mantine/notifications";
import { afterAll, vi } from "vitest";

// Test files share their worker (`isolate: false`, decision 114): the libraries (React, Mantine,
// jsdom) load once per worker instead of once per file, which was most of a file's time. What a
// file changed must not reach the next: the app's own modules are evaluated afresh for each file
// (their module-level state: the session, acting-for, i18n, toast bookkeeping, early requests),
// and what lives outside them (the document, storage, timers, stubs, Mantine's toast store) is
// put back here. src/test/setup.ts still cleans up after each test.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = "";
  document.title = "";
  window.history.replaceState(null, "", "/");
  vi.resetModules();
});
