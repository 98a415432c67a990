import { gradingResultsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { permissionScope } from "../../http/permissions.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

/**
 * Score sheets and results (decision 90): the session's officials and its panel's examiners;
 * who may do what is the module's rule (scores.service.ts).
 */
export const gradingResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { results } = app.services.gradings;
  const me = (request: FastifyRequest) => authOf(request).userId;
  const scope = (request: FastifyRequest) => permissionScope(request, "events.manage");

  route(app, endpoints.examining, {}, async (request) => ({ items: await results.examining(me(request)) }));
  route(app, endpoints.scores, {}, async (request) =>
    results.sheets(me(request), await scope(request), request.params.id),
  );
  route(app, endpoints.setScores, {}, async (request) =>
    results.setScores(me(request), await scope(request), request.params.id, request.body, meta(request)),
  );
  route(app, endpoints.setResults, {}, async (request) =>
    results.setResults(me(request), await scope(request), request.params.id, request.body.results, meta(request)),
  );
  route(app, endpoints.close, {}, async (request) =>
    results.close(me(request), await scope(request), request.params.id, meta(request)),
  );
  route(app, endpoints.complete, {}, async (request) =>
    results.complete(me(request), await scope(request), request.params.id, meta(request)),
  );
  route(app, endpoints.officialCertificate, {}, async (request, reply) => {
    const pdf = await results.certificate(
      me(request),
      await scope(request),
      request.params.id,
      request.params.application,
    );
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", 'attachment; filename="gkf-grade-certificate.pdf"')
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
};
