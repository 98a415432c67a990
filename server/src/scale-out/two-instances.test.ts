import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { OutboxRepository } from "../modules/notifications/outbox.repository.js";
import { newTotpSecret, sealTotpSecret } from "../security/totp.js";
import { PASSWORD, registration } from "../test/accounts-helpers.js";
import { waitFor } from "../test/child-processes.js";
import { adminQuery, databaseUrl } from "../test/global-setup.js";
import { startS3Server, type TestS3Server } from "../test/s3-server.js";
import { multipart, pdfDocument } from "../test/upload-helpers.js";
import { type Answer, bearer, call, type Instance, startInstance, stopInstance } from "./instances.js";

/**
 * Two machines, one federation (issue 18, decision 110): two real app processes with separate
 * DATA_DIRs share one fresh PostgreSQL database and one S3 store (s3rver), and every request goes
 * over HTTP. Runs in the PostgreSQL pass of `npm test` only (SQLite is one machine's database).
 */
const ADMIN_URL = process.env.GKF_TEST_DATABASE_URL;
const PAYSTACK_SECRET = "sk_test_two_instances_0001";
const APP_SECRET = randomBytes(32).toString("base64");

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
  });

/** Stand-ins reached by both processes: Paystack's API and an SMS provider (Arkesel's API) that counts. */
const paystack = new Map<string, { amount: number; currency: string; status: string }>();
const smsDelivered = new Map<string, number>();
const stubs = createServer(async (request, response) => {
  const raw = await readBody(request);
  const body = raw ? JSON.parse(raw) : undefined;
  response.setHeader("content-type", "application/json");
  if (request.url === "/api/v2/sms/send") {
    smsDelivered.set(body.message, (smsDelivered.get(body.message) ?? 0) + 1);
    response.end(JSON.stringify({ status: "success", data: [{ recipient: body.recipients[0], id: randomUUID() }] }));
    return;
  }
  if (request.headers.authorization !== `Bearer ${PAYSTACK_SECRET}`) {
    response.statusCode = 401;
    response.end(JSON.stringify({ status: false, message: "Invalid key" }));
    return;
  }
  if (request.method === "POST" && request.url === "/transaction/initialize") {
    paystack.set(body.reference, { amount: body.amount, currency: body.currency, status: "abandoned" });
    const data = { authorization_url: `https://checkout.paystack.com/${body.reference}`, reference: body.reference };
    response.end(JSON.stringify({ status: true, message: "Authorization URL created", data }));
    return;
  }
  const reference = decodeURIComponent(request.url?.match(/^\/transaction\/verify\/(.+)$/)?.[1] ?? "");
  const transaction = paystack.get(reference);
  if (transaction) {
    const data = { ...transaction, reference, paid_at: new Date().toISOString(), channel: "mobile_money" };
    response.end(JSON.stringify({ status: true, message: "Verification successful", data }));
    return;
  }
  response.statusCode = 404;
  response.end(JSON.stringify({ status: false, message: "Transaction reference not found" }));
});

let a: Instance;
let b: Instance;
let database: DatabaseHandle;
let s3: TestS3Server | undefined;
let dropDatabase = async () => {};
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

/** Registers on one instance and activates with the e-mailed code on the other. */
async function registerActive(on: Instance, other: Instance) {
  const body = registration();
  const registered = await call(on, "POST", "/api/account-manager/users/register/self", {
    json: body,
    address: nextAddress(),
  });
  expect(registered.status).toBe(201);
  const token = await latestCode(other, body.email);
  const activated = await call(other, "PATCH", "/api/my-account/activate/account-by-email", { json: { token } });
  expect(activated.status).toBe(200);
  return body;
}

