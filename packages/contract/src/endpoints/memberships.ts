import { z } from "zod";
import { defineEndpoint, errorAnswers, fileAnswer } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";
import {
  CardKeySetSchema,
  ComplianceHistorySchema,
  MembershipRecordSchema,
  MembershipSummarySchema,
  PublicNumberCheckSchema,
  PublicVerificationSchema,
  UpdateMyRecordSchema,
} from "../memberships.js";

const tags = ["Membership"] as const;
const publicTags = ["Public"] as const;

/**
 * Tokens are longer than the router's 100-character limit for a `:param`, so their paths end in a
 * wildcard (which has no such limit) and the token is checked by this schema.
 */
export const CardTokenParamsSchema = lazySchema(() =>
  z.object({
    "*": z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,1024}\.[A-Za-z0-9_-]{86}$/, { error: "is not a card token" })
      .describe("The signed token of a card's QR code (docs/decisions.md, card token design)"),
  }),
);
export const MembershipNumberParamsSchema = lazySchema(() =>
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^GKF-[A-Za-z]{2}-\d{2}-\d{6}$/i, { error: "must be a membership number such as GKF-AA-26-000123" })
      .describe("Membership number, e.g. GKF-AA-26-000123"),
  }),
);

const pdf = (summary: string, path: string) =>
  ({
    method: "GET",
    path,
    summary,
    tags,
    auth: "bearer",
    responses: { 200: fileAnswer(["application/pdf"], "The PDF"), ...errorAnswers(401, 409) },
  }) as const;

/** A member's own record, its certificate and card, and the public card check. */
export const membershipsEndpoints = {
  myRecord: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/my-record",
    summary: "The caller's membership record, with compliance and current documents",
    tags,
    auth: "bearer",
    responses: { 200: MembershipRecordSchema, ...errorAnswers(401, 404) },
  }),
  summary: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/my-record-summary",
    summary: "Whether the registration fee is paid: 200 when paid, 206 when not",
    tags,
    auth: "bearer",
    responses: { 200: MembershipSummarySchema, 206: MembershipSummarySchema, ...errorAnswers(401, 404) },
  }),
  updateRecord: defineEndpoint({
    method: "PATCH",
    path: "/my-account/membership/update/my-record",
    summary:
      "Change region, district and special needs (JSON), or also send a new passport photo (multipart, part `photo`)",
    description: "Any other field is refused with 400 naming it. A district must belong to the region.",
    tags,
    auth: "bearer",
    // An empty PATCH changes nothing and answers the record.
    body: UpdateMyRecordSchema.nullish(),
    multipart: {
      fields: UpdateMyRecordSchema,
      file: {
        name: "photo",
        required: false,
        description: "A new passport photo: JPEG, PNG or WebP, at most 5 MB, judged by content",
      },
    },
    responses: { 200: MembershipRecordSchema, ...errorAnswers(400, 401, 404, 409, 413, 415) },
  }),
  complianceHistory: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/compliance-history",
    summary: "The caller's compliance score each time it changed",
    tags,
    auth: "bearer",
    responses: { 200: ComplianceHistorySchema, ...errorAnswers(401) },
  }),
  certificatePdf: defineEndpoint(
    pdf("The membership certificate as a PDF (ACTIVE memberships)", "/my-account/membership/certificate/pdf"),
  ),
  cardPdf: defineEndpoint(pdf("The membership card as a PDF (ACTIVE memberships)", "/my-account/membership/card/pdf")),
  cardQr: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/card/qr.png",
    summary: "QR code of the public verification link",
    tags,
    auth: "bearer",
    responses: { 200: fileAnswer(["image/png"], "The QR code"), ...errorAnswers(401, 409) },
  }),

  // The public card check

  cardKeys: defineEndpoint({
    method: "GET",
    path: "/public/verify/keys",
    summary: "The public keys that sign membership cards' QR tokens",
    description:
      "A JWK set (RFC 8037, Ed25519). A token is `base64url(JSON claims).base64url(signature)`, the " +
      "signature made over the ASCII bytes of the first part; `kid` in the claims names the key. " +
      "With these keys a phone checks a card without a connection.",
    tags: publicTags,
    auth: "none",
    responses: { 200: CardKeySetSchema },
  }),
  verifyCard: defineEndpoint({
    method: "GET",
    path: "/public/verify/t/*",
    summary: "Check a membership card by the signed token of its QR code",
    description:
      "Shows name (minors: first name and initial), photo (adults only), type, belt, status and expiry, " +
      "as they are now: never birth date, region, ID numbers, contacts or documents. A token the " +
      "federation did not sign answers 400 CARD_NOT_GENUINE.",
    tags: publicTags,
    auth: "none",
    params: CardTokenParamsSchema,
    responses: { 200: PublicVerificationSchema, ...errorAnswers(400, 404, 429) },
  }),
  cardPhoto: defineEndpoint({
    method: "GET",
    path: "/public/verify/photo/*",
    summary: "The approved passport photo behind a card token (adults only, small)",
    tags: publicTags,
    auth: "none",
    params: CardTokenParamsSchema,
    responses: { 200: fileAnswer(["image/jpeg"], "The photo"), ...errorAnswers(400, 404, 429) },
  }),
  checkNumber: defineEndpoint({
    method: "GET",
    path: "/public/verify/:code",
    summary: "Is a membership number active? (typed by hand)",
    description:
      "Numbers are sequential and prove nothing, so this answers only whether an ACTIVE membership " +
      "has the number, with the member's initials: no photo, no region. Limited to 10 look-ups in " +
      "10 minutes and 20 an hour per address.",
    tags: publicTags,
    auth: "none",
    params: MembershipNumberParamsSchema,
    responses: { 200: PublicNumberCheckSchema, ...errorAnswers(400, 429) },
  }),
};
