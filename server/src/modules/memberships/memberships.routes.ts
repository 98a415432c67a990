import {
  CertificateFieldsSchema,
  CertificateUpdateFieldsSchema,
  ComplianceHistorySchema,
  DocumentFieldsSchema,
  DocumentListSchema,
  DocumentSchema,
  DocumentStatisticsSchema,
  DocumentUpdateFieldsSchema,
  ErrorBodySchema,
  MembershipRecordSchema,
  MembershipSummarySchema,
  UpdateMyRecordSchema,
} from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { validationFailed } from "../../http/errors.js";
import { readMultipartUpload } from "../../http/multipart.js";
import { binaryResponse, STORED_FILE_RESPONSE, sendStoredFile } from "../files/files.http.js";

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

/** Fields of a multipart form, checked by the same Zod schema a JSON body would be. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) problems[key] = "is not a field you can send here";
    } else {
      problems[issue.path.join(".") || "body"] ??= issue.message;
    }
  }
  throw validationFailed(problems);
}

const isMultipart = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith("multipart/form-data");

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membershipRecords, documents } = app.services;

  app.get(
    "/my-account/membership/my-record",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Membership"],
        summary: "The caller's membership record, with compliance and current documents",
        security,
        response: { 200: MembershipRecordSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => membershipRecords.getRecord(authOf(request).userId),
  );

  app.get(
    "/my-account/membership/my-record-summary",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Membership"],
        summary: "Whether the registration fee is paid: 200 when paid, 206 when not",
        security,
        response: {
          200: MembershipSummarySchema,
          206: MembershipSummarySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const summary = await membershipRecords.getSummary(authOf(request).userId);
      return reply.status(summary.has_paid_registration ? 200 : 206).send(summary);
    },
  );

  app.patch(
    "/my-account/membership/update/my-record",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Membership"],
        summary:
          "Change region, district and special needs (JSON), or also send a new passport photo (multipart, part `photo`)",
        description: "Any other field is refused with 400 naming it. A district must belong to the region.",
        security,
        response: { 200: MembershipRecordSchema, ...errors },
      },
    },
    // The body is JSON or multipart; both are checked by UpdateMyRecordSchema.
    async (request) => {
      const userId = authOf(request).userId;
      if (isMultipart(request)) {
        const { fields, file } = await readMultipartUpload(request, { fileField: "photo", requireFile: false });
        return membershipRecords.updateRecord(userId, parseFields(UpdateMyRecordSchema, fields), file);
      }
      return membershipRecords.updateRecord(
        userId,
        parseFields(UpdateMyRecordSchema, (request.body ?? {}) as Record<string, string>),
        undefined,
      );
    },
  );

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
    "/my-account/membership/compliance-history",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Membership"],
        summary: "The caller's compliance score each time it changed",
        security,
        response: { 200: ComplianceHistorySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ items: await membershipRecords.complianceHistory(authOf(request).userId) }),
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

  for (const [path, kind, summary] of [
    [
      "/my-account/membership/certificate/pdf",
      "certificate",
      "The membership certificate as a PDF (ACTIVE memberships)",
    ],
    ["/my-account/membership/card/pdf", "card", "The membership card as a PDF (ACTIVE memberships)"],
  ] as const) {
    app.get(
      path,
      {
        onRequest: requireAuth,
        schema: {
          tags: ["Membership"],
          summary,
          security,
          response: { 200: binaryResponse("application/pdf", "The PDF"), 401: ErrorBodySchema, 409: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const pdf = await membershipRecords.certificatePdf(authOf(request).userId, kind);
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="gkf-membership-${kind}.pdf"`)
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    );
  }

  app.get(
    "/my-account/membership/card/qr.png",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Membership"],
        summary: "QR code of the public verification link",
        security,
        response: { 200: binaryResponse("image/png", "The QR code"), 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const png = await membershipRecords.qrPng(authOf(request).userId);
      return reply.header("content-type", "image/png").header("cache-control", "private, max-age=3600").send(png);
    },
  );
};
