import { z } from "zod";
import { defineEndpoint, errorAnswers, fileAnswer } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";
import {
  CertificateFieldsSchema,
  CertificateUpdateFieldsSchema,
  DOCUMENT_STATUSES,
  DocumentFieldsSchema,
  DocumentListSchema,
  DocumentSchema,
  DocumentStatisticsSchema,
  DocumentUpdateFieldsSchema,
  ReviewDecisionSchema,
  ReviewQueueItemSchema,
  UPLOADABLE_DOCUMENT_TYPES,
} from "../memberships.js";
import { PageQuerySchema, pageOf } from "../pagination.js";

const tags = ["Documents"] as const;
const reviewTags = ["Review"] as const;
const review = "documents.review";
const uploadRefusals = errorAnswers(400, 401, 404, 409, 413, 415);
const reviewRefusals = errorAnswers(400, 401, 403, 404, 409);
const idParams = lazySchema(() => z.object({ id: z.string().max(64) }));
const ThumbnailQuerySchema = lazySchema(() => z.object({ thumbnail: z.enum(["true", "false"]).optional() }));
/** An upload as it is served: named by us (content-disposition), its type judged from its bytes. */
const storedFile = lazySchema(() =>
  fileAnswer(
    ["application/pdf", "image/jpeg", "image/png", "image/webp"],
    "The file, named by us (content-disposition), its type judged from its bytes",
  ),
);
const file = <const Required extends boolean>(required: Required, description: string) => ({
  name: "file",
  required,
  description,
});

/** Days waiting since the upload, as the statistics dashboard counts them (decision 100). */
export const REVIEW_AGES = ["0-2", "3-7", "8-30", "31+"] as const;
export type ReviewAge = (typeof REVIEW_AGES)[number];
/** The queue's orders: oldest upload first (the default), newest, member's name, type; "-" reverses. */
export const DOCUMENT_REVIEW_SORTS = ["oldest", "newest", "name", "-name", "type", "-type"] as const;
export const CERTIFICATE_REVIEW_SORTS = ["oldest", "newest", "name", "-name"] as const;
export type ReviewSort = (typeof DOCUMENT_REVIEW_SORTS)[number];

/**
 * The review queue's filters: a status, the region (federation admins), a type for documents; and
 * (issue 15, all optional) part of the member's name, how long it has waited, and the order.
 */
const ReviewQueueFilters = {
  status: z.enum(DOCUMENT_STATUSES).optional().describe("PENDING_REVIEW for the queue"),
  region: z.string().trim().toUpperCase().length(2).optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Part of the member's name (accents and case ignored; every word must match)"),
  age: z.enum(REVIEW_AGES).optional().describe("Days since the upload: 0-2, 3-7, 8-30 or 31+"),
};
export const DocumentReviewQuerySchema = lazySchema(() =>
  PageQuerySchema.extend({
    ...ReviewQueueFilters,
    type: z.enum(UPLOADABLE_DOCUMENT_TYPES).optional(),
    sort: z
      .enum(DOCUMENT_REVIEW_SORTS)
      .default("oldest")
      .describe("oldest (default), newest, name (last then first name) or type; a leading - reverses"),
  }),
);
export const CertificateReviewQuerySchema = lazySchema(() =>
  PageQuerySchema.extend({
    ...ReviewQueueFilters,
    sort: z
      .enum(CERTIFICATE_REVIEW_SORTS)
      .default("oldest")
      .describe("oldest (default), newest or name (last then first name); a leading - reverses"),
  }),
);

