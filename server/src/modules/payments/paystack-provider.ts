import type { MobileMoneyNetwork } from "@gkf/contract";
import { constantTimeEqual } from "../../security/secrets.js";
import type {
  ChargeAnswer,
  InitializeRequest,
  MobileMoneyRequest,
  PaymentProvider,
  ProviderVerdict,
  WebhookEvent,
} from "./payment-providers.js";
import { cleanProviderText, hmacSha512, ProviderRefusal, parsePaystackLikeWebhook } from "./provider-helpers.js";

const PAYSTACK_STATUS: Record<string, ProviderVerdict["status"]> = {
  success: "SUCCESS",
  failed: "FAILED",
  abandoned: "ABANDONED",
  reversed: "FAILED",
};

/** Paystack's mobile money provider codes in Ghana (REFERENCES.md: Mobile money). */
const PAYSTACK_NETWORKS: Record<MobileMoneyNetwork, string> = { MTN: "mtn", TELECEL: "vod", AIRTELTIGO: "atl" };

/** `+233241234567` → `0241234567`, the way Paystack's Ghana examples write wallet numbers. */
const nationalNumber = (e164: string) => (e164.startsWith("+233") ? `0${e164.slice(4)}` : e164);

/**
 * Paystack (REFERENCES.md): initialize, verify, the charge API for mobile money, and webhooks
 * signed with HMAC-SHA512 of the raw body under the secret key. Whatever it answers is checked
 * before we believe it (API10).
 */
export class PaystackProvider implements PaymentProvider {
  readonly name = "paystack" as const;
  readonly signedWebhooks = true;

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

  /** POST /charge with `mobile_money {phone, provider}`: the network prompts the member's phone. */
  async chargeMobileMoney(request: MobileMoneyRequest): Promise<ChargeAnswer> {
    const answer = await this.call("POST", "/charge", {
      email: request.email,
      amount: request.amount,
      currency: request.currency,
      reference: request.reference,
      mobile_money: { phone: nationalNumber(request.phone), provider: PAYSTACK_NETWORKS[request.network] },
      metadata: request.metadata,
    });
    return this.toChargeAnswer(answer, request.reference);
  }

  /** POST /charge/submit_otp: the voucher code the network sent (e.g. Telecel Cash). */
  async submitOtp(reference: string, otp: string): Promise<ChargeAnswer> {
    return this.toChargeAnswer(await this.call("POST", "/charge/submit_otp", { otp, reference }), reference);
  }

  promptCheckoutUrl(): null {
    return null;
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

  /** The charge's `data.status`: send_otp, pay_offline, pending, then success or failed. */
  private toChargeAnswer(answer: unknown, reference: string): ChargeAnswer {
    const data = (answer as { data?: { status?: unknown; display_text?: unknown; reference?: unknown } }).data ?? {};
    if (data.reference !== undefined && data.reference !== reference)
      throw new Error("Paystack answered for another reference");
    const displayText = cleanProviderText(data.display_text);
    switch (data.status) {
      case "success":
        return { status: "SUCCESS", nextStep: "done", displayText };
      case "failed":
        return { status: "FAILED", nextStep: "done", displayText, refused: true };
      case "send_otp":
        return { status: "PENDING", nextStep: "enter_otp", displayText };
      default:
        return { status: "PENDING", nextStep: "approve_on_phone", displayText };
    }
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
      const message = `Paystack ${method} ${path} failed: ${response.status} ${String(answer?.message ?? "")}`.trim();
      // A 400 about the request itself (a wallet the network refuses) is the member's to fix, not an outage.
      if (response.status === 400 && path.startsWith("/charge"))
        throw new ProviderRefusal(message, cleanProviderText(answer?.message) ?? "");
      throw new Error(message);
    }
    return answer;
  }
}
