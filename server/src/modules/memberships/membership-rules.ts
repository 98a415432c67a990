import type { AthleteCategory, Belt, ComplianceEntry, DocumentType } from "@gkf/contract";
import { BELTS, RENEWAL_WINDOW_DAYS } from "@gkf/contract";

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && date >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/**
 * WKF age groups (PRODUCT.md): U12, U14 (12–13), Cadet (14–15), Junior (16–17), U21 (18–20),
 * Senior (21–34 here: WKF's Senior is 18+, but 18–20-year-olds are shown as U21, their own
 * group), Veteran (35+).
 */
export function athleteCategory(dateOfBirth: string, today: string): AthleteCategory {
  const age = ageOn(dateOfBirth, today);
  if (age < 12) return "U12";
  if (age < 14) return "U14";
  if (age < 16) return "CADET";
  if (age < 18) return "JUNIOR";
  if (age < 21) return "U21";
  if (age < 35) return "SENIOR";
  return "VETERAN";
}

export function isMinor(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) < 18;
}

/** The higher of two belts: kyu grades count down to 1st kyu, then dan grades count up. */
export function beltRank(belt: string | null): number {
  return belt ? BELTS.indexOf(belt as Belt) : -1;
}

export function highestBelt(belts: Array<string | null>): Belt | null {
  let best: Belt | null = null;
  for (const belt of belts) if (beltRank(belt) > beltRank(best)) best = belt as Belt;
  return best;
}

/** Adds whole months to a date (YYYY-MM-DD), clamping to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The first day a renewal is accepted: RENEWAL_WINDOW_DAYS before the expiry date. */
export function renewalOpensOn(expiryDate: string): string {
  return new Date(Date.parse(`${expiryDate}T00:00:00Z`) - RENEWAL_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a renewal may be paid (or credited) on a day: from the window's first day, or once expired. */
export function isRenewalOpen(membership: { status: string; expiry_date: string | null }, day = today()): boolean {
  if (membership.status === "EXPIRED" || !membership.expiry_date) return true;
  return day >= renewalOpensOn(membership.expiry_date);
}

export interface ComplianceInput {
  membershipType: string;
  hasPaidRegistration: boolean;
  minor: boolean;
  /** Approved documents that have not expired, by type. */
  validTypes: Set<DocumentType>;
  /** Whether a document of the type waits for review, to say so in the reason. */
  pendingTypes: Set<DocumentType>;
  /** Why the latest rejected document of a type was refused, if any. */
  rejectedReasons: Map<DocumentType, string>;
}

interface Requirement {
  item: ComplianceEntry["item"];
  types: DocumentType[];
  label: string;
}

/**
 * What each membership type must have (PRODUCT.md "Compliance"). Everyone: the paid
 * registration, an identity document (Ghana Card for adults, birth certificate or Ghana Card for
 * minors) and a passport photo. Those on the mat (athletes, coaches, referees) also a valid
 * medical clearance and a belt certificate; coaches and referees their licence.
 */
export function requirementsFor(membershipType: string, minor: boolean): Requirement[] {
  const identity: Requirement = {
    item: "IDENTITY_DOCUMENT",
    types: minor ? ["BIRTH_CERTIFICATE", "GHANA_CARD"] : ["GHANA_CARD"],
    label: minor ? "a birth certificate or Ghana Card" : "a Ghana Card",
  };
  const list: Requirement[] = [
    { item: "REGISTRATION_PAID", types: [], label: "the registration fee" },
    identity,
    { item: "PASSPORT_PHOTO", types: ["PASSPORT_PHOTO"], label: "a passport photo" },
  ];
  if (membershipType !== "OFFICIAL") {
    list.push(
      { item: "MEDICAL_CLEARANCE", types: ["MEDICAL_CLEARANCE"], label: "a medical clearance less than 12 months old" },
      { item: "BELT_CERTIFICATE", types: ["BELT_CERTIFICATE"], label: "a belt certificate" },
    );
  }
  if (membershipType === "COACH")
    list.push({ item: "COACHING_LICENCE", types: ["COACHING_LICENCE"], label: "a coaching licence" });
  if (membershipType === "REFEREE")
    list.push({ item: "REFEREE_LICENCE", types: ["REFEREE_LICENCE"], label: "a referee licence" });
  return list;
}

export function computeCompliance(input: ComplianceInput): {
  breakdown: ComplianceEntry[];
  score: number;
  status: "COMPLIANT" | "INCOMPLETE";
  /** Every required document valid: the breakdown without the fee (the directory's compliance filter). */
  documentsCompliant: boolean;
} {
  const breakdown = requirementsFor(input.membershipType, input.minor).map((requirement): ComplianceEntry => {
    if (requirement.item === "REGISTRATION_PAID") {
      return {
        item: requirement.item,
        met: input.hasPaidRegistration,
        state: input.hasPaidRegistration ? "MET" : "MISSING",
        reason: input.hasPaidRegistration ? "The registration fee is paid." : "Pay the registration fee.",
        rejection_reason: null,
        document_types: [],
      };
    }
    const met = requirement.types.some((type) => input.validTypes.has(type));
    const pending = requirement.types.some((type) => input.pendingTypes.has(type));
    const rejected = requirement.types.map((type) => input.rejectedReasons.get(type)).find(Boolean);
    const reason = met
      ? `Approved: ${requirement.label}.`
      : pending
        ? `Waiting for review: ${requirement.label}.`
        : rejected
          ? `Rejected: ${rejected} Upload ${requirement.label} again.`
          : `Upload ${requirement.label}.`;
    const state = met ? "MET" : pending ? "WAITING_FOR_REVIEW" : rejected ? "REJECTED" : "MISSING";
    return {
      item: requirement.item,
      met,
      state,
      reason,
      rejection_reason: state === "REJECTED" ? (rejected ?? null) : null,
      document_types: requirement.types,
    };
  });
  const metCount = breakdown.filter((entry) => entry.met).length;
  const score = Math.round((metCount / breakdown.length) * 100);
  const documentsCompliant = breakdown.every((entry) => entry.met || entry.item === "REGISTRATION_PAID");
  return { breakdown, score, status: metCount === breakdown.length ? "COMPLIANT" : "INCOMPLETE", documentsCompliant };
}
