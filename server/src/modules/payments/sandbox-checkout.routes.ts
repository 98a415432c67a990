import { paymentsEndpoints as endpoints, formatGhanaPhone, formatMoney } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { notFound } from "../../http/errors.js";
import type { SandboxProvider } from "./payment-providers.js";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function checkoutPage(options: {
  reference: string;
  amount: string;
  purpose: string;
  settled: string | null;
  prompt: string | null;
}): string {
  const body = options.settled
    ? `<p class="done">This payment is already ${escapeHtml(options.settled.toLowerCase())}.</p>`
    : `<form method="post">
        <button name="outcome" value="success" class="pay">Pay ${escapeHtml(options.amount)}</button>
        <button name="outcome" value="failed" class="decline">Decline</button>
      </form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout · GKF Portal</title>
<style>
  body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f4;color:#1b1b1b}
  main{max-width:420px;margin:0 auto;padding:24px 16px}
  .card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
  .badge{display:inline-block;background:#fff3cd;color:#7a5b00;border-radius:6px;padding:2px 8px;font-size:12px}
  h1{font-size:20px;margin:12px 0 4px} .amount{font-size:32px;font-weight:700;margin:16px 0}
  dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px} dt{color:#666}
  form{display:flex;gap:12px;margin-top:24px} button{flex:1;padding:14px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
  .pay{background:#15803d;color:#fff} .decline{background:#e5e7eb;color:#111}
</style></head>
<body><main><div class="card">
  <span class="badge">Sandbox: no real money moves</span>
  <h1>GKF Portal checkout</h1>
  <div class="amount">${escapeHtml(options.amount)}</div>
  <dl><dt>For</dt><dd>${escapeHtml(options.purpose)}</dd><dt>Reference</dt><dd>${escapeHtml(options.reference)}</dd>${
    options.prompt ? `<dt>Prompt</dt><dd>${escapeHtml(options.prompt)}</dd>` : ""
  }</dl>
  ${body}
</div></main></body></html>`;
}

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
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(
        checkoutPage({
          reference: charge.reference,
          amount: formatMoney(charge.amount),
          purpose: payment.purpose === "REGISTRATION" ? "Registration fee" : "Membership renewal",
          settled: charge.status === "PENDING" ? null : charge.status,
          prompt: prompt ? `Mobile money, ${prompt.network} ${formatGhanaPhone(prompt.phone)}` : null,
        }),
      );
  });

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
