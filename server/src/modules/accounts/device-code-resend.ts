import { ErrorBodySchema } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.js";
import { accountCookies } from "./account-cookies.js";
import { AccountsRepository } from "./accounts.repository.js";
import { SignInLimits } from "./sign-in-limits.js";
import { describeUserAgent } from "./user-agent.js";
import { CODE_TTL_MS, CodeSender } from "./verification-codes.js";

export const ResendDeviceCodeResponseSchema = z.object({
  /** When the new code stops working (the page's countdown starts again from it). */
  expires_at: z.string(),
});

/**
 * `POST /api/auth/verify/user-device/resend`: "Send a new code" on the device-code page (issue 12).
 * The browser names its sign-in by the challenge cookie of the 206 login, so the password is not
 * asked again. A new code goes to the same address as the first and the first stops working; it
 * counts against the account's codes an hour like a login's. Every answer with a cookie is the same
 * 200 (a new cookie and an expiry), whether a code went out or not: a busy address's blind 206
 * (decision 34) has no code behind it, and a different answer here would tell that the password
 * had been wrong.
 */
export const deviceCodeResendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, services } = app;
  const cookies = accountCookies(app);
  const repository = new AccountsRepository(app.db);
  const sender = new CodeSender(app.db, config.appSecret, services.notifications);
  const limits = new SignInLimits(services.rateLimiter);

  app.post(
    "/auth/verify/user-device/resend",
    {
      schema: {
        tags: ["Authentication"],
        summary: "Send a new code for the sign-in waiting on this browser",
        description:
          "Reads the challenge cookie of the 206 login. A new 6-digit code goes to the same address and the earlier one stops working; at most 5 codes an hour per account, as for logins. 200 with the new expiry and cookie whether or not a code could be sent; 400 NO_CHALLENGE without a sign-in waiting on this browser.",
        response: { 200: ResendDeviceCodeResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const waiting = cookies.read(request, cookies.names.challenge);
      if (!waiting) {
        throw new AppError(400, "NO_CHALLENGE", "No sign-in is waiting for a code on this browser.", {
          action: "Sign in again.",
        });
      }
      // Nothing sent (no code behind the cookie, used, or the hour's codes spent): the cookie stays,
      // so a first code still on its way keeps working, and the answer looks like a sent one.
      let challengeId = waiting;
      let expiresAt = new Date(Date.now() + CODE_TTL_MS);

      const row = await repository.findCode(waiting);
      const user =
        row?.purpose === "DEVICE" && row.used_at === null ? await repository.findUserById(row.user_id) : undefined;
      if (row && user?.is_active && (await limits.mayChallenge(user.id))) {
        const channel = row.channel === "email" ? "email" : "sms";
        const userAgent = String(request.headers["user-agent"] ?? "").slice(0, 512);
        const issued = await sender.send(
          { userId: user.id, purpose: "DEVICE", channel, target: row.target, kind: "digits" },
          { channel, to: row.target },
          (code) => ({
            template: "device",
            values: { first_name: user.first_name, code: code.secret, device: describeUserAgent(userAgent) },
            code: code.secret,
          }),
        );
        await services.audit.record({
          action: "LOGIN_DEVICE_CODE_RESENT",
          actorUserId: user.id,
          ip: request.ip,
          userAgent,
        });
        challengeId = issued.id;
        expiresAt = issued.expiresAt;
      }
      reply.setCookie(cookies.names.challenge, challengeId, { ...cookies.base, sameSite: "strict", maxAge: 600 });
      return { expires_at: expiresAt.toISOString() };
    },
  );
};
