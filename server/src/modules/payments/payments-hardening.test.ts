import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config/config.js";
import { type DatabaseHandle, openDatabase } from "../../db/database.js";
import { createMigrator, migrateToLatest } from "../../db/migrate.js";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { TEST_ENGINE } from "../../test/test-app.js";
import type { SandboxProvider } from "./payment-providers.js";

/**
 * Two "processes": two apps, each with its own connections, on one database (a SQLite file, or
 * one PostgreSQL schema), as WEB_CONCURRENCY=2 runs them.
 */
async function twoProcesses(): Promise<[FastifyInstance, FastifyInstance]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-pay-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const url = process.env.GKF_TEST_DATABASE_URL;
  let handles: [DatabaseHandle, DatabaseHandle];
  let dropSchema = async () => {};
  if (url) {
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const open = () => openDatabase({ engine: "postgres", url, poolSize: 4 }, { schema });
    handles = [open(), open()];
    dropSchema = async () => {
      const cleanup = openDatabase({ engine: "postgres", url, poolSize: 1 });
      await sql.raw(`drop schema ${schema} cascade`).execute(cleanup.db);
      await cleanup.close();
    };
  } else {
    const file = path.join(dataDir, "shared.db");
    handles = [openDatabase({ engine: "sqlite", file }), openDatabase({ engine: "sqlite", file })];
  }
  await migrateToLatest(handles[0]);
  const apps = [
    await buildApp({ config, database: handles[0], logger: false }),
    await buildApp({ config, database: handles[1], logger: false }),
  ] as const;
  await Promise.all(apps.map((app) => app.ready()));
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return [apps[0], apps[1]];
}

// Expiry assertions count a year from today: on a frozen calendar (test/frozen-calendar.ts).
freezeCalendar();
const [app, other] = await twoProcesses();
const sandbox = app.services.payments.provider as SandboxProvider;
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const secondOfficial = await memberWithSession(app, { staff: { role: "SUPER_ADMIN", region: null } });
const regionalAdmin = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const FEES = ["ATHLETE", "COACH", "REFEREE", "OFFICIAL"].flatMap((membership_type) => [
  { membership_type, purpose: "REGISTRATION", amount: 15_000, currency: "GHS", period_months: 12 },
  { membership_type, purpose: "RENEWAL", amount: 10_000, currency: "GHS", period_months: 12 },
]);
const setFees = await app.inject({
  method: "PUT",
  url: "/api/admin/fees",
  headers: official.headers,
  payload: { items: FEES },
});
if (setFees.statusCode !== 200) throw new Error(`fees: ${setFees.body}`);

type Headers = Record<string, string>;
const initialize = (on: FastifyInstance, headers: Headers, purpose = "REGISTRATION") =>
  on.inject({ method: "POST", url: "/api/my-account/membership/payment/initialize", headers, payload: { purpose } });
const verify = (on: FastifyInstance, headers: Headers, reference: string) =>
  on.inject({ method: "POST", url: "/api/my-account/membership/payment/verify", headers, payload: { reference } });
const webhook = (on: FastifyInstance, reference: string) => {
  const payload = Buffer.from(JSON.stringify({ event: "charge.success", data: { reference } }));
  return on.inject({
    method: "POST",
    url: "/api/payments/webhook/sandbox",
    payload,
    headers: { "content-type": "application/json", "x-paystack-signature": sandbox.sign(payload) },
  });
};
const history = async (headers: Headers) =>
  (await app.inject({ method: "GET", url: "/api/my-account/membership/my-payment-record", headers })).json<{
    items: Array<{ reference: string; status: string; receipt_url: string | null }>;
  }>().items;
const ledgerItem = async (reference: string, headers: Headers = official.headers) => {
  const ledger = await app.inject({ method: "GET", url: "/api/admin/payments?page_size=100", headers });
  expect(ledger.statusCode).toBe(200);
  return ledger.json().items.find((item: { reference: string }) => item.reference === reference);
};
const csvLine = async (reference: string) => {
  const csv = await app.inject({ method: "GET", url: "/api/admin/payments.csv", headers: official.headers });
  expect(csv.statusCode).toBe(200);
  return csv.body.split("\r\n").find((line) => line.startsWith(reference));
};
const membershipOf = (userId: string) =>
  app.db.selectFrom("memberships").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
