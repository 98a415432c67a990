import { z } from "zod";
import { defineEndpoint, errorAnswers, fileAnswer } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";
import { listOf } from "../pagination.js";
import {
  AccessLogEntrySchema,
  AdminErasureRequestSchema,
  ConsentAcceptSchema,
  ConsentRecordSchema,
  ConsentsSchema,
  DataExportSchema,
  ErasureListQuerySchema,
  ErasureRefusalSchema,
  ErasureRequestBodySchema,
  ErasureRequestSchema,
  PrivacyNoticeSchema,
  PrivacyOverviewSchema,
  PublishPrivacyNoticeSchema,
} from "../privacy.js";

const tags = ["Privacy"] as const;
const IdParams = lazySchema(() => z.object({ id: z.string().max(64) }));

/** Privacy (Act 843, decision 97): download my data, close and erase my account, officials' refusals. */
export const privacyEndpoints = {
  overview: defineEndpoint({
    method: "GET",
    path: "/my-account/privacy",
    summary: "The member's latest data export and erasure request",
    tags,
    auth: "bearer",
    responses: { 200: PrivacyOverviewSchema, ...errorAnswers(401) },
  }),
  requestExport: defineEndpoint({
    method: "POST",
    path: "/my-account/privacy/export",
    summary: "Ask for a copy of everything held about me (prepared in the background)",
    description:
      "Answers 202 with the export PENDING; the hourly job (or the next run) builds a ZIP of JSON and the member's files, and the member gets a message with the link when it is READY. An export still pending is answered again rather than doubled.",
    tags,
    auth: "bearer",
    responses: { 202: DataExportSchema, ...errorAnswers(401) },
  }),
  getExport: defineEndpoint({
    method: "GET",
    path: "/my-account/privacy/exports/:id",
    summary: "An export's status (the member's own only)",
    tags,
    auth: "bearer",
    params: IdParams,
    responses: { 200: DataExportSchema, ...errorAnswers(401, 404) },
  }),
  downloadExport: defineEndpoint({
    method: "GET",
    path: "/my-account/privacy/exports/:id/download",
    summary: "Download a READY export as a ZIP (the member's own only)",
    tags,
    auth: "bearer",
    params: IdParams,
    responses: {
      200: fileAnswer(["application/zip"], "data.json and the member's files"),
      ...errorAnswers(401, 404, 409),
    },
  }),
  requestErasure: defineEndpoint({
    method: "POST",
    path: "/my-account/privacy/erasure",
    summary: "Ask to close and erase my account",
    description:
      "Answers 202 with the request. The account is erased by the hourly job when the grace period ends (ERASURE_GRACE_DAYS, 14 by default) unless the member withdraws it or an official refuses it with a reason. 409 ERASURE_ALREADY_REQUESTED while one waits.",
    tags,
    auth: "bearer",
    body: ErasureRequestBodySchema,
    responses: { 202: ErasureRequestSchema, ...errorAnswers(400, 401, 409) },
  }),
  withdrawErasure: defineEndpoint({
    method: "DELETE",
    path: "/my-account/privacy/erasure",
    summary: "Withdraw my waiting erasure request",
    tags,
    auth: "bearer",
    responses: { 200: ErasureRequestSchema, ...errorAnswers(401, 404) },
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/admin/erasure-requests",
    summary: "Erasure requests (officials; regional admins their region's)",
    tags,
    auth: "bearer",
    permission: "members.manage",
    query: ErasureListQuerySchema,
    responses: { 200: listOf(AdminErasureRequestSchema), ...errorAnswers(400, 401, 403) },
  }),
  refuseErasure: defineEndpoint({
    method: "POST",
    path: "/admin/erasure-requests/:id/refuse",
    summary: "Refuse an erasure request with a reason (recorded, audited and told to the member)",
    tags,
    auth: "bearer",
    permission: "members.manage",
    params: IdParams,
    body: ErasureRefusalSchema,
    responses: { 200: AdminErasureRequestSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  consents: defineEndpoint({
    method: "GET",
    path: "/my-account/consents",
    summary: "The privacy notice in force, whether it is still to accept, and every acceptance (newest first)",
    description:
      "`required` names the current version while the person has not accepted it (a new version was published since): the web app then asks before anything else. Sign-in answers are unchanged.",
    tags,
    auth: "bearer",
    responses: { 200: ConsentsSchema, ...errorAnswers(401) },
  }),
  adminNotices: defineEndpoint({
    method: "GET",
    path: "/admin/privacy-notices",
    summary: "Every version of the privacy notice, newest first (federation admins)",
    tags,
    auth: "bearer",
    permission: "settings.manage",
    responses: { 200: listOf(PrivacyNoticeSchema), ...errorAnswers(401, 403) },
  }),
  publishNotice: defineEndpoint({
    method: "POST",
    path: "/admin/privacy-notices",
    summary:
      "Publish a new version of the privacy notice (audited); members and guardians are asked at their next visit once it is in force",
    description:
      "400 when the effective day is before today; 409 NOTICE_VERSION_EXISTS when the version was published already.",
    tags,
    auth: "bearer",
    permission: "settings.manage",
    body: PublishPrivacyNoticeSchema,
    responses: { 201: PrivacyNoticeSchema, ...errorAnswers(400, 401, 403, 409) },
  }),
  acceptConsent: defineEndpoint({
    method: "POST",
    path: "/my-account/consents",
    summary: "Accept the current version of the privacy notice (recorded: who, for whom, when, which version)",
    description:
      "Answers 201 with the acceptance (the earlier one when this version was already accepted). 409 CONSENT_VERSION_NOT_CURRENT when the version is not the one in force.",
    tags,
    auth: "bearer",
    body: ConsentAcceptSchema,
    responses: { 201: ConsentRecordSchema, ...errorAnswers(400, 401, 409) },
  }),
  accessLog: defineEndpoint({
    method: "GET",
    path: "/my-account/privacy/access-log",
    summary: "Who among the officials viewed or downloaded my identity, medical or birth documents, and when",
    tags,
    auth: "bearer",
    responses: { 200: listOf(AccessLogEntrySchema), ...errorAnswers(401) },
  }),
};
