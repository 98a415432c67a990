import {
  type CandidateSheet,
  GRADING_COMPONENTS,
  GRADING_RESULT_ERROR_CODES,
  type GradingComponent,
  type GradingResult,
  type GradingResultsWriteSchema,
} from "@gkf/contract";
import type { z } from "zod";
import { AppError, validationFailed } from "../../http/errors.js";
import type { GradingResultRow, GradingScoreRow } from "./grading-results.table.js";

/**
 * The rules of a score sheet (decision 90), without the database: a component's verdict from its
 * marks, the result the sheets propose, and the result an official's confirmation records.
 */

type ResultsWrite = z.output<typeof GradingResultsWriteSchema>["results"];
export type Proposal = { result: GradingResult; retake: GradingComponent[] };

const CODES = GRADING_RESULT_ERROR_CODES;

/** The components' names in the members' messages. */
export const COMPONENT_NAMES = {
  en: { KIHON: "kihon", KATA: "kata", KUMITE: "kumite" },
  fr: { KIHON: "kihon", KATA: "kata", KUMITE: "kumité" },
} as const;

export function retakeOf(result: GradingResultRow | undefined): GradingComponent[] {
  return result?.retake ? (result.retake.split(",") as GradingComponent[]) : [];
}

/** A component passes when more than half of the examiners who marked it passed it; a credit passes it. */
export function componentMarks(component: GradingComponent, marks: GradingScoreRow[], credited: boolean) {
  const passes = marks.filter((mark) => mark.passed === 1).length;
  return {
    component,
    marks: marks.map((mark) => ({
      examiner: mark.examiner_id,
      mark: mark.mark,
      passed: mark.passed === 1,
      recorded_by: mark.recorded_by,
      recorded_at: mark.recorded_at,
    })),
    verdict: credited
      ? ("PASSED" as const)
      : marks.length === 0
        ? ("PENDING" as const)
        : passes * 2 > marks.length
          ? ("PASSED" as const)
          : ("FAILED" as const),
    credited,
  };
}

/** Every component decided: all passed PASSED, none FAILED, else PARTIAL with the failed ones to retake. */
export function propose(verdicts: Array<"PASSED" | "FAILED" | "PENDING">): Proposal | null {
  if (verdicts.includes("PENDING")) return null;
  const failed = GRADING_COMPONENTS.filter((_, index) => verdicts[index] === "FAILED");
  if (failed.length === 0) return { result: "PASSED", retake: [] };
  if (failed.length === GRADING_COMPONENTS.length) return { result: "FAILED", retake: [] };
  return { result: "PARTIAL", retake: failed };
}

/** The result to record: the one given, else the sheets' proposal; PARTIAL's parts to retake. */
export function decide(entry: ResultsWrite[number], sheet: CandidateSheet, index: number): Proposal {
  const result = entry.result ?? sheet.proposed?.result;
  if (!result) {
    throw new AppError(
      422,
      CODES.SHEETS_INCOMPLETE,
      `${sheet.member.first_name} ${sheet.member.last_name} has a component without marks: give the result or complete the sheets.`,
      { fields: { [`results.${index}.result`]: "a component has no mark yet" } },
    );
  }
  if (result !== "PARTIAL") return { result, retake: [] };
  const retake = entry.retake ?? (sheet.proposed?.result === "PARTIAL" ? sheet.proposed.retake : []);
  if (retake.length === 0 || retake.length === GRADING_COMPONENTS.length) {
    throw validationFailed({
      [`results.${index}.retake`]: "a PARTIAL result names one or two components to retake",
    });
  }
  return { result, retake: GRADING_COMPONENTS.filter((component) => retake.includes(component)) };
}
