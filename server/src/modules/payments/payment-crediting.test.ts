import { afterEach, describe, expect, it, vi } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { feesForEveryType, setFees } from "../../test/fee-helpers.js";
import { paymentCalls } from "../../test/payment-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app } = await createTestApp();
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const FEES = feesForEveryType({ renewal: 10_000 });
await setFees(app, official, FEES);

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url, headers, payload });
const checkout = (reference: string) =>
  app.inject({
    method: "POST",
    url: `/api/payments/sandbox/checkout/${reference}`,
    payload: "outcome=success",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const { paymentOf, membershipOf } = paymentCalls(app);
const creditOf = (paymentId: string) =>
  app.db.selectFrom("payment_credits").selectAll().where("payment_id", "=", paymentId).executeTakeFirst();
const receiptsTo = async (email: string) =>
  (await outbox(app, email)).filter((message) => message.subject?.startsWith("Payment received:"));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a credited payment and its receipt message", () => {
  it("commit together: when the message cannot be written, nothing is credited, and the next check credits both", async () => {
    const member = await memberWithSession(app);
    const started = await post("/api/my-account/membership/payment/initialize", member.headers, {
      purpose: "REGISTRATION",
    });
    expect(started.statusCode).toBe(201);
    const { reference } = started.json();

    const failing = vi
      .spyOn(app.services.notifications, "notifyMember")
      .mockRejectedValueOnce(new Error("the outbox is unavailable"));
    // The sandbox's webhook arrives while the message cannot be written: the credit rolls back.
    expect((await checkout(reference)).statusCode).toBe(303);
    expect(failing).toHaveBeenCalledTimes(1);
    const payment = await paymentOf(reference);
    expect(payment.status).toBe("PENDING");
    expect(payment.receipt_number).toBeNull();
    expect(await creditOf(payment.id)).toBeUndefined();
    expect((await membershipOf(member.userId)).status).toBe("PENDING_PAYMENT");
    expect(await receiptsTo(member.email)).toHaveLength(0);

    // The member's check of the payment credits it, with its one receipt message.
    const verified = await post("/api/my-account/membership/payment/verify", member.headers, { reference });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe("SUCCESS");
    expect((await membershipOf(member.userId)).status).toBe("ACTIVE");
    const receipts = await receiptsTo(member.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`Payment received: ${verified.json().receipt_number}`);
  });

  it("a manual payment whose message cannot be written is not recorded at all", async () => {
    const member = await memberWithSession(app);
    vi.spyOn(app.services.notifications, "notifyMember").mockRejectedValueOnce(new Error("the outbox is unavailable"));
    const recorded = await post("/api/admin/payments/manual", official.headers, {
      member: member.email,
      purpose: "REGISTRATION",
      method: "CASH",
      payer: "Ama Mensah",
      external_reference: "CASH-001",
      received_on: new Date().toISOString().slice(0, 10),
    });
    expect(recorded.statusCode).toBe(500);
    const stored = await app.db.selectFrom("payments").selectAll().where("user_id", "=", member.userId).execute();
    expect(stored).toHaveLength(0);
    expect((await membershipOf(member.userId)).status).toBe("PENDING_PAYMENT");
  });
});
