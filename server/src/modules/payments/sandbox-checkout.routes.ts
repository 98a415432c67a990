import { paymentsEndpoints as endpoints, formatGhanaPhone, formatMoney } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { notFound } from "../../http/errors.js";
import { CARD_MASK_SCRIPT, checkoutPage } from "./sandbox-checkout.page.js";
import type { SandboxProvider } from "./sandbox-provider.js";

/**
 * The sandbox provider's checkout page. POSTing an outcome settles the charge the way a real
 * provider would, sends this server a correctly signed webhook, and returns the member to the
 * app's payment-response modal.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.services.payments.provider as SandboxProvider;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const describe = async (reference: string) => {
    const charge = await provider.findCharge(reference);
    const payment = await app.services.payments.findByReference(reference);
    if (!charge || !payment) throw notFound("There is no sandbox payment with this reference.");
    return { charge, payment };
  };

  route(app, endpoints.sandboxCheckout, { hide: true }, async (request, reply) => {
    const { charge, payment } = await describe(request.params.reference);
    // A mobile money prompt: the page stands in for the member's phone.
    const prompt = await app.services.mobileMoney.findCharge(payment.id);
    const member = await app.services.accounts.getMember(payment.user_id);
    const language = member?.contact.language ?? "en";
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(
        checkoutPage({
          language,
          reference: charge.reference,
          amount: formatMoney(charge.amount, charge.currency, language),
          purpose: payment.purpose === "REGISTRATION" ? "registration" : "renewal",
          settled: charge.status === "PENDING" ? null : charge.status,
          prompt: prompt ? { network: prompt.network, phone: formatGhanaPhone(prompt.phone) } : null,
        }),
      );
  });

  // The card form's mask, as a script of this server: the page's policy runs no inline script.
  route(app, endpoints.sandboxCardMask, { hide: true }, async (_request, reply) =>
    reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(CARD_MASK_SCRIPT),
  );

  route(app, endpoints.sandboxSettle, { hide: true }, async (request, reply) => {
    const { reference } = request.params;
    const { charge } = await describe(reference);
    if (await provider.settle(reference, request.body.outcome)) {
      const payload = Buffer.from(
        JSON.stringify({
          event: request.body.outcome === "success" ? "charge.success" : "charge.failed",
          data: { reference, amount: charge.amount, currency: charge.currency, status: request.body.outcome },
        }),
      );
      // Delivered in-process: the same route, signature check and crediting a real webhook goes through.
      const delivered = await app.inject({
        method: "POST",
        url: "/api/payments/webhook/sandbox",
        payload,
        headers: { "content-type": "application/json", "x-paystack-signature": provider.sign(payload) },
      });
      if (delivered.statusCode !== 200)
        request.log.warn({ status: delivered.statusCode }, "sandbox webhook was refused");
    }
    return reply.redirect(`/dashboard/modals/payment-response?reference=${encodeURIComponent(reference)}`, 303);
  });
};
