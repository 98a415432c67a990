import { statisticsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

/** GET /admin/statistics: every official (members.read); regional admins their region. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.get, {}, async (request) => {
    const scope = await requirePermission(request, "members.read");
    return app.services.statistics.get(scope, request.query.region, { fresh: request.query.fresh });
  });
};
