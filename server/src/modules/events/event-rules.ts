import type {
  AthleteCategory,
  Belt,
  EntryRuleWhy,
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
  const add = (rule: RuleCheck["rule"], met: boolean, why: EntryRuleWhy) =>
    checks.push({ rule, met, reason: met ? null : entryRuleSentence(why), why: met ? null : why });
  const { record, member } = facts;
  add("MEMBERSHIP_ACTIVE", record.status === "ACTIVE", { code: "MEMBERSHIP_NOT_ACTIVE", status: record.status });
  if (event.min_belt) {
    const belt = record.current_belt;
    add("MIN_BELT", beltRank(belt) >= beltRank(event.min_belt), {
      code: "BELT_TOO_LOW",
      min_belt: event.min_belt as Belt,
      belt,
    });
  }
  if (event.type === "TOURNAMENT") {
    const expiry = record.current_medical_clearance?.expiry_date ?? null;
    const valid = record.has_valid_medical_clearance && (expiry === null || expiry >= event.starts_on);
    add(
      "MEDICAL_CLEARANCE",
      valid,
      record.has_valid_medical_clearance && expiry
        ? { code: "MEDICAL_CLEARANCE_EXPIRES", expiry_date: expiry }
        : { code: "NO_MEDICAL_CLEARANCE" },
    );
    const age = ageOn(member.dateOfBirth, event.starts_on);
    const candidates = category ? [category] : categoriesOf(event);
    if (candidates.length > 0) {
      const ageFits = candidates.filter((entry) => fitsAgeGroup(entry.age_group, age));
      add("AGE_GROUP", ageFits.length > 0, {
        code: "AGE_GROUP",
        age,
        on: event.starts_on,
        age_group: category?.age_group ?? null,
      });
      add(
        "GENDER",
        (ageFits.length > 0 ? ageFits : candidates).some((entry) => entry.gender === member.gender),
        { code: "GENDER", gender: category?.gender ?? null },
      );
    }
  }
  if (consentGiven !== undefined && isMinorAt(member, event.starts_on)) {
    add("GUARDIAN_CONSENT", consentGiven, { code: "CONSENT_MISSING" });
  }
  return { eligible: checks.every((check) => check.met), checks };
}

/** The check of one without a membership record: nothing else can be judged. */
export function noMembership(): RuleCheck {
  const why: EntryRuleWhy = { code: "NO_MEMBERSHIP" };
  return { rule: "MEMBERSHIP_ACTIVE", met: false, reason: entryRuleSentence(why), why };
}

/** Why a rule is not met, as the English sentence of the check's `reason` (API clients; the web app words `why`). */
export function entryRuleSentence(why: EntryRuleWhy): string {
  switch (why.code) {
    case "NO_MEMBERSHIP":
      return "There is no membership record.";
    case "MEMBERSHIP_NOT_ACTIVE":
      return `The membership is ${why.status.toLowerCase()}, not active.`;
    case "BELT_TOO_LOW":
      return why.belt
        ? `The event needs at least ${formatBelt(why.min_belt)}; the confirmed belt is ${formatBelt(why.belt)}.`
        : `The event needs at least ${formatBelt(why.min_belt)}; no belt is confirmed yet.`;
    case "NO_MEDICAL_CLEARANCE":
      return "There is no valid medical clearance.";
    case "MEDICAL_CLEARANCE_EXPIRES":
      return `The medical clearance expires on ${why.expiry_date}, before the event.`;
    case "AGE_GROUP":
      return why.age_group
        ? `Aged ${why.age} on ${why.on}: not in the ${why.age_group} age group.`
        : `Aged ${why.age} on ${why.on}: no category of this event fits.`;
    case "GENDER":
      return why.gender
        ? `The category is for ${why.gender.toLowerCase()} athletes.`
        : "No category of this event fits.";
    case "CONSENT_MISSING":
      return "A minor's entry needs consent.";
  }
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
