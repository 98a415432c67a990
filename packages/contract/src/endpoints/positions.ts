import { z } from "zod";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";
import { listOf } from "../pagination.js";
import {
  AdminPositionSchema,
  ApplicantSchema,
  ApplicationDecisionSchema,
  ApplicationSchema,
  ApplyRequestSchema,
  AvailablePositionSchema,
  PositionWriteSchema,
  WithdrawRequestSchema,
} from "../positions.js";

const tags = ["Positions"] as const;
const refusals = errorAnswers(400, 401, 403, 404, 409);
const positionId = lazySchema(() => z.object({ id: z.string().max(64) }));
const manage = "positions.manage";

/** Federation positions: members apply and withdraw; officials run positions and decide. */
export const positionsEndpoints = {
  available: defineEndpoint({
    method: "GET",
    path: "/gkf/positions/available",
    summary: "Positions whose application window is open, with the caller's eligibility and application",
    tags,
    auth: "bearer",
    responses: { 200: listOf(AvailablePositionSchema), ...errorAnswers(401) },
  }),
  apply: defineEndpoint({
    method: "POST",
    path: "/gkf/my-positions/applications/apply",
    summary: "Apply for a position, with an optional statement",
    description:
      "409 APPLICATION_WINDOW_CLOSED when the window is closed, 403 NOT_ELIGIBLE naming each reason (unpaid, not compliant, belt too low, membership type), 409 ALREADY_APPLIED when a live application exists.",
    tags,
    auth: "bearer",
    body: ApplyRequestSchema,
    responses: { 201: ApplicationSchema, ...refusals },
  }),
  withdraw: defineEndpoint({
    method: "PATCH",
    path: "/gkf/my-positions/applications/withdraw",
    summary: "Withdraw one's own application before it is decided",
    tags,
    auth: "bearer",
    body: WithdrawRequestSchema,
    responses: { 200: ApplicationSchema, ...refusals },
  }),
  myApplications: defineEndpoint({
    method: "GET",
    path: "/gkf/my-positions/applications",
    summary: "The caller's applications, newest first",
    tags,
    auth: "bearer",
    responses: { 200: listOf(ApplicationSchema), ...errorAnswers(401) },
  }),

  // Officials

  adminList: defineEndpoint({
    method: "GET",
    path: "/admin/positions",
    summary: "Every position with application counts",
    tags,
    auth: "bearer",
    permission: manage,
    responses: { 200: listOf(AdminPositionSchema), ...refusals },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/admin/positions",
    summary: "Create a position (as a draft)",
    tags,
    auth: "bearer",
    permission: manage,
    body: PositionWriteSchema,
    responses: { 201: AdminPositionSchema, ...refusals },
  }),
  edit: defineEndpoint({
    method: "PUT",
    path: "/admin/positions/:id",
    summary: "Edit a position",
    tags,
    auth: "bearer",
    permission: manage,
    params: positionId,
    body: PositionWriteSchema,
    responses: { 200: AdminPositionSchema, ...refusals },
  }),
  open: defineEndpoint({
    method: "POST",
    path: "/admin/positions/:id/open",
    summary: "Open a position for applications",
    tags,
    auth: "bearer",
    permission: manage,
    params: positionId,
    responses: { 200: AdminPositionSchema, ...refusals },
  }),
  close: defineEndpoint({
    method: "POST",
    path: "/admin/positions/:id/close",
    summary: "Close a position for applications",
    tags,
    auth: "bearer",
    permission: manage,
    params: positionId,
    responses: { 200: AdminPositionSchema, ...refusals },
  }),
  applicants: defineEndpoint({
    method: "GET",
    path: "/admin/positions/:id/applications",
    summary: "Applications to a position, each with the applicant's membership summary",
    tags,
    auth: "bearer",
    permission: manage,
    params: positionId,
    responses: { 200: listOf(ApplicantSchema), ...refusals },
  }),
  decide: defineEndpoint({
    method: "PATCH",
    path: "/admin/positions/:id/applications/:applicationId",
    summary: "Shortlist, appoint (within the seats) or reject an application; the applicant is told",
    tags,
    auth: "bearer",
    permission: manage,
    params: z.object({ id: z.string().max(64), applicationId: z.string().max(64) }),
    body: ApplicationDecisionSchema,
    responses: { 200: ApplicationSchema, ...refusals },
  }),
};
