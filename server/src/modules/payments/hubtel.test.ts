import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/config.js";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { setRegistrationFees } from "../../test/fee-helpers.js";
import { paymentCalls } from "../../test/payment-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// PAYMENTS_PROVIDER=hubtel against a local stub of Hubtel's receive-money, checkout and
// transaction-status APIs (REFERENCES.md: Mobile money). Callbacks are not signed: only the
// status call is believed.
const CLIENT_ID = "gkf-hubtel-id";
const CLIENT_SECRET = "gkf-hubtel-secret";
const POS = "2020123";
const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;

/** What the stub's status call answers per client reference: Paid / Unpaid, amount in cedis. */
const statuses = new Map<string, { status: string; amount: number; currencyCode: string | null }>();
const received: Array<{ method: string; url: string; body: Record<string, unknown> | undefined }> = [];
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
  });
const send = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(body));
};
const stub = createServer(async (request, response) => {
  const raw = await readBody(request);
  const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  received.push({ method: request.method ?? "", url: request.url ?? "", body });
  if (request.headers.authorization !== BASIC) return send(response, 401, { message: "Unauthorized" });
  const url = new URL(request.url ?? "/", "http://stub");
  if (request.method === "POST" && url.pathname === `/merchantaccount/merchants/${POS}/receive/mobilemoney` && body) {
    if (body.CustomerMsisdn === "233549999999")
      return send(response, 400, { ResponseCode: "4000", Message: "Invalid customer number" });
    statuses.set(String(body.ClientReference), { status: "Unpaid", amount: Number(body.Amount), currencyCode: null });
    return send(response, 200, {
      ResponseCode: "0001",
      Message: "Transaction pending. Expect callback request for final state",
      Data: { TransactionId: "hub-1", ClientReference: body.ClientReference, Amount: body.Amount },
    });
  }
  if (request.method === "POST" && url.pathname === "/items/initiate" && body) {
    statuses.set(String(body.clientReference), {
      status: "Unpaid",
      amount: Number(body.totalAmount),
      currencyCode: null,
    });
    return send(response, 200, {
      responseCode: "0000",
      status: "Success",
      data: { checkoutUrl: `https://pay.hubtel.com/${body.clientReference}`, clientReference: body.clientReference },
    });
  }
  if (request.method === "GET" && url.pathname === `/transactions/${POS}/status`) {
    const reference = url.searchParams.get("clientReference") ?? "";
    const state = statuses.get(reference);
    if (!state) return send(response, 404, { message: "Not found" });
    return send(response, 200, {
      message: "Successful",
      responseCode: "0000",
      data: {
        date: "2026-11-22T10:00:00Z",
        status: state.status,
        transactionId: "hub-1",
        paymentMethod: "mobilemoney",
        clientReference: reference,
        currencyCode: state.currencyCode,
        amount: state.amount,
        charges: 0.02,
        amountAfterCharges: state.amount - 0.02,
        isFulfilled: null,
      },
    });
  }
  return send(response, 404, { message: "Not found" });
});
await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

const HUBTEL_ENV = {
  PAYMENTS_PROVIDER: "hubtel",
  HUBTEL_PAYMENTS_CLIENT_ID: CLIENT_ID,
  HUBTEL_PAYMENTS_CLIENT_SECRET: CLIENT_SECRET,
  HUBTEL_MERCHANT_ACCOUNT: POS,
  HUBTEL_RECEIVE_BASE_URL: baseUrl,
  HUBTEL_STATUS_BASE_URL: baseUrl,
  HUBTEL_CHECKOUT_BASE_URL: baseUrl,
};
const { app } = await createTestApp(HUBTEL_ENV);
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
await setRegistrationFees(app, official);

const { prompt, verify, paymentOf, creditsOf, membershipOf } = paymentCalls(app);
/** Hubtel's callback: plain JSON, no signature. */
const callback = (reference: string, code = "0000") =>
  app.inject({
    method: "POST",
    url: "/api/payments/webhook/hubtel",
    payload: {
      ResponseCode: code,
      Message: code === "0000" ? "success" : "failed",
      Data: { ClientReference: reference, Amount: 150, TransactionId: "hub-1" },
    },
  });

