import { z } from "zod";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import {
  ApplicationRequestSchema,
  GradeMinimumSchema,
  GradeMinimumsWriteSchema,
  GradingApplicationSchema,
  GradingCandidateSchema,
  GradingPanelWriteSchema,
  GradingSessionSchema,
  GradingWriteSchema,
  MemberGradingSchema,
  OverrideRequestSchema,
} from "../gradings.js";
import { lazySchema } from "../lazy-schema.js";
import { listOf } from "../pagination.js";
import { InitializePaymentResponseSchema } from "../payments.js";

const tags = ["Gradings"] as const;
const sessionId = lazySchema(() => z.object({ id: z.string().max(64) }));
const applicationId = lazySchema(() => z.object({ id: z.string().max(64), applicationId: z.string().max(64) }));
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
  // The candidate's side (decision 91)
  open: defineEndpoint({
    method: "GET",
    path: "/gkf/gradings",
    summary: "Grading sessions open for applications, and those the caller applied to until the exam day",
    description:
      "Each with `me`: the grade the caller would apply for (or why the session offers none), their eligibility for it at the exam date, rule by rule, and their application (paid, ready). Sessions whose deadline has passed stay listed until the exam day when the caller has a live application.",
    tags,
    auth: "bearer",
    responses: { 200: listOf(MemberGradingSchema), ...errorAnswers(401) },
  }),
  session: defineEndpoint({
    method: "GET",
    path: "/gkf/gradings/:id",
    summary: "One grading session with the caller as candidate",
    description: "A DRAFT session is 404 except for its officials.",
    tags,
    auth: "bearer",
    params: sessionId,
    responses: { 200: MemberGradingSchema, ...errorAnswers(401, 404) },
  }),
  candidates: defineEndpoint({
    method: "GET",
    path: "/gkf/gradings/:id/candidates",
    summary: "An instructor's students as candidates of a session: next grade, eligibility, application",
    description:
      "The ACTIVE students of every dojo the caller teaches at (head or assistant; dojos flag on). 403 for anyone who teaches at no dojo.",
    tags,
    auth: "bearer",
    params: sessionId,
    responses: { 200: listOf(GradingCandidateSchema), ...errorAnswers(401, 403, 404) },
  }),
  withdraw: defineEndpoint({
    method: "PATCH",
    path: "/gkf/gradings/:id/applications/:applicationId/withdraw",
    summary:
      "Withdraw an application until the deadline (the candidate, who applied, or an instructor of theirs); frees the place",
    description:
      "200 with the WITHDRAWN application. 403 NOT_YOUR_APPLICATION; 409 APPLICATIONS_CLOSED after the deadline; 409 APPLICATION_WITHDRAWN when already withdrawn. A paid fee is not refunded automatically (decision 91).",
    tags,
    auth: "bearer",
    params: applicationId,
    body: z.strictObject({}).nullish(),
    responses: { 200: GradingApplicationSchema, ...errorAnswers(401, 403, 404, 409) },
  }),
  pay: defineEndpoint({
    method: "POST",
    path: "/gkf/gradings/:id/applications/:applicationId/pay",
    summary: "Start paying a session's fee for an application (the candidate, who applied, or an instructor of theirs)",
    description:
      "201 with a new payment, 200 with the open one (purpose GRADING_FEE). Verified with POST /my-account/membership/payment/verify and credited once: the application becomes `paid` (a second payment is recorded DUPLICATE, to refund). 409 NOTHING_TO_PAY when the session is free, the fee is paid, or the application is withdrawn.",
    tags,
    auth: "bearer",
    params: applicationId,
    body: z.strictObject({}).nullish(),
    responses: {
      200: InitializePaymentResponseSchema,
      201: InitializePaymentResponseSchema,
      ...errorAnswers(401, 403, 404, 409, 502),
    },
  }),
  override: defineEndpoint({
    method: "POST",
    path: "/admin/gradings/:id/applications/:applicationId/overrides",
    summary: "Override a rule an application fails, with a written reason (audited)",
    description:
      "Officials with events.manage over the session's region (national: any session); a dojo's head instructor may not override, even for their own dojo's session (403). 201 with the application: the rule shows as met, with the override's reason and who. 400 when the reason is shorter than 10 characters; 409 RULE_NOT_FAILED, ALREADY_OVERRIDDEN, APPLICATION_WITHDRAWN.",
    tags,
    auth: "bearer",
    permission: "events.manage",
    params: applicationId,
    body: OverrideRequestSchema,
    responses: { 201: GradingApplicationSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
};
