import {
  ActivateByEmailRequestSchema,
  ActivateBySmsRequestSchema,
  ActivationResultSchema,
  ErrorBodySchema,
  MessageSchema,
  RegisteredUserSchema,
  RegisterRequestSchema,
  ResendActivationRequestSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountCookies, errors } from "./account-cookies.js";

/** Registration and activation. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;
  const cookies = accountCookies(app);

  app.post(
    "/account-manager/users/register/self",
    {
      schema: {
        tags: ["Accounts"],
        summary: "Register a new member account",
        description:
          "Creates an inactive account and its membership record (PENDING_PAYMENT), then sends an activation link by e-mail or a 6-digit code by SMS, over the channel of `login_with`. A taken e-mail or phone gets the same 201 answer; no account is made and the owner is told by a message. 429 after 10 registrations an hour from one address.",
        body: RegisterRequestSchema,
        response: { 201: RegisteredUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, body } = await registration.register(request.body, cookies.meta(request));
      // Lets the SMS activation page on this device name the account without asking again.
      reply.setCookie(cookies.names.registration, userId, { ...cookies.base, sameSite: "strict", maxAge: 24 * 3600 });
      return reply.status(201).send(body);
    },
  );

  app.patch(
    "/my-account/activate/account-by-email",
    {
      schema: {
        tags: ["Accounts"],
        summary: "Activate an account with the token of the activation link",
        description:
          "200 when the account is active now; 204 when the token activates nothing (wrong, used or expired).",
        body: ActivateByEmailRequestSchema,
        response: {
          200: ActivationResultSchema,
          204: z.null().describe("Nothing was activated"),
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const activated = await registration.activateByEmail(request.body.token, cookies.meta(request));
      if (!activated) return reply.status(204).send(null);
      return { is_active: true, message: "Your account is active. You can sign in now." };
    },
  );

  app.patch(
    "/my-account/activate/account-by-sms",
    {
      schema: {
        tags: ["Accounts"],
        summary: "Activate an account with the SMS code",
        description:
          "The account is the one registered on this device (a cookie set at registration) or the one named by `username`. 200 when active now; 204 when the code activates nothing.",
        body: ActivateBySmsRequestSchema,
        response: { 200: ActivationResultSchema, 204: z.null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = request.body.username
        ? await registration.findUserIdByUsername(request.body.username)
        : cookies.read(request, cookies.names.registration);
      const activated = await registration.activateBySms(request.body.code, userId, cookies.meta(request));
      if (!activated) return reply.status(204).send(null);
      cookies.clear(reply, cookies.names.registration, "strict");
      return { is_active: true, message: "Your account is active. You can sign in now." };
    },
  );

  app.post(
    "/auth/resend-activation",
    {
      schema: {
        tags: ["Accounts"],
        summary: "Send the activation message again",
        description: "Always 200 with the same message, whether or not the account exists; at most 5 messages an hour.",
        body: ResendActivationRequestSchema,
        response: { 200: MessageSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await registration.resendActivation(request.body.username, cookies.meta(request));
      return { message: "If an inactive account uses these details, we have sent a new activation message." };
    },
  );
};
