import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { feesForEveryType, setFees } from "../../test/fee-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { paymentCalls } from "../../test/payment-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import type { SandboxProvider } from "./sandbox-provider.js";

// Expiry assertions count a year from today: on a frozen calendar (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp();
const sandbox = app.services.payments.provider as SandboxProvider;
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const FEES = feesForEveryType({ renewal: 10_000 });
await setFees(app, official, FEES);

const initialize = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/my-account/membership/payment/initialize", headers, payload });
const { verify, paymentOf, membershipOf } = paymentCalls(app);
const checkout = (reference: string, outcome: string) =>
  app.inject({
    method: "POST",
    url: `/api/payments/sandbox/checkout/${reference}`,
    payload: `outcome=${outcome}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const webhook = (body: unknown, signature?: string) => {
  const payload = Buffer.from(JSON.stringify(body));
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook/sandbox",
    payload,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined
        ? { "x-paystack-signature": sandbox.sign(payload) }
        : signature
          ? { "x-paystack-signature": signature }
          : {}),
    },
  });
};

/** Moves the membership's expiry to `days` from today (into the renewal window when ≤ 60). */
async function expireIn(userId: string, days: number) {
  const expiry = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await app.db.updateTable("memberships").set({ expiry_date: expiry }).where("user_id", "=", userId).execute();
}

async function paidMember() {
  const member = await memberWithSession(app, { overrides: { region: "AH", district: "KM" } });
  const { reference } = (await initialize(member.headers, { purpose: "REGISTRATION" })).json();
  expect((await checkout(reference, "success")).statusCode).toBe(303);
  return member;
}

describe("POST /api/my-account/membership/payment/initialize", () => {
  it("takes the amount from the fee table, never from the client, and returns the open payment again", async () => {
    const member = await memberWithSession(app);
    const tampered = await initialize(member.headers, { purpose: "REGISTRATION", amount: 100 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().fields).toHaveProperty("amount");

    const first = await initialize(member.headers, { purpose: "REGISTRATION" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ amount: 15_000, currency: "GHS" });
    expect(first.json().authorization_url).toBe(
      `http://localhost:3000/api/payments/sandbox/checkout/${first.json().reference}`,
    );
    const again = await initialize(member.headers, { purpose: "REGISTRATION" });
    expect(again.statusCode).toBe(200);
    expect(again.json().reference).toBe(first.json().reference);
  });

  it("refuses a renewal before the registration, and a second registration", async () => {
    const member = await memberWithSession(app);
    expect((await initialize(member.headers, { purpose: "RENEWAL" })).statusCode).toBe(409);
    const paid = await paidMember();
    expect((await initialize(paid.headers, { purpose: "REGISTRATION" })).statusCode).toBe(409);
  });
});

