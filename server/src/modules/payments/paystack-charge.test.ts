import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { setRegistrationFees } from "../../test/fee-helpers.js";
import { paymentCalls } from "../../test/payment-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// PAYMENTS_PROVIDER=paystack: mobile money through Paystack's charge API, against a local stub of
// api.paystack.co that answers as its description says (REFERENCES.md: Mobile money).
const SECRET = "sk_test_gkf_charge_stub_456";

interface StubTransaction {
  amount: number;
  currency: string;
  status: string;
}
const transactions = new Map<string, StubTransaction>();
const received: Array<{ method: string; url: string; body: Record<string, unknown> | undefined }> = [];
let down = false;
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
  });
const send = (response: import("node:http").ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(body));
};
const stub = createServer(async (request, response) => {
  const raw = await readBody(request);
  const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  received.push({ method: request.method ?? "", url: request.url ?? "", body });
  if (request.headers.authorization !== `Bearer ${SECRET}`)
    return send(response, 401, { status: false, message: "Invalid key" });
  if (down) return send(response, 503, { status: false, message: "Service unavailable" });
  if (request.method === "POST" && request.url === "/charge" && body) {
    const wallet = body.mobile_money as { phone: string; provider: string };
    if (wallet.phone === "0549999999")
      return send(response, 400, { status: false, message: "Charge attempt failed: invalid number" });
    const reference = String(body.reference);
    transactions.set(reference, { amount: Number(body.amount), currency: String(body.currency), status: "ongoing" });
    // Telecel Cash first asks for the voucher the member generates on the phone.
    const status = wallet.provider === "vod" ? "send_otp" : "pay_offline";
    return send(response, 200, {
      status: true,
      message: "Charge attempted",
      data: {
        reference,
        status,
        display_text:
          status === "send_otp"
            ? "Please enter the voucher code <b>sent</b> to you"
            : "Please complete authorization process on your mobile phone",
      },
    });
  }
  if (request.method === "POST" && request.url === "/charge/submit_otp" && body) {
    if (body.otp !== "123456") return send(response, 400, { status: false, message: "Invalid OTP" });
    return send(response, 200, {
      status: true,
      message: "Charge attempted",
      data: { reference: body.reference, status: "pay_offline", display_text: "Approve the prompt on your phone" },
    });
  }
  const verify = request.url?.match(/^\/transaction\/verify\/(.+)$/);
  const reference = decodeURIComponent(verify?.[1] ?? "");
  const transaction = transactions.get(reference);
  if (verify && transaction) {
    return send(response, 200, {
      status: true,
      message: "Verification successful",
      data: { ...transaction, reference, paid_at: "2026-11-22T10:00:00.000Z", channel: "mobile_money" },
    });
  }
  return send(response, 404, { status: false, message: "Transaction reference not found" });
});
await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

const { app } = await createTestApp({
  PAYMENTS_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_BASE_URL: baseUrl,
});
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
await setRegistrationFees(app, official);