describe("PAYMENTS_PROVIDER=hubtel", () => {
  it("needs the client id, secret and merchant account", () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: "hubtel" })).toThrow(
      /HUBTEL_PAYMENTS_CLIENT_ID.*\n.*HUBTEL_PAYMENTS_CLIENT_SECRET.*\n.*HUBTEL_MERCHANT_ACCOUNT/,
    );
    expect(loadConfig(HUBTEL_ENV).payments.hubtel.merchantAccount).toBe(POS);
  });

  it("prompts the wallet, believes no callback, and credits once the status call says Paid", async () => {
    const member = await memberWithSession(app);
    const started = await prompt(member.headers, { purpose: "REGISTRATION", phone: "024 123 4567", network: "MTN" });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ status: "PENDING", next_step: "approve_on_phone", phone: "+233241234567" });
    const { reference } = started.json();
    expect(reference.length).toBeLessThanOrEqual(36);
    const call = received.findLast((entry) => entry.url.endsWith("/receive/mobilemoney"));
    expect(call?.body).toMatchObject({
      CustomerMsisdn: "233241234567",
      Channel: "mtn-gh",
      Amount: 150,
      ClientReference: reference,
      PrimaryCallbackUrl: "http://localhost:3000/api/payments/webhook/hubtel",
    });

    // Anyone can post a callback: one claiming success while Hubtel says Unpaid credits nothing.
    expect((await callback(reference)).statusCode).toBe(200);
    expect((await paymentOf(reference)).status).toBe("PENDING");
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);

    statuses.set(reference, { status: "Paid", amount: 150, currencyCode: null });
    const answers = await Promise.all([callback(reference), verify(member.headers, reference), callback(reference)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await creditsOf(reference)).toHaveLength(1);
    expect(await paymentOf(reference)).toMatchObject({ status: "SUCCESS", channel: "mobile_money", amount: 15_000 });
    expect(await membershipOf(member.userId)).toMatchObject({ status: "ACTIVE", has_paid_registration: 1 });
    const receipts = (await outbox(app, member.email)).filter((message) =>
      message.subject?.startsWith("Payment received"),
    );
    expect(receipts).toHaveLength(1);
  });

  it("credits nothing when Hubtel reports another amount or currency", async () => {
    const member = await memberWithSession(app);
    const { reference } = (
      await prompt(member.headers, { purpose: "REGISTRATION", phone: "0261234567", network: "AIRTELTIGO" })
    ).json();
    expect(received.findLast((entry) => entry.url.endsWith("/receive/mobilemoney"))?.body?.Channel).toBe("tigo-gh");
    statuses.set(reference, { status: "Paid", amount: 1.5, currencyCode: null });
    await callback(reference);
    statuses.set(reference, { status: "Paid", amount: 150, currencyCode: "USD" });
    await callback(reference);
    expect(await creditsOf(reference)).toHaveLength(0);
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });

  it("a payment with no callback is checked by the hourly job once five minutes have passed", async () => {
    const member = await memberWithSession(app);
    const { reference } = (
      await prompt(member.headers, { purpose: "REGISTRATION", phone: "0501234567", network: "TELECEL" })
    ).json();
    expect(received.findLast((entry) => entry.url.endsWith("/receive/mobilemoney"))?.body?.Channel).toBe("vodafone-gh");
    statuses.set(reference, { status: "Paid", amount: 150, currencyCode: "GHS" });
    const statusCalls = () => received.filter((entry) => entry.url.includes(`clientReference=${reference}`)).length;

    await app.services.mobileMoney.chaseOverdue(new Date());
    expect(statusCalls()).toBe(0);
    await app.services.mobileMoney.chaseOverdue(new Date(Date.now() + 5 * 60_000 + 1000));
    expect(statusCalls()).toBe(1);
    expect((await paymentOf(reference)).status).toBe("SUCCESS");
    expect(await creditsOf(reference)).toHaveLength(1);
  });

  it("the card path is Hubtel's checkout, and a refused wallet is a 422", async () => {
    const member = await memberWithSession(app);
    const hosted = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/payment/initialize",
      headers: member.headers,
      payload: { purpose: "REGISTRATION" },
    });
    expect(hosted.statusCode).toBe(201);
    expect(hosted.json().authorization_url).toBe(`https://pay.hubtel.com/${hosted.json().reference}`);
    expect(received.findLast((entry) => entry.url === "/items/initiate")?.body).toMatchObject({
      totalAmount: 150,
      merchantAccountNumber: POS,
      clientReference: hosted.json().reference,
      callbackUrl: "http://localhost:3000/api/payments/webhook/hubtel",
    });
    const refused = await prompt(member.headers, { purpose: "REGISTRATION", phone: "0549999999", network: "MTN" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "MOBILE_MONEY_REFUSED", fields: { phone: expect.any(String) } });
    // A callback naming no known payment changes nothing, records nothing, and still answers 200.
    const events = () => app.db.selectFrom("payment_events").select("id").execute();
    const before = (await events()).length;
    expect((await callback("GKF-REG-UNKNOWN000")).statusCode).toBe(200);
    expect((await events()).length).toBe(before);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/payments/webhook/hubtel",
          payload: "nonsense",
          headers: { "content-type": "application/json" },
        })
      ).statusCode,
    ).toBe(400);
  });
});
