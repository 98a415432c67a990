import { accountsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { accountCookies } from "./account-cookies.js";

const ACTIVATED = { is_active: true, message: "Your account is active. You can sign in now." };

/** Registration and activation. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;
  const cookies = accountCookies(app);

  route(app, endpoints.register, {}, async (request, reply) => {
    const { userId, body } = await registration.register(request.body, cookies.meta(request));
    // Lets the SMS activation page on this device name the account without asking again.
    reply.setCookie(cookies.names.registration, userId, { ...cookies.base, sameSite: "strict", maxAge: 24 * 3600 });
    return body;
  });

  // The activation link's token; the spec also declares /auth/verify-email and
  // /account-manager/users/verify-user-email for it, which do the same (issue 12).
  for (const endpoint of [endpoints.activateByEmail, endpoints.verifyEmail, endpoints.verifyUserEmail]) {
    route(app, endpoint, {}, async (request, reply) => {
      const activated = await registration.activateByEmail(request.body.token, cookies.meta(request));
      if (!activated) return reply.status(204).send(null);
      return ACTIVATED;
    });
  }

  route(app, endpoints.activateBySms, {}, async (request, reply) => {
    const userId = request.body.username
      ? await registration.findUserIdByUsername(request.body.username)
      : cookies.read(request, cookies.names.registration);
    const activated = await registration.activateBySms(request.body.code, userId, cookies.meta(request));
    if (!activated) return reply.status(204).send(null);
    cookies.clear(reply, cookies.names.registration, "strict");
    return ACTIVATED;
  });

  route(app, endpoints.resendActivation, {}, async (request) => {
    await registration.resendActivation(request.body.username, cookies.meta(request));
    return { message: "If an inactive account uses these details, we have sent a new activation message." };
  });
};
