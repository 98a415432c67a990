/** ISO weekdays, Monday first (the contract's WeekdaySchema). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
