import type { AttendanceStatus, MyTraining } from "@gkf/contract";
import dayjs from "dayjs";

export type MonthCounts = { month: string } & Record<AttendanceStatus, number>;

/** Attendance counted per month, oldest first (the chart's bars); months with no session are left out. */
export function attendanceByMonth(attendance: MyTraining["attendance"]): MonthCounts[] {
  const months = new Map<string, MonthCounts>();
  for (const entry of [...attendance].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = entry.date.slice(0, 7);
    const counts = months.get(key) ?? {
      month: dayjs(`${key}-01`).format("MMM YYYY"),
      PRESENT: 0,
      LATE: 0,
      EXCUSED: 0,
      ABSENT: 0,
    };
    counts[entry.status] += 1;
    months.set(key, counts);
  }
  return [...months.values()];
}
