import { WEEKDAYS, type Weekday } from "./weekdays";

interface TrainingTime {
  weekday: number;
  start_time: string;
  end_time: string;
}

/** "Mon 17:00–18:30, Wed 17:00–18:30": a dojo's week in one line. */
export function describeTrainingTimes(times: readonly TrainingTime[], dayName: (day: Weekday) => string): string {
  return times
    .filter((time): time is TrainingTime & { weekday: Weekday } => WEEKDAYS.includes(time.weekday as Weekday))
    .map((time) => `${dayName(time.weekday)} ${time.start_time}–${time.end_time}`)
    .join(", ");
}
