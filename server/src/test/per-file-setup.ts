import { afterAll, vi } from "vitest";

// Test files share their worker's loaded modules (`isolate: false`, decision 101): what one file
// changed in the process must not reach the next. The app, its database and its spies belong to
// each file; the only process-wide changes are freezeCalendar's Date and spies left in place.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