const { prompt, verify, creditsOf, membershipOf } = paymentCalls(app);
const webhook = (event: unknown) => {
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

describe("mobile money through Paystack's charge API", () => {
  it("prompts the wallet, and a webhook and polling at the same time credit it once", async () => {
    const member = await memberWithSession(app);
    const started = await prompt(member.headers, {
      purpose: "REGISTRATION",
      phone: "+233 24 123 4567",
      network: "MTN",
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      status: "PENDING",
      next_step: "approve_on_phone",
      phone: "+233241234567",
      display_text: "Please complete authorization process on your mobile phone",
    });
    const { reference } = started.json();
    const call = received.findLast((entry) => entry.url === "/charge");
    expect(call?.body).toMatchObject({
      amount: 15_000,
      currency: "GHS",
      reference,
      email: member.email,
      mobile_money: { phone: "0241234567", provider: "mtn" },
    });

    // Still waiting on the phone: Paystack says "ongoing", nothing is credited.
    expect((await verify(member.headers, reference)).json().status).toBe("PENDING");
    expect((await webhook({ event: "charge.success", data: { reference } })).statusCode).toBe(200);
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);

    transactions.set(reference, { amount: 15_000, currency: "GHS", status: "success" });
    const answers = await Promise.all([
      webhook({ event: "charge.success", data: { reference } }),
      verify(member.headers, reference),
      webhook({ event: "charge.success", data: { reference } }),
      verify(member.headers, reference),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]?.json()).toMatchObject({ status: "SUCCESS", channel: "mobile_money" });
    expect(await creditsOf(reference)).toHaveLength(1);
    expect(await membershipOf(member.userId)).toMatchObject({ status: "ACTIVE", has_paid_registration: 1 });
    const receipts = (await outbox(app, member.email)).filter((message) =>
      message.subject?.startsWith("Payment received"),
    );
    expect(receipts).toHaveLength(1);
  });

  it("credits nothing when Paystack confirms another amount or currency", async () => {
    const member = await memberWithSession(app);
    const { reference } = (
      await prompt(member.headers, { purpose: "REGISTRATION", phone: "0551234567", network: "MTN" })
    ).json();
    transactions.set(reference, { amount: 1_500, currency: "GHS", status: "success" });
    await webhook({ event: "charge.success", data: { reference } });
    expect((await verify(member.headers, reference)).json().status).not.toBe("SUCCESS");
    transactions.set(reference, { amount: 15_000, currency: "NGN", status: "success" });
    expect((await verify(member.headers, reference)).json().status).not.toBe("SUCCESS");
    expect(await creditsOf(reference)).toHaveLength(0);
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });

  it("asks for the voucher code when the network sends one (Telecel Cash), then waits for approval", async () => {
    const member = await memberWithSession(app);
    const started = await prompt(member.headers, { purpose: "REGISTRATION", phone: "0201234567", network: "TELECEL" });
    expect(started.json()).toMatchObject({
      next_step: "enter_otp",
      display_text: "Please enter the voucher code sent to you",
    });
    expect(received.findLast((entry) => entry.url === "/charge")?.body?.mobile_money).toEqual({
      phone: "0201234567",
      provider: "vod",
    });
    const { reference } = started.json();
    const otp = (code: string) =>
      app.inject({
        method: "POST",
        url: "/api/my-account/membership/payment/mobile-money/otp",
        headers: member.headers,
        payload: { reference, otp: code },
      });
    const wrong = await otp("000000");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toHaveProperty("otp");
    const right = await otp("123456");
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ next_step: "approve_on_phone", status: "PENDING" });
    // Not waiting for a code any more.
    expect((await otp("123456")).statusCode).toBe(409);
    // Another member's prompt is not theirs to answer.
    const stranger = await memberWithSession(app);
    const foreign = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/payment/mobile-money/otp",
      headers: stranger.headers,
      payload: { reference, otp: "123456" },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("a wallet the network refuses is a 422 naming the field, and an outage a 502; both leave no open payment", async () => {
    const member = await memberWithSession(app);
    const refused = await prompt(member.headers, { purpose: "REGISTRATION", phone: "054 999 9999", network: "MTN" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "MOBILE_MONEY_REFUSED",
      message: "MTN MoMo did not accept the payment request: Charge attempt failed: invalid number",
      fields: { phone: expect.any(String) },
    });
    down = true;
    try {
      const outage = await prompt(member.headers, { purpose: "REGISTRATION", phone: "0241234567", network: "MTN" });
      expect(outage.statusCode).toBe(502);
      expect(outage.json().code).toBe("PROVIDER_UNAVAILABLE");
    } finally {
      down = false;
    }
    const open = await app.db.selectFrom("payments").select("status").where("user_id", "=", member.userId).execute();
    expect(open.map((row) => row.status)).toEqual(["FAILED", "FAILED"]);
  });
});
