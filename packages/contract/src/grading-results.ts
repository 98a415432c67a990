import { z } from "zod";
import { CalendarDateSchema } from "./dates.js";
import { GRADING_APPLICATION_STATUSES, GRADING_STATUSES } from "./gradings.js";
import { lazySchema } from "./lazy-schema.js";
import { BELTS } from "./memberships.js";

/**
 * Score sheets, results and awarded grades (PRODUCT.md, "Gradings"; issue 14; decision 90).
 * Each examiner of the panel marks each candidate per component; a component passes when more
 * than half of the examiners who marked it passed it; the session's officials (or an examiner
 * authorised for the candidate's grade) confirm the result, which is final: a pass awards the
 * grade at once, a PARTIAL names the components to retake within 12 months.
 */

export const GRADING_COMPONENTS = ["KIHON", "KATA", "KUMITE"] as const;
export type GradingComponent = (typeof GRADING_COMPONENTS)[number];
export const GRADING_RESULTS = ["PASSED", "FAILED", "PARTIAL"] as const;
export type GradingResult = (typeof GRADING_RESULTS)[number];
/** A PARTIAL result's components are retaken within this many months of the exam day. */
export const RETAKE_MONTHS = 12;
/** Marks run from 0 to this, whole numbers. */
export const HIGHEST_MARK = 10;

/** Refusals of the score sheets and results (besides GRADING_ERROR_CODES.EXAMINER_NOT_AUTHORISED, 403 here). */
export const GRADING_RESULT_ERROR_CODES = {
  NOT_ON_PANEL: "NOT_ON_PANEL",
  GRADING_NOT_HELD_YET: "GRADING_NOT_HELD_YET",
  GRADING_NOT_OPEN_FOR_RESULTS: "GRADING_NOT_OPEN_FOR_RESULTS",
  NOT_A_CANDIDATE: "NOT_A_CANDIDATE",
  RESULT_FINAL: "RESULT_FINAL",
  SHEETS_INCOMPLETE: "SHEETS_INCOMPLETE",
  RESULTS_MISSING: "RESULTS_MISSING",
} as const;

export const ScoreWriteSchema = lazySchema(() =>
  z.strictObject({
    application: z.string().min(1).max(64).describe("The candidate's application id"),
    component: z.enum(GRADING_COMPONENTS),
    mark: z.number().int().min(0).max(HIGHEST_MARK).describe("The examiner's mark, 0 to 10"),
    passed: z.boolean().describe("The examiner's verdict on this component"),
  }),
);

export const ScoreSheetWriteSchema = lazySchema(() =>
  z
    .strictObject({
      examiner: z
        .string()
        .min(1)
        .max(64)
        .optional()
        .describe(
          "The examiner whose sheet this is: omitted, the caller's own; an official of the session may enter an examiner's sheet on their behalf by naming them",
        ),
      scores: z.array(ScoreWriteSchema).min(1).max(600),
    })
    .describe("ScoreSheetWrite"),
);
export type ScoreSheetWrite = z.input<typeof ScoreSheetWriteSchema>;

const PersonSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    code: z.string().nullable().describe("Membership number"),
  }),
);

export const ComponentMarksSchema = lazySchema(() =>
  z.object({
    component: z.enum(GRADING_COMPONENTS),
    marks: z.array(
      z.object({
        examiner: z.string().describe("The examiner's user id (see the session's examiners)"),
        mark: z.number().int(),
        passed: z.boolean(),
        recorded_by: z.string().describe("Who entered it: the examiner, or an official on their behalf"),
        recorded_at: z.string(),
      }),
    ),
    verdict: z
      .enum(["PASSED", "FAILED", "PENDING"])
      .describe("PASSED when more than half of the examiners who marked it passed it; PENDING with no marks"),
    credited: z
      .boolean()
      .describe(
        "A retake: the component was passed at an earlier grading for the same grade (PARTIAL) within its 12 months, so it counts as PASSED and is not examined again",
      ),
  }),
);

