import { tfaEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { accountCookies } from "./account-cookies.js";

/** Two-step sign-in on the account page: setting up the app, turning it off, new recovery codes (issue 17). */
export const tfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tfa } = app.services;
  const cookies = accountCookies(app);

  route(app, endpoints.setup, {}, async (request) => tfa.setup(authOf(request), cookies.meta(request)));
  route(app, endpoints.enable, {}, async (request) =>
    tfa.enable(authOf(request), request.body.code, cookies.meta(request)),
  );
  route(app, endpoints.disable, {}, async (request) => {
    await tfa.disable(authOf(request), request.body, cookies.meta(request));
    return { message: "Two-step sign-in is off." };
  });
  route(app, endpoints.recoveryCodes, {}, async (request) =>
    tfa.newRecoveryCodes(authOf(request), request.body.code, cookies.meta(request)),
  );
};
