import type { MobileMoneyNetwork } from "@gkf/contract";

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

/** A prompt on the member's phone (mobile money without leaving the app). */
export interface MobileMoneyRequest {
  reference: string;
  amount: number;
  currency: "GHS";
  email: string;
  /** E.164, e.g. +233241234567. */
  phone: string;
  network: MobileMoneyNetwork;
  description: string;
  metadata: Record<string, string>;
}

/**
 * The provider's first answer to a prompt. Never a reason to credit: only `verify` is believed.
 * `refused`: the provider turned the request down at once (wrong number, network), with its words.
 */
export interface ChargeAnswer {
  status: "PENDING" | "SUCCESS" | "FAILED";
  nextStep: "approve_on_phone" | "enter_otp" | "done";
  displayText: string | null;
  refused?: boolean;
}

/** Every payment provider looks the same to the payments service. */
export interface PaymentProvider {
  readonly name: "sandbox" | "paystack" | "hubtel";
  /** Whether its webhooks carry a signature we check (Hubtel's callbacks do not). */
  readonly signedWebhooks: boolean;
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ProviderVerdict>;
  /** True when the raw body carries the provider's valid signature (always true for unsigned callbacks). */
  isSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
  parseWebhook(body: unknown): WebhookEvent | null;
  /** Sends a mobile money prompt to the member's phone. */
  chargeMobileMoney(request: MobileMoneyRequest): Promise<ChargeAnswer>;
  /** The voucher code some networks send before the prompt (Paystack's send_otp). */
  submitOtp(reference: string, otp: string): Promise<ChargeAnswer>;
  /** Where a mobile money prompt can also be settled by hand (the sandbox's checkout page), if anywhere. */
  promptCheckoutUrl(reference: string): string | null;
}
