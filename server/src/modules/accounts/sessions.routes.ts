import { ErrorBodySchema, MessageSchema, SessionListSchema } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { notFound } from "../../http/errors.js";
import { accountCookies, bearer } from "./account-cookies.js";

/** Live sessions and trusted devices. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.services;
  const cookies = accountCookies(app);

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
    async (request) => sessions.list(authOf(request)),
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
      if (!(await sessions.endOwn(authOf(request), request.params.id, cookies.meta(request)))) {
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
      if (!(await sessions.revokeOwnDevice(authOf(request), request.params.id, cookies.meta(request)))) {
        throw notFound("You have no trusted device with this id.");
      }
      return { message: "The device is no longer trusted." };
    },
  );
};
