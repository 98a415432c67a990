import {
  ComplianceHistorySchema,
  ErrorBodySchema,
  MembershipRecordSchema,
  MembershipSummarySchema,
  UpdateMyRecordSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { isMultipart, parseFields } from "../../http/form-fields.js";
import { readMultipartUpload } from "../../http/multipart.js";
import { binaryResponse } from "../files/files.http.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};
const security = [{ bearer: [] }];
const _multipartBody = {
  description: "multipart/form-data: the fields below as text parts, and the file as part `file`.",
};

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membershipRecords } = app.services;

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
