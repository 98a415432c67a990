import {
  ErrorBodySchema,
  MobileMoneyChargeRequestSchema,
  MobileMoneyChargeSchema,
  MobileMoneyOtpRequestSchema,
  PaymentQuoteQuerySchema,
  PaymentQuoteSchema,
  VerifyPaymentRequestSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, requireAuth } from "../../http/authenticate.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  502: ErrorBodySchema,
};
const security = [{ bearer: [] }];

/** Mobile money without leaving the app, and the amount before paying (issue 12). */
export const mobileMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mobileMoney } = app.services;

  app.get(
    "/my-account/membership/payment/quote",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "What paying a fee costs, before anything is started",
        description: "The amount from the fee table and the wallet to suggest (the member's confirmed phone).",
        security,
        querystring: PaymentQuoteQuerySchema,
        response: { 200: PaymentQuoteSchema, ...errors },
      },
    },
    async (request) => mobileMoney.quote(authOf(request).userId, request.query.purpose),
  );

  app.post(
    "/my-account/membership/payment/mobile-money",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "Pay with mobile money: a prompt on the member's phone",
        description:
          "The provider prompts the wallet; the member approves on the phone, and the payment is followed with POST /my-account/membership/payment/verify until it is final. 201 with a new prompt; 200 with the one still waiting when the same wallet is asked again within a minute. A payment still open for the purpose is checked with the provider and closed first.",
        security,
        body: MobileMoneyChargeRequestSchema,
        response: { 200: MobileMoneyChargeSchema, 201: MobileMoneyChargeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, body } = await mobileMoney.start(authOf(request).userId, request.body);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.post(
    "/my-account/membership/payment/mobile-money/cancel",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "Give up on a prompt (another number, or the card instead)",
        description:
          "The provider is asked first: a prompt approved meanwhile is credited and answered as SUCCESS. Otherwise the payment is closed as FAILED; should the provider still confirm it, it is credited (or recorded as a duplicate).",
        security,
        body: VerifyPaymentRequestSchema,
        response: { 200: MobileMoneyChargeSchema, ...errors },
      },
    },
    async (request) => mobileMoney.cancel(authOf(request).userId, request.body.reference),
  );

  app.post(
    "/my-account/membership/payment/mobile-money/otp",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "The voucher code some networks send before the prompt",
        security,
        body: MobileMoneyOtpRequestSchema,
        response: { 200: MobileMoneyChargeSchema, ...errors },
      },
    },
    async (request) => mobileMoney.submitOtp(authOf(request).userId, request.body.reference, request.body.otp),
  );
};
