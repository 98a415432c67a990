import {
  ActivateByEmailRequestSchema,
  ActivateBySmsRequestSchema,
  ActivationResultSchema,
  ActivationStatusSchema,
  ChangePasswordRequestSchema,
  ConfirmResetPasswordRequestSchema,
  ContactVerificationRequestSchema,
  ContactVerificationResponseSchema,
  ErrorBodySchema,
  LoginChallengeSchema,
  LoginRequestSchema,
  LoginSuccessSchema,
  MessageSchema,
  ProfileSchema,
  ProfileUpdateRequestSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  RegisteredUserSchema,
  RegisterRequestSchema,
  ResendActivationRequestSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SessionListSchema,
  VerifyContactCodeRequestSchema,
  VerifyDeviceRequestSchema,
} from "@gkf/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { AppError, notFound } from "../../http/errors.js";
import type { RequestMeta } from "./accounts.service.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
const bearer = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;
  const secure = app.config.auth.secureCookies;
  // __Host- cookies must be Secure, so the prefix is used only where we serve HTTPS.
  const cookieName = (name: string) => (secure ? `__Host-${name}` : name);
  const COOKIES = {
    device: cookieName("gkf_device"),
    challenge: cookieName("gkf_challenge"),
    registration: cookieName("gkf_registration"),
  };
  const baseCookie = { path: "/", httpOnly: true, secure, signed: true } as const;
  // A deletion must carry the cookie's own attributes: browsers ignore a Set-Cookie for a
  // __Host- name without Secure, so the cookie would outlive its use.
  const clearCookie = (reply: FastifyReply, name: string, sameSite: "lax" | "strict") =>
    reply.clearCookie(name, { path: "/", httpOnly: true, secure, sameSite });

  const readCookie = (request: FastifyRequest, name: string): string | undefined => {
    const raw = request.cookies[name];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  };
  const meta = (request: FastifyRequest): RequestMeta => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? "").slice(0, 512),
    deviceId: readCookie(request, COOKIES.device),
  });
  const trustDevice = (reply: FastifyReply, deviceId: string) =>
    reply.setCookie(COOKIES.device, deviceId, { ...baseCookie, sameSite: "lax", maxAge: 400 * 86_400 });

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
      const { userId, body } = await accounts.register(request.body, meta(request));
      // Lets the SMS activation page on this device name the account without asking again.
      reply.setCookie(COOKIES.registration, userId, { ...baseCookie, sameSite: "strict", maxAge: 24 * 3600 });
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
      const activated = await accounts.activateByEmail(request.body.token, meta(request));
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
        ? await accounts.findUserIdByUsername(request.body.username)
        : readCookie(request, COOKIES.registration);
      const activated = await accounts.activateBySms(request.body.code, userId, meta(request));
      if (!activated) return reply.status(204).send(null);
      clearCookie(reply, COOKIES.registration, "strict");
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
      await accounts.resendActivation(request.body.username, meta(request));
      return { message: "If an inactive account uses these details, we have sent a new activation message." };
    },
  );

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
      const result = await accounts.login(request.body.username, request.body.password, meta(request));
      if (result.kind === "challenge") {
        reply.setCookie(COOKIES.challenge, result.challengeId, { ...baseCookie, sameSite: "strict", maxAge: 600 });
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
      const { deviceId, body } = await accounts.verifyDevice(
        readCookie(request, COOKIES.challenge),
        request.body.vcode,
        meta(request),
      );
      clearCookie(reply, COOKIES.challenge, "strict");
      trustDevice(reply, deviceId);
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
      const claimed = await accounts.authenticate(request.body.access);
      if (!claimed || claimed.sessionId !== auth.sessionId) {
        throw new AppError(400, "TOKEN_MISMATCH", "The token to refresh is not the one you are signed in with.");
      }
      return { tokens: await accounts.refresh(auth) };
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
      await accounts.logout(authOf(request), meta(request));
      return { message: "You have been signed out." };
    },
  );

  app.patch(
    "/account-manager/users/reset-password",
    {
      schema: {
        tags: ["Passwords"],
        summary: "Ask for a password reset code",
        description:
          "Always 200 with a `reset_token` of the same shape, whether or not the account exists. The code goes to the account's e-mail or phone.",
        body: ResetPasswordRequestSchema,
        response: { 200: ResetPasswordResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      reset_token: await accounts.requestPasswordReset(request.body.username, meta(request)),
      message: "If an account uses these details, we have sent it a code to reset the password.",
    }),
  );

  app.patch(
    "/my-account/user/confirm-reset-password",
    {
      schema: {
        tags: ["Passwords"],
        summary: "Set a new password with the reset code; ends every session",
        body: ConfirmResetPasswordRequestSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const { reset_token, code, password } = request.body;
      await accounts.confirmPasswordReset(reset_token, code, password, meta(request));
      return { message: "Your password has been changed. Please sign in with the new one." };
    },
  );

  app.patch(
    "/my-account/user/change-password",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Passwords"],
        summary: "Change the password; every other session ends",
        security: bearer,
        body: ChangePasswordRequestSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.changePassword(
        authOf(request),
        request.body.current_password,
        request.body.new_password,
        meta(request),
      );
      return { message: "Your password has been changed. Your other sessions were signed out." };
    },
  );

  app.post(
    "/my-account/contact/verification",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Contact details"],
        summary: "Send a code to confirm the account's e-mail or phone",
        security: bearer,
        body: ContactVerificationRequestSchema,
        response: { 200: ContactVerificationResponseSchema, ...errors },
      },
    },
    async (request) => accounts.requestContactVerification(authOf(request), request.body.channel, meta(request)),
  );

  for (const [path, channel] of [
    ["/my-account/contact/verify-my-tel", "tel"],
    ["/my-account/contact/verify-my-email-code", "email"],
  ] as const) {
    app.patch(
      path,
      {
        onRequest: requireAuth,
        schema: {
          tags: ["Contact details"],
          summary: `Confirm the account's ${channel === "tel" ? "phone number" : "e-mail address"} with the code`,
          security: bearer,
          body: VerifyContactCodeRequestSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await accounts.verifyContact(authOf(request), channel, request.body.code, meta(request));
        return { message: channel === "tel" ? "Your phone number is confirmed." : "Your e-mail address is confirmed." };
      },
    );
  }

  app.get(
    "/my-account/profile",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Profile"],
        summary: "The caller's account details",
        security: bearer,
        response: { 200: ProfileSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => accounts.getProfile(authOf(request).userId),
  );

  app.patch(
    "/my-account/profile/update",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Profile"],
        summary: "Change names and contact details",
        description:
          "Changing the e-mail or phone needs `current_password` and makes that contact unverified until confirmed again.",
        security: bearer,
        body: ProfileUpdateRequestSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => accounts.updateProfile(authOf(request), request.body, meta(request)),
  );

  app.get(
    "/my-account/activate/status",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Profile"],
        summary: "Whether the account and its contacts are confirmed",
        security: bearer,
        response: { 200: ActivationStatusSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const profile = await accounts.getProfile(authOf(request).userId);
      return {
        is_active: profile.is_active,
        email_verified: profile.email_verified,
        tel_verified: profile.tel_verified,
      };
    },
  );

  app.get(
    "/my-account/sessions",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Sessions"],
        summary: "Live sessions and trusted devices of the account",
        security: bearer,
        response: { 200: SessionListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => accounts.listSessions(authOf(request)),
  );

  app.delete(
    "/my-account/sessions/:id",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Sessions"],
        summary: "End one of the account's sessions",
        security: bearer,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: MessageSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!(await accounts.endOwnSession(authOf(request), request.params.id, meta(request)))) {
        throw notFound("You have no live session with this id.");
      }
      return { message: "The session has ended." };
    },
  );

  app.delete(
    "/my-account/devices/:id",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Sessions"],
        summary: "Stop trusting a device: its next sign-in needs a code again",
        security: bearer,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: MessageSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!(await accounts.revokeOwnDevice(authOf(request), request.params.id, meta(request)))) {
        throw notFound("You have no trusted device with this id.");
      }
      return { message: "The device is no longer trusted." };
    },
  );
};
