import {
  ErrorBodySchema,
  LoginChallengeSchema,
  LoginRequestSchema,
  LoginSuccessSchema,
  MessageSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  VerifyDeviceRequestSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { AppError } from "../../http/errors.js";
import { accountCookies, bearer, errors } from "./account-cookies.js";

/** Signing in and out, the device code, the token refresh. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signIn, sessions } = app.services;
  const cookies = accountCookies(app);

  app.post(
    "/auth/login",
    {
      schema: {
        tags: ["Authentication"],
        summary: "Sign in with e-mail or phone and password",
        description:
          "200 with tokens on a trusted device. 206 with `verify_user` on a new device: a 6-digit code goes out over the account's channel and a short-lived cookie names the challenge. 401 wrong credentials, 403 ACCOUNT_NOT_ACTIVE, 429 after repeated failures on the account (a trusted device counts only its own) or 5 codes an hour. From an address with many recent failures, an untrusted browser gets 206 whatever the password; the code goes out only for the right one.",
        body: LoginRequestSchema,
        response: { 200: LoginSuccessSchema, 206: LoginChallengeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn.login(request.body.username, request.body.password, cookies.meta(request));
      if (result.kind === "challenge") {
        reply.setCookie(cookies.names.challenge, result.challengeId, {
          ...cookies.base,
          sameSite: "strict",
          maxAge: 600,
        });
        return reply.status(206).send(result.body);
      }
      return reply.status(200).send(result.body);
    },
  );

  app.post(
    "/auth/verify/user-device",
    {
      schema: {
        tags: ["Authentication"],
        summary: "Finish a new-device sign-in with the code that was sent",
        description:
          "Answers like a 200 login and marks this browser as a trusted device of the account (a signed, httpOnly cookie). 429 after 30 wrong codes in 15 minutes from one address; repeated wrong codes on an account send its member a warning.",
        body: VerifyDeviceRequestSchema,
        response: { 200: LoginSuccessSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { deviceId, body } = await signIn.verifyDevice(
        cookies.read(request, cookies.names.challenge),
        request.body.vcode,
        cookies.meta(request),
      );
      cookies.clear(reply, cookies.names.challenge, "strict");
      cookies.trustDevice(reply, deviceId);
      return body;
    },
  );

  app.post(
    "/auth/token/refresh",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Authentication"],
        summary: "Renew a still-valid access token while its session lives",
        security: bearer,
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const claimed = await sessions.authenticate(request.body.access);
      if (!claimed || claimed.sessionId !== auth.sessionId) {
        throw new AppError(400, "TOKEN_MISMATCH", "The token to refresh is not the one you are signed in with.");
      }
      return { tokens: await sessions.refresh(auth) };
    },
  );

  app.post(
    "/auth/logout",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Authentication"],
        summary: "End this session; its token stops working at once",
        security: bearer,
        response: { 200: MessageSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      await sessions.logout(authOf(request), cookies.meta(request));
      return { message: "You have been signed out." };
    },
  );
};
