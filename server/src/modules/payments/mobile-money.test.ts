import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { feesForEveryType, setFees } from "../../test/fee-helpers.js";
import { paymentCalls } from "../../test/payment-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import type { SandboxProvider } from "./sandbox-provider.js";

// Mobile money without leaving the app, on the sandbox provider: the prompt, its approval (by
// itself after a few seconds, or on the checkout page), crediting once, and the hourly check.
const { app, database, config } = await createTestApp();
const sandbox = app.services.payments.provider as SandboxProvider;
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const FEES = feesForEveryType({ renewal: 10_000 });
await setFees(app, official, FEES);

const { prompt, verify, paymentOf, creditsOf, membershipOf } = paymentCalls(app);
/** The imitated member approves the prompt on the phone: its moment has come. */
const approveNow = (reference: string) =>
  app.db
    .updateTable("sandbox_charges")
    .set({ approve_at: new Date(Date.now() - 1000).toISOString() })
    .where("reference", "=", reference)
    .execute();
const MTN = { purpose: "REGISTRATION", phone: "024 123 4567", network: "MTN" };

describe("GET /api/my-account/membership/payment/quote", () => {
  it("shows the fee before anything starts, with the member's confirmed phone as the wallet", async () => {
    const member = await memberWithSession(app);
    const quote = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/payment/quote?purpose=REGISTRATION",
      headers: member.headers,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      purpose: "REGISTRATION",
      amount: 15_000,
      currency: "GHS",
      period_months: 12,
      mobile_money: { phone: null, network: null },
    });
    await app.db
      .updateTable("users")
      .set({ tel: "+233201234567", tel_verified_at: new Date().toISOString() })
      .where("id", "=", member.userId)
      .execute();
    const withPhone = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/payment/quote?purpose=REGISTRATION",
      headers: member.headers,
    });
    expect(withPhone.json().mobile_money).toEqual({ phone: "+233201234567", network: "TELECEL" });
    // Nothing was started by asking.
    expect(await app.db.selectFrom("payments").select("id").where("user_id", "=", member.userId).execute()).toEqual([]);

    expect(
      (await app.inject({ method: "GET", url: "/api/my-account/membership/payment/quote?purpose=REGISTRATION" }))
        .statusCode,
    ).toBe(401);
    const renewal = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/payment/quote?purpose=RENEWAL",
      headers: member.headers,
    });
    expect(renewal.statusCode).toBe(409);
    expect(renewal.json().code).toBeTruthy();
  });
});

