import type { MobileMoneyNetwork } from "@gkf/contract";
import type { HubtelSettings } from "../../config/config.js";
import type {
  ChargeAnswer,
  InitializeRequest,
  MobileMoneyRequest,
  PaymentProvider,
  ProviderVerdict,
  WebhookEvent,
} from "./payment-providers.js";
import { cleanProviderText, ProviderRefusal } from "./provider-helpers.js";

/** Hubtel's receive-money channels (REFERENCES.md: Mobile money). */
const HUBTEL_CHANNELS: Record<MobileMoneyNetwork, string> = {
  MTN: "mtn-gh",
  TELECEL: "vodafone-gh",
  AIRTELTIGO: "tigo-gh",
};

/** Cedis with two decimals, as Hubtel takes amounts; pesewas stay integers everywhere else. */
const toCedis = (pesewas: number) => Number((pesewas / 100).toFixed(2));

/**
 * Hubtel: receive money (a prompt on the phone), its hosted checkout as the card path, and the
 * transaction-status call. Hubtel's callbacks are not signed, so a callback only tells us which
 * payment to ask about: nothing is credited until the status call confirms it as Paid, with the
 * amount and currency we asked for.
 */
export class HubtelProvider implements PaymentProvider {
  readonly name = "hubtel" as const;
  readonly signedWebhooks = false;
  private readonly authorization: string;

  constructor(
    private readonly settings: HubtelSettings,
    private readonly publicUrl: string,
    private readonly timeoutMs = 10_000,
  ) {
    this.authorization = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64")}`;
  }

  private get callbackUrl(): string {
    return `${this.publicUrl}/api/payments/webhook/hubtel`;
  }

  /** Hubtel checkout (`items/initiate`): the card path and fallback. */
  async initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }> {
    const { answer } = await this.call("POST", `${this.settings.checkoutBaseUrl}/items/initiate`, {
      totalAmount: toCedis(request.amount),
      description: request.metadata.purpose === "RENEWAL" ? "GKF membership renewal" : "GKF registration fee",
      callbackUrl: this.callbackUrl,
      returnUrl: request.callbackUrl,
      cancellationUrl: request.callbackUrl,
      merchantAccountNumber: this.settings.merchantAccount,
      clientReference: request.reference,
    });
    const url = (answer as { data?: { checkoutUrl?: unknown } } | null)?.data?.checkoutUrl;
    if (typeof url !== "string" || !url.startsWith("https://")) throw new Error("Hubtel did not return a checkout URL");
    return { authorizationUrl: url };
  }

  /** Receive money: Hubtel prompts the wallet; `0001` means the prompt is on its way. */
  async chargeMobileMoney(request: MobileMoneyRequest): Promise<ChargeAnswer> {
    const { status, answer } = await this.call(
      "POST",
      `${this.settings.receiveBaseUrl}/merchantaccount/merchants/${encodeURIComponent(this.settings.merchantAccount)}/receive/mobilemoney`,
      {
        CustomerMsisdn: request.phone.replace(/^\+/, ""),
        CustomerEmail: request.email,
        Channel: HUBTEL_CHANNELS[request.network],
        Amount: toCedis(request.amount),
        PrimaryCallbackUrl: this.callbackUrl,
        Description: request.description,
        ClientReference: request.reference,
      },
      { allowClientErrors: true },
    );
    const { ResponseCode: code, Message: message } = (answer ?? {}) as { ResponseCode?: unknown; Message?: unknown };
    if (code === "0001") return { status: "PENDING", nextStep: "approve_on_phone", displayText: null };
    // An immediate "0000" is still only a claim: the status call decides.
    if (code === "0000") return { status: "SUCCESS", nextStep: "done", displayText: null };
    const text = cleanProviderText(message) ?? "";
    if (status >= 400 && status < 500 && status !== 401 && status !== 403)
      throw new ProviderRefusal(`Hubtel refused the prompt: ${status} ${text}`, text);
    if (status >= 300 || status === 0) throw new Error(`Hubtel receive money failed: ${status} ${text}`);
    throw new ProviderRefusal(`Hubtel refused the prompt: ${String(code)} ${text}`, text);
  }

  async submitOtp(): Promise<ChargeAnswer> {
    return { status: "PENDING", nextStep: "approve_on_phone", displayText: null };
  }

  promptCheckoutUrl(): null {
    return null;
  }

  /** The transaction-status call: Paid, Unpaid or Refunded; amounts in cedis. */
  async verify(reference: string): Promise<ProviderVerdict> {
    const { answer } = await this.call(
      "GET",
      `${this.settings.statusBaseUrl}/transactions/${encodeURIComponent(this.settings.merchantAccount)}/status?clientReference=${encodeURIComponent(reference)}`,
    );
    const data = ((answer as { data?: unknown } | null)?.data ?? {}) as {
      status?: unknown;
      amount?: unknown;
      currencyCode?: unknown;
      clientReference?: unknown;
      date?: unknown;
      paymentMethod?: unknown;
    };
    if (data.clientReference !== undefined && data.clientReference !== null && data.clientReference !== reference)
      throw new Error("Hubtel answered for another reference");
    const status = String(data.status ?? "").toLowerCase();
    return {
      status: status === "paid" ? "SUCCESS" : status === "refunded" ? "FAILED" : "PENDING",
      amount: typeof data.amount === "number" ? Math.round(data.amount * 100) : -1,
      // A Hubtel merchant account in Ghana settles in cedis; the status call often leaves currencyCode null.
      currency: typeof data.currencyCode === "string" && data.currencyCode ? data.currencyCode : "GHS",
      paidAt: typeof data.date === "string" ? data.date : null,
      channel:
        data.paymentMethod === "mobilemoney"
          ? "mobile_money"
          : typeof data.paymentMethod === "string"
            ? data.paymentMethod
            : null,
    };
  }

  /** Callbacks are not signed: they are only a hint about which payment to ask about (decisions.md). */
  isSignatureValid(): boolean {
    return true;
  }

  /** Receive-money `{ResponseCode, Data: {ClientReference}}` and checkout `{ResponseCode, Data: {ClientReference}}` callbacks. */
  parseWebhook(body: unknown): WebhookEvent | null {
    if (typeof body !== "object" || body === null) return null;
    const record = body as Record<string, unknown>;
    const code = record.ResponseCode ?? record.responseCode;
    const data = (record.Data ?? record.data) as Record<string, unknown> | undefined;
    const reference = data?.ClientReference ?? data?.clientReference;
    if (typeof reference !== "string" || reference.length === 0 || reference.length > 64) return null;
    return { event: code === "0000" ? "charge.success" : "charge.failed", reference };
  }

  private async call(
    method: "GET" | "POST",
    url: string,
    body?: unknown,
    options: { allowClientErrors?: boolean } = {},
  ): Promise<{ status: number; answer: unknown }> {
    const response = await fetch(url, {
      method,
      headers: { authorization: this.authorization, "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as unknown;
    if (!response.ok && !(options.allowClientErrors && response.status >= 400 && response.status < 500)) {
      const message = (answer as { message?: unknown; Message?: unknown } | null) ?? {};
      throw new Error(
        `Hubtel ${method} ${new URL(url).pathname} failed: ${response.status} ${String(message.message ?? message.Message ?? "")}`.trim(),
      );
    }
    return { status: response.status, answer };
  }
}
