import { membershipsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, readAlongside, requireAuthWith } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { accepts } from "../../http/precompressed.js";
import type { StoredRecord } from "./member-record-views.js";

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membershipRecords } = app.services;
  const { views } = membershipRecords;

  // The read model's JSON text, or its gzip for a browser that takes it (decision 109): checked
  // against the schema and compressed when it was computed; Content-Encoding set here makes the
  // compression plugin leave it alone.
  // The bearer check reads the stored record in the session's statement (decision 117).
  const withSession = requireAuthWith((sessionId, request) =>
    views.readWithSession(sessionId, accepts(request.headers["accept-encoding"], "gzip")),
  );
  route(app, endpoints.myRecord, { auth: withSession }, async (request, reply) => {
    const userId = authOf(request).userId;
    const stored = readAlongside<StoredRecord>(request);
    reply.header("content-type", "application/json; charset=utf-8").header("vary", "accept-encoding");
    if (stored) {
      const body = await views.answerFrom(userId, stored);
      return stored.gzip ? reply.header("content-encoding", "gzip").send(body) : reply.send(body);
    }
    // Acting for a child (X-Acting-For): the child's record, read on its own.
    const answer = await membershipRecords.recordAnswer(userId);
    if (accepts(request.headers["accept-encoding"], "gzip")) {
      return reply.header("content-encoding", "gzip").send(answer.gzip);
    }
    return reply.send(answer.json);
  });

  route(app, endpoints.summary, {}, async (request, reply) => {
    const summary = await membershipRecords.getSummary(authOf(request).userId);
    return reply.status(summary.has_paid_registration ? 200 : 206).send(summary);
  });

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
