import {
  CardKeySetSchema,
  ERROR_CODES,
  ErrorBodySchema,
  PublicNumberCheckSchema,
  PublicVerificationSchema,
} from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.js";
import { describeWait, type RateLimitRule } from "../../security/rate-limiter.js";
import { binaryResponse } from "../files/files.http.js";

/** A card's signed token cannot be guessed; the limit only keeps the server's work in bounds. */
const TOKEN_LOOKUPS: RateLimitRule[] = [{ limit: 60, windowMs: 10 * 60_000 }];
/**
 * Membership numbers are sequential, so a bare number is limited much harder: 10 in 10 minutes,
 * 20 an hour (at most 480 a day from one address, against 8,640 before), and it shows only
 * initials. Windows stay under the 2 hours the maintenance job keeps hits for.
 */
const NUMBER_LOOKUPS: RateLimitRule[] = [
  { limit: 10, windowMs: 10 * 60_000 },
  { limit: 20, windowMs: 60 * 60_000 },
];

/**
 * Tokens are longer than the router's 100-character limit for a `:param`, so their routes end in a
 * wildcard (which has no such limit) and the token is checked here.
 */
const TokenParams = z.object({
  "*": z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,1024}\.[A-Za-z0-9_-]{86}$/, { error: "is not a card token" })
    .describe("The signed token of a card's QR code (docs/decisions.md, card token design)"),
});
const NumberParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^GKF-[A-Za-z]{2}-\d{2}-\d{6}$/i, { error: "must be a membership number such as GKF-AA-26-000123" })
    .describe("Membership number, e.g. GKF-AA-26-000123"),
});

export const publicVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membershipRecords, rateLimiter } = app.services;

  const throttle = async (request: FastifyRequest, scope: string, rules: RateLimitRule[]) => {
    const bucket = `${scope}:ip:${request.ip}`;
    for (const rule of rules) {
      const verdict = await rateLimiter.check(bucket, rule);
      if (!verdict.allowed) {
        throw new AppError(
          429,
          ERROR_CODES.RATE_LIMITED,
          `Too many look-ups. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
          { action: "Scan the QR code on the card instead: it shows more and is checked on the phone itself." },
        );
      }
    }
    await rateLimiter.hit(bucket);
  };

  app.get(
    "/public/verify/keys",
    {
      schema: {
        tags: ["Public"],
        summary: "The public keys that sign membership cards' QR tokens",
        description:
          "A JWK set (RFC 8037, Ed25519). A token is `base64url(JSON claims).base64url(signature)`, the " +
          "signature made over the ASCII bytes of the first part; `kid` in the claims names the key. " +
          "With these keys a phone checks a card without a connection.",
        response: { 200: CardKeySetSchema },
      },
    },
    async (_request, reply) => {
      // Cards outlive a key's rotation: a day's caching is safe, and the service worker keeps a copy.
      reply.header("cache-control", "public, max-age=86400");
      return { keys: membershipRecords.cardTokens.publicKeys };
    },
  );

  app.get(
    "/public/verify/t/*",
    {
      schema: {
        tags: ["Public"],
        summary: "Check a membership card by the signed token of its QR code",
        description:
          "Shows name (minors: first name and initial), photo (adults only), type, belt, status and expiry, " +
          "as they are now: never birth date, region, ID numbers, contacts or documents. A token the " +
          "federation did not sign answers 400 CARD_NOT_GENUINE.",
        params: TokenParams,
        response: {
          200: PublicVerificationSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await throttle(request, "verify", TOKEN_LOOKUPS);
      reply.header("cache-control", "no-store");
      return membershipRecords.verifyCardToken(request.params["*"]);
    },
  );

  app.get(
    "/public/verify/photo/*",
    {
      schema: {
        tags: ["Public"],
        summary: "The approved passport photo behind a card token (adults only, small)",
        params: TokenParams,
        response: {
          200: binaryResponse("image/jpeg", "The photo"),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await throttle(request, "verify", TOKEN_LOOKUPS);
      const { data, mimeType } = await membershipRecords.cardTokenPhoto(request.params["*"]);
      return reply
        .header("content-type", mimeType)
        .header("cache-control", "private, max-age=300")
        .header("x-content-type-options", "nosniff")
        .send(data);
    },
  );

  app.get(
    "/public/verify/:code",
    {
      schema: {
        tags: ["Public"],
        summary: "Is a membership number active? (typed by hand)",
        description:
          "Numbers are sequential and prove nothing, so this answers only whether an ACTIVE membership " +
          "has the number, with the member's initials: no photo, no region. Limited to 10 look-ups in " +
          "10 minutes and 20 an hour per address.",
        params: NumberParams,
        response: { 200: PublicNumberCheckSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await throttle(request, "verify-number", NUMBER_LOOKUPS);
      reply.header("cache-control", "no-store");
      return membershipRecords.checkNumber(request.params.code);
    },
  );
};