/** A member's own documents and belt certificates: list, counts, files, uploads and replacements. */
export const documentsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/documents",
    summary: "The caller's documents and certificates, newest first",
    tags,
    auth: "bearer",
    responses: { 200: DocumentListSchema, ...errorAnswers(401) },
  }),
  statistics: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/documents/statistics",
    summary: "Counts of the caller's documents per type and status",
    tags,
    auth: "bearer",
    responses: { 200: DocumentStatisticsSchema, ...errorAnswers(401) },
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/documents/:id/file",
    summary: "Download one of the caller's own documents (or its preview with ?thumbnail=true)",
    tags,
    auth: "bearer",
    params: idParams,
    query: ThumbnailQuerySchema,
    responses: { 200: storedFile, ...errorAnswers(401, 404) },
  }),
  add: defineEndpoint({
    method: "POST",
    path: "/my-account/membership/document/add",
    summary:
      "Upload a compliance document (multipart: document_type, file, and document_number, issue_date, expiry_date as the type needs)",
    description:
      "PDF, JPEG, PNG or WebP, at most 5 MB, judged by content. Ghana Card numbers look like GHA-123456789-0; a medical clearance needs its issue date and is valid 12 months.",
    tags,
    auth: "bearer",
    multipart: {
      fields: DocumentFieldsSchema,
      file: file(true, "The document: PDF, JPEG, PNG or WebP, at most 5 MB"),
    },
    responses: { 201: DocumentSchema, ...uploadRefusals },
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/my-account/membership/document/update",
    summary: "Replace one's own document while it is PENDING_REVIEW or REJECTED; the earlier version is kept",
    description: "Send document_id and the fields or file to replace.",
    tags,
    auth: "bearer",
    multipart: {
      fields: DocumentUpdateFieldsSchema,
      file: file(false, "A new file for the document: PDF, JPEG, PNG or WebP, at most 5 MB"),
    },
    responses: { 200: DocumentSchema, ...uploadRefusals },
  }),
  addCertificate: defineEndpoint({
    method: "POST",
    path: "/my-account/membership/certificate/add",
    summary: "Upload a belt certificate (multipart: belt, grading_date, examiner, file)",
    description: "belt is KYU_10 … KYU_1, DAN_1 … DAN_10.",
    tags,
    auth: "bearer",
    multipart: {
      fields: CertificateFieldsSchema,
      file: file(true, "The certificate: PDF, JPEG, PNG or WebP, at most 5 MB"),
    },
    responses: { 201: DocumentSchema, ...uploadRefusals },
  }),
  updateCertificate: defineEndpoint({
    method: "PATCH",
    path: "/my-account/membership/certificate/update",
    summary: "Replace one's own belt certificate while it is PENDING_REVIEW or REJECTED",
    description: "Send certificate_id and the fields or file to replace.",
    tags,
    auth: "bearer",
    multipart: {
      fields: CertificateUpdateFieldsSchema,
      file: file(false, "A new file for the certificate: PDF, JPEG, PNG or WebP, at most 5 MB"),
    },
    responses: { 200: DocumentSchema, ...uploadRefusals },
  }),
};

/**
 * The officials' review queues: /admin/documents and /admin/certificates (belt certificates).
 * Federation admins see every region; a regional admin only members of their region.
 */
export const documentReviewEndpoints = {
  documentQueue: defineEndpoint({
    method: "GET",
    path: "/admin/documents",
    summary: "Review queue of documents, oldest first unless sorted otherwise (paginated)",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    query: DocumentReviewQuerySchema,
    responses: { 200: pageOf(ReviewQueueItemSchema), ...reviewRefusals },
  }),
  document: defineEndpoint({
    method: "GET",
    path: "/admin/documents/:id",
    summary: "One of the documents with its member",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    params: idParams,
    responses: { 200: ReviewQueueItemSchema, ...reviewRefusals },
  }),
  documentFile: defineEndpoint({
    method: "GET",
    path: "/admin/documents/:id/file",
    summary: "The file of one of the documents (preview with ?thumbnail=true); every access is audited",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    params: idParams,
    query: ThumbnailQuerySchema,
    responses: { 200: storedFile, ...reviewRefusals },
  }),
  decideDocument: defineEndpoint({
    method: "PATCH",
    path: "/admin/documents/:id",
    summary: "Approve or reject one of the documents; the member is told, and the decision is audited",
    description: "Only documents waiting for review can be decided (409 otherwise). A rejection needs a reason.",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    params: idParams,
    body: ReviewDecisionSchema,
    responses: { 200: ReviewQueueItemSchema, ...reviewRefusals },
  }),
  certificateQueue: defineEndpoint({
    method: "GET",
    path: "/admin/certificates",
    summary: "Review queue of belt certificates, oldest first unless sorted otherwise (paginated)",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    query: CertificateReviewQuerySchema,
    responses: { 200: pageOf(ReviewQueueItemSchema), ...reviewRefusals },
  }),
  certificate: defineEndpoint({
    method: "GET",
    path: "/admin/certificates/:id",
    summary: "One of the belt certificates with its member",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    params: idParams,
    responses: { 200: ReviewQueueItemSchema, ...reviewRefusals },
  }),
  certificateFile: defineEndpoint({
    method: "GET",
    path: "/admin/certificates/:id/file",
    summary: "The file of one of the belt certificates (preview with ?thumbnail=true); every access is audited",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    params: idParams,
    query: ThumbnailQuerySchema,
    responses: { 200: storedFile, ...reviewRefusals },
  }),
  decideCertificate: defineEndpoint({
    method: "PATCH",
    path: "/admin/certificates/:id",
    summary: "Approve or reject one of the belt certificates; the member is told, and the decision is audited",
    description: "Only documents waiting for review can be decided (409 otherwise). A rejection needs a reason.",
    tags: reviewTags,
    auth: "bearer",
    permission: review,
    params: idParams,
    body: ReviewDecisionSchema,
    responses: { 200: ReviewQueueItemSchema, ...reviewRefusals },
  }),
};
