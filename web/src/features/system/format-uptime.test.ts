import { beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "../../shared/i18n/i18n";
import { formatUptime, splitDuration } from "./format-uptime";

let t: Awaited<ReturnType<typeof createI18n>>["t"];

beforeAll(async () => {
  const i18n = await createI18n();
  t = i18n.t.bind(i18n);
});

describe("formatUptime", () => {
  it("splits seconds into days, hours, minutes and seconds", () => {
    expect(splitDuration(93_784)).toEqual({ day: 1, hour: 2, minute: 3, second: 4 });
  });

  it("says the two largest units, with plurals", () => {
    expect(formatUptime(93_784, t)).toBe("1 day 2 hours");
    expect(formatUptime(3 * 86_400 + 60, t)).toBe("3 days");
    expect(formatUptime(61, t)).toBe("1 minute 1 second");
    expect(formatUptime(42, t)).toBe("42 seconds");
    expect(formatUptime(0, t)).toBe("0 seconds");
  });
});
