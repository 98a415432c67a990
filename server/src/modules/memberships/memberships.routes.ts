import { membershipsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, readAlongside, requireAuthWith } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { acceptsGzip } from "../../http/precompressed.js";
import type { RecordPart, StoredRecord } from "./member-record-views.js";

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membershipRecords } = app.services;
  const { views } = membershipRecords;

  // The read model's JSON text, or its gzip for a browser that takes it (decision 109): checked
  // against the schema and compressed when it was computed, so the compression plugin is left out
  // (selfEncoded). The bearer check reads the stored record, or its summary, in the session's
  // statement; acting for a child (X-Acting-For), the child's is read on its own (decision 117).
  const partOf = (request: FastifyRequest): RecordPart =>
    acceptsGzip(request.headers["accept-encoding"]) ? "gzip" : "json";
  const answerPart = (request: FastifyRequest, part: RecordPart) =>
    views.answerFrom(authOf(request).userId, readAlongside<StoredRecord>(request), part);

  route(
    app,
    endpoints.myRecord,
    {
      auth: requireAuthWith((sessionId, request) => views.readWithSession(sessionId, partOf(request))),
      selfEncoded: true,
    },
    async (request, reply) => {
      const part = partOf(request);
      const { body } = await answerPart(request, part);
      reply.header("content-type", "application/json; charset=utf-8").header("vary", "accept-encoding");
      return part === "gzip" ? reply.header("content-encoding", "gzip").send(body) : reply.send(body);
    },
  );

  route(
    app,
    endpoints.summary,
    // Under 1 KB: never worth compressing.
    { auth: requireAuthWith((sessionId) => views.readWithSession(sessionId, "summary")), selfEncoded: true },
    async (request, reply) => {
      const { body, status } = await answerPart(request, "summary");
      return reply.status(status).header("content-type", "application/json; charset=utf-8").send(body);
    },
  );

  // JSON or multipart (with a `photo` part): both checked by UpdateMyRecordSchema before this runs.
  route(app, endpoints.updateRecord, {}, async (request, _reply, form) => {
    const userId = authOf(request).userId;
    if (form) return membershipRecords.updateRecord(userId, form.fields, form.file);
    return membershipRecords.updateRecord(userId, request.body ?? {}, undefined);
  });

  route(app, endpoints.complianceHistory, {}, async (request) => ({
    items: await membershipRecords.complianceHistory(authOf(request).userId),
  }));

  for (const [endpoint, kind] of [
    [endpoints.certificatePdf, "certificate"],
    [endpoints.cardPdf, "card"],
  ] as const) {
    route(app, endpoint, {}, async (request, reply) => {
      const pdf = await membershipRecords.certificatePdf(authOf(request).userId, kind);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="gkf-membership-${kind}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    });
  }

  route(app, endpoints.cardQr, {}, async (request, reply) => {
    const png = await membershipRecords.qrPng(authOf(request).userId);
    return reply.header("content-type", "image/png").header("cache-control", "private, max-age=3600").send(png);
  });
};
