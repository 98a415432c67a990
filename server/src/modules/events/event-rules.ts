import type {
  AthleteCategory,
  EventCategory,
  EventEligibility,
  EventStatus,
  MembershipRecord,
  RuleCheck,
} from "@gkf/contract";
import { AppError } from "../../http/errors.js";
import { formatBelt } from "../../pdf/labels.js";
import type { MemberFacts } from "../accounts/member-directory.js";
import { ageOn, beltRank } from "../memberships/membership-rules.js";
import type { EntryRow, EventRow } from "./events.table.js";

export const EVENT_ERROR_CODES = {
  NOT_ELIGIBLE: "NOT_ELIGIBLE",
  REGISTRATION_CLOSED: "REGISTRATION_CLOSED",
  ALREADY_ENTERED: "ALREADY_ENTERED",
  CATEGORY_REQUIRED: "CATEGORY_REQUIRED",
  NOT_YOUR_STUDENT: "NOT_YOUR_STUDENT",
  COACHING_LICENCE_REQUIRED: "COACHING_LICENCE_REQUIRED",
  NOT_YOUR_ENTRY: "NOT_YOUR_ENTRY",
  ENTRY_FINISHED: "ENTRY_FINISHED",
  NOTHING_TO_PAY: "NOTHING_TO_PAY",
  EVENT_NOT_EDITABLE: "EVENT_NOT_EDITABLE",
  INVALID_TRANSITION: "INVALID_TRANSITION",
  PLACING_TAKEN: "PLACING_TAKEN",
  NO_SUCH_MEMBER: "NO_SUCH_MEMBER",
  NOT_ENTERED: "NOT_ENTERED",
  ENTRY_NOT_CONFIRMED: "ENTRY_NOT_CONFIRMED",
  CARD_NOT_GENUINE: "CARD_NOT_GENUINE",
} as const;

/** What eligibility is judged on: the membership record and the account's facts. */
export interface EntrantFacts {
  record: Pick<
    MembershipRecord,
    "status" | "current_belt" | "has_valid_medical_clearance" | "current_medical_clearance"
  >;
  member: Pick<MemberFacts, "dateOfBirth" | "gender">;
}

/** WKF age groups by age on the event's first day; U21 and Senior overlap (18–20 may enter both). */
const AGE_GROUPS: Record<AthleteCategory, [number, number]> = {
  U12: [0, 11],
  U14: [12, 13],
  CADET: [14, 15],
  JUNIOR: [16, 17],
  U21: [18, 20],
  SENIOR: [18, 200],
  VETERAN: [35, 200],
};

export function fitsAgeGroup(group: AthleteCategory, age: number): boolean {
  const [low, high] = AGE_GROUPS[group];
  return age >= low && age <= high;
}

export const categoriesOf = (event: Pick<EventRow, "categories">): EventCategory[] =>
  JSON.parse(event.categories) as EventCategory[];

export const isMinorAt = (member: Pick<MemberFacts, "dateOfBirth">, day: string) => ageOn(member.dateOfBirth, day) < 18;

/**
 * Every rule that applies to an entry, met or not. Without a category (an event's summary), a
 * tournament's AGE_GROUP and GENDER ask whether any of its categories fits. Consent is judged
 * only for an entry (`consentGiven` given): a minor's consent is asked when entering.
 */
export function checkEligibility(
  event: EventRow,
  facts: EntrantFacts,
  category: EventCategory | null,
  consentGiven?: boolean,
): EventEligibility {
  const checks: RuleCheck[] = [];
  const add = (rule: RuleCheck["rule"], met: boolean, reason: string) =>
    checks.push({ rule, met, reason: met ? null : reason });
  const { record, member } = facts;
  add("MEMBERSHIP_ACTIVE", record.status === "ACTIVE", `The membership is ${record.status.toLowerCase()}, not active.`);
  if (event.min_belt) {
    const belt = record.current_belt;
    add(
      "MIN_BELT",
      beltRank(belt) >= beltRank(event.min_belt),
      belt
        ? `The event needs at least ${formatBelt(event.min_belt)}; the confirmed belt is ${formatBelt(belt)}.`
        : `The event needs at least ${formatBelt(event.min_belt)}; no belt is confirmed yet.`,
    );
  }
  if (event.type === "TOURNAMENT") {
    const expiry = record.current_medical_clearance?.expiry_date ?? null;
    const valid = record.has_valid_medical_clearance && (expiry === null || expiry >= event.starts_on);
    add(
      "MEDICAL_CLEARANCE",
      valid,
      record.has_valid_medical_clearance
        ? `The medical clearance expires on ${expiry}, before the event.`
        : "There is no valid medical clearance.",
    );
    const age = ageOn(member.dateOfBirth, event.starts_on);
    const candidates = category ? [category] : categoriesOf(event);
    if (candidates.length > 0) {
      const ageFits = candidates.filter((entry) => fitsAgeGroup(entry.age_group, age));
      add(
        "AGE_GROUP",
        ageFits.length > 0,
        category
          ? `Aged ${age} on ${event.starts_on}: not in the ${category.age_group} age group.`
          : `Aged ${age} on ${event.starts_on}: no category of this event fits.`,
      );
      add(
        "GENDER",
        (ageFits.length > 0 ? ageFits : candidates).some((entry) => entry.gender === member.gender),
        category ? `The category is for ${category.gender.toLowerCase()} athletes.` : "No category of this event fits.",
      );
    }
  }
  if (consentGiven !== undefined && isMinorAt(member, event.starts_on)) {
    add("GUARDIAN_CONSENT", consentGiven, "A minor's entry needs consent (the member's own, until guardians exist).");
  }
  return { eligible: checks.every((check) => check.met), checks };
}

/** The failing rules as one English sentence. */
export const failures = (eligibility: EventEligibility) =>
  eligibility.checks
    .filter((check) => !check.met)
    .map((check) => check.reason)
    .join(" ");

/** 403 NOT_ELIGIBLE naming each failing rule: `fields` maps the rule to its reason. */
export function notEligible(eligibility: EventEligibility): AppError {
  const failing = eligibility.checks.filter((check) => !check.met);
  return new AppError(403, EVENT_ERROR_CODES.NOT_ELIGIBLE, `Not eligible for this event: ${failures(eligibility)}`, {
    action: "Complete what is missing, then enter again while registration is open.",
    fields: Object.fromEntries(failing.map((check) => [check.rule, check.reason ?? ""])),
  });
}

export function isRegistrationOpen(event: EventRow, now = new Date().toISOString()): boolean {
  return event.status === "PUBLISHED" && event.registration_opens_at <= now && now < event.registration_closes_at;
}

export const HOLDS_PLACE: EntryRow["status"][] = ["SUBMITTED", "CONFIRMED"];
export const LIVE: EntryRow["status"][] = ["SUBMITTED", "CONFIRMED", "WAITLISTED"];

/** Organisers may change what they run while it is a draft or published. */
export const EDITABLE: EventStatus[] = ["DRAFT", "PUBLISHED"];
