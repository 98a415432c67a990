import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, expect, vi } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config/config.js";
import { type DatabaseHandle, openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { emptyPostgresDatabase } from "../../test/test-app.js";
import type { SandboxProvider } from "./sandbox-provider.js";

/*
 * The payments hardening tests' world (payments-hardening.test.ts, manual-payments.test.ts):
 * two processes on one database with the fee table set, officials, and the calls the tests make.
 * Each test file that imports it gets its own.
 */
/**
 * Two "processes": two apps, each with its own connections, on one database (a SQLite file, or
 * a PostgreSQL database of its own), as WEB_CONCURRENCY=2 runs them.
 */
async function twoProcesses(): Promise<[FastifyInstance, FastifyInstance]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-pay-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const url = process.env.GKF_TEST_DATABASE_URL;
  let handles: [DatabaseHandle, DatabaseHandle];
  let dropDatabase = async () => {};
  if (url) {
    const own = await emptyPostgresDatabase(url);
    const open = () => openDatabase({ engine: "postgres", url: own.url, poolSize: 4 });
    handles = [open(), open()];
    dropDatabase = own.drop;
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
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // A worker runs several files with the modules it loaded (isolate: false, decision 101): the
    // next file that imports this module must build its own world, not get these closed apps.
    vi.resetModules();
  });
  return [apps[0], apps[1]];
}

// Expiry assertions count a year from today: on a frozen calendar (test/frozen-calendar.ts).
freezeCalendar();
export const [app, other] = await twoProcesses();
export const sandbox = app.services.payments.provider as SandboxProvider;
export const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
export const secondOfficial = await memberWithSession(app, { staff: { role: "SUPER_ADMIN", region: null } });
export const regionalAdmin = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
export const FEES = ["ATHLETE", "COACH", "REFEREE", "OFFICIAL"].flatMap((membership_type) => [
  { membership_type, purpose: "REGISTRATION", amount: 15_000, currency: "GHS", period_months: 12 },
  { membership_type, purpose: "RENEWAL", amount: 10_000, currency: "GHS", period_months: 12 },
]);
export const setFees = await app.inject({
  method: "PUT",
  url: "/api/admin/fees",
  headers: official.headers,
  payload: { items: FEES },
});
if (setFees.statusCode !== 200) throw new Error(`fees: ${setFees.body}`);

export type Headers = Record<string, string>;
export const initialize = (on: FastifyInstance, headers: Headers, purpose = "REGISTRATION") =>
  on.inject({ method: "POST", url: "/api/my-account/membership/payment/initialize", headers, payload: { purpose } });
export const verify = (on: FastifyInstance, headers: Headers, reference: string) =>
  on.inject({ method: "POST", url: "/api/my-account/membership/payment/verify", headers, payload: { reference } });
export const webhook = (on: FastifyInstance, reference: string) => {
  const payload = Buffer.from(JSON.stringify({ event: "charge.success", data: { reference } }));
  return on.inject({
    method: "POST",
    url: "/api/payments/webhook/sandbox",
    payload,
    headers: { "content-type": "application/json", "x-paystack-signature": sandbox.sign(payload) },
  });
};
export const history = async (headers: Headers) =>
  (await app.inject({ method: "GET", url: "/api/my-account/membership/my-payment-record", headers })).json<{
    items: Array<{ reference: string; status: string; receipt_url: string | null }>;
  }>().items;
export const ledgerItem = async (reference: string, headers: Headers = official.headers) => {
  const ledger = await app.inject({ method: "GET", url: "/api/admin/payments?page_size=100", headers });
  expect(ledger.statusCode).toBe(200);
  return ledger.json().items.find((item: { reference: string }) => item.reference === reference);
};
export const csvLine = async (reference: string) => {
  const csv = await app.inject({ method: "GET", url: "/api/admin/payments.csv", headers: official.headers });
  expect(csv.statusCode).toBe(200);
  return csv.body.split("\r\n").find((line) => line.startsWith(reference));
};
export const membershipOf = (userId: string) =>
  app.db.selectFrom("memberships").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
export const paymentsOf = (userId: string) =>
  app.db.selectFrom("payments").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
export const auditOf = (action: string, subject: string) =>
  app.db
    .selectFrom("audit_events")
    .selectAll()
    .where("action", "=", action)
    .where("subject_user_id", "=", subject)
    .execute();
export const receiptsTo = async (email: string) =>
  (await outbox(app, email)).filter((message) => message.subject?.startsWith("Payment received"));
/** The sandbox provider's books say this charge was paid (as if the member paid it at the checkout). */
export const providerSaysPaid = (reference: string, amount: number) =>
  app.db
    .updateTable("sandbox_charges")
    .set({ status: "SUCCESS", amount, channel: "mobile_money", paid_at: new Date().toISOString() })
    .where("reference", "=", reference)
    .execute();
export const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
export const expireIn = (userId: string, days: number, status: "ACTIVE" | "EXPIRED" = "ACTIVE") =>
  app.db
    .updateTable("memberships")
    .set({ expiry_date: day(days), status })
    .where("user_id", "=", userId)
    .execute();
export const recordManual = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/admin/payments/manual", headers, payload });
export const voidPayment = (headers: Headers, reference: string, reason = "Recorded for the wrong member") =>
  app.inject({ method: "POST", url: `/api/admin/payments/${reference}/void`, headers, payload: { reason } });
export const refund = (headers: Headers, reference: string, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: "POST",
    url: `/api/admin/payments/${reference}/refund`,
    headers,
    payload: { refunded_on: day(0), refund_reference: "MOMO-RF-1", note: "Sent back by mobile money", ...payload },
  });

export async function paidMember() {
  const member = await memberWithSession(app);
  const { reference } = (await initialize(app, member.headers)).json();
  await providerSaysPaid(reference, 15_000);
  expect((await verify(app, member.headers, reference)).json().status).toBe("SUCCESS");
  return member;
}

/** Two payments of one member for the registration that the provider both reports paid. */
export async function twoPaidRegistrations() {
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
