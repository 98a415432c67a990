import { eventsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { permissionScope } from "../../http/permissions.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

/**
 * Events: members find and enter them; organisers (events.manage grants, or a dojo's head
 * instructor for their dojo's events) run them. Who may organise which event is the module's rule.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events, entries, eventDay, exports, statistics } = app.services.events;
  const me = (request: FastifyRequest) => authOf(request).userId;
  const scope = (request: FastifyRequest) => permissionScope(request, "events.manage");

  // Members
  route(app, endpoints.list, {}, async (request) => ({ items: await events.list(me(request), request.query) }));
  route(app, endpoints.get, {}, async (request) => events.get(me(request), request.params.id));
  route(app, endpoints.enter, {}, async (request) =>
    entries.enter(me(request), request.params.id, request.body, meta(request)),
  );
  route(app, endpoints.withdraw, {}, async (request) =>
    entries.withdraw(me(request), request.params.id, request.params.entryId, request.body?.note, meta(request)),
  );
  route(app, endpoints.consent, {}, async (request) =>
    entries.consent(me(request), request.params.id, request.params.entryId, meta(request)),
  );
  route(app, endpoints.pay, {}, async (request, reply) => {
    const { created, body } = await entries.pay(me(request), request.params.id, request.params.entryId);
    reply.status(created ? 201 : 200);
    return body;
  });
  route(app, endpoints.mine, {}, async (request) => ({
    items: await entries.mine(me(request)),
    // The member's gradings, asked of the gradings module (decision 90).
    gradings: await app.services.gradings.results.mine(me(request)),
  }));

  // Organisers
  route(app, endpoints.adminList, {}, async (request) => ({
    items: await events.adminList(me(request), await scope(request)),
  }));
  route(app, endpoints.create, {}, async (request) =>
    events.create(me(request), await scope(request), request.body, meta(request)),
  );
  route(app, endpoints.update, {}, async (request) =>
    events.update(me(request), await scope(request), request.params.id, request.body, meta(request)),
  );
  route(app, endpoints.publish, {}, async (request) =>
    events.publish(me(request), await scope(request), request.params.id, meta(request)),
  );
  route(app, endpoints.close, {}, async (request) =>
    events.close(me(request), await scope(request), request.params.id, meta(request)),
  );
  route(app, endpoints.cancel, {}, async (request) =>
    events.cancel(me(request), await scope(request), request.params.id, meta(request)),
  );
  route(app, endpoints.entries, {}, async (request) => ({
    items: await eventDay.entries(me(request), await scope(request), request.params.id),
  }));
  route(app, endpoints.checkIn, {}, async (request) =>
    eventDay.checkIn(me(request), await scope(request), request.params.id, request.params.entryId, meta(request)),
  );
  route(app, endpoints.results, {}, async (request) => ({
    items: await eventDay.recordResults(
      me(request),
      await scope(request),
      request.params.id,
      request.body,
      meta(request),
    ),
  }));
  route(app, endpoints.checkInByCode, {}, async (request) =>
    eventDay.checkInByCode(me(request), await scope(request), request.params.id, request.body, meta(request)),
  );
  route(app, endpoints.checkInPdf, {}, async (request, reply) =>
    sendFile(
      reply,
      "application/pdf",
      await exports.checkInPdf(me(request), await scope(request), request.params.id, request.query.category),
    ),
  );
  route(app, endpoints.resultsPdf, {}, async (request, reply) =>
    sendFile(reply, "application/pdf", await exports.resultsPdf(me(request), await scope(request), request.params.id)),
  );
  route(app, endpoints.resultsCsv, {}, async (request, reply) =>
    sendFile(
      reply,
      "text/csv; charset=utf-8",
      await exports.resultsCsv(me(request), await scope(request), request.params.id, meta(request)),
    ),
  );
  route(app, endpoints.statistics, {}, async (request) => statistics.statistics(await scope(request), request.query));
  route(app, endpoints.entriesCsv, {}, async (request, reply) => {
    const { body, filename } = await eventDay.entriesCsv(
      me(request),
      await scope(request),
      request.params.id,
      request.query.category,
      meta(request),
    );
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "private, no-store")
      .send(body);
  });
};

/** A file the organiser downloads: never cached, saved under its name. */
function sendFile(reply: FastifyReply, type: string, file: { body: Buffer; filename: string }) {
  return reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}
