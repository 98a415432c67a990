import { documentReviewEndpoints as endpoints, type ReviewAge } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";
import { sendStoredFile } from "../files/files.http.js";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

/**
 * The officials' review queues: /admin/documents and /admin/certificates (belt certificates).
 * Federation admins see every region; a regional admin only members of their region.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documentReview } = app.services;

  for (const [queue, one, file, decide, certificates] of [
    [endpoints.documentQueue, endpoints.document, endpoints.documentFile, endpoints.decideDocument, false],
    [endpoints.certificateQueue, endpoints.certificate, endpoints.certificateFile, endpoints.decideCertificate, true],
  ] as const) {
    route(app, queue, {}, async (request) => {
      const scope = await requirePermission(request, "documents.review");
      const query: {
        status?: string;
        type?: string;
        region?: string;
        q?: string;
        age?: ReviewAge;
        sort: string;
        page: number;
        page_size: number;
      } = request.query;
      return documentReview.queue(scope, {
        status: query.status,
        type: query.type,
        region: query.region,
        q: query.q,
        age: query.age,
        sort: query.sort,
        page: query.page,
        pageSize: query.page_size,
        certificates,
      });
    });

    route(app, one, {}, async (request) => {
      const scope = await requirePermission(request, "documents.review");
      return documentReview.getForReview(scope, request.params.id, certificates, meta(request));
    });

    route(app, file, {}, async (request, reply) => {
      const scope = await requirePermission(request, "documents.review");
      const thumbnail = request.query.thumbnail === "true";
      const found = await documentReview.readFileForReview(
        scope,
        request.params.id,
        certificates,
        thumbnail,
        meta(request),
      );
      return sendStoredFile(reply, found.file, found.data, {
        downloadName: found.downloadName,
        disposition: thumbnail ? "inline" : "attachment",
      });
    });

    route(app, decide, {}, async (request) => {
      const scope = await requirePermission(request, "documents.review");
      return documentReview.decide(scope, request.params.id, certificates, request.body, meta(request));
    });
  }
};
