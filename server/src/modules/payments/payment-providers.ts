import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../config/config.js";
import type { Database } from "../../db/database.js";
import { constantTimeEqual } from "../../security/secrets.js";

export interface InitializeRequest {
  reference: string;
  amount: number;
  currency: "GHS";
  email: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}

/** What the provider says of a transaction; we credit only SUCCESS with matching amount and currency. */
export interface ProviderVerdict {
  status: "PENDING" | "SUCCESS" | "FAILED" | "ABANDONED";
  amount: number;
  currency: string;
  paidAt: string | null;
  channel: string | null;
}

export interface WebhookEvent {
  event: string;
  reference: string;
}

/** Every payment provider looks the same to the payments service. */
export interface PaymentProvider {
  readonly name: "sandbox" | "paystack";
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ProviderVerdict>;
  /** True when the raw body carries the provider's valid signature. */
  isSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
  parseWebhook(body: unknown): WebhookEvent | null;
}

function hmacSha512(key: string, body: Buffer): string {
  return createHmac("sha512", key).update(body).digest("hex");
}

/** Paystack's webhook shape `{event, data: {reference}}`; the sandbox sends the same. */
function parsePaystackLikeWebhook(body: unknown): WebhookEvent | null {
  if (typeof body !== "object" || body === null) return null;
  const { event, data } = body as { event?: unknown; data?: { reference?: unknown } };
  if (typeof event !== "string" || typeof data?.reference !== "string") return null;
  return { event, reference: data.reference };
}

/**
 * The development provider: its checkout page is served by this server and its "bank" is the
 * sandbox_charges table. It signs webhooks like Paystack does, with a key derived from APP_SECRET.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly webhookKey: string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly publicUrl: string,
    appSecret: string,
  ) {
    this.webhookKey = createHmac("sha256", appSecret).update("gkf-sandbox-webhook-v1").digest("hex");
  }

  async initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }> {
    await this.db
      .insertInto("sandbox_charges")
      .values({
        reference: request.reference,
        status: "PENDING",
        amount: request.amount,
        currency: request.currency,
        channel: null,
        paid_at: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column("reference").doNothing())
      .execute();
    return {
      authorizationUrl: `${this.publicUrl}/api/payments/sandbox/checkout/${encodeURIComponent(request.reference)}`,
    };
  }

  async verify(reference: string): Promise<ProviderVerdict> {
    const charge = await this.db
      .selectFrom("sandbox_charges")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!charge) return { status: "PENDING", amount: 0, currency: "GHS", paidAt: null, channel: null };
    return {
      status: charge.status,
      amount: charge.amount,
      currency: charge.currency,
      paidAt: charge.paid_at,
      channel: charge.channel,
    };
  }

  /** The checkout page's Pay or Decline: what a real provider does on its side. */
  async settle(reference: string, outcome: "success" | "failed"): Promise<boolean> {
    const result = await this.db
      .updateTable("sandbox_charges")
      .set({
        status: outcome === "success" ? "SUCCESS" : "FAILED",
        channel: outcome === "success" ? "mobile_money" : null,
        paid_at: outcome === "success" ? new Date().toISOString() : null,
      })
      .where("reference", "=", reference)
      .where("status", "=", "PENDING")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  findCharge(reference: string) {
    return this.db.selectFrom("sandbox_charges").selectAll().where("reference", "=", reference).executeTakeFirst();
  }

  sign(rawBody: Buffer): string {
    return hmacSha512(this.webhookKey, rawBody);
  }

  isSignatureValid(rawBody: Buffer, signature: string | undefined): boolean {
    return typeof signature === "string" && constantTimeEqual(signature, this.sign(rawBody));
  }

  parseWebhook(body: unknown): WebhookEvent | null {
    return parsePaystackLikeWebhook(body);
  }
}

const PAYSTACK_STATUS: Record<string, ProviderVerdict["status"]> = {
  success: "SUCCESS",
  failed: "FAILED",
  abandoned: "ABANDONED",
  reversed: "FAILED",
};

/**
 * Paystack (REFERENCES.md): initialize, verify, and webhooks signed with HMAC-SHA512 of the raw
 * body under the secret key. Whatever it answers is checked before we believe it (API10).
 */
export class PaystackProvider implements PaymentProvider {
  readonly name = "paystack" as const;

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }> {
    const answer = await this.call("POST", "/transaction/initialize", {
      email: request.email,
      amount: request.amount,
      currency: request.currency,
      reference: request.reference,
      callback_url: request.callbackUrl,
      channels: ["mobile_money", "card"],
      metadata: request.metadata,
    });
    const url = (answer as { data?: { authorization_url?: unknown } }).data?.authorization_url;
    if (typeof url !== "string" || !url.startsWith("https://"))
      throw new Error("Paystack did not return a checkout URL");
    return { authorizationUrl: url };
  }

  async verify(reference: string): Promise<ProviderVerdict> {
    const answer = (await this.call("GET", `/transaction/verify/${encodeURIComponent(reference)}`)) as {
      data?: {
        status?: unknown;
        amount?: unknown;
        currency?: unknown;
        paid_at?: unknown;
        channel?: unknown;
        reference?: unknown;
      };
    };
    const data = answer.data ?? {};
    if (data.reference !== undefined && data.reference !== reference)
      throw new Error("Paystack answered for another reference");
    return {
      status: PAYSTACK_STATUS[String(data.status)] ?? "PENDING",
      amount: typeof data.amount === "number" ? data.amount : -1,
      currency: typeof data.currency === "string" ? data.currency : "",
      paidAt: typeof data.paid_at === "string" ? data.paid_at : null,
      channel: typeof data.channel === "string" ? data.channel : null,
    };
  }

  isSignatureValid(rawBody: Buffer, signature: string | undefined): boolean {
    return typeof signature === "string" && constantTimeEqual(signature, hmacSha512(this.secretKey, rawBody));
  }

  parseWebhook(body: unknown): WebhookEvent | null {
    return parsePaystackLikeWebhook(body);
  }

  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.secretKey}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as { status?: unknown; message?: unknown } | null;
    if (!response.ok || answer?.status !== true) {
      throw new Error(`Paystack ${method} ${path} failed: ${response.status} ${String(answer?.message ?? "")}`.trim());
    }
    return answer;
  }
}

export function createPaymentProvider(config: AppConfig, db: Kysely<Database>): PaymentProvider {
  if (config.payments.provider === "paystack") {
    return new PaystackProvider(config.payments.paystackSecretKey ?? "", config.payments.paystackBaseUrl);
  }
  return new SandboxProvider(db, config.publicUrl, config.appSecret);
}