describe("sandbox checkout", () => {
  it("shows amount and purpose, and paying activates and numbers the membership, with a receipt", async () => {
    const member = await memberWithSession(app, { overrides: { region: "AH", district: "KM" } });
    const { reference } = (await initialize(member.headers, { purpose: "REGISTRATION" })).json();
    const page = await app.inject({ method: "GET", url: `/api/payments/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("GH₵ 150.00");
    expect(page.body).toContain("Registration fee");

    const paid = await checkout(reference, "success");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/dashboard/modals/payment-response?reference=${reference}`);

    const membership = await membershipOf(member.userId);
    expect(membership).toMatchObject({ status: "ACTIVE", has_paid_registration: 1 });
    expect(membership.code).toMatch(/^GKF-AH-\d{2}-\d{6}$/);
    expect(membership.expiry_date).toBe(
      new Date(Date.UTC(new Date().getUTCFullYear() + 1, new Date().getUTCMonth(), new Date().getUTCDate()))
        .toISOString()
        .slice(0, 10),
    );

    const verified = await verify(member.headers, reference);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: "SUCCESS", channel: "mobile_money", amount: 15_000 });
    expect(verified.json().receipt_number).toMatch(/^GKF-R-\d{4}-\d{6}$/);
    const receipt = await app.inject({ method: "GET", url: verified.json().receipt_url, headers: member.headers });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await outbox(app, member.email))[0]?.subject).toBe(`Payment received: ${verified.json().receipt_number}`);

    const summary = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/my-record-summary",
      headers: member.headers,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().payment_summary).toMatchObject({
      total_paid: { amount: 15_000, currency: "GHS" },
      open_payments: 0,
    });
  });

  it("a declined or abandoned payment leaves the membership unpaid", async () => {
    const declined = await memberWithSession(app);
    const first = (await initialize(declined.headers, { purpose: "REGISTRATION" })).json();
    await checkout(first.reference, "failed");
    expect((await verify(declined.headers, first.reference)).json().status).toBe("FAILED");
    expect(await membershipOf(declined.userId)).toMatchObject({
      status: "PENDING_PAYMENT",
      has_paid_registration: 0,
      code: null,
    });

    const abandoned = await memberWithSession(app);
    const second = (await initialize(abandoned.headers, { purpose: "REGISTRATION" })).json();
    await app.db
      .updateTable("sandbox_charges")
      .set({ status: "ABANDONED" })
      .where("reference", "=", second.reference)
      .execute();
    expect((await verify(abandoned.headers, second.reference)).json().status).toBe("ABANDONED");
    expect(await membershipOf(abandoned.userId)).toMatchObject({ status: "PENDING_PAYMENT", has_paid_registration: 0 });
  });

  it("does not credit when the provider reports another amount", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await initialize(member.headers, { purpose: "REGISTRATION" })).json();
    await sandbox.settle(reference, "success");
    await app.db.updateTable("sandbox_charges").set({ amount: 100 }).where("reference", "=", reference).execute();
    // Money was taken, but not the fee: not credited, and the ledger shows it needs a refund.
    expect((await verify(member.headers, reference)).json().status).toBe("DISPUTED");
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });
});

describe("crediting exactly once", () => {
  it("verify, webhook and a repeated webhook arriving together credit a renewal once", async () => {
    const member = await paidMember();
    await expireIn(member.userId, 30);
    const before = await membershipOf(member.userId);
    const { reference } = (await initialize(member.headers, { purpose: "RENEWAL" })).json();
    await sandbox.settle(reference, "success");
    const event = { event: "charge.success", data: { reference } };
    const answers = await Promise.all([
      verify(member.headers, reference),
      webhook(event),
      webhook(event),
      verify(member.headers, reference),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);

    const after = await membershipOf(member.userId);
    expect(after.renewal_count).toBe(before.renewal_count + 1);
    const [year, month, day] = (before.expiry_date ?? "").split("-").map(Number) as [number, number, number];
    expect(after.expiry_date).toBe(new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10));
    const credits = await app.db
      .selectFrom("payment_credits")
      .selectAll()
      .where("payment_id", "=", (await paymentOf(reference)).id)
      .execute();
    expect(credits).toHaveLength(1);
    const receipts = (await outbox(app, member.email)).filter((message) =>
      message.subject?.startsWith("Payment received"),
    );
    expect(receipts).toHaveLength(2); // registration and this renewal
  });

  it("refuses an unsigned or tampered webhook and changes nothing", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await initialize(member.headers, { purpose: "REGISTRATION" })).json();
    await sandbox.settle(reference, "success");
    const event = { event: "charge.success", data: { reference } };
    const unsigned = await webhook(event, "");
    expect(unsigned.statusCode).toBe(401);
    const forged = await webhook(
      event,
      createHmac("sha512", "not-the-key").update(JSON.stringify(event)).digest("hex"),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe("INVALID_SIGNATURE");
    expect((await paymentOf(reference)).status).toBe("PENDING");
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
    // The same event, correctly signed, does credit: the refusals above were for the signature.
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(1);
  });
});

