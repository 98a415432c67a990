import { membersEndpoints as endpoints, type MemberPageSchema } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { route } from "../../http/endpoint.js";
import { sendJson } from "../../http/json-answer.js";
import { requireAuthWithStaffAccess, requirePermission } from "../../http/permissions.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

/** The officials' member directory, a member's file and the actions on a member (issue 15). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { directory, actions, exports } = app.services.members;

  // The officials' hot read (decision 120): the session, grants and two-step read in one statement,
  // the answer encoded here (http/json-answer.ts).
  route(app, endpoints.list, { selfEncoded: true, auth: requireAuthWithStaffAccess }, async (request, reply) => {
    const scope = await requirePermission(request, "members.read");
    const { page, page_size, ...filter } = request.query;
    const answer: z.output<typeof MemberPageSchema> = await directory.list(scope, filter, {
      page,
      pageSize: page_size,
    });
    return sendJson(request, reply, answer);
  });

  for (const [endpoint, format] of [
    [endpoints.exportCsv, "csv"],
    [endpoints.exportXlsx, "xlsx"],
  ] as const) {
    route(app, endpoint, {}, async (request, reply) => {
      const scope = await requirePermission(request, "members.read");
      const file = exports.open(scope, request.query, format, meta(request));
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    });
  }

  route(app, endpoints.file, {}, async (request) => {
    const scope = await requirePermission(request, "members.read");
    return directory.file(scope, request.params.id);
  });

  route(app, endpoints.suspend, {}, async (request) => {
    const scope = await requirePermission(request, "members.manage");
    return actions.suspend(scope, request.params.id, request.body.reason, meta(request));
  });

  route(app, endpoints.reinstate, {}, async (request) => {
    const scope = await requirePermission(request, "members.manage");
    return actions.reinstate(scope, request.params.id, request.body.reason, meta(request));
  });

  route(app, endpoints.endSessions, {}, async (request) => {
    const scope = await requirePermission(request, "members.manage");
    return actions.endSessions(scope, request.params.id, request.body.reason, meta(request));
  });

  route(app, endpoints.correct, {}, async (request) => {
    const scope = await requirePermission(request, "members.manage");
    return actions.correct(scope, request.params.id, request.body, meta(request));
  });

  route(app, endpoints.resendActivation, {}, async (request) => {
    const scope = await requirePermission(request, "members.manage");
    return actions.resendActivation(scope, request.params.id, request.body.reason, meta(request));
  });
};