async function latestCode(on: Instance, to: string): Promise<string> {
  const answer = await call(on, "GET", `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = (answer.body as Array<{ code: string | null }>).find((message) => message.code)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Signs in on `on`, answering the new-device challenge on `verifyOn`. */
async function signIn(on: Instance, verifyOn: Instance, email: string) {
  const address = nextAddress();
  const login = await call(on, "POST", "/api/auth/login", { json: { username: email, password: PASSWORD }, address });
  expect(login.status).toBe(206);
  const vcode = await latestCode(on, email);
  const verified = await call(verifyOn, "POST", "/api/auth/verify/user-device", {
    json: { vcode },
    headers: { cookie: login.cookies },
    address,
  });
  expect(verified.status).toBe(200);
  return verified.body.tokens.access as string;
}

const profile = (on: Instance, access: string) =>
  call(on, "GET", "/api/my-account/profile", { headers: bearer(access) });

// Each test waits for what two loaded processes do (deliveries, the jobs' first try): a minute.
describe.skipIf(!ADMIN_URL)("two app processes, one PostgreSQL database", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    if (!ADMIN_URL) return;
    await new Promise<void>((resolve) => stubs.listen(0, "127.0.0.1", resolve));
    const stubUrl = `http://127.0.0.1:${(stubs.address() as AddressInfo).port}`;
    // A fresh database: a copy of the run's migrated template (dropped with it), else an empty
    // one the first process migrates.
    const template = inject("gkfPgTemplate");
    const name = template
      ? `${template}_two_${randomBytes(3).toString("hex")}`
      : `gkf_two_${randomBytes(5).toString("hex")}`;
    await adminQuery(ADMIN_URL, template ? `create database ${name} template ${template}` : `create database ${name}`);
    const url = databaseUrl(ADMIN_URL, name);
    if (!template) dropDatabase = () => adminQuery(ADMIN_URL, `drop database if exists ${name} with (force)`);
    s3 = await startS3Server();
    const env = {
      FILE_STORAGE: "s3",
      ...s3.env,
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: "4",
      APP_SECRET,
      // Started by Vitest: argon2id at its token cost (passwords.ts).
      NODE_ENV: "test",
      VITEST: "true",
      // Behind a reverse proxy: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: "true",
      LOG_LEVEL: "info",
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_BASE_URL: stubUrl,
      SMS_PROVIDER: "arkesel",
      SMS_SENDER_ID: "GKF",
      ARKESEL_API_KEY: "arkesel-test-key",
      ARKESEL_BASE_URL: stubUrl,
    };
    // Without a template the first process migrates before the second starts.
    if (template) [a, b] = await Promise.all([startInstance("a", env), startInstance("b", env)]);
    else {
      a = await startInstance("a", env);
      b = await startInstance("b", env);
    }
    database = openDatabase({ engine: "postgres", url, poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await database?.close();
    await dropDatabase();
    await s3?.stop();
    stubs.closeAllConnections();
    await new Promise<void>((resolve) => stubs.close(() => resolve()));
  });

  it("runs two processes with separate data folders on one database", () => {
    expect(a.url).not.toBe(b.url);
    expect(a.dataDir).not.toBe(b.dataDir);
  });

  it("signs a member in on both: registered on A, activated on B, and A's token works on B", async () => {
    const member = await registerActive(a, b);
    const access = await signIn(a, b, member.email);
    for (const instance of [a, b]) {
      const answer = await profile(instance, access);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ email: member.email, first_name: member.first_name });
    }
  });

  it("downloads through B, byte for byte, a document uploaded through A (one S3 store), and only for its owner", async () => {
    const member = await registerActive(a, b);
    const access = await signIn(a, b, member.email);
    const pdf = pdfDocument(`Two machines ${randomUUID()}`);
    const form = multipart(
      { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
      { filename: "ghana-card.pdf", data: pdf, contentType: "application/pdf" },
    );
    const added = await call(a, "POST", "/api/my-account/membership/document/add", {
      raw: form.payload,
      headers: { ...form.headers, ...bearer(access) },
    });
    expect(added.status).toBe(201);
    const fromA = await call(a, "GET", added.body.file_url, { headers: bearer(access) });
    const fromB = await call(b, "GET", added.body.file_url, { headers: bearer(access) });
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.equals(pdf)).toBe(true);
    for (const header of ["content-type", "content-disposition", "x-content-type-options", "cache-control"]) {
      expect(fromB.headers.get(header), header).toBe(fromA.headers.get(header));
    }
    const stranger = await registerActive(b, a);
    const strangerAccess = await signIn(b, b, stranger.email);
    expect((await call(b, "GET", added.body.file_url, { headers: bearer(strangerAccess) })).status).toBe(404);
  });

  it("ends the session on both at once when the member logs out on A", async () => {
    const member = await registerActive(b, a);
    const access = await signIn(b, a, member.email);
    expect((await profile(b, access)).status).toBe(200);
    expect((await call(a, "POST", "/api/auth/logout", { headers: bearer(access) })).status).toBe(200);
    // The very next request on B, without waiting for anything.
    const after = await profile(b, access);
    expect(after.status).toBe(401);
    expect((await profile(a, access)).status).toBe(401);
  });

  it("gives on B the dashboard counted on A (kept a minute, decision 157), and counts anew on B when asked", async () => {
    const official = await registerActive(a, b);
    const access = await signIn(a, b, official.email);
    const { id } = await database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", official.email)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await database.db
      .insertInto("staff_grants")
      .values({ user_id: id, role: "FEDERATION_ADMIN", region_code: null, granted_at: now })
      .execute();
    // Staff pages need two-step sign-in turned on (decision 106).
    const sealed = sealTotpSecret(APP_SECRET, newTotpSecret(), id);
    await database.db
      .insertInto("user_tfa")
      .values({ user_id: id, secret_sealed: sealed, enabled_at: now, last_step: 0, created_at: now })
      .execute();
    const statistics = (on: Instance, query = "") =>
      call(on, "GET", `/api/admin/statistics${query}`, { headers: bearer(access) });

    const counted = await statistics(a, "?fresh=true");
    expect(counted.status).toBe(200);
    const total: number = counted.body.members.total;
    await registerActive(b, a);
    const onB = await statistics(b);
    expect(onB.body).toMatchObject({ generated_at: counted.body.generated_at, members: { total } });
    const fresh = await statistics(b, "?fresh=true");
    expect(fresh.body.members.total).toBe(total + 1);
    expect((await statistics(a)).body.generated_at).toBe(fresh.body.generated_at);
  });

  it("counts the sign-in limit across both: ten wrong passwords alternating A and B, then 429", async () => {
    const member = await registerActive(a, b);
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const on = attempt % 2 === 0 ? a : b;
      const answer = await call(on, "POST", "/api/auth/login", {
        json: { username: member.email, password: `wrong-guess-${attempt}` },
        address,
      });
      expect(answer.status, `attempt ${attempt + 1} on ${on.name}`).toBe(401);
    }
    for (const on of [a, b]) {
      const locked = await call(on, "POST", "/api/auth/login", {
        json: { username: member.email, password: PASSWORD },
        address,
      });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ code: "RATE_LIMITED" });
      expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    }
  });

  it("credits a payment once when it is verified on A and its webhook reaches B at the same moment", async () => {
    await database.db
      .insertInto("fees")
      .values({
        membership_type: "ATHLETE",
        purpose: "REGISTRATION",
        amount: 15_000,
        currency: "GHS",
        period_months: 12,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    const member = await registerActive(a, b);
    const access = await signIn(a, a, member.email);
    const started = await call(a, "POST", "/api/my-account/membership/payment/initialize", {
      json: { purpose: "REGISTRATION" },
      headers: bearer(access),
    });
    expect(started.status).toBe(201);
    const { reference } = started.body as { reference: string };
    paystack.set(reference, { amount: 15_000, currency: "GHS", status: "success" });

    const event = Buffer.from(JSON.stringify({ event: "charge.success", data: { reference } }));
    const webhook = () =>
      call(b, "POST", "/api/payments/webhook/paystack", {
        raw: event,
        headers: {
          "content-type": "application/json",
          "x-paystack-signature": createHmac("sha512", PAYSTACK_SECRET).update(event).digest("hex"),
        },
      });
    const verify = () =>
      call(a, "POST", "/api/my-account/membership/payment/verify", { json: { reference }, headers: bearer(access) });
    const answers: Answer[] = await Promise.all([verify(), webhook(), verify(), webhook()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const payment = await database.db
      .selectFrom("payments")
      .select(["id", "status", "receipt_number"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("SUCCESS");
    const credits = await database.db
      .selectFrom("payment_credits")
      .select("payment_id")
      .where("payment_id", "=", payment.id)
      .execute();
    expect(credits).toHaveLength(1);
    // The member sees one receipt, and one receipt e-mail is on its way.
    const record = await call(b, "GET", "/api/my-account/membership/my-payment-record", { headers: bearer(access) });
    expect(record.status).toBe(200);
    expect(record.body.items).toEqual([expect.objectContaining({ reference, status: "SUCCESS" })]);
    expect(record.body.summary.total_paid).toEqual({ amount: 15_000, currency: "GHS" });
    const receipts = await database.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("recipient", "=", member.email)
      .where("subject", "like", "Payment received%")
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it("sends each outbox message once while both processes' workers drain it", async () => {
    const outbox = new OutboxRepository(database.db);
    const run = randomBytes(4).toString("hex");
    const texts = Array.from({ length: 40 }, (_, index) => `Scale-out check ${run} #${index}`);
    const now = new Date().toISOString();
    for (const [index, text] of texts.entries()) {
      await outbox.insertMessage(
        {
          id: randomUUID(),
          channel: "sms",
          recipient: `+2332455${String(index).padStart(5, "0")}`,
          template: "scale_out_check",
          subject: null,
          text,
          html: null,
          sealed: null,
          dev_code: null,
          created_at: now,
        },
        [],
      );
    }
    await waitFor(
      "the 40 messages to be sent",
      async () => {
        const pending = await database.db
          .selectFrom("outbox_messages")
          .select("id")
          .where("template", "=", "scale_out_check")
          .where("status", "!=", "SENT")
          .execute();
        return pending.length === 0;
      },
      50_000,
    );
    expect(texts.map((text) => smsDelivered.get(text) ?? 0)).toEqual(texts.map(() => 1));
  });

  it("runs the hourly jobs in one of the two processes each hour", async () => {
    // Each process tries 10 s after it started and says whether it runs them, for which hour.
    const said = (instance: Instance) =>
      instance.output
        .filter((line) => line.includes('"msg":"hourly jobs:'))
        .map((line) => JSON.parse(line) as { hour: number; msg: string });
    await waitFor("both processes to try the hourly jobs", () => said(a).length > 0 && said(b).length > 0, 50_000);
    const tries = [...said(a), ...said(b)];
    // Both tried in the same hour but for a start astride the hour's turn: one ran them per hour tried.
    for (const hour of new Set(tries.map((entry) => entry.hour))) {
      const ran = tries.filter((entry) => entry.hour === hour && entry.msg.includes("this process runs them"));
      expect(ran, `hour ${hour}`).toHaveLength(1);
    }
    const lease = await database.db
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "lease:hourly-jobs")
      .executeTakeFirstOrThrow();
    expect(Number(lease.value)).toBe(Math.max(...tries.map((entry) => entry.hour)));
  });

  it("loses no acknowledged write when B is killed (SIGKILL) in the middle of a burst", async () => {
    const acknowledged: string[] = [];
    let acknowledgedOnB = 0;
    const burst = async (on: Instance, count: number) => {
      for (let index = 0; index < count; index += 1) {
        const body = registration();
        const answer = await call(on, "POST", "/api/account-manager/users/register/self", {
          json: body,
          address: nextAddress(),
        }).catch(() => undefined);
        if (answer && answer.status >= 200 && answer.status < 300) {
          acknowledged.push(body.email);
          if (on === b && ++acknowledgedOnB === 5) b.process.kill("SIGKILL");
        }
      }
    };
    // Four clients on each process at once; B dies after its fifth acknowledged write.
    await Promise.all([a, a, a, a, b, b, b, b].map((on) => burst(on, 6)));
    await b.exited;
    expect(acknowledgedOnB).toBeGreaterThanOrEqual(5);
    expect(acknowledgedOnB).toBeLessThan(24);
    const stored = await database.db.selectFrom("users").select("email").where("email", "in", acknowledged).execute();
    expect(stored.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    // A still serves.
    expect((await call(a, "GET", "/api/health/ready")).status).toBe(200);
  });
});
