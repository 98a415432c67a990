import { paymentsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";

/** Mobile money without leaving the app, and the amount before paying (issue 12). */
export const mobileMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mobileMoney } = app.services;

  route(app, endpoints.quote, {}, async (request) => mobileMoney.quote(authOf(request).userId, request.query.purpose));

  route(app, endpoints.mobileMoney, {}, async (request, reply) => {
    const { created, body } = await mobileMoney.start(authOf(request).userId, request.body);
    return reply.status(created ? 201 : 200).send(body);
  });

  route(app, endpoints.cancelMobileMoney, {}, async (request) =>
    mobileMoney.cancel(authOf(request).userId, request.body.reference),
  );

  route(app, endpoints.mobileMoneyOtp, {}, async (request) =>
    mobileMoney.submitOtp(authOf(request).userId, request.body.reference, request.body.otp),
  );
};
