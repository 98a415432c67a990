import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { setRegistrationFees, startRegistrationPayment } from "../../test/fee-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { PaystackProvider } from "./paystack-provider.js";

const SECRET = "sk_test_gkf_stub_secret_123";

/** A local stand-in for api.paystack.co that answers as its OpenAPI description says. */
interface StubTransaction {
  amount: number;
  currency: string;
  status: string;
}
const transactions = new Map<string, StubTransaction>();
const received: Array<{ method: string; url: string; authorization: string | undefined; body: unknown }> = [];
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
  });
const stub = createServer(async (request, response) => {
  const raw = await readBody(request);
  const body = raw ? JSON.parse(raw) : undefined;
  received.push({
    method: request.method ?? "",
    url: request.url ?? "",
    authorization: request.headers.authorization,
    body,
  });
  response.setHeader("content-type", "application/json");
  if (request.headers.authorization !== `Bearer ${SECRET}`) {
    response.statusCode = 401;
    response.end(JSON.stringify({ status: false, message: "Invalid key" }));
    return;
  }
  if (request.method === "POST" && request.url === "/transaction/initialize") {
    transactions.set(body.reference, { amount: body.amount, currency: body.currency, status: "abandoned" });
    response.end(
      JSON.stringify({
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `https://checkout.paystack.com/${body.reference}`,
          access_code: "ac_1",
          reference: body.reference,
        },
      }),
    );
    return;
  }
  const verify = request.url?.match(/^\/transaction\/verify\/(.+)$/);
  const transaction = verify ? transactions.get(decodeURIComponent(verify[1] ?? "")) : undefined;
  if (verify && transaction) {
    response.end(
      JSON.stringify({
        status: true,
        message: "Verification successful",
        data: {
          ...transaction,
          reference: decodeURIComponent(verify[1] ?? ""),
          paid_at: "2026-11-21T10:00:00.000Z",
          channel: "mobile_money",
        },
      }),
    );
    return;
  }
  response.statusCode = 404;
  response.end(JSON.stringify({ status: false, message: "Transaction reference not found" }));
});
await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

describe("PaystackProvider against a local stub of the API", () => {
  const provider = new PaystackProvider(SECRET, baseUrl);

  it("initializes with the secret key, the amount in pesewas, GHS and mobile money among the channels", async () => {
    const { authorizationUrl } = await provider.initialize({
      reference: "GKF-REG-STUB1",
      amount: 15_000,
      currency: "GHS",
      email: "ama@example.com",
      callbackUrl: "http://localhost:3000/dashboard/modals/payment-response?reference=GKF-REG-STUB1",
      metadata: { purpose: "REGISTRATION" },
    });
    expect(authorizationUrl).toBe("https://checkout.paystack.com/GKF-REG-STUB1");
    const call = received.at(-1);
    expect(call).toMatchObject({ method: "POST", url: "/transaction/initialize", authorization: `Bearer ${SECRET}` });
    expect(call?.body).toMatchObject({
      amount: 15_000,
      currency: "GHS",
      reference: "GKF-REG-STUB1",
      email: "ama@example.com",
    });
    expect((call?.body as { channels?: string[] } | undefined)?.channels).toEqual(
      expect.arrayContaining(["mobile_money", "card"]),
    );
  });

  it("maps the verify answer: success, failed, abandoned, reversed", async () => {
    for (const [status, expected] of [
      ["success", "SUCCESS"],
      ["failed", "FAILED"],
      ["abandoned", "ABANDONED"],
      ["reversed", "FAILED"],
    ] as const) {
      transactions.set("GKF-REG-STUB1", { amount: 15_000, currency: "GHS", status });
      expect(await provider.verify("GKF-REG-STUB1")).toMatchObject({
        status: expected,
        amount: 15_000,
        currency: "GHS",
      });
    }
    await expect(provider.verify("GKF-UNKNOWN")).rejects.toThrow(/404/);
    await expect(new PaystackProvider("sk_wrong_key", baseUrl).verify("GKF-REG-STUB1")).rejects.toThrow(/401/);
  });

  it("checks the webhook signature: hex HMAC-SHA512 of the raw body with the secret key", () => {
    const body = Buffer.from(JSON.stringify({ event: "charge.success", data: { reference: "GKF-REG-STUB1" } }));
    const good = createHmac("sha512", SECRET).update(body).digest("hex");
    expect(provider.isSignatureValid(body, good)).toBe(true);
    expect(provider.isSignatureValid(Buffer.concat([body, Buffer.from(" ")]), good)).toBe(false);
    expect(provider.isSignatureValid(body, undefined)).toBe(false);
    expect(provider.isSignatureValid(body, good.slice(0, -2))).toBe(false);
  });
});

describe("the app with PAYMENTS_PROVIDER=paystack", () => {
  it("sends the member to Paystack and credits on a signed webhook once Paystack confirms", async () => {
    const { app } = await createTestApp({
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: baseUrl,
    });
    const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    await setRegistrationFees(app, official);
    const member = await memberWithSession(app);
    const started = await startRegistrationPayment(app, member);
    expect(started.statusCode).toBe(201);
    const { reference, authorization_url } = started.json();
    expect(authorization_url).toBe(`https://checkout.paystack.com/${reference}`);
    expect((await app.inject({ method: "GET", url: `/api/payments/sandbox/checkout/${reference}` })).statusCode).toBe(
      404,
    );

    const send = (event: unknown) => {
      const payload = Buffer.from(JSON.stringify(event));
      return app.inject({
        method: "POST",
        url: "/api/payments/webhook/paystack",
        payload,
        headers: {
          "content-type": "application/json",
          "x-paystack-signature": createHmac("sha512", SECRET).update(payload).digest("hex"),
        },
      });
    };
    // Paystack still says "abandoned": a webhook claiming success does not make it so.
    expect((await send({ event: "charge.success", data: { reference } })).statusCode).toBe(200);
    const membership = () =>
      app.db.selectFrom("memberships").selectAll().where("user_id", "=", member.userId).executeTakeFirstOrThrow();
    expect((await membership()).has_paid_registration).toBe(0);

    transactions.set(reference, { amount: 15_000, currency: "GHS", status: "success" });
    expect((await send({ event: "charge.success", data: { reference } })).statusCode).toBe(200);
    expect(await membership()).toMatchObject({ has_paid_registration: 1, status: "ACTIVE" });
  });
});