describe("POST /api/my-account/membership/payment/mobile-money", () => {
  it("refuses a wallet that is not a Ghana mobile number, an unknown network and a client amount", async () => {
    const member = await memberWithSession(app);
    for (const [payload, field] of [
      [{ ...MTN, phone: "12345" }, "phone"],
      [{ ...MTN, phone: "+44 7700 900123" }, "phone"],
      [{ ...MTN, network: "VODAFONE" }, "network"],
      [{ ...MTN, amount: 100 }, "amount"],
    ] as const) {
      const refused = await prompt(member.headers, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(refused.json().fields).toHaveProperty(field);
    }
    expect((await prompt({}, MTN)).statusCode).toBe(401);
  });

  it("prompts the wallet, waits while the member has not approved, and credits once approved", async () => {
    const member = await memberWithSession(app, { overrides: { region: "AH", district: "KM" } });
    const started = await prompt(member.headers, MTN);
    expect(started.statusCode).toBe(201);
    const charge = started.json();
    expect(charge).toMatchObject({
      purpose: "REGISTRATION",
      status: "PENDING",
      amount: 15_000,
      currency: "GHS",
      phone: "+233241234567",
      network: "MTN",
      next_step: "approve_on_phone",
    });
    expect(charge.reference).toMatch(/^GKF-REG-[0-9A-F]{18}$/);
    expect(await paymentOf(charge.reference)).toMatchObject({
      status: "PENDING",
      channel: "mobile_money",
      provider: "sandbox",
    });

    // Not approved yet: still waiting, nothing credited.
    expect((await verify(member.headers, charge.reference)).json()).toMatchObject({ status: "PENDING" });
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);

    await approveNow(charge.reference);
    const paid = await verify(member.headers, charge.reference);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "SUCCESS", channel: "mobile_money", amount: 15_000 });
    expect(paid.json().receipt_number).toMatch(/^GKF-R-\d{4}-\d{6}$/);
    expect(await membershipOf(member.userId)).toMatchObject({ status: "ACTIVE", has_paid_registration: 1 });
    expect(await creditsOf(charge.reference)).toHaveLength(1);

    // Paid: no further prompt for the registration.
    expect((await prompt(member.headers, MTN)).statusCode).toBe(409);
    // A renewal is prompted only from 60 days before the expiry, like every way to pay.
    const early = await prompt(member.headers, { ...MTN, purpose: "RENEWAL" });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("RENEWAL_NOT_OPEN");
  });

  it("answers a double tap with the same prompt, and a new wallet closes the earlier prompt", async () => {
    const member = await memberWithSession(app);
    const [first, second] = await Promise.all([prompt(member.headers, MTN), prompt(member.headers, MTN)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().reference).toBe(second.json().reference);

    const other = await prompt(member.headers, { ...MTN, phone: "0201234567", network: "TELECEL" });
    expect(other.statusCode).toBe(201);
    expect(other.json().reference).not.toBe(first.json().reference);
    expect((await paymentOf(first.json().reference)).status).toBe("FAILED");
    const open = await app.db
      .selectFrom("payments")
      .select("reference")
      .where("user_id", "=", member.userId)
      .where("status", "in", ["PENDING", "ABANDONED"])
      .execute();
    expect(open).toEqual([{ reference: other.json().reference }]);
  });

  it("closes an open checkout payment before prompting", async () => {
    const member = await memberWithSession(app);
    const hosted = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/payment/initialize",
      headers: member.headers,
      payload: { purpose: "REGISTRATION" },
    });
    expect(hosted.statusCode).toBe(201);
    const started = await prompt(member.headers, MTN);
    expect(started.statusCode).toBe(201);
    expect((await paymentOf(hosted.json().reference)).status).toBe("FAILED");
    expect((await paymentOf(started.json().reference)).status).toBe("PENDING");
  });

  it("credits a paid checkout payment instead of prompting again", async () => {
    const member = await memberWithSession(app);
    const hosted = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/payment/initialize",
      headers: member.headers,
      payload: { purpose: "REGISTRATION" },
    });
    await sandbox.settle(hosted.json().reference, "success"); // paid, but the webhook was lost
    const refused = await prompt(member.headers, MTN);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Your registration fee is already paid.");
    expect((await paymentOf(hosted.json().reference)).status).toBe("SUCCESS");
    expect(
      await app.db.selectFrom("payments").select("id").where("user_id", "=", member.userId).execute(),
    ).toHaveLength(1);
  });

  it("a prompt can be given up: closed unless it was approved meanwhile", async () => {
    const member = await memberWithSession(app);
    const cancel = (reference: string, headers = member.headers) =>
      app.inject({
        method: "POST",
        url: "/api/my-account/membership/payment/mobile-money/cancel",
        headers,
        payload: { reference },
      });
    const first = (await prompt(member.headers, MTN)).json();
    const stranger = await memberWithSession(app);
    expect((await cancel(first.reference, stranger.headers)).statusCode).toBe(404);
    const cancelled = await cancel(first.reference);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "FAILED", next_step: "done" });

    const second = (await prompt(member.headers, MTN)).json();
    await sandbox.settle(second.reference, "success"); // approved on the phone just before
    const late = await cancel(second.reference);
    expect(late.json()).toMatchObject({ status: "SUCCESS" });
    expect(await creditsOf(second.reference)).toHaveLength(1);
  });

  it("a prompt declined on the sandbox checkout page ends as failed", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await prompt(member.headers, MTN)).json();
    const page = await app.inject({ method: "GET", url: `/api/payments/sandbox/checkout/${reference}` });
    expect(page.body).toContain("Mobile money, MTN 024 123 4567");
    const declined = await app.inject({
      method: "POST",
      url: `/api/payments/sandbox/checkout/${reference}`,
      payload: "outcome=failed",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(declined.statusCode).toBe(303);
    expect((await verify(member.headers, reference)).json()).toMatchObject({ status: "FAILED", receipt_number: null });
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });
});

describe("a prompt confirmed by webhook and polling at the same time", () => {
  it("is credited once, with one receipt and one message, across two processes", async () => {
    const second = await buildApp({ config, database, logger: false });
    await second.ready();
    try {
      const member = await memberWithSession(app);
      const { reference } = (await prompt(member.headers, MTN)).json();
      await sandbox.settle(reference, "success");
      const payload = Buffer.from(JSON.stringify({ event: "charge.success", data: { reference } }));
      const webhook = (on: typeof app) =>
        on.inject({
          method: "POST",
          url: "/api/payments/webhook/sandbox",
          payload,
          headers: { "content-type": "application/json", "x-paystack-signature": sandbox.sign(payload) },
        });
      const answers = await Promise.all([
        webhook(app),
        webhook(second),
        verify(member.headers, reference, app),
        verify(member.headers, reference, second),
        verify(member.headers, reference, second),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await creditsOf(reference)).toHaveLength(1);
      const payment = await paymentOf(reference);
      expect(payment.status).toBe("SUCCESS");
      for (const answer of answers.slice(2)) expect(answer.json().receipt_number).toBe(payment.receipt_number);
      const receipts = (await outbox(app, member.email)).filter((message) =>
        message.subject?.startsWith("Payment received"),
      );
      expect(receipts).toHaveLength(1);
      expect(await membershipOf(member.userId)).toMatchObject({ status: "ACTIVE", has_paid_registration: 1 });
    } finally {
      await second.close();
    }
  });
});

describe("the hourly check of payments with no word from the provider", () => {
  it("asks about payments older than five minutes and credits those the provider confirms", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await prompt(member.headers, MTN)).json();
    await sandbox.settle(reference, "success"); // approved, but no callback reached us

    // Within five minutes the job leaves it to the callback and the app's polling.
    await app.services.mobileMoney.chaseOverdue(new Date());
    expect((await paymentOf(reference)).status).toBe("PENDING");

    const asked = await app.services.mobileMoney.chaseOverdue(new Date(Date.now() + 6 * 60_000));
    expect(asked).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(reference)).status).toBe("SUCCESS");
    expect(await creditsOf(reference)).toHaveLength(1);
  });
});