describe("another member's payments", () => {
  it("cannot be verified, listed or have their receipt downloaded", async () => {
    const owner = await paidMember();
    const stranger = await memberWithSession(app);
    const [payment] = (
      await app.inject({ method: "GET", url: "/api/my-account/membership/my-payment-record", headers: owner.headers })
    ).json().items;
    expect(payment.status).toBe("SUCCESS");
    expect((await verify(stranger.headers, payment.reference)).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: payment.receipt_url, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/my-account/membership/my-payment-record",
          headers: stranger.headers,
        })
      ).json().items,
    ).toEqual([]);
  });
});

describe("officials", () => {
  it("sees the ledger with totals and exports CSV; members and regional admins are limited", async () => {
    const paid = await paidMember();
    const member = await memberWithSession(app);
    expect((await app.inject({ method: "GET", url: "/api/admin/payments", headers: member.headers })).statusCode).toBe(
      403,
    );

    const ledger = await app.inject({
      method: "GET",
      url: "/api/admin/payments?status=SUCCESS&page_size=100",
      headers: official.headers,
    });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json().totals.paid.amount).toBe(
      ledger.json().items.reduce((sum: number, item: { amount: number }) => sum + item.amount, 0),
    );
    expect(ledger.json().items.map((item: { member: { first_name: string } }) => item.member.first_name)).toContain(
      paid.first_name,
    );

    const accraAdmin = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });
    const regional = await app.inject({
      method: "GET",
      url: "/api/admin/payments?page_size=100",
      headers: accraAdmin.headers,
    });
    expect(regional.json().items.every((item: { member: { region: string } }) => item.member.region === "AA")).toBe(
      true,
    );
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/payments?region=AH", headers: accraAdmin.headers }))
        .statusCode,
    ).toBe(403);

    const csv = await app.inject({
      method: "GET",
      url: "/api/admin/payments.csv?status=SUCCESS",
      headers: official.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "reference,created_at,paid_at,status,purpose,amount_pesewas,amount,channel,receipt_number,member,membership_code,region,provider,needs_refund,manual_method,manual_reference,recorded_by,voided_reason,refunded_on,refund_note",
    );
    expect(lines.length).toBe(ledger.json().total + 1);
    // Values as the app shows them: "Paid", not SUCCESS; the region's name, not its code.
    const item = ledger
      .json()
      .items.find((candidate: { member: { first_name: string } }) => candidate.member.first_name === paid.first_name);
    const regionName = (await app.services.regions.listRegions()).find(
      (region) => region.code === item.member.region,
    )?.name;
    expect(regionName).toBeTruthy();
    const cells = lines.find((line) => line.startsWith(item.reference))?.split(",") ?? [];
    expect(cells[3]).toBe("Paid");
    expect(cells[11]).toBe(regionName);
    expect(lines.slice(1).every((line) => line.split(",")[3] === "Paid")).toBe(true);
  });

  it("only federation officials change fees, and the change is audited", async () => {
    const regional = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
    const refused = await app.inject({
      method: "PUT",
      url: "/api/admin/fees",
      headers: regional.headers,
      payload: { items: FEES },
    });
    expect(refused.statusCode).toBe(403);
    const changed = await app.inject({
      method: "PUT",
      url: "/api/admin/fees",
      headers: official.headers,
      payload: {
        items: [{ membership_type: "COACH", purpose: "RENEWAL", amount: 12_000, currency: "GHS", period_months: 12 }],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items).toContainEqual({
      membership_type: "COACH",
      purpose: "RENEWAL",
      amount: 12_000,
      currency: "GHS",
      period_months: 12,
    });
    const audit = await app.db
      .selectFrom("audit_events")
      .select("actor_user_id")
      .where("action", "=", "FEES_UPDATED")
      .execute();
    expect(audit.map((row) => row.actor_user_id)).toContain(official.userId);
  });
});
