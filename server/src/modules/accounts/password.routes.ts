import {
  ChangePasswordRequestSchema,
  ConfirmResetPasswordRequestSchema,
  ErrorBodySchema,
  MessageSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { accountCookies, bearer, errors } from "./account-cookies.js";

/** The password reset and change. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwords } = app.services;
  const cookies = accountCookies(app);

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
      reset_token: await passwords.requestPasswordReset(request.body.username, cookies.meta(request)),
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
      await passwords.confirmPasswordReset(reset_token, code, password, cookies.meta(request));
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
      await passwords.changePassword(
        authOf(request),
        request.body.current_password,
        request.body.new_password,
        cookies.meta(request),
      );
      return { message: "Your password has been changed. Your other sessions were signed out." };
    },
  );
};
