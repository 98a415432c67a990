import { paymentsEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../http/authenticate.js";
import { route } from "../../http/endpoint.js";

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  route(app, endpoints.initialize, {}, async (request, reply) => {
    const { created, body } = await payments.initialize(authOf(request).userId, request.body.purpose);
    return reply.status(created ? 201 : 200).send(body);
  });

  route(app, endpoints.verify, {}, async (request) =>
    payments.verifyOwn(authOf(request).userId, request.body.reference),
  );

  route(app, endpoints.myPaymentRecord, {}, async (request) => payments.listOwn(authOf(request).userId));

  route(app, endpoints.receipt, {}, async (request, reply) => {
    const pdf = await payments.receiptOwn(authOf(request).userId, request.params.reference);
    return reply
      .header("content-type", "application/pdf")
      .header(
        "content-disposition",
        `attachment; filename="gkf-receipt-${request.params.reference.replace(/[^A-Za-z0-9-]/g, "")}.pdf"`,
      )
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
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

  route(app, endpoints.webhook, { rawBody: true }, async (request, reply) => {
    const { payments } = app.services;
    if (request.params.provider !== payments.provider.name) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "This provider is not in use here." });
    }
    const body: unknown = request.body;
    const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
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
  });
};
