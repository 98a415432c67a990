import { ERROR_CODES, gradingResultsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { AppError } from "../../http/errors.js";
import { describeWait, type RateLimitRule } from "../../security/rate-limiter.js";

/** A certificate's token cannot be guessed; the limit keeps the server's work in bounds (as for cards). */
const TOKEN_LOOKUPS: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

/** Grades awarded at federation gradings: the member's certificate and the public check of its QR (decision 90). */
export const gradeAwardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membershipRecords, rateLimiter } = app.services;

  route(app, endpoints.myCertificate, {}, async (request, reply) => {
    const pdf = await membershipRecords.grades.certificatePdf(request.params.id, authOf(request).userId);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", 'attachment; filename="gkf-grade-certificate.pdf"')
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  route(app, endpoints.verifyGrade, {}, async (request, reply) => {
    const bucket = `verify-grade:ip:${request.ip}`;
    const verdict = await rateLimiter.check(bucket, TOKEN_LOOKUPS);
    if (!verdict.allowed) {
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `Too many look-ups. Try again in ${describeWait(verdict.retryAfterSeconds)}.`,
      );
    }
    await rateLimiter.hit(bucket);
    reply.header("cache-control", "no-store");
    return membershipRecords.grades.verify(request.params.token);
  });
};
