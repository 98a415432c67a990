import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { AppConfig } from "../../config/config.js";
import { cookieHeader, PASSWORD, registration } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { createProviders } from "./notification-providers.js";
import { backoffMs, MAX_ATTEMPTS, OutboxWorker } from "./outbox-worker.js";

/**
 * Local stand-ins for Hubtel, Arkesel and mNotify that answer as their documentation says.
 * `mode` decides the next answers: accepted, a refusal inside a 200 answer, or no answer at all.
 */
type Mode = "ok" | "refuse" | "hang" | "http-error";
let mode: Mode = "ok";
interface Received {
  provider: "hubtel" | "arkesel" | "mnotify";
  to: string;
  text: string;
  sender: string;
  credentials: string;
}
const received: Received[] = [];
const hanging: ServerResponse[] = [];
let nextId = 1;
const deliveryStates = new Map<string, string>();

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
  const body = raw ? JSON.parse(raw) : {};
  const url = new URL(request.url ?? "/", "http://stub");
  response.setHeader("content-type", "application/json");
  const answer = (status: number, payload: unknown) => {
    response.statusCode = status;
    response.end(JSON.stringify(payload));
  };
  let provider: Received["provider"];
  const status = url.pathname.match(/^\/v1\/messages\/(msg-\d+)$/);
  if (request.method === "GET" && status) {
    // Hubtel's message status: the state at the network.
    answer(200, { messageId: status[1], status: deliveryStates.get(status[1] ?? "") ?? "Sent", rate: 0.03 });
    return;
  }
  if (request.method === "POST" && url.pathname === "/v1/messages/send") {
    provider = "hubtel";
    received.push({
      provider,
      to: body.To,
      text: body.Content,
      sender: body.From,
      credentials: Buffer.from(String(request.headers.authorization).replace(/^Basic /, ""), "base64").toString(),
    });
  } else if (request.method === "POST" && url.pathname === "/api/v2/sms/send") {
    provider = "arkesel";
    received.push({
      provider,
      to: body.recipients?.[0],
      text: body.message,
      sender: body.sender,
      credentials: String(request.headers["api-key"]),
    });
  } else if (request.method === "POST" && url.pathname === "/api/sms/quick") {
    provider = "mnotify";
    received.push({
      provider,
      to: body.recipient?.[0],
      text: body.message,
      sender: body.sender,
      credentials: String(url.searchParams.get("key")),
    });
  } else {
    answer(404, { message: "not found" });
    return;
  }
  if (mode === "hang") {
    hanging.push(response);
    return;
  }
  if (mode === "http-error") {
    answer(500, { message: "Internal error" });
    return;
  }
  const id = `msg-${nextId++}`;
  if (provider === "hubtel") {
    // Hubtel reports business failures inside a 200 answer.
    answer(
      200,
      mode === "refuse"
        ? { rate: 0, messageId: "", status: 103, networkId: "", statusDescription: "Insufficient credit" }
        : { rate: 0.03, messageId: id, status: 0, networkId: "62001", statusDescription: "Request successful" },
    );
  } else if (provider === "arkesel") {
    answer(
      200,
      mode === "refuse"
        ? { status: "error", message: "Insufficient balance" }
        : { status: "success", data: [{ recipient: body.recipients[0], id }] },
    );
  } else {
    answer(
      200,
      mode === "refuse"
        ? { status: "error", code: "4003", message: "Insufficient balance" }
        : {
            status: "success",
            code: "2000",
            message: "messages sent successfully",
            summary: { _id: id, type: "API QUICK SMS", total_sent: 1, total_rejected: 0 },
          },
    );
  }
});
await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

beforeEach(() => {
  mode = "ok";
  received.length = 0;
});

const PROVIDER_ENV = {
  hubtel: {
    SMS_PROVIDER: "hubtel",
    HUBTEL_SMS_CLIENT_ID: "client-id",
    HUBTEL_SMS_CLIENT_SECRET: "client-secret",
    HUBTEL_SMS_BASE_URL: stubUrl,
  },
  arkesel: { SMS_PROVIDER: "arkesel", ARKESEL_API_KEY: "arkesel-key", ARKESEL_BASE_URL: stubUrl },
  mnotify: { SMS_PROVIDER: "mnotify", MNOTIFY_API_KEY: "mnotify-key", MNOTIFY_BASE_URL: stubUrl },
} as const;
const CREDENTIALS = { hubtel: "client-id:client-secret", arkesel: "arkesel-key", mnotify: "mnotify-key" };

async function appWith(provider: keyof typeof PROVIDER_ENV, extra: Record<string, string> = {}) {
  const context = await createTestApp({
    SMS_SENDER_ID: "GKF Portal",
    SMS_TIMEOUT_MS: "2000",
    ...PROVIDER_ENV[provider],
    ...extra,
  });
  const worker = workerFor(context.app, context.config);
  return { ...context, worker };
}

function workerFor(app: FastifyInstance, config: AppConfig) {
  return new OutboxWorker(app.db, createProviders(config, app.log), app.log, {
    appSecret: config.appSecret,
    keepBodies: config.devTools,
  });
}

async function messageTo(app: FastifyInstance, phone: string) {
  return app.db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("recipient", "=", phone)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
}

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? "";

