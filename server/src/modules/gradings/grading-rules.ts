import {
  BELTS,
  type Belt,
  DAN_PANEL_MINIMUM,
  GRADING_ERROR_CODES,
  type GradingKind,
  HIGHEST_NATIONAL_DAN,
} from "@gkf/contract";
import { AppError, validationFailed } from "../../http/errors.js";

/** A grade's place in the order 10th kyu (0) … 1st kyu (9), 1st dan (10) … 10th dan (19). */
export const rank = (belt: Belt): number => BELTS.indexOf(belt);

/** How many grades below their own an examiner may award (REFERENCES: a 1st dan awards at most 2nd kyu). */
export const AUTHORISATION_GAP = 2;

/**
 * The highest grade an examiner's own grade allows them to award: two grades below it, and
 * only dan holders examine (null: may not examine).
 */
export function authorisedUpTo(grade: Belt | null): Belt | null {
  if (!grade || rank(grade) < rank("DAN_1")) return null;
  return BELTS[rank(grade) - AUTHORISATION_GAP] ?? null;
}

const label = (belt: Belt) => {
  const [kind, n] = belt.split("_");
  const suffix = n === "1" ? "st" : n === "2" ? "nd" : n === "3" ? "rd" : "th";
  return `${n}${suffix} ${kind === "KYU" ? "kyu" : "dan"}`;
};

export interface PanelMember {
  userId: string;
  name: string;
  grade: Belt | null;
  maxAward: Belt;
}

/** The session's own fields: the grade offered matches the kind, the deadline comes before the day. */
export function checkSessionFields(input: {
  kind: GradingKind;
  highest_grade: Belt;
  date: string;
  application_deadline: string;
}): void {
  const fields: Record<string, string> = {};
  if (!input.highest_grade.startsWith(`${input.kind}_`)) {
    fields.highest_grade = `must be a ${input.kind.toLowerCase()} grade for a ${input.kind} session`;
  } else if (input.kind === "DAN" && rank(input.highest_grade) > rank(HIGHEST_NATIONAL_DAN)) {
    fields.highest_grade = "the federation grants dan grades up to 7th dan";
  }
  if (new Date(input.application_deadline).toISOString().slice(0, 10) > input.date) {
    fields.application_deadline = "must be on or before the exam day";
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/**
 * The panel's rules, each refused with its own code (422): an examiner may award at most what
 * their own grade allows; a dan panel has at least three examiners; someone on the panel can
 * award the highest grade offered.
 */
export function checkPanel(kind: GradingKind, highest: Belt, panel: PanelMember[]): void {
  const beyond: Record<string, string> = {};
  panel.forEach((examiner, index) => {
    const limit = authorisedUpTo(examiner.grade);
    if (!limit) {
      beyond[`examiners.${index}.member`] = `${examiner.name} holds no dan grade and may not examine`;
    } else if (rank(examiner.maxAward) > rank(limit)) {
      beyond[`examiners.${index}.max_award`] = `${examiner.name} may award at most ${label(limit)}`;
    }
  });
  if (Object.keys(beyond).length > 0) {
    throw new AppError(
      422,
      GRADING_ERROR_CODES.EXAMINER_NOT_AUTHORISED,
      `An examiner would award above their authorisation: ${Object.values(beyond).join("; ")}.`,
      { fields: beyond, action: "Lower the grade they may award, or choose another examiner." },
    );
  }
  if (kind === "DAN" && panel.length < DAN_PANEL_MINIMUM) {
    throw new AppError(
      422,
      GRADING_ERROR_CODES.DAN_PANEL_TOO_SMALL,
      `A dan grading panel needs at least ${DAN_PANEL_MINIMUM} examiners; this one has ${panel.length}.`,
      { fields: { examiners: `at least ${DAN_PANEL_MINIMUM} for a dan grading` }, action: "Add examiners." },
    );
  }
  if (!panel.some((examiner) => rank(examiner.maxAward) >= rank(highest))) {
    throw new AppError(
      422,
      GRADING_ERROR_CODES.PANEL_CANNOT_AWARD,
      `No examiner on the panel may award ${label(highest)}, the highest grade offered.`,
      {
        fields: { highest_grade: "above every examiner's award" },
        action: "Lower the grade offered or add an examiner.",
      },
    );
  }
}
