import { ERROR_CODES, membershipsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { AppError } from "../../http/errors.js";
import { describeWait, type RateLimitRule } from "../../security/rate-limiter.js";

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

  route(app, endpoints.cardKeys, {}, async (_request, reply) => {
    // Cards outlive a key's rotation: a day's caching is safe, and the service worker keeps a copy.
    reply.header("cache-control", "public, max-age=86400");
    return { keys: membershipRecords.cardTokens.publicKeys };
  });

  route(app, endpoints.verifyCard, {}, async (request, reply) => {
    await throttle(request, "verify", TOKEN_LOOKUPS);
    reply.header("cache-control", "no-store");
    return membershipRecords.verifyCardToken(request.params["*"]);
  });

  route(app, endpoints.cardPhoto, {}, async (request, reply) => {
    await throttle(request, "verify", TOKEN_LOOKUPS);
    const { data, mimeType } = await membershipRecords.cardTokenPhoto(request.params["*"]);
    return reply
      .header("content-type", mimeType)
      .header("cache-control", "private, max-age=300")
      .header("x-content-type-options", "nosniff")
      .send(data);
  });

  route(app, endpoints.checkNumber, {}, async (request, reply) => {
    await throttle(request, "verify-number", NUMBER_LOOKUPS);
    reply.header("cache-control", "no-store");
    return membershipRecords.checkNumber(request.params.code);
  });
};
