import { z } from "zod";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import { GradingPanelWriteSchema, GradingSessionSchema, GradingWriteSchema } from "../gradings.js";
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
};
