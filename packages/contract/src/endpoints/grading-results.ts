import { z } from "zod";
import { defineEndpoint, errorAnswers, fileAnswer } from "../endpoint.js";
import {
  GradeVerificationSchema,
  GradingResultsWriteSchema,
  ScoreSheetsSchema,
  ScoreSheetWriteSchema,
} from "../grading-results.js";
import { GradingSessionSchema } from "../gradings.js";
import { lazySchema } from "../lazy-schema.js";
import { listOf } from "../pagination.js";

const tags = ["Gradings"] as const;
const sessionId = lazySchema(() => z.object({ id: z.string().max(64) }));
const panel =
  "The session's officials (events.manage for its host, a dojo's head instructor for their dojo's sessions) and the examiners on its panel; anyone else 403 NOT_ON_PANEL.";

/** The signed token a grade certificate's QR code carries: the award's id and its signature. */
export const GradeTokenParamsSchema = lazySchema(() =>
  z.object({
    token: z
      .string()
      .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, { error: "is not a grade certificate token" })
      .describe("The signed token of a grade certificate's QR code"),
  }),
);

/** Score sheets, results, awarded grades and their certificates (issue 14, "Gradings"; decision 90). */
export const gradingResultsEndpoints = {
  examining: defineEndpoint({
    method: "GET",
    path: "/gkf/gradings/examining",
    summary: "The grading sessions the caller examines (on the panel), newest first",
    tags,
    auth: "bearer",
    responses: { 200: listOf(GradingSessionSchema), ...errorAnswers(401) },
  }),
  scores: defineEndpoint({
    method: "GET",
    path: "/admin/gradings/:id/scores",
    summary: "The score sheets: per candidate, per component, each examiner's mark, the verdict and the result",
    description: panel,
    tags,
    auth: "bearer",
    params: sessionId,
    responses: { 200: ScoreSheetsSchema, ...errorAnswers(401, 403, 404) },
  }),
  setScores: defineEndpoint({
    method: "PUT",
    path: "/admin/gradings/:id/scores",
    summary: "An examiner's marks (their own sheet, or an official entering it for a named examiner)",
    description:
      "Marks replace the examiner's earlier mark for the same candidate and component. 403 NOT_ON_PANEL (the caller, or the named examiner, is not on the panel; only officials name an examiner); 403 EXAMINER_NOT_AUTHORISED (the candidate's grade is above what the examiner may award in this session); 409 GRADING_NOT_HELD_YET (before the exam day), GRADING_NOT_OPEN_FOR_RESULTS (not PUBLISHED or CLOSED), RESULT_FINAL (the candidate's result is confirmed); 422 NOT_A_CANDIDATE (no such application that may be examined in this session).",
    tags,
    auth: "bearer",
    params: sessionId,
    body: ScoreSheetWriteSchema,
    responses: { 200: ScoreSheetsSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
  }),
  setResults: defineEndpoint({
    method: "PUT",
    path: "/admin/gradings/:id/results",
    summary: "Confirm candidates' results: PASSED awards the grade at once, PARTIAL names the parts to retake",
    description:
      "By the session's officials, or an examiner on the panel authorised for each candidate's grade (403 EXAMINER_NOT_AUTHORISED otherwise). A result omitted is the sheets' proposal (422 SHEETS_INCOMPLETE while a component has no mark). A confirmed result is final (409 RESULT_FINAL). PASSED adds the grade to the member's belt history (source: GKF grading), moves their current belt, issues the certificate and tells the member, in one transaction. PARTIAL: retake within 12 months of the exam day. 409 GRADING_NOT_HELD_YET, GRADING_NOT_OPEN_FOR_RESULTS; 422 NOT_A_CANDIDATE.",
    tags,
    auth: "bearer",
    params: sessionId,
    body: GradingResultsWriteSchema,
    responses: { 200: ScoreSheetsSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
  }),
  close: defineEndpoint({
    method: "PATCH",
    path: "/admin/gradings/:id/close",
    summary: "Close a PUBLISHED session: no more applications; marks and results go on",
    description: "The session's officials. 409 INVALID_TRANSITION.",
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: sessionId,
    body: z.strictObject({}).nullish(),
    responses: { 200: GradingSessionSchema, ...errorAnswers(401, 403, 404, 409) },
  }),
  complete: defineEndpoint({
    method: "PATCH",
    path: "/admin/gradings/:id/complete",
    summary: "Complete a held session once every candidate has a result: nothing changes after",
    description:
      "The session's officials. 409 RESULTS_MISSING (a candidate without a confirmed result), GRADING_NOT_HELD_YET, INVALID_TRANSITION.",
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: sessionId,
    body: z.strictObject({}).nullish(),
    responses: { 200: GradingSessionSchema, ...errorAnswers(401, 403, 404, 409) },
  }),
  officialCertificate: defineEndpoint({
    method: "GET",
    path: "/admin/gradings/:id/applications/:application/certificate.pdf",
    summary: "A passed candidate's grade certificate (the session's officials)",
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: z.object({ id: z.string().max(64), application: z.string().max(64) }),
    responses: { 200: fileAnswer(["application/pdf"], "The grade certificate"), ...errorAnswers(401, 403, 404) },
  }),
  myCertificate: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/grades/:id/certificate.pdf",
    summary: "The caller's grade certificate for a grade awarded at a GKF grading (`id`: the belt history entry)",
    tags: ["Membership"],
    auth: "bearer",
    params: z.object({ id: z.string().max(64) }),
    responses: { 200: fileAnswer(["application/pdf"], "The grade certificate"), ...errorAnswers(401, 404) },
  }),
  verifyGrade: defineEndpoint({
    method: "GET",
    path: "/public/grades/verify/:token",
    summary: "Check a grade certificate by the signed token of its QR code",
    description:
      "The member's name (minors: first name and initial), membership number, grade, grading day, venue and panel. A token the federation did not sign answers 400 GRADE_CERTIFICATE_NOT_GENUINE; 404 when the award no longer exists.",
    tags: ["Public"],
    auth: "none",
    params: GradeTokenParamsSchema,
    responses: { 200: GradeVerificationSchema, ...errorAnswers(400, 404, 429) },
  }),
};
