import {
  BELTS,
  type Belt,
  DAN_MINIMUMS,
  type GradeMinimum,
  type GradingEligibility,
  type GradingRuleCheck,
  type GradingRuleWhy,
  HIGHEST_NATIONAL_DAN,
  type MembershipRecord,
} from "@gkf/contract";
import { ageOn } from "../memberships/membership-rules.js";
import { rank } from "./grading-rules.js";

/** The grades a candidate may apply for: every kyu grade, then dan grades up to 7th dan. */
export const GRADES_APPLIED_FOR = BELTS.filter((belt) => rank(belt) <= rank(HIGHEST_NATIONAL_DAN));

/** The grade after the confirmed one (10th kyu for someone without a grade). */
export function nextGrade(current: Belt | null): Belt | null {
  if (!current) return "KYU_10";
  return BELTS[rank(current) + 1] ?? null;
}

/**
 * Defaults until officials set a grade's minimums (REFERENCES: commonly 2–6 months per kyu
 * grade, longer at higher kyu; about two trainings a week): 10th kyu none; 9th–7th kyu 3 months
 * and 24 trainings; 6th–4th 4 months and 32; 3rd–1st 6 months and 48. Dan grades: WKF's age and
 * time, and no attendance minimum until one is set.
 */
export function defaultMinimum(grade: Belt): GradeMinimum {
  if (grade.startsWith("DAN_")) return { grade, months: null, trainings: 0, min_age: null };
  if (grade === "KYU_10") return { grade, months: 0, trainings: 0, min_age: null };
  const kyu = Number(grade.slice(4));
  if (kyu >= 7) return { grade, months: 3, trainings: 24, min_age: null };
  if (kyu >= 4) return { grade, months: 4, trainings: 32, min_age: null };
  return { grade, months: 6, trainings: 48, min_age: null };
}

/** Every grade's minimums: the stored ones, the defaults for the rest. */
export function allMinimums(stored: GradeMinimum[]): GradeMinimum[] {
  const byGrade = new Map(stored.map((row) => [row.grade, row]));
  return GRADES_APPLIED_FOR.map((grade) => {
    const row = byGrade.get(grade);
    return row ? { grade, months: row.months, trainings: row.trainings, min_age: row.min_age } : defaultMinimum(grade);
  });
}

export type CandidateRecord = Pick<
  MembershipRecord,
  | "status"
  | "expiry_date"
  | "current_belt"
  | "belt_history"
  | "date_joined"
  | "has_valid_medical_clearance"
  | "current_medical_clearance"
>;

const day = (value: string) => value.slice(0, 10);

/** Since when the current grade is held: its grading day (or confirmation); joining without a grade. */
export function gradeSince(record: CandidateRecord): string {
  const entry = record.belt_history.find((item) => item.belt === record.current_belt);
  return entry ? day(entry.grading_date ?? entry.confirmed_at) : day(record.date_joined);
}

/** 1st dan counts years of training: from joining or the first recorded grade, whichever came first. */
function trainingSince(record: CandidateRecord): string {
  const days = [
    day(record.date_joined),
    ...record.belt_history.map((item) => day(item.grading_date ?? item.confirmed_at)),
  ];
  return days.sort()[0] as string;
}

export function addMonths(date: string, months: number): string {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const last = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}-${String(Math.min(dayOfMonth, last)).padStart(2, "0")}`;
}

/**
 * Every rule for reaching `grade` on `examDate`, met or not, each with its reason: membership
 * ACTIVE through the exam day, a medical clearance valid on it, age (WKF for dan, the officials'
 * minimum for kyu when set), time in the current grade, and trainings attended since it.
 */
export function judge(input: {
  grade: Belt;
  examDate: string;
  record: CandidateRecord;
  dateOfBirth: string;
  attended: number;
  minimum: GradeMinimum;
}): GradingEligibility {
  const { grade, examDate, record, minimum } = input;
  const checks: GradingRuleCheck[] = [];
  const add = (rule: GradingRuleCheck["rule"], met: boolean, why: GradingRuleWhy) =>
    checks.push({ rule, met, reason: met ? null : gradingRuleSentence(why), why: met ? null : why });

  const expires = record.expiry_date ? day(record.expiry_date) : null;
  add(
    "MEMBERSHIP_ACTIVE",
    record.status === "ACTIVE" && (expires === null || expires >= examDate),
    record.status === "ACTIVE" && expires
      ? { code: "MEMBERSHIP_EXPIRES", expiry_date: expires, exam_date: examDate }
      : { code: "MEMBERSHIP_NOT_ACTIVE", status: record.status },
  );
  const clearance = record.current_medical_clearance?.expiry_date ?? null;
  add(
    "MEDICAL_CLEARANCE",
    record.has_valid_medical_clearance && (clearance === null || clearance >= examDate),
    record.has_valid_medical_clearance && clearance
      ? { code: "MEDICAL_CLEARANCE_EXPIRES", expiry_date: clearance, exam_date: examDate }
      : { code: "NO_MEDICAL_CLEARANCE" },
  );

  const wkf = DAN_MINIMUMS[grade];
  const minAge = wkf ? wkf.age : minimum.min_age;
  if (minAge !== null) {
    const age = ageOn(input.dateOfBirth, examDate);
    add("AGE", age >= minAge, { code: "TOO_YOUNG", age, exam_date: examDate, min_age: minAge });
  }
  const months = wkf ? wkf.years * 12 : (minimum.months ?? 0);
  const since = grade === "DAN_1" ? trainingSince(record) : gradeSince(record);
  const ready = addMonths(since, months);
  add("TIME_IN_GRADE", ready <= examDate, {
    code: "TIME_IN_GRADE",
    first_dan_years: grade === "DAN_1" ? (wkf?.years ?? null) : null,
    months,
    since,
    ready,
  });
  add("ATTENDANCE", input.attended >= minimum.trainings, {
    code: "ATTENDANCE",
    required: minimum.trainings,
    attended: input.attended,
    since: gradeSince(record),
  });
  return { eligible: checks.every((check) => check.met), checks, attended: input.attended };
}

/** Why a rule is not met, as the English sentence of the check's `reason` (API clients; the web app words `why`). */
export function gradingRuleSentence(why: GradingRuleWhy): string {
  switch (why.code) {
    case "MEMBERSHIP_NOT_ACTIVE":
      return `The membership is ${why.status.toLowerCase()}, not active.`;
    case "MEMBERSHIP_EXPIRES":
      return `The membership expires on ${why.expiry_date}, before the exam on ${why.exam_date}.`;
    case "NO_MEDICAL_CLEARANCE":
      return "There is no valid medical clearance.";
    case "MEDICAL_CLEARANCE_EXPIRES":
      return `The medical clearance expires on ${why.expiry_date}, before the exam on ${why.exam_date}.`;
    case "TOO_YOUNG":
      return `Aged ${why.age} on ${why.exam_date}; this grade needs at least ${why.min_age}.`;
    case "TIME_IN_GRADE":
      return why.first_dan_years !== null
        ? `1st dan needs ${why.first_dan_years} years of training (since ${why.since}): not before ${why.ready}.`
        : `${why.months} months in the current grade are needed (held since ${why.since}): not before ${why.ready}.`;
    case "ATTENDANCE":
      return `${why.required} trainings counting toward gradings are needed since ${why.since}; ${why.attended} attended.`;
  }
}
