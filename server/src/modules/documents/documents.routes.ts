import {
  CertificateFieldsSchema,
  CertificateUpdateFieldsSchema,
  DocumentFieldsSchema,
  DocumentListSchema,
  DocumentSchema,
  DocumentStatisticsSchema,
  DocumentUpdateFieldsSchema,
  ErrorBodySchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { parseFields } from "../../http/form-fields.js";
import { readMultipartUpload } from "../../http/multipart.js";
import { STORED_FILE_RESPONSE, sendStoredFile } from "../files/files.http.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};
const security = [{ bearer: [] }];
const multipartBody = {
  description: "multipart/form-data: the fields below as text parts, and the file as part `file`.",
};

/** A member's own documents and belt certificates: list, counts, files, uploads and replacements. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.services;

  app.get(
    "/my-account/membership/documents",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Documents"],
        summary: "The caller's documents and certificates, newest first",
        security,
        response: { 200: DocumentListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ items: await documents.listOwn(authOf(request).userId) }),
  );

  app.get(
    "/my-account/membership/documents/statistics",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Documents"],
        summary: "Counts of the caller's documents per type and status",
        security,
        response: { 200: DocumentStatisticsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => documents.statistics(authOf(request).userId),
  );

  app.get(
    "/my-account/membership/documents/:id/file",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Documents"],
        summary: "Download one of the caller's own documents (or its preview with ?thumbnail=true)",
        security,
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ thumbnail: z.enum(["true", "false"]).optional() }),
        response: { 200: STORED_FILE_RESPONSE, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const thumbnail = request.query.thumbnail === "true";
      const found = await documents.readOwnFile(authOf(request).userId, request.params.id, thumbnail);
      return sendStoredFile(reply, found.file, found.data, {
        downloadName: found.downloadName,
        disposition: thumbnail ? "inline" : "attachment",
      });
    },
  );

  app.post(
    "/my-account/membership/document/add",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Documents"],
        summary:
          "Upload a compliance document (multipart: document_type, file, and document_number, issue_date, expiry_date as the type needs)",
        description: `${multipartBody.description} PDF, JPEG, PNG or WebP, at most 5 MB, judged by content. Ghana Card numbers look like GHA-123456789-0; a medical clearance needs its issue date and is valid 12 months.`,
        security,
        response: { 201: DocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartUpload(request, { requireFile: true });
      const document = await documents.addDocument(
        authOf(request).userId,
        parseFields(DocumentFieldsSchema, fields),
        file as NonNullable<typeof file>,
      );
      return reply.status(201).send(document);
    },
  );

  app.patch(
    "/my-account/membership/document/update",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Documents"],
        summary: "Replace one's own document while it is PENDING_REVIEW or REJECTED; the earlier version is kept",
        description: `${multipartBody.description} Send document_id and the fields or file to replace.`,
        security,
        response: { 200: DocumentSchema, ...errors },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipartUpload(request, { requireFile: false });
      return documents.updateDocument(authOf(request).userId, parseFields(DocumentUpdateFieldsSchema, fields), file);
    },
  );

  app.post(
    "/my-account/membership/certificate/add",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Documents"],
        summary: "Upload a belt certificate (multipart: belt, grading_date, examiner, file)",
        description: `${multipartBody.description} belt is KYU_10 … KYU_1, DAN_1 … DAN_10.`,
        security,
        response: { 201: DocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipartUpload(request, { requireFile: true });
      const certificate = await documents.addCertificate(
        authOf(request).userId,
        parseFields(CertificateFieldsSchema, fields),
        file as NonNullable<typeof file>,
      );
      return reply.status(201).send(certificate);
    },
  );

  app.patch(
    "/my-account/membership/certificate/update",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Documents"],
        summary: "Replace one's own belt certificate while it is PENDING_REVIEW or REJECTED",
        description: `${multipartBody.description} Send certificate_id and the fields or file to replace.`,
        security,
        response: { 200: DocumentSchema, ...errors },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipartUpload(request, { requireFile: false });
      return documents.updateCertificate(
        authOf(request).userId,
        parseFields(CertificateUpdateFieldsSchema, fields),
        file,
      );
    },
  );
};
