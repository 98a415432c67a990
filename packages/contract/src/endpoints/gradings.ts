import { z } from "zod";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import {
  ApplicationRequestSchema,
  GradeMinimumSchema,
  GradeMinimumsWriteSchema,
  GradingApplicationSchema,
  GradingPanelWriteSchema,
  GradingSessionSchema,
  GradingWriteSchema,
} from "../gradings.js";
import { listOf } from "../pagination.js";

const tags = ["Gradings"] as const;
const sessionId = z.object({ id: z.string().max(64) });
const officials =
  "Officials only: a federation admin for any session, a regional admin for their region's sessions, a dojo's head instructor for their dojo's sessions (dojos flag on); anyone else 403.";
const panelRules =
  "422 DAN_PANEL_TOO_SMALL (a dan panel needs at least three examiners); 422 EXAMINER_NOT_AUTHORISED (an examiner set to award above what their own grade allows: two grades below it, and only dan holders examine); 422 PANEL_CANNOT_AWARD (no examiner may award the highest grade offered).";

/** Grading sessions and their examiner panels (issue 14, "Gradings"). */
export const gradingsEndpoints = {
  adminList: defineEndpoint({
    method: "GET",
    path: "/admin/gradings",
    summary: "The grading sessions the caller hosts",
    description: officials,
    tags,
    auth: "bearer",
    permission: "events.manage",
    responses: { 200: listOf(GradingSessionSchema), ...errorAnswers(401, 403) },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/admin/gradings",
    summary: "Create a grading session (as a DRAFT) with its examiner panel",
    description: `${officials} ${panelRules}`,
    tags,
    auth: "bearer",
    permission: "events.manage",
    body: GradingWriteSchema,
    responses: { 201: GradingSessionSchema, ...errorAnswers(400, 401, 403, 422) },
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/admin/gradings/:id",
    summary: "One grading session with its panel",
    description: officials,
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: sessionId,
    responses: { 200: GradingSessionSchema, ...errorAnswers(401, 403, 404) },
  }),
  setPanel: defineEndpoint({
    method: "PUT",
    path: "/admin/gradings/:id/panel",
    summary: "Replace the examiner panel of a session not yet completed or cancelled",
    description: `${officials} ${panelRules} 409 GRADING_NOT_EDITABLE.`,
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: sessionId,
    body: GradingPanelWriteSchema,
    responses: { 200: GradingSessionSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
  }),
  publish: defineEndpoint({
    method: "PATCH",
    path: "/admin/gradings/:id/publish",
    summary: "Publish a DRAFT session: candidates may then apply until the deadline",
    description: `${officials} 409 INVALID_TRANSITION.`,
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: sessionId,
    body: z.strictObject({}).nullish(),
    responses: { 200: GradingSessionSchema, ...errorAnswers(401, 403, 404, 409) },
  }),
  minimums: defineEndpoint({
    method: "GET",
    path: "/admin/gradings/minimums",
    summary: "The minimums per grade (kyu: months, trainings, age; dan: trainings, with WKF's age and time)",
    tags,
    auth: "bearer",
    permission: "events.manage",
    responses: { 200: listOf(GradeMinimumSchema), ...errorAnswers(401, 403) },
  }),
  setMinimums: defineEndpoint({
    method: "PUT",
    path: "/admin/gradings/minimums",
    summary: "Set the minimums of some grades (national officials only)",
    description: "Dan grades take only `trainings`: their age and time follow WKF's table (400 otherwise).",
    tags,
    auth: "bearer",
    permission: "events.manage",
    body: GradeMinimumsWriteSchema,
    responses: { 200: listOf(GradeMinimumSchema), ...errorAnswers(400, 401, 403) },
  }),
  apply: defineEndpoint({
    method: "POST",
    path: "/gkf/gradings/:id/applications",
    summary: "Apply for the next grade (oneself, or an instructor for a student of their dojo)",
    description:
      "201 with the application and its eligibility at the exam date, rule by rule (an application that fails a rule stands: an official may override it). 409 APPLICATIONS_CLOSED, GRADE_NOT_OFFERED, ALREADY_APPLIED, GRADING_FULL; 403 NOT_YOUR_STUDENT.",
    tags,
    auth: "bearer",
    params: sessionId,
    body: ApplicationRequestSchema,
    responses: { 201: GradingApplicationSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  applications: defineEndpoint({
    method: "GET",
    path: "/admin/gradings/:id/applications",
    summary: "A session's applications with each candidate's eligibility judged now",
    description: officials,
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: sessionId,
    responses: { 200: listOf(GradingApplicationSchema), ...errorAnswers(401, 403, 404) },
  }),
};
