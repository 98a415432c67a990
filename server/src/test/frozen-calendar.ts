import { vi } from "vitest";

/**
 * The day date tests run on: fixed, so that "a year from today" is the same sum on every run (on
 * 29 February, `Date.UTC(year + 1, 1, 29)` is 1 March while a 12-month period ends on 28
 * February), and far from a year's end and from midnight.
 */
export const TEST_NOW = new Date("2026-06-15T09:00:00.000Z");

/**
 * Call at the top of a test file, before the app is built: from now on the file's clock (the
 * tests' and the app's) starts at `now` and runs at the real pace, millisecond by millisecond, so
 * waits, token lifetimes and the order of timestamps behave as they do in the app. (Fake timers
 * that advance in steps would give two events one timestamp and change what the app decides.)
 */
export function freezeCalendar(now: Date = TEST_NOW): void {
  const RealDate = Date;
  const offset = now.getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  vi.stubGlobal("Date", ShiftedDate);
}
