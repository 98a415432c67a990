import { privacyEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentActingFor } from "../../http/acting-for.js";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });
const me = (request: FastifyRequest) => authOf(request).userId;
/**
 * Whose consents and access log are read: the signed-in person, or the child a guardian acts for
 * (X-Acting-For makes authOf the child's, decision 104). Who gave a consent is the guardian then.
 */
const subject = me;
const giver = (request: FastifyRequest) => currentActingFor()?.actorUserId ?? me(request);

/** Download my data, close my account, and officials' refusals (Act 843, decision 97). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accessLog, consents, erasure, exports } = app.services.privacy;

  route(app, endpoints.overview, {}, async (request) => {
    const [latestExport, latestErasure] = await Promise.all([exports.latest(me(request)), erasure.latest(me(request))]);
    return { export: latestExport, erasure: latestErasure };
  });
  route(app, endpoints.requestExport, {}, async (request) => exports.request(me(request)));
  route(app, endpoints.getExport, {}, async (request) => exports.get(me(request), request.params.id));
  route(app, endpoints.downloadExport, {}, async (request, reply) => {
    const { data, name } = await exports.download(me(request), request.params.id);
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "private, no-store")
      .send(data);
  });
  route(app, endpoints.requestErasure, {}, async (request) =>
    erasure.request(me(request), request.body.reason, meta(request)),
  );
  route(app, endpoints.withdrawErasure, {}, async (request) => erasure.withdraw(me(request), meta(request)));

  route(app, endpoints.adminList, {}, async (request) => {
    const scope = await requirePermission(request, "members.manage");
    return { items: await erasure.list(scope, request.query.status ?? "REQUESTED") };
  });
  route(app, endpoints.refuseErasure, {}, async (request) => {
    const scope = await requirePermission(request, "members.manage");
    return erasure.refuse(scope, request.params.id, request.body.reason, meta(request));
  });

  // Consent versions and the access log (decision 105).
  route(app, endpoints.consents, {}, async (request) => {
    const answer = await consents.consents(subject(request));
    // A child's own sign-in (13–17) is not asked: their guardian accepts for them (decision 104).
    const ownChildSession = !currentActingFor() && (await app.services.families.hasGuardian(me(request)));
    return ownChildSession ? { ...answer, required: null } : answer;
  });
  route(app, endpoints.acceptConsent, {}, async (request) =>
    consents.accept(subject(request), giver(request), request.body.version, meta(request)),
  );
  route(app, endpoints.accessLog, {}, async (request) => ({ items: await accessLog.of(subject(request)) }));
  // An official publishes a new version of the notice (decision 111).
  route(app, endpoints.adminNotices, {}, async (request) => {
    await requirePermission(request, "settings.manage");
    return { items: await consents.notices() };
  });
  route(app, endpoints.publishNotice, {}, async (request) => {
    await requirePermission(request, "settings.manage");
    return consents.publish(me(request), request.body, meta(request));
  });
};
