import { createHmac } from "node:crypto";
import type { WebhookEvent } from "./payment-providers.js";

/** A provider answered with a refusal about the request itself (4xx), not an outage. */
export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly providerMessage: string,
  ) {
    super(message);
    this.name = "ProviderRefusal";
  }
}

export function hmacSha512(key: string, body: Buffer): string {
  return createHmac("sha512", key).update(body).digest("hex");
}

/** Paystack's webhook shape `{event, data: {reference}}`; the sandbox sends the same. */
export function parsePaystackLikeWebhook(body: unknown): WebhookEvent | null {
  if (typeof body !== "object" || body === null) return null;
  const { event, data } = body as { event?: unknown; data?: { reference?: unknown } };
  if (typeof event !== "string" || typeof data?.reference !== "string") return null;
  return { event, reference: data.reference };
}

/** Provider text shown to a member: one line, no markup, bounded. */
export function cleanProviderText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text ? text.slice(0, 300) : null;
}
