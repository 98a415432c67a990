import {
  AdminPositionSchema,
  ApplicantSchema,
  ApplicationDecisionSchema,
  ApplicationSchema,
  ApplyRequestSchema,
  AvailablePositionSchema,
  ErrorBodySchema,
  PositionWriteSchema,
  WithdrawRequestSchema,
} from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { requirePermission } from "../../http/permissions.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const security = [{ bearer: [] }];
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { positions } = app.services;

  app.get(
    "/gkf/positions/available",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Positions whose application window is open, with the caller's eligibility and application",
        security,
        response: { 200: z.object({ items: z.array(AvailablePositionSchema) }), 401: ErrorBodySchema },
      },
    },
    async (request) => ({ items: await positions.available(authOf(request).userId) }),
  );

  app.post(
    "/gkf/my-positions/applications/apply",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Apply for a position, with an optional statement",
        description:
          "409 APPLICATION_WINDOW_CLOSED when the window is closed, 403 NOT_ELIGIBLE naming each reason (unpaid, not compliant, belt too low, membership type), 409 ALREADY_APPLIED when a live application exists.",
        security,
        body: ApplyRequestSchema,
        response: { 201: ApplicationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await positions.apply(authOf(request).userId, request.body, meta(request))),
  );

  app.patch(
    "/gkf/my-positions/applications/withdraw",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Withdraw one's own application before it is decided",
        security,
        body: WithdrawRequestSchema,
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) => positions.withdraw(authOf(request).userId, request.body.position, meta(request)),
  );

  app.get(
    "/gkf/my-positions/applications",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "The caller's applications, newest first",
        security,
        response: { 200: z.object({ items: z.array(ApplicationSchema) }), 401: ErrorBodySchema },
      },
    },
    async (request) => ({ items: await positions.mine(authOf(request).userId) }),
  );

  // Officials

  const idParams = z.object({ id: z.string().max(64) });

  app.get(
    "/admin/positions",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Every position with application counts",
        security,
        response: { 200: z.object({ items: z.array(AdminPositionSchema) }), ...errors },
      },
    },
    async (request) => {
      await requirePermission(request, "positions.manage");
      return { items: await positions.listForOfficials() };
    },
  );

  app.post(
    "/admin/positions",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Create a position (as a draft)",
        security,
        body: PositionWriteSchema,
        response: { 201: AdminPositionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await requirePermission(request, "positions.manage");
      return reply.status(201).send(await positions.create(scope.userId, request.body, meta(request)));
    },
  );

  app.put(
    "/admin/positions/:id",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Edit a position",
        security,
        params: idParams,
        body: PositionWriteSchema,
        response: { 200: AdminPositionSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requirePermission(request, "positions.manage");
      return positions.edit(scope.userId, request.params.id, request.body, meta(request));
    },
  );

  for (const [action, status] of [
    ["open", "OPEN"],
    ["close", "CLOSED"],
  ] as const) {
    app.post(
      `/admin/positions/:id/${action}`,
      {
        onRequest: requireAuth,
        schema: {
          tags: ["Positions"],
          summary: `${action === "open" ? "Open" : "Close"} a position for applications`,
          security,
          params: idParams,
          response: { 200: AdminPositionSchema, ...errors },
        },
      },
      async (request) => {
        const scope = await requirePermission(request, "positions.manage");
        return positions.setStatus(scope.userId, request.params.id, status, meta(request));
      },
    );
  }

  app.get(
    "/admin/positions/:id/applications",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Applications to a position, each with the applicant's membership summary",
        security,
        params: idParams,
        response: { 200: z.object({ items: z.array(ApplicantSchema) }), ...errors },
      },
    },
    async (request) => {
      await requirePermission(request, "positions.manage");
      return { items: await positions.applicants(request.params.id) };
    },
  );

  app.patch(
    "/admin/positions/:id/applications/:applicationId",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Positions"],
        summary: "Shortlist, appoint (within the seats) or reject an application; the applicant is told",
        security,
        params: z.object({ id: z.string().max(64), applicationId: z.string().max(64) }),
        body: ApplicationDecisionSchema,
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requirePermission(request, "positions.manage");
      return positions.decide(
        scope.userId,
        request.params.id,
        request.params.applicationId,
        request.body,
        meta(request),
      );
    },
  );
};
