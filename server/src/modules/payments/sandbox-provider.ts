import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../../security/secrets.js";
import type {
  ChargeAnswer,
  InitializeRequest,
  MobileMoneyRequest,
  PaymentProvider,
  ProviderVerdict,
  WebhookEvent,
} from "./payment-providers.js";
import { hmacSha512, parsePaystackLikeWebhook } from "./provider-helpers.js";
import type { SandboxChargesRepository } from "./sandbox-charges.repository.js";

/**
 * The development provider: its checkout page is served by this server and its "bank" is the
 * sandbox_charges table. It signs webhooks like Paystack does, with a key derived from APP_SECRET.
 * Mobile money prompts are imitated: a pending charge that counts as approved on the phone after
 * `approveSeconds` (0: never by itself), or is settled on the checkout page.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly signedWebhooks = true;
  readonly webhookKey: string;

  constructor(
    private readonly charges: SandboxChargesRepository,
    private readonly publicUrl: string,
    appSecret: string,
    private readonly approveSeconds = 0,
  ) {
    this.webhookKey = createHmac("sha256", appSecret).update("gkf-sandbox-webhook-v1").digest("hex");
  }

  async initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }> {
    await this.open(request.reference, request.amount, request.currency, null);
    return { authorizationUrl: this.checkoutUrl(request.reference) };
  }

  async chargeMobileMoney(request: MobileMoneyRequest): Promise<ChargeAnswer> {
    const approveAt = this.approveSeconds > 0 ? new Date(Date.now() + this.approveSeconds * 1000).toISOString() : null;
    await this.open(request.reference, request.amount, request.currency, approveAt);
    return {
      status: "PENDING",
      nextStep: "approve_on_phone",
      displayText: approveAt
        ? `Sandbox: the prompt is approved by itself in ${this.approveSeconds} seconds, or on the sandbox checkout page.`
        : "Sandbox: approve or decline the prompt on the sandbox checkout page.",
    };
  }

  async submitOtp(): Promise<ChargeAnswer> {
    return { status: "PENDING", nextStep: "approve_on_phone", displayText: null };
  }

  promptCheckoutUrl(reference: string): string {
    return this.checkoutUrl(reference);
  }

  async verify(reference: string): Promise<ProviderVerdict> {
    let charge = await this.findCharge(reference);
    // The imitated member approves the prompt once its moment has come.
    if (charge?.status === "PENDING" && charge.approve_at && charge.approve_at <= new Date().toISOString()) {
      await this.settle(reference, "success");
      charge = await this.findCharge(reference);
    }
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
    return this.charges.settle(reference, outcome);
  }

  findCharge(reference: string) {
    return this.charges.find(reference);
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

  private checkoutUrl(reference: string): string {
    return `${this.publicUrl}/api/payments/sandbox/checkout/${encodeURIComponent(reference)}`;
  }

  private async open(reference: string, amount: number, currency: string, approveAt: string | null) {
    await this.charges.open({ reference, amount, currency, approveAt });
  }
}
