import {
  DOCUMENT_STATUSES,
  ErrorBodySchema,
  PageQuerySchema,
  paginated,
  ReviewDecisionSchema,
  ReviewQueueItemSchema,
  UPLOADABLE_DOCUMENT_TYPES,
} from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../http/authenticate.js";
import { requirePermission } from "../../http/permissions.js";
import { STORED_FILE_RESPONSE, sendStoredFile } from "../files/files.http.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const security = [{ bearer: [] }];
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") });

/**
 * The officials' review queues: /admin/documents and /admin/certificates (belt certificates).
 * Federation admins see every region; a regional admin only members of their region.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documentReview } = app.services;

  for (const [base, certificates, noun] of [
    ["/admin/documents", false, "documents"],
    ["/admin/certificates", true, "belt certificates"],
  ] as const) {
    const tags = ["Review"];
    const idParams = z.object({ id: z.string().max(64) });

    app.get(
      base,
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: `Review queue of ${noun}, oldest first (paginated)`,
          security,
          querystring: PageQuerySchema.extend({
            status: z.enum(DOCUMENT_STATUSES).optional().describe("PENDING_REVIEW for the queue"),
            ...(certificates ? {} : { type: z.enum(UPLOADABLE_DOCUMENT_TYPES).optional() }),
            region: z.string().trim().toUpperCase().length(2).optional(),
          }),
          response: { 200: paginated(ReviewQueueItemSchema), ...errors },
        },
      },
      async (request) => {
        const scope = await requirePermission(request, "documents.review");
        const query = request.query as {
          status?: string;
          type?: string;
          region?: string;
          page: number;
          page_size: number;
        };
        return documentReview.queue(scope, {
          status: query.status,
          type: query.type,
          region: query.region,
          page: query.page,
          pageSize: query.page_size,
          certificates,
        });
      },
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: `One of the ${noun} with its member`,
          security,
          params: idParams,
          response: { 200: ReviewQueueItemSchema, ...errors },
        },
      },
      async (request) => {
        const scope = await requirePermission(request, "documents.review");
        return documentReview.getForReview(scope, request.params.id, certificates, meta(request));
      },
    );

    app.get(
      `${base}/:id/file`,
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: `The file of one of the ${noun} (preview with ?thumbnail=true); every access is audited`,
          security,
          params: idParams,
          querystring: z.object({ thumbnail: z.enum(["true", "false"]).optional() }),
          response: { 200: STORED_FILE_RESPONSE, ...errors },
        },
      },
      async (request, reply) => {
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
      },
    );

    app.patch(
      `${base}/:id`,
      {
        onRequest: requireAuth,
        schema: {
          tags,
          summary: `Approve or reject one of the ${noun}; the member is told, and the decision is audited`,
          description: "Only documents waiting for review can be decided (409 otherwise). A rejection needs a reason.",
          security,
          params: idParams,
          body: ReviewDecisionSchema,
          response: { 200: ReviewQueueItemSchema, ...errors },
        },
      },
      async (request) => {
        const scope = await requirePermission(request, "documents.review");
        return documentReview.decide(scope, request.params.id, certificates, request.body, meta(request));
      },
    );
  }
};
