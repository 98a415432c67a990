import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox, registration } from "../../test/accounts-helpers.js";
import { feesForEveryType, setFees } from "../../test/fee-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import type { DeliveryProvider, OutgoingMessage } from "./notification-providers.js";
import { OutboxWorker } from "./outbox-worker.js";

/** A provider that keeps what it was given, as a mail server or phone would. */
function captureProvider(name: string) {
  const delivered: OutgoingMessage[] = [];
  const provider: DeliveryProvider = {
    name,
    async deliver(message) {
      delivered.push(message);
      return { providerMessageId: `${name}-${delivered.length}`, state: "SENT" };
    },
  };
  return { provider, delivered };
}

function workerWith(app: FastifyInstance, options: { appSecret: string; keepBodies: boolean }) {
  const email = captureProvider("smtp");
  const sms = captureProvider("hubtel");
  const worker = new OutboxWorker(app.db, { email: email.provider, sms: sms.provider }, app.log, options);
  return { worker, email: email.delivered, sms: sms.delivered };
}

const register = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/account-manager/users/register/self", payload: body });

describe("e-mails from the catalogue", () => {
  it("have a plain-text part and an HTML part in the federation's look, with values escaped", async () => {
    const { app, config } = await createTestApp();
    const body = registration({ first_name: "Ama <b>" });
    expect((await register(app, body)).statusCode).toBe(201);
    const [message] = await outbox(app, body.email);
    const link = `${config.publicUrl}/auth/activate/${message?.code}`;
    expect(message?.text).toContain("Hello Ama <b>,");
    expect(message?.text).toContain(link);
    const html = (message as unknown as { html: string }).html;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("Ghana Karate Federation");
    expect(html).toContain("Hello Ama &lt;b&gt;,");
    expect(html).not.toContain("Ama <b>");
    expect(html).toMatch(new RegExp(`<a href="${link}"[^>]*>Activate my account</a>`));

    const { worker, email } = workerWith(app, { appSecret: config.appSecret, keepBodies: true });
    await worker.drainOnce();
    expect(email.find((sent) => sent.to === body.email)).toMatchObject({ text: message?.text, html });
  });
});

describe("the receipt e-mail", () => {
  it("carries the receipt PDF, in the dev outbox and to the mail server", async () => {
    const { app, config } = await createTestApp();
    const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    await setFees(app, official, feesForEveryType({ renewal: 10_000 }));
    const member = await memberWithSession(app);
    const initialized = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/payment/initialize",
      headers: member.headers,
      payload: { purpose: "REGISTRATION" },
    });
    const { reference } = initialized.json();
    const paid = await app.inject({
      method: "POST",
      url: `/api/payments/sandbox/checkout/${reference}`,
      payload: "outcome=success",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.statusCode).toBe(303);

    const [receipt] = (await outbox(app, member.email)) as unknown as Array<{
      subject: string;
      text: string;
      attachments: Array<{ filename: string; content_type: string; size: number; url: string }>;
    }>;
    expect(receipt?.subject).toMatch(/^Payment received: GKF-R-\d{4}-\d{6}$/);
    const number = receipt?.subject.slice("Payment received: ".length);
    expect(receipt?.text).toContain("Your receipt is attached to this e-mail as a PDF.");
    expect(receipt?.attachments).toEqual([
      expect.objectContaining({ filename: `receipt-${number}.pdf`, content_type: "application/pdf" }),
    ]);
    const file = await app.inject({ method: "GET", url: receipt?.attachments[0]?.url ?? "" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.rawPayload.length).toBe(receipt?.attachments[0]?.size);

    const { worker, email } = workerWith(app, { appSecret: config.appSecret, keepBodies: true });
    await worker.drainOnce();
    const sent = email.find((message) => message.subject === receipt?.subject);
    expect(sent?.attachments).toHaveLength(1);
    expect(sent?.attachments?.[0]).toMatchObject({ filename: `receipt-${number}.pdf`, contentType: "application/pdf" });
    expect(sent?.attachments?.[0]?.content.equals(file.rawPayload)).toBe(true);
    // Outside production the outbox keeps the file after delivery, for people and journeys.
    expect((await app.inject({ method: "GET", url: receipt?.attachments[0]?.url ?? "" })).statusCode).toBe(200);
  });

  it("answers 404 in the error shape for an unknown attachment", async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: "GET",
      url: "/api/dev/outbox/attachments/5f0c8a4e-1111-4a4a-9a9a-0123456789ab",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
    expect((await app.inject({ method: "GET", url: "/api/dev/outbox/attachments/x" })).statusCode).toBe(400);
  });
});

describe("in production", () => {
  it("keeps codes and links out of the readable table, and forgets them once delivered", async () => {
    const appSecret = randomBytes(32).toString("base64");
    const { app } = await createTestApp({
      NODE_ENV: "production",
      APP_SECRET: appSecret,
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_000000000",
      PHONE_SIGNUP: "off",
    });
    const body = registration();
    expect((await register(app, body)).statusCode).toBe(201);
    const stored = await app.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("recipient", "=", body.email)
      .executeTakeFirstOrThrow();
    expect(stored.text).toContain("/auth/activate/[hidden]");
    expect(stored.html).toContain("/auth/activate/[hidden]");
    expect(stored.dev_code).toBeNull();
    expect(stored.sealed).not.toBeNull();

    // What a reader of the table can take from it activates nothing.
    const fromTable = stored.text.match(/\/auth\/activate\/(\S+)/)?.[1] ?? "";
    const tried = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-email",
      payload: { token: fromTable },
    });
    expect(tried.statusCode).not.toBe(200);

    // The member still gets the working link, through the provider.
    const { worker, email } = workerWith(app, { appSecret, keepBodies: false });
    expect(await worker.drainOnce()).toBe(1);
    const token = email[0]?.text.match(/\/auth\/activate\/(\S+)/)?.[1] ?? "";
    expect(token).not.toBe("[hidden]");
    expect(email[0]?.html).toContain(`/auth/activate/${token}`);
    const delivered = await app.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expect(delivered).toMatchObject({ status: "SENT", sealed: null, provider: "smtp", provider_message_id: "smtp-1" });
    expect(JSON.stringify(delivered)).not.toContain(token);
    const activated = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-email",
      payload: { token },
    });
    expect(activated.statusCode).toBe(200);

    // Files go out with their message, then production keeps only their names.
    await app.services.notifications.send({
      channel: "email",
      to: body.email,
      template: "password_changed_email",
      values: { first_name: "Ama" },
      attachments: [{ filename: "note.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.4 test") }],
    });
    expect(await worker.drainOnce()).toBe(1);
    expect(email[1]?.attachments?.[0]?.content.toString()).toBe("%PDF-1.4 test");
    const files = await app.db.selectFrom("outbox_attachments").selectAll().execute();
    expect(files).toEqual([expect.objectContaining({ filename: "note.pdf", size: 13, content: null })]);
  });
});