describe.each(["hubtel", "arkesel", "mnotify"] as const)("SMS_PROVIDER=%s", (provider) => {
  it("a member registers with a phone, gets the code through the provider, activates, signs in and verifies the device", async () => {
    const { app, worker } = await appWith(provider);
    const phone = `+23324${String(Date.now()).slice(-7)}`;
    const body = registration({ login_with: "tel", email: undefined, tel: phone });
    const registered = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: body,
    });
    expect(registered.statusCode).toBe(201);

    expect(await worker.drainOnce()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      provider,
      to: phone.slice(1),
      sender: "GKF Portal",
      credentials: CREDENTIALS[provider],
    });
    const activationCode = codeIn(received[0]?.text ?? "");
    expect(received[0]?.text).toContain(`your activation code is ${activationCode}`);
    const sent = await messageTo(app, phone);
    expect(sent).toMatchObject({ status: "SENT", provider, delivery_state: "ACCEPTED" });
    expect(sent.provider_message_id).toMatch(/^msg-\d+$/);

    const activated = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-sms",
      payload: { code: activationCode },
      headers: { cookie: cookieHeader(registered) },
    });
    expect(activated.statusCode).toBe(200);

    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: phone, password: PASSWORD },
    });
    expect(login.statusCode).toBe(206);
    expect(login.json().verify_user.message_channel).toBe("sms");
    expect(await worker.drainOnce()).toBe(1);
    expect(received).toHaveLength(2);
    const deviceCode = codeIn(received[1]?.text ?? "");
    expect(received[1]?.text).toContain(`your sign-in code is ${deviceCode}`);
    const verified = await app.inject({
      method: "POST",
      url: "/api/auth/verify/user-device",
      payload: { vcode: deviceCode },
      headers: { cookie: cookieHeader(login) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.login_with).toBe("tel");
  });

  it("reads a refusal inside a 200 answer as a failure and retries it through the outbox", async () => {
    const { app, worker } = await appWith(provider);
    const phone = "+233245550177";
    await app.services.notifications.send({
      channel: "sms",
      to: phone,
      template: "device_sms",
      values: { code: "482913" },
      code: "482913",
    });
    mode = "refuse";
    expect(await worker.drainOnce()).toBe(0);
    const refused = await messageTo(app, phone);
    expect(refused).toMatchObject({ status: "PENDING", attempts: 1, provider, provider_message_id: null });
    expect(refused.last_error).toMatch(/refused the message/);
    expect(refused.last_error).toMatch(/Insufficient (credit|balance)/);
    expect(refused.last_error).not.toContain(CREDENTIALS[provider]);

    // Not before the backoff has passed, then once more: accepted.
    mode = "ok";
    expect(await worker.drainOnce()).toBe(0);
    expect(received).toHaveLength(1);
    expect(await worker.drainOnce(new Date(Date.now() + backoffMs(1) + 1_000))).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]?.text).toContain("482913");
    expect(await messageTo(app, phone)).toMatchObject({
      status: "SENT",
      attempts: 2,
      last_error: null,
      delivery_state: "ACCEPTED",
    });
  });
});

describe("a provider that does not answer", () => {
  it("times out, keeps the message for a retry, and after the last try it is failed", async () => {
    const { app, worker } = await appWith("hubtel", { SMS_TIMEOUT_MS: "300" });
    const phone = "+233245550188";
    await app.services.notifications.send({
      channel: "sms",
      to: phone,
      template: "reset_sms",
      values: { code: "777123" },
      code: "777123",
    });
    mode = "hang";
    expect(await worker.drainOnce()).toBe(0);
    const waiting = await messageTo(app, phone);
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(waiting.last_error).toBe("Hubtel did not answer within 300 ms");

    mode = "http-error";
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await worker.drainOnce(new Date(Date.now() + attempt * 2 * 3_600_000));
    }
    const failed = await messageTo(app, phone);
    expect(failed).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS, delivery_state: "FAILED" });
    expect(failed.last_error).toBe("Hubtel answered 500: Internal error");
    // Nothing more is tried.
    const before = received.length;
    await worker.drainOnce(new Date(Date.now() + 30 * 86_400_000));
    expect(received).toHaveLength(before);
  });
});

describe("phone sign-up switched off (PHONE_SIGNUP=off)", () => {
  it("refuses a registration with a phone number, naming the field, and makes no account", async () => {
    const { app } = await createTestApp({ PHONE_SIGNUP: "off" });
    const phone = "+233245550166";
    const response = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: registration({ login_with: "tel", email: undefined, tel: phone }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { login_with: expect.any(String) } });
    expect(await app.db.selectFrom("users").select("id").where("tel", "=", phone).execute()).toEqual([]);
    const email = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: registration(),
    });
    expect(email.statusCode).toBe(201);
  });
});

describe("delivery states", () => {
  it("asks Hubtel what became of accepted messages and keeps DELIVERED or UNDELIVERED", async () => {
    const { app, worker } = await appWith("hubtel");
    for (const phone of ["+233245550101", "+233245550102", "+233245550103"]) {
      await app.services.notifications.send({
        channel: "sms",
        to: phone,
        template: "password_changed_sms",
        values: {},
      });
    }
    expect(await worker.drainOnce()).toBe(3);
    const ids = await Promise.all(
      ["+233245550101", "+233245550102"].map(async (phone) => (await messageTo(app, phone)).provider_message_id ?? ""),
    );
    deliveryStates.set(ids[0] ?? "", "Delivered");
    deliveryStates.set(ids[1] ?? "", "Undelivered");
    expect(await worker.refreshDeliveryStates()).toBe(2);
    expect((await messageTo(app, "+233245550101")).delivery_state).toBe("DELIVERED");
    expect((await messageTo(app, "+233245550102")).delivery_state).toBe("UNDELIVERED");
    expect((await messageTo(app, "+233245550103")).delivery_state).toBe("ACCEPTED");
    // Final states are not asked about again.
    expect(await worker.refreshDeliveryStates()).toBe(0);
  });
});
