import { staffEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

/** GET/POST /admin/staff and DELETE /admin/staff/:grantId: super admins only (staff.manage). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staff;
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  });

  route(app, endpoints.list, {}, async (request) => {
    await requirePermission(request, "staff.manage");
    return { items: await staff.list() };
  });

  route(app, endpoints.grant, {}, async (request) => {
    const scope = await requirePermission(request, "staff.manage");
    return staff.grant(scope.userId, request.body, meta(request));
  });

  route(app, endpoints.revoke, {}, async (request) => {
    const scope = await requirePermission(request, "staff.manage");
    await staff.revoke(scope.userId, request.params.grantId, meta(request));
    return null;
  });
};
