import {
  ActivationStatusSchema,
  ContactVerificationRequestSchema,
  ContactVerificationResponseSchema,
  ErrorBodySchema,
  MessageSchema,
  ProfileSchema,
  ProfileUpdateRequestSchema,
  VerifyContactCodeRequestSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { accountCookies, bearer, errors } from "./account-cookies.js";

/** The profile and the confirmation of its contacts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contacts, profiles } = app.services;
  const cookies = accountCookies(app);

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
    async (request) =>
      contacts.requestContactVerification(authOf(request), request.body.channel, cookies.meta(request)),
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
        await contacts.verifyContact(authOf(request), channel, request.body.code, cookies.meta(request));
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
    async (request) => profiles.getProfile(authOf(request).userId),
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
    async (request) => profiles.updateProfile(authOf(request), request.body, cookies.meta(request)),
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
      const profile = await profiles.getProfile(authOf(request).userId);
      return {
        is_active: profile.is_active,
        email_verified: profile.email_verified,
        tel_verified: profile.tel_verified,
      };
    },
  );
};
