import { accountsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { accountCookies } from "./account-cookies.js";

/** The profile and the confirmation of its contacts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contacts, profiles } = app.services;
  const cookies = accountCookies(app);

  route(app, endpoints.requestContactVerification, {}, async (request) =>
    contacts.requestContactVerification(authOf(request), request.body.channel, cookies.meta(request)),
  );

  for (const [endpoint, channel] of [
    [endpoints.verifyTel, "tel"],
    [endpoints.verifyEmailCode, "email"],
  ] as const) {
    route(app, endpoint, {}, async (request) => {
      await contacts.verifyContact(authOf(request), channel, request.body.code, cookies.meta(request));
      return { message: channel === "tel" ? "Your phone number is confirmed." : "Your e-mail address is confirmed." };
    });
  }

  // Adding the contact the account lacks: password, code to the new address, confirmation (decision 76).
  route(app, endpoints.addContact, {}, async (request) =>
    contacts.addContact(authOf(request), request.body, cookies.meta(request)),
  );
  route(app, endpoints.resendNewContactCode, {}, async (request) =>
    contacts.resendNewContactCode(authOf(request), request.body.channel, cookies.meta(request)),
  );
  route(app, endpoints.confirmNewContact, {}, async (request) => {
    const auth = authOf(request);
    await contacts.confirmNewContact(auth, request.body.channel, request.body.code, cookies.meta(request));
    return profiles.getProfile(auth.userId);
  });

  route(app, endpoints.profile, {}, async (request) => profiles.getProfile(authOf(request).userId));

  // The spec also declares /my-account/user/details/update, which does the same (issue 12).
  for (const endpoint of [endpoints.updateProfile, endpoints.updateUserDetails]) {
    route(app, endpoint, {}, async (request) =>
      profiles.updateProfile(authOf(request), request.body, cookies.meta(request)),
    );
  }

  route(app, endpoints.activationStatus, {}, async (request) => {
    const profile = await profiles.getProfile(authOf(request).userId);
    return {
      is_active: profile.is_active,
      email_verified: profile.email_verified,
      tel_verified: profile.tel_verified,
    };
  });
};