const paymentsOf = (userId: string) =>
  app.db.selectFrom("payments").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
const auditOf = (action: string, subject: string) =>
  app.db
    .selectFrom("audit_events")
    .selectAll()
    .where("action", "=", action)
    .where("subject_user_id", "=", subject)
    .execute();
const receiptsTo = async (email: string) =>
  (await outbox(app, email)).filter((message) => message.subject?.startsWith("Payment received"));
/** The sandbox provider's books say this charge was paid (as if the member paid it at the checkout). */
const providerSaysPaid = (reference: string, amount: number) =>
  app.db
    .updateTable("sandbox_charges")
    .set({ status: "SUCCESS", amount, channel: "mobile_money", paid_at: new Date().toISOString() })
    .where("reference", "=", reference)
    .execute();
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const expireIn = (userId: string, days: number, status: "ACTIVE" | "EXPIRED" = "ACTIVE") =>
  app.db
    .updateTable("memberships")
    .set({ expiry_date: day(days), status })
    .where("user_id", "=", userId)
    .execute();
const recordManual = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/admin/payments/manual", headers, payload });
const voidPayment = (headers: Headers, reference: string, reason = "Recorded for the wrong member") =>
  app.inject({ method: "POST", url: `/api/admin/payments/${reference}/void`, headers, payload: { reason } });
const refund = (headers: Headers, reference: string, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: "POST",
    url: `/api/admin/payments/${reference}/refund`,
    headers,
    payload: { refunded_on: day(0), refund_reference: "MOMO-RF-1", note: "Sent back by mobile money", ...payload },
  });

async function paidMember() {
  const member = await memberWithSession(app);
  const { reference } = (await initialize(app, member.headers)).json();
  await providerSaysPaid(reference, 15_000);
  expect((await verify(app, member.headers, reference)).json().status).toBe("SUCCESS");
  return member;
}

/** Two payments of one member for the registration that the provider both reports paid. */
async function twoPaidRegistrations() {
  const member = await memberWithSession(app);
  const first = (await initialize(app, member.headers)).json().reference as string;
  // The first is declined at one moment, so the member starts another...
  await app.db.updateTable("sandbox_charges").set({ status: "FAILED" }).where("reference", "=", first).execute();
  expect((await verify(app, member.headers, first)).json().status).toBe("FAILED");
  const second = (await initialize(app, member.headers)).json().reference as string;
  expect(second).not.toBe(first);
  // ...and then both go through (Paystack's "failed" is not final: a retried charge can succeed).
  await providerSaysPaid(first, 15_000);
  await providerSaysPaid(second, 15_000);
  return { member, first, second };
}

describe(`one open payment per member and purpose (${TEST_ENGINE})`, () => {
  it("five parallel initializes answer one reference and store one payment", async () => {
    const member = await memberWithSession(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => initialize(app, member.headers)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().reference)).size).toBe(1);
    expect(await paymentsOf(member.userId)).toHaveLength(1);
  });

  it("two processes on one database answer the same reference too", async () => {
    const member = await memberWithSession(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => initialize(index % 2 ? other : app, member.headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const references = new Set(answers.map((answer) => answer.json().reference));
    expect(references.size).toBe(1);
    const stored = await paymentsOf(member.userId);
    expect(stored.map((payment) => payment.reference)).toEqual([...references]);
  });

  it("the database itself refuses a second open payment", async () => {
    const member = await memberWithSession(app);
    const [open] = await paymentsOf(member.userId).then(async (none) => {
      expect(none).toEqual([]);
      await initialize(app, member.headers);
      return paymentsOf(member.userId);
    });
    if (!open) throw new Error("no payment");
    await expect(
      app.db
        .insertInto("payments")
        .values({ ...open, id: crypto.randomUUID(), reference: `${open.reference}-2`, status: "ABANDONED" })
        .execute(),
    ).rejects.toThrow();
  });
});

