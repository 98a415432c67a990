import { accountsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";
import { notFound } from "../../http/errors.js";
import { accountCookies } from "./account-cookies.js";

/** Live sessions and trusted devices. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.services;
  const cookies = accountCookies(app);

  route(app, endpoints.sessions, {}, async (request) => sessions.list(authOf(request)));

  route(app, endpoints.endSession, {}, async (request) => {
    if (!(await sessions.endOwn(authOf(request), request.params.id, cookies.meta(request)))) {
      throw notFound("You have no live session with this id.");
    }
    return { message: "The session has ended." };
  });

  route(app, endpoints.revokeDevice, {}, async (request) => {
    if (!(await sessions.revokeOwnDevice(authOf(request), request.params.id, cookies.meta(request)))) {
      throw notFound("You have no trusted device with this id.");
    }
    return { message: "The device is no longer trusted." };
  });
};
