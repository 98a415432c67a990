import { ERROR_CODES, ErrorBodySchema, PublicVerificationSchema } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.js";
import { describeWait } from "../../security/rate-limiter.js";
import { binaryResponse } from "../files/files.http.js";

/** Membership numbers are sequential; the limit keeps anyone from walking through them. */
const LOOKUPS = { limit: 60, windowMs: 10 * 60_000 };

export const publicVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membershipRecords, rateLimiter } = app.services;
  const params = z.object({
    code: z.string().trim().min(6).max(32).describe("Membership number, e.g. GKF-AA-26-000123"),
  });

  const throttle = async (request: FastifyRequest) => {
    const bucket = `verify:ip:${request.ip}`;
    const verdict = await rateLimiter.check(bucket, LOOKUPS);
    if (!verdict.allowed) {
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `Too many look-ups. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
      );
    }
    await rateLimiter.hit(bucket);
  };

  app.get(
    "/public/verify/:code",
    {
      schema: {
        tags: ["Public"],
        summary: "Check that a membership card is genuine",
        description:
          "Shows only name, photo, membership type, belt, status and expiry: never birth date, ID numbers, contacts or documents.",
        params,
        response: { 200: PublicVerificationSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await throttle(request);
      reply.header("cache-control", "no-store");
      return membershipRecords.verifyPublicly(request.params.code);
    },
  );

  app.get(
    "/public/verify/:code/photo",
    {
      schema: {
        tags: ["Public"],
        summary: "The approved passport photo of a membership (small)",
        params,
        response: { 200: binaryResponse("image/jpeg", "The photo"), 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await throttle(request);
      const { data, mimeType } = await membershipRecords.publicPhoto(request.params.code);
      return reply
        .header("content-type", mimeType)
        .header("cache-control", "private, max-age=300")
        .header("x-content-type-options", "nosniff")
        .send(data);
    },
  );
};
