import { accountsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { AppError } from "../../http/errors.js";
import { accountCookies } from "./account-cookies.js";

/** Signing in and out, the device code and a new one, the token refresh. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signIn, sessions } = app.services;
  const cookies = accountCookies(app);
  const challengeCookie = (challengeId: string) =>
    [cookies.names.challenge, challengeId, { ...cookies.base, sameSite: "strict", maxAge: 600 }] as const;

  route(app, endpoints.login, {}, async (request, reply) => {
    const result = await signIn.login(request.body.username, request.body.password, cookies.meta(request));
    if (result.kind === "challenge") {
      reply.setCookie(...challengeCookie(result.challengeId));
      return reply.status(206).send(result.body);
    }
    return reply.status(200).send(result.body);
  });

  route(app, endpoints.verifyDevice, {}, async (request, reply) => {
    const { deviceId, body } = await signIn.verifyDevice(
      cookies.read(request, cookies.names.challenge),
      request.body.vcode,
      cookies.meta(request),
    );
    cookies.clear(reply, cookies.names.challenge, "strict");
    cookies.trustDevice(reply, deviceId);
    return body;
  });

  // The sign-in is named by its challenge cookie (decision 61): a new cookie and expiry, the same
  // answer whether or not a code could be sent.
  route(app, endpoints.resendDeviceCode, {}, async (request, reply) => {
    const { challengeId, expiresAt } = await signIn.resendDeviceCode(
      cookies.read(request, cookies.names.challenge),
      cookies.meta(request),
    );
    reply.setCookie(...challengeCookie(challengeId));
    return { expires_at: expiresAt.toISOString() };
  });

  route(app, endpoints.refresh, {}, async (request) => {
    const auth = authOf(request);
    const claimed = await sessions.authenticate(request.body.access);
    if (!claimed || claimed.sessionId !== auth.sessionId) {
      throw new AppError(400, "TOKEN_MISMATCH", "The token to refresh is not the one you are signed in with.");
    }
    return { tokens: await sessions.refresh(auth) };
  });

  route(app, endpoints.logout, {}, async (request) => {
    await sessions.logout(authOf(request), cookies.meta(request));
    return { message: "You have been signed out." };
  });
};