describe(`a second successful payment is a duplicate, never a second credit (${TEST_ENGINE})`, () => {
  it("verify and webhook of two paid registrations racing in two processes credit one and flag the other", async () => {
    const { member, first, second } = await twoPaidRegistrations();
    const answers = await Promise.all([
      verify(app, member.headers, first),
      verify(other, member.headers, second),
      webhook(other, first),
      webhook(app, second),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);

    const stored = await paymentsOf(member.userId);
    expect(stored.map((payment) => payment.status).sort()).toEqual(["DUPLICATE", "SUCCESS"]);
    const duplicate = stored.find((payment) => payment.status === "DUPLICATE");
    expect(duplicate?.receipt_number).toBeNull();
    const membership = await membershipOf(member.userId);
    expect(membership).toMatchObject({ has_paid_registration: 1, status: "ACTIVE", renewal_count: 0 });
    expect(membership.expiry_date).toBe(
      new Date(Date.UTC(new Date().getUTCFullYear() + 1, new Date().getUTCMonth(), new Date().getUTCDate()))
        .toISOString()
        .slice(0, 10),
    );
    expect(await receiptsTo(member.email)).toHaveLength(1);
    expect(await auditOf("PAYMENT_DUPLICATE", member.userId)).toHaveLength(1);

    // Officials see it as needing a refund, in the ledger and the CSV; the member sees it too.
    const item = await ledgerItem(duplicate?.reference ?? "");
    expect(item).toMatchObject({ status: "DUPLICATE", needs_refund: true, can_refund: true, can_void: false });
    expect((await csvLine(duplicate?.reference ?? ""))?.split(",").slice(3, 4)).toEqual(["DUPLICATE"]);
    expect(await csvLine(duplicate?.reference ?? "")).toContain(",yes,");
    expect((await history(member.headers)).map((payment) => payment.status).sort()).toEqual(["DUPLICATE", "SUCCESS"]);
    // Asking again changes nothing.
    expect((await verify(app, member.headers, duplicate?.reference ?? "")).json().status).toBe("DUPLICATE");
    expect((await membershipOf(member.userId)).expiry_date).toBe(membership.expiry_date);
  });

  it("a renewal paid after another renewal was credited is a duplicate", async () => {
    const member = await paidMember();
    await expireIn(member.userId, 30);
    const first = (await initialize(app, member.headers, "RENEWAL")).json().reference as string;
    await app.db.updateTable("sandbox_charges").set({ status: "FAILED" }).where("reference", "=", first).execute();
    await verify(app, member.headers, first);
    const second = (await initialize(app, member.headers, "RENEWAL")).json().reference as string;
    await providerSaysPaid(second, 10_000);
    expect((await verify(app, member.headers, second)).json().status).toBe("SUCCESS");
    const renewed = await membershipOf(member.userId);
    await providerSaysPaid(first, 10_000);
    expect((await webhook(other, first)).statusCode).toBe(200);
    expect((await history(member.headers)).find((payment) => payment.reference === first)?.status).toBe("DUPLICATE");
    expect(await membershipOf(member.userId)).toMatchObject({
      expiry_date: renewed.expiry_date,
      renewal_count: 1,
    });
  });
});

describe(`renewals open ${60} days before the expiry (${TEST_ENGINE})`, () => {
  it("refuses an early renewal naming the date it opens, and accepts it from that day and after expiry", async () => {
    const member = await paidMember();
    const early = await initialize(app, member.headers, "RENEWAL");
    expect(early.statusCode).toBe(409);
    const expiry = (await membershipOf(member.userId)).expiry_date ?? "";
    const opens = new Date(Date.parse(`${expiry}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
    expect(early.json()).toMatchObject({ code: "RENEWAL_NOT_OPEN" });
    expect(early.json().message).toContain(opens);
    expect(await paymentsOf(member.userId)).toHaveLength(1);

    await expireIn(member.userId, 61);
    expect((await initialize(app, member.headers, "RENEWAL")).statusCode).toBe(409);
    await expireIn(member.userId, 60);
    expect((await initialize(app, member.headers, "RENEWAL")).statusCode).toBe(201);

    const lapsed = await paidMember();
    await expireIn(lapsed.userId, -10, "EXPIRED");
    expect((await initialize(app, lapsed.headers, "RENEWAL")).statusCode).toBe(201);
  });
});

describe(`manual payments (${TEST_ENGINE})`, () => {
  const cash = (member: string, extra: Record<string, unknown> = {}) => ({
    member,
    purpose: "REGISTRATION",
    method: "CASH",
    payer: "Kwame Mensah (father)",
    external_reference: "CB-2026-114",
    received_on: day(0),
    ...extra,
  });

  it("members and regional admins cannot record, void or refund payments", async () => {
    const member = await memberWithSession(app);
    for (const headers of [member.headers, regionalAdmin.headers]) {
      const recorded = await recordManual(headers, cash(member.email as string));
      expect(recorded.statusCode).toBe(403);
      expect(recorded.json().code).toBe("FORBIDDEN");
      expect((await voidPayment(headers, "GKF-MAN-000000000000")).statusCode).toBe(403);
      expect((await refund(headers, "GKF-MAN-000000000000")).statusCode).toBe(403);
    }
    expect(await paymentsOf(member.userId)).toEqual([]);
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });

  it("an official records cash: credited like an online payment, with a receipt, marked manual, audited", async () => {
    const member = await memberWithSession(app);
    const wrongAmount = await recordManual(official.headers, cash(member.email as string, { amount: 10_000 }));
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().code).toBe("AMOUNT_NOT_FEE");
    expect(
      (await recordManual(official.headers, cash(member.email as string, { received_on: day(1) }))).statusCode,
    ).toBe(400);
    expect(
      (await recordManual(official.headers, cash(member.email as string, { received_on: "2026-02-30" }))).statusCode,
    ).toBe(400);
    expect((await recordManual(official.headers, cash("nobody@example.com"))).statusCode).toBe(404);

    const recorded = await recordManual(official.headers, cash(member.email as string, { amount: 15_000 }));
    expect(recorded.statusCode).toBe(201);
    const payment = recorded.json();
    expect(payment).toMatchObject({
      status: "SUCCESS",
      provider: "manual",
      amount: 15_000,
      channel: "cash",
      manual: {
        method: "CASH",
        payer: "Kwame Mensah (father)",
        external_reference: "CB-2026-114",
        received_on: day(0),
        recorded_by: { first_name: official.first_name, last_name: official.last_name },
      },
      can_void: false, // the official who recorded it
    });
    expect(payment.receipt_number).toMatch(/^GKF-R-\d{4}-\d{6}$/);
    const membership = await membershipOf(member.userId);
    expect(membership).toMatchObject({ status: "ACTIVE", has_paid_registration: 1 });
    expect(membership.code).toMatch(/^GKF-AH-\d{2}-\d{6}$/);
    expect((await receiptsTo(member.email as string))[0]?.subject).toBe(`Payment received: ${payment.receipt_number}`);
    const [mine] = await history(member.headers);
    expect(mine?.status).toBe("SUCCESS");
    const receipt = await app.inject({ method: "GET", url: mine?.receipt_url ?? "", headers: member.headers });
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const [audit] = await auditOf("PAYMENT_RECORDED_MANUALLY", member.userId);
    expect(audit?.actor_user_id).toBe(official.userId);
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ reference: payment.reference, method: "CASH" });
    expect(await csvLine(payment.reference)).toContain(",manual,no,CASH,CB-2026-114,");

    // Paid already: a second one is refused, online or at the desk.
    const again = await recordManual(official.headers, cash(membership.code ?? ""));
    expect(again.statusCode).toBe(409);
    expect((await initialize(app, member.headers)).statusCode).toBe(409);
  });

  it("an online payment that goes through after the desk recorded cash is a duplicate to refund", async () => {
    const member = await memberWithSession(app);
    const online = (await initialize(app, member.headers)).json().reference as string;
    expect((await recordManual(official.headers, cash(member.email as string))).statusCode).toBe(201);
    const paidUntil = (await membershipOf(member.userId)).expiry_date;
    await providerSaysPaid(online, 15_000);
    expect((await verify(other, member.headers, online)).json().status).toBe("DUPLICATE");
    expect((await membershipOf(member.userId)).expiry_date).toBe(paidUntil);
    expect(await ledgerItem(online)).toMatchObject({ needs_refund: true, manual: null });
  });

  it("another official voids it within 24 hours with a reason; the membership goes back; both audited", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await recordManual(official.headers, cash(member.email as string))).json();
    expect(await ledgerItem(reference)).toMatchObject({ can_void: false, manual: { method: "CASH" } });
    expect(await ledgerItem(reference, secondOfficial.headers)).toMatchObject({ can_void: true });
    const own = await voidPayment(official.headers, reference);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("Another official must void a payment you recorded.");
    expect((await voidPayment(secondOfficial.headers, reference, "no")).statusCode).toBe(400);

    const voided = await voidPayment(secondOfficial.headers, reference);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      status: "VOIDED",
      voided: { reason: "Recorded for the wrong member", by: { first_name: secondOfficial.first_name } },
    });
    expect(await membershipOf(member.userId)).toMatchObject({
      status: "PENDING_PAYMENT",
      has_paid_registration: 0,
      expiry_date: null,
    });
    expect((await history(member.headers))[0]).toMatchObject({ status: "VOIDED", receipt_url: null });
    const [audit] = await auditOf("PAYMENT_VOIDED", member.userId);
    expect(audit?.actor_user_id).toBe(secondOfficial.userId);
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ reference, reason: "Recorded for the wrong member" });
    expect((await voidPayment(secondOfficial.headers, reference)).statusCode).toBe(409);
    // The member can pay again.
    expect((await initialize(app, member.headers)).statusCode).toBe(201);
  });

  it("two officials voiding at once void it once", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await recordManual(secondOfficial.headers, cash(member.email as string))).json();
    const third = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    const answers = await Promise.all([
      voidPayment(official.headers, reference),
      voidPayment(third.headers, reference),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf("PAYMENT_VOIDED", member.userId)).toHaveLength(1);
  });

  it("a manual renewal extends the expiry, and voiding it puts the old expiry back; no void after 24 hours", async () => {
    const member = await paidMember();
    await expireIn(member.userId, 20);
    const before = await membershipOf(member.userId);
    const renewal = await recordManual(
      official.headers,
      cash(before.code ?? "", { purpose: "RENEWAL", method: "BANK_TRANSFER", external_reference: "GCB-889" }),
    );
    expect(renewal.statusCode).toBe(201);
    expect(renewal.json()).toMatchObject({ amount: 10_000, channel: "bank_transfer" });
    const [year, month, dayOfMonth] = (before.expiry_date ?? "").split("-").map(Number) as [number, number, number];
    expect((await membershipOf(member.userId)).expiry_date).toBe(
      new Date(Date.UTC(year + 1, month - 1, dayOfMonth)).toISOString().slice(0, 10),
    );
    expect((await voidPayment(secondOfficial.headers, renewal.json().reference)).statusCode).toBe(200);
    expect(await membershipOf(member.userId)).toMatchObject({
      expiry_date: before.expiry_date,
      renewal_count: before.renewal_count,
    });

    const late = await recordManual(official.headers, cash(before.code ?? "", { purpose: "RENEWAL" }));
    expect(late.statusCode).toBe(201);
    await app.db
      .updateTable("payments")
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where("reference", "=", late.json().reference)
      .execute();
    const tooLate = await voidPayment(secondOfficial.headers, late.json().reference);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toContain("24 hours");
    const online = (await history(member.headers)).find(
      (payment) => payment.status === "SUCCESS" && payment.reference.startsWith("GKF-REG"),
    );
    expect((await voidPayment(secondOfficial.headers, online?.reference ?? "")).statusCode).toBe(409);
  });
});

describe(`refunds (${TEST_ENGINE})`, () => {
  it("an official marks a duplicate refunded: the member sees REFUNDED, audited, only once", async () => {
    const { member, first, second } = await twoPaidRegistrations();
    await verify(app, member.headers, second);
    await verify(app, member.headers, first);
    const paid = (await history(member.headers)).find((payment) => payment.status === "SUCCESS");
    expect((await refund(official.headers, paid?.reference ?? "")).statusCode).toBe(409);
    expect((await refund(official.headers, first, { refunded_on: day(2) })).statusCode).toBe(400);

    const refunded = await refund(official.headers, first);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: "REFUNDED",
      needs_refund: false,
      refund: { refunded_on: day(0), refund_reference: "MOMO-RF-1", note: "Sent back by mobile money" },
    });
    expect((await history(member.headers)).find((payment) => payment.reference === first)?.status).toBe("REFUNDED");
    const [audit] = await auditOf("PAYMENT_REFUNDED", member.userId);
    expect(audit?.actor_user_id).toBe(official.userId);
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ reference: first, previous_status: "DUPLICATE" });
    expect((await refund(official.headers, first)).statusCode).toBe(409);
    expect(await csvLine(first)).toContain("Sent back by mobile money");
    // A refund never touches the credited payment's membership.
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(1);
  });

  it("a payment of another amount is disputed: not credited, refundable", async () => {
    const member = await memberWithSession(app);
    const { reference } = (await initialize(app, member.headers)).json();
    await providerSaysPaid(reference, 100);
    expect((await verify(app, member.headers, reference)).json().status).toBe("DISPUTED");
    expect(await ledgerItem(reference)).toMatchObject({ needs_refund: true, can_refund: true });
    expect((await refund(official.headers, reference)).json().status).toBe("REFUNDED");
    expect((await membershipOf(member.userId)).has_paid_registration).toBe(0);
  });
});

describe(`migration to one open payment (${TEST_ENGINE})`, () => {
  it("keeps the newest open payment of a member and purpose and closes the others", async () => {
    // A database as it was before: several open payments of one member for the registration.
    const database = await (async () => {
      const url = process.env.GKF_TEST_DATABASE_URL;
      if (!url) return { handle: openDatabase({ engine: "sqlite", file: ":memory:" }), schema: undefined };
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      return { handle: openDatabase({ engine: "postgres", url, poolSize: 2 }, { schema }), schema };
    })();
    const { db } = database.handle;
    try {
      const migrator = createMigrator({ db, schema: database.schema });
      expect((await migrator.migrateTo("2026_11_21_0007_positions")).error).toBeUndefined();
      const userId = crypto.randomUUID();
      const now = new Date().toISOString();
      await db
        .insertInto("users")
        .values({
          id: userId,
          email: `old-${userId}@example.com`,
          first_name: "Ama",
          last_name: "Boateng",
          login_with: "email",
          password_hash: "x",
          main_role: "ATHLETE",
          date_of_birth: "2000-01-01",
          gender: "FEMALE",
          region_code: "AH",
          district_code: "KM",
          is_active: 1,
          consent_at: now,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      const base = {
        user_id: userId,
        purpose: "REGISTRATION" as const,
        provider: "sandbox" as const,
        amount: 15_000,
        currency: "GHS" as const,
        period_months: 12,
        channel: null,
        authorization_url: "http://localhost/checkout",
        paid_at: null,
        receipt_number: null,
        region_code: "AH",
        updated_at: now,
      };
      for (const [index, status] of (["PENDING", "ABANDONED", "PENDING"] as const).entries()) {
        await db
          .insertInto("payments")
          .values({
            ...base,
            id: crypto.randomUUID(),
            reference: `OLD-${index}-${userId}`,
            status,
            created_at: `2026-01-0${index + 1}T00:00:00.000Z`,
          } as never)
          .execute();
      }
      await migrateToLatest({ db, schema: database.schema });
      const rows = await db.selectFrom("payments").select(["reference", "status"]).orderBy("created_at").execute();
      expect(rows.map((row) => row.status)).toEqual(["FAILED", "FAILED", "PENDING"]);
    } finally {
      if (database.schema) await sql.raw(`drop schema ${database.schema} cascade`).execute(db);
      await database.handle.close();
    }
  });
});