export const CandidateResultSchema = lazySchema(() =>
  z.object({
    result: z.enum(GRADING_RESULTS),
    retake: z.array(z.enum(GRADING_COMPONENTS)).describe("PARTIAL: the components to retake; otherwise empty"),
    retake_deadline: CalendarDateSchema.nullable().describe("PARTIAL: retake by this day (12 months after the exam)"),
    decided_by: z.string(),
    decided_at: z.string(),
    award_id: z.string().nullable().describe("PASSED: the awarded grade in the member's belt history"),
    certificate_url: z.string().nullable().describe("PASSED: the grade certificate PDF (officials' download)"),
  }),
);
export type CandidateResult = z.infer<typeof CandidateResultSchema>;

export const CandidateSheetSchema = lazySchema(() =>
  z
    .object({
      application: z.string(),
      member: PersonSchema,
      from_grade: z.enum(BELTS).nullable(),
      grade: z.enum(BELTS).describe("The grade examined for"),
      components: z.array(ComponentMarksSchema).describe("KIHON, KATA, KUMITE in that order"),
      proposed: z
        .object({ result: z.enum(GRADING_RESULTS), retake: z.array(z.enum(GRADING_COMPONENTS)) })
        .nullable()
        .describe("What the sheets say once every component has a mark: all passed PASSED, none FAILED, else PARTIAL"),
      result: CandidateResultSchema.nullable().describe("The confirmed result; null until confirmed"),
    })
    .describe("CandidateSheet"),
);
export type CandidateSheet = z.infer<typeof CandidateSheetSchema>;

export const ScoreSheetsSchema = lazySchema(() =>
  z
    .object({
      session_id: z.string(),
      status: z.enum(GRADING_STATUSES),
      candidates: z.array(CandidateSheetSchema).describe("The applications that may be examined, in applying order"),
    })
    .describe("ScoreSheets"),
);
export type ScoreSheets = z.infer<typeof ScoreSheetsSchema>;

export const GradingResultWriteSchema = lazySchema(() =>
  z.strictObject({
    application: z.string().min(1).max(64),
    result: z
      .enum(GRADING_RESULTS)
      .optional()
      .describe("Omitted: the sheets' proposal (422 SHEETS_INCOMPLETE when a component has no mark yet)"),
    retake: z
      .array(z.enum(GRADING_COMPONENTS))
      .max(3)
      .optional()
      .describe("PARTIAL only: the components to retake (omitted: those the sheets failed)"),
  }),
);

export const GradingResultsWriteSchema = lazySchema(() =>
  z.strictObject({ results: z.array(GradingResultWriteSchema).min(1).max(200) }).describe("GradingResultsWrite"),
);
export type GradingResultsWrite = z.input<typeof GradingResultsWriteSchema>;

// ── Awarded grades and their certificates ────────────────────────────────────────────────────

export const GradeVerificationSchema = lazySchema(() =>
  z
    .object({
      valid: z.boolean().describe("True: the federation awarded this grade at this grading"),
      name: z.string().describe("The member's name (minors: first name and initial)"),
      code: z.string().nullable().describe("Membership number"),
      grade: z.enum(BELTS),
      grading_date: CalendarDateSchema,
      venue: z.string(),
      examiners: z.array(z.string()).describe("The panel's names"),
      awarded_at: z.string(),
      checked_at: z.string(),
    })
    .describe("GradeVerification"),
);
export type GradeVerification = z.infer<typeof GradeVerificationSchema>;

/** A member's grading application as their events page shows it. */
export const MyGradingSchema = lazySchema(() =>
  z
    .object({
      application: z.string(),
      session: z.object({
        id: z.string(),
        date: CalendarDateSchema,
        venue: z.string(),
        status: z.enum(GRADING_STATUSES),
      }),
      from_grade: z.enum(BELTS).nullable(),
      grade: z.enum(BELTS),
      status: z.enum(GRADING_APPLICATION_STATUSES),
      result: z.enum(GRADING_RESULTS).nullable(),
      retake: z.array(z.enum(GRADING_COMPONENTS)),
      retake_deadline: CalendarDateSchema.nullable(),
      certificate_url: z.string().nullable().describe("PASSED: the member's grade certificate PDF"),
    })
    .describe("MyGrading"),
);
export type MyGrading = z.infer<typeof MyGradingSchema>;
