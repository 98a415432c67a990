import { gradingsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { permissionScope } from "../../http/permissions.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

/**
 * Grading sessions: officials with events.manage (national any, regional their region's) and a
 * dojo's head instructor for their dojo's sessions. Who may host which session is the module's rule.
 */
export const gradingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions: gradings, applications, candidates } = app.services.gradings;
  const me = (request: FastifyRequest) => authOf(request).userId;
  const scope = (request: FastifyRequest) => permissionScope(request, "events.manage");

  route(app, endpoints.adminList, {}, async (request) => ({
    items: await gradings.list(me(request), await scope(request)),
  }));
  route(app, endpoints.create, {}, async (request) =>
    gradings.create(me(request), await scope(request), request.body, meta(request)),
  );
  route(app, endpoints.get, {}, async (request) => gradings.get(me(request), await scope(request), request.params.id));
  route(app, endpoints.setPanel, {}, async (request) =>
    gradings.setPanel(me(request), await scope(request), request.params.id, request.body.examiners, meta(request)),
  );
  route(app, endpoints.publish, {}, async (request) =>
    gradings.publish(me(request), await scope(request), request.params.id, meta(request)),
  );
  route(app, endpoints.minimums, {}, async (request) => ({
    items: await applications.minimums(me(request), await scope(request)),
  }));
  route(app, endpoints.setMinimums, {}, async (request) => ({
    items: await applications.setMinimums(me(request), await scope(request), request.body.minimums, meta(request)),
  }));
  route(app, endpoints.apply, {}, async (request) =>
    applications.apply(me(request), request.params.id, request.body, meta(request)),
  );
  route(app, endpoints.applications, {}, async (request) => ({
    items: await applications.list(me(request), await scope(request), request.params.id),
  }));

  // The candidate's side (decision 91)
  route(app, endpoints.open, {}, async (request) => ({ items: await candidates.open(me(request)) }));
  route(app, endpoints.session, {}, async (request) =>
    candidates.session(me(request), await scope(request), request.params.id),
  );
  route(app, endpoints.candidates, {}, async (request) => ({
    items: await candidates.studentsOf(me(request), await scope(request), request.params.id),
  }));
  route(app, endpoints.withdraw, {}, async (request) =>
    candidates.withdraw(me(request), request.params.id, request.params.applicationId, meta(request)),
  );
  route(app, endpoints.pay, {}, async (request, reply) => {
    const { created, body } = await candidates.pay(me(request), request.params.id, request.params.applicationId);
    reply.status(created ? 201 : 200);
    return body;
  });
  route(app, endpoints.override, {}, async (request) =>
    candidates.override(
      me(request),
      await scope(request),
      request.params.id,
      request.params.applicationId,
      request.body,
      meta(request),
    ),
  );
};
