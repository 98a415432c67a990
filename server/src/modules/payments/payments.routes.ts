import {
  ErrorBodySchema,
  InitializePaymentRequestSchema,
  InitializePaymentResponseSchema,
  PaymentRecordSchema,
  PaymentSchema,
  VerifyPaymentRequestSchema,
} from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, requireAuth } from "../../http/authenticate.js";
import { binaryResponse } from "../files/files.http.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
};
const security = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post(
    "/my-account/membership/payment/initialize",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "Start paying the registration fee or the renewal",
        description:
          "The amount comes from the fee table for the member's type, never from the client. 201 with a new payment; 200 with the open one when a payment for the purpose is already pending.",
        security,
        body: InitializePaymentRequestSchema,
        response: { 200: InitializePaymentResponseSchema, 201: InitializePaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, body } = await payments.initialize(authOf(request).userId, request.body.purpose);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.post(
    "/my-account/membership/payment/verify",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "Ask the provider about one of the caller's payments and credit it if paid",
        security,
        body: VerifyPaymentRequestSchema,
        response: { 200: PaymentSchema, ...errors },
      },
    },
    async (request) => payments.verifyOwn(authOf(request).userId, request.body.reference),
  );

  app.get(
    "/my-account/membership/my-payment-record",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "The caller's payments and receipts, newest first",
        security,
        response: { 200: PaymentRecordSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => payments.listOwn(authOf(request).userId),
  );

  app.get(
    "/my-account/membership/payments/:reference/receipt",
    {
      onRequest: requireAuth,
      schema: {
        tags: ["Payments"],
        summary: "The PDF receipt of one of the caller's paid payments",
        security,
        params: z.object({ reference: z.string().max(64) }),
        response: { 200: binaryResponse("application/pdf", "The receipt"), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await payments.receiptOwn(authOf(request).userId, request.params.reference);
      return reply
        .header("content-type", "application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="gkf-receipt-${request.params.reference.replace(/[^A-Za-z0-9-]/g, "")}.pdf"`,
        )
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};

/**
 * POST /api/payments/webhook/:provider — the provider's signed notification. The raw body is
 * kept as bytes: the signature is over exactly those bytes, checked before anything is parsed.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/payments/webhook/:provider",
    {
      schema: {
        tags: ["Payments"],
        summary: "Payment provider notifications (signed)",
        description:
          "Paystack: `x-paystack-signature` is the hex HMAC-SHA512 of the raw body under the secret key. A bad signature is 401 and changes nothing. Hubtel's callbacks are not signed: they only name a payment, which is credited once the transaction-status call confirms it.",
        params: z.object({ provider: z.enum(["paystack", "hubtel", "sandbox"]) }),
        response: {
          200: z.object({ received: z.literal(true) }),
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { payments } = app.services;
      if (request.params.provider !== payments.provider.name) {
        return reply.status(404).send({ code: "NOT_FOUND", message: "This provider is not in use here." });
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-paystack-signature"];
      if (!payments.provider.isSignatureValid(raw, typeof signature === "string" ? signature : undefined)) {
        request.log.warn({ event: "WEBHOOK_SIGNATURE_INVALID", provider: request.params.provider }, "refused");
        return reply
          .status(401)
          .send({ code: "INVALID_SIGNATURE", message: "The signature of this notification is not valid." });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString("utf8"));
      } catch {
        return reply.status(400).send({ code: "MALFORMED_JSON", message: "The notification is not valid JSON." });
      }
      const event = payments.provider.parseWebhook(parsed);
      // Unsigned callbacks (Hubtel) count only when they name one of our payments: anyone can send them.
      const known = event && (payments.provider.signedWebhooks || (await payments.findByReference(event.reference)));
      if (event && known) await payments.handleWebhook(event.reference, event.event);
      return { received: true as const };
    },
  );
};
