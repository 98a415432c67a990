import { positionsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { positions } = app.services;

  route(app, endpoints.available, {}, async (request) => ({
    items: await positions.available(authOf(request).userId),
  }));

  route(app, endpoints.apply, {}, async (request) =>
    positions.apply(authOf(request).userId, request.body, meta(request)),
  );

  route(app, endpoints.withdraw, {}, async (request) =>
    positions.withdraw(authOf(request).userId, request.body.position, meta(request)),
  );

  route(app, endpoints.myApplications, {}, async (request) => ({
    items: await positions.mine(authOf(request).userId),
  }));

  // Officials

  route(app, endpoints.adminList, {}, async (request) => {
    await requirePermission(request, "positions.manage");
    return { items: await positions.listForOfficials() };
  });

  route(app, endpoints.create, {}, async (request) => {
    const scope = await requirePermission(request, "positions.manage");
    return positions.create(scope.userId, request.body, meta(request));
  });

  route(app, endpoints.edit, {}, async (request) => {
    const scope = await requirePermission(request, "positions.manage");
    return positions.edit(scope.userId, request.params.id, request.body, meta(request));
  });

  for (const [endpoint, status] of [
    [endpoints.open, "OPEN"],
    [endpoints.close, "CLOSED"],
  ] as const) {
    route(app, endpoint, {}, async (request) => {
      const scope = await requirePermission(request, "positions.manage");
      return positions.setStatus(scope.userId, request.params.id, status, meta(request));
    });
  }

  route(app, endpoints.applicants, {}, async (request) => {
    await requirePermission(request, "positions.manage");
    return { items: await positions.applicants(request.params.id) };
  });

  route(app, endpoints.decide, {}, async (request) => {
    const scope = await requirePermission(request, "positions.manage");
    return positions.decide(scope.userId, request.params.id, request.params.applicationId, request.body, meta(request));
  });
};
