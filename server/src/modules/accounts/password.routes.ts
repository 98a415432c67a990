import { accountsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { accountCookies } from "./account-cookies.js";

/** The password reset and change. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwords } = app.services;
  const cookies = accountCookies(app);

  // The spec also declares /my-account/user/request-reset-password, which does the same (issue 12).
  for (const endpoint of [endpoints.requestPasswordReset, endpoints.requestPasswordResetOfUser]) {
    route(app, endpoint, {}, async (request) => ({
      reset_token: await passwords.requestPasswordReset(request.body.username, cookies.meta(request)),
      message: "If an account uses these details, we have sent it a code to reset the password.",
    }));
  }

  route(app, endpoints.confirmPasswordReset, {}, async (request) => {
    const { reset_token, code, password } = request.body;
    await passwords.confirmPasswordReset(reset_token, code, password, cookies.meta(request));
    return { message: "Your password has been changed. Please sign in with the new one." };
  });

  route(app, endpoints.changePassword, {}, async (request) => {
    await passwords.changePassword(
      authOf(request),
      request.body.current_password,
      request.body.new_password,
      cookies.meta(request),
    );
    return { message: "Your password has been changed. Your other sessions were signed out." };
  });
};
