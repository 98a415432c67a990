import type { TFunction } from "i18next";

const UNITS = ["day", "hour", "minute", "second"] as const;
type Unit = (typeof UNITS)[number];

export function splitDuration(totalSeconds: number): Record<Unit, number> {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return {
    day: Math.floor(whole / 86_400),
    hour: Math.floor((whole % 86_400) / 3_600),
    minute: Math.floor((whole % 3_600) / 60),
    second: whole % 60,
  };
}

/** The two largest units, as a person says it: "3 days 4 hours", "12 minutes". */
export function formatUptime(totalSeconds: number, t: TFunction): string {
  const parts = splitDuration(totalSeconds);
  const label = (unit: Unit) => t(`common.duration.${unit}`, { count: parts[unit] });
  const first = UNITS.findIndex((unit) => parts[unit] > 0);
  const [larger = "second", smaller] = first === -1 ? [] : UNITS.slice(first, first + 2);
  if (!smaller || parts[smaller] === 0) return label(larger);
  return t("common.duration.pair", { larger: label(larger), smaller: label(smaller) });
}
