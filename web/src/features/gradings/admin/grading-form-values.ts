import { BELTS, type Belt, type GradingKind, type GradingWrite, type OrganiserKind } from "@gkf/contract";
import dayjs from "dayjs";

export interface ExaminerRow {
  /** Membership number as typed (the server also takes a user id). */
  member: string;
  maxAward: Belt;
}

/** The session form as typed: every field a string (date inputs, number inputs), the panel as rows. */
export interface GradingFormValues {
  hostKind: OrganiserKind;
  region: string;
  dojo: string;
  date: string;
  venue: string;
  kind: GradingKind;
  highestGrade: Belt;
  /** `YYYY-MM-DDTHH:mm` (a datetime-local input) in the official's time zone. */
  deadline: string;
  capacity: string;
  /** Cedis, as typed. */
  fee: string;
  examiners: ExaminerRow[];
}

/** The grades a session of this kind offers: kyu grades, or 1st to 7th dan (national federations). */
export function gradesOf(kind: GradingKind): Belt[] {
  return kind === "KYU"
    ? BELTS.filter((belt) => belt.startsWith("KYU_"))
    : BELTS.filter((belt) => belt.startsWith("DAN_") && Number(belt.slice(4)) <= 7);
}

/** What an examiner may be set to award: any kyu or dan grade up to 8th dan. */
export const AWARDABLE: Belt[] = BELTS.filter((belt) => belt !== "DAN_9" && belt !== "DAN_10");

export function emptyExaminer(kind: GradingKind = "KYU"): ExaminerRow {
  return { member: "", maxAward: kind === "KYU" ? "KYU_1" : "DAN_1" };
}

/** A new session's form: a kyu grading in a month, applications until two weeks before. */
export function newGradingValues(now = new Date()): GradingFormValues {
  const day = dayjs(now).add(30, "day");
  return {
    hostKind: "FEDERATION",
    region: "",
    dojo: "",
    date: day.format("YYYY-MM-DD"),
    venue: "",
    kind: "KYU",
    highestGrade: "KYU_5",
    deadline: day.subtract(14, "day").hour(23).minute(59).format("YYYY-MM-DDTHH:mm"),
    capacity: "",
    fee: "0",
    examiners: [emptyExaminer()],
  };
}

/** What the server is sent: pesewas, the deadline with its offset, the panel by membership number. */
export function toGradingWrite(values: GradingFormValues): GradingWrite {
  const capacity = values.capacity.trim();
  return {
    host: {
      kind: values.hostKind,
      ...(values.hostKind === "REGION" ? { region: values.region } : {}),
      ...(values.hostKind === "DOJO" ? { dojo: values.dojo } : {}),
    },
    date: values.date,
    venue: values.venue.trim(),
    kind: values.kind,
    highest_grade: values.highestGrade,
    application_deadline: dayjs(values.deadline).format(),
    capacity: capacity === "" ? null : Number(capacity),
    fee: Math.round(Number(values.fee || "0") * 100),
    examiners: values.examiners.map((row) => ({ member: row.member.trim(), max_award: row.maxAward })),
  };
}
