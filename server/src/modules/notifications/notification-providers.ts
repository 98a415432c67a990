import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig, SmsConfig } from "../../config/config.js";

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMessage {
  to: string;
  subject: string | null;
  text: string;
  /** The HTML part of an e-mail (SMS have none). */
  html?: string | null;
  attachments?: MessageAttachment[];
}

/** What a provider says about a message it accepted. */
export interface DeliveryReceipt {
  providerMessageId: string | null;
  /** ACCEPTED (the provider took it), SENT (handed to the mail server) or DELIVERED. */
  state: "ACCEPTED" | "SENT" | "DELIVERED";
}

export type DeliveryState = DeliveryReceipt["state"] | "UNDELIVERED";

/** One way to deliver one channel. A throw means "try again later". */
export interface DeliveryProvider {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<DeliveryReceipt>;
  /** Asks the provider what became of an accepted message (providers that can tell). */
  checkDelivery?(providerMessageId: string): Promise<DeliveryState>;
}

class SmtpProvider implements DeliveryProvider {
  readonly name = "smtp";
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? "",
      text: message.text,
      html: message.html ?? undefined,
      attachments: message.attachments?.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
    return { providerMessageId: typeof info.messageId === "string" ? info.messageId : null, state: "SENT" };
  }
}

/** Without SMTP_URL, e-mail exists only in the outbox table (and the dev outbox). */
class OutboxOnlyProvider implements DeliveryProvider {
  readonly name = "outbox";
  constructor(private readonly log: FastifyBaseLogger) {}
  async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
    this.log.info({ to: message.to, subject: message.subject }, "e-mail kept in the outbox (no SMTP_URL)");
    return { providerMessageId: null, state: "SENT" };
  }
}

/** The development SMS provider: writes the text to the log instead of a phone. */
class ConsoleSmsProvider implements DeliveryProvider {
  readonly name = "console";
  constructor(private readonly log: FastifyBaseLogger) {}
  async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
    this.log.info({ to: message.to }, "SMS (console provider)");
    return { providerMessageId: null, state: "SENT" };
  }
}

/** A refusal or silence of an SMS provider; the outbox retries it with backoff. */
export class SmsProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmsProviderError";
  }
}

/** Phones are stored in E.164 (+233…); the Ghanaian providers want the digits only (233…). */
function msisdn(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

/**
 * One HTTP call to a provider with a time limit. Network errors, timeouts and non-2xx answers
 * become SmsProviderError with a sentence for the outbox's last_error (never the credentials).
 */
async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new SmsProviderError(
      timedOut
        ? `${provider} did not answer within ${timeoutMs} ms`
        : `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const raw = await response.text().catch(() => "");
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    body = {};
  }
  if (!response.ok) {
    const said = String(body.message ?? body.Message ?? body.statusDescription ?? raw.slice(0, 120));
    throw new SmsProviderError(`${provider} answered ${response.status}: ${said}`);
  }
  return { status: response.status, body };
}

/**
 * Hubtel: POST /v1/messages/send with Basic auth and {From, To, Content}. A 200 answer may still
 * be a refusal (no credit, blocked sender id): its `status` is then 100 or more.
 */
export class HubtelSmsProvider implements DeliveryProvider {
  readonly name = "hubtel";
  constructor(private readonly config: SmsConfig) {}

  async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
    const { clientId, clientSecret, baseUrl } = this.config.hubtel;
    const { body } = await callProvider(
      "Hubtel",
      `${baseUrl}/v1/messages/send`,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({ From: this.config.senderId, To: msisdn(message.to), Content: message.text }),
      },
      this.config.timeoutMs,
    );
    const status = Number(body.status ?? body.Status);
    const messageId = body.messageId ?? body.MessageId;
    if (!Number.isFinite(status) || status >= 100 || typeof messageId !== "string" || messageId === "") {
      const description = String(body.statusDescription ?? body.Message ?? body.message ?? "no message id");
      throw new SmsProviderError(`Hubtel refused the message (status ${body.status ?? "missing"}): ${description}`);
    }
    return { providerMessageId: messageId, state: status === 3 ? "DELIVERED" : "ACCEPTED" };
  }

  /** GET /v1/messages/{id}: the message's state at the network (numeric, or a word such as "Delivered"). */
  async checkDelivery(providerMessageId: string): Promise<DeliveryState> {
    const { clientId, clientSecret, baseUrl } = this.config.hubtel;
    const { body } = await callProvider(
      "Hubtel",
      `${baseUrl}/v1/messages/${encodeURIComponent(providerMessageId)}`,
      {
        method: "GET",
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
          accept: "application/json",
        },
      },
      this.config.timeoutMs,
    );
    const status = body.status ?? body.Status;
    if (typeof status === "number") return status === 3 ? "DELIVERED" : status >= 4 ? "UNDELIVERED" : "ACCEPTED";
    const word = String(status ?? "").toLowerCase();
    if (/undeliver|fail|reject|expire|invalid/.test(word)) return "UNDELIVERED";
    if (word.includes("deliver")) return "DELIVERED";
    return "ACCEPTED";
  }
}

/** Arkesel: POST /api/v2/sms/send with header api-key; answers {status: "success", data: [{recipient, id}]}. */
export class ArkeselSmsProvider implements DeliveryProvider {
  readonly name = "arkesel";
  constructor(private readonly config: SmsConfig) {}

  async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
    const { apiKey, baseUrl } = this.config.arkesel;
    const { body } = await callProvider(
      "Arkesel",
      `${baseUrl}/api/v2/sms/send`,
      {
        method: "POST",
        headers: { "api-key": apiKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ sender: this.config.senderId, message: message.text, recipients: [msisdn(message.to)] }),
      },
      this.config.timeoutMs,
    );
    const data = Array.isArray(body.data) ? (body.data as Array<Record<string, unknown>>) : [];
    const id = data[0]?.id;
    if (body.status !== "success" || (typeof id !== "string" && typeof id !== "number")) {
      throw new SmsProviderError(`Arkesel refused the message: ${String(body.message ?? body.status ?? "no id")}`);
    }
    return { providerMessageId: String(id), state: "ACCEPTED" };
  }
}

/** mNotify: POST /api/sms/quick?key=… with {recipient, sender, message}; success is code 2000. */
export class MnotifySmsProvider implements DeliveryProvider {
  readonly name = "mnotify";
  constructor(private readonly config: SmsConfig) {}

  async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
    const { apiKey, baseUrl } = this.config.mnotify;
    const { body } = await callProvider(
      "mNotify",
      `${baseUrl}/api/sms/quick?key=${encodeURIComponent(apiKey)}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          recipient: [msisdn(message.to)],
          sender: this.config.senderId,
          message: message.text,
          is_schedule: false,
          schedule_date: "",
        }),
      },
      this.config.timeoutMs,
    );
    const summary = (body.summary ?? {}) as Record<string, unknown>;
    if (body.status !== "success" || String(body.code) !== "2000" || Number(summary.total_rejected ?? 0) > 0) {
      throw new SmsProviderError(
        `mNotify refused the message (code ${String(body.code ?? "missing")}): ${String(body.message ?? "")}`,
      );
    }
    return { providerMessageId: summary._id ? String(summary._id) : null, state: "ACCEPTED" };
  }
}

export function createSmsProvider(config: SmsConfig, log: FastifyBaseLogger): DeliveryProvider {
  switch (config.provider) {
    case "hubtel":
      return new HubtelSmsProvider(config);
    case "arkesel":
      return new ArkeselSmsProvider(config);
    case "mnotify":
      return new MnotifySmsProvider(config);
    default:
      return new ConsoleSmsProvider(log);
  }
}

export function createProviders(config: AppConfig, log: FastifyBaseLogger): Record<"email" | "sms", DeliveryProvider> {
  return {
    email: config.mail.smtpUrl ? new SmtpProvider(config.mail.smtpUrl, config.mail.from) : new OutboxOnlyProvider(log),
    sms: createSmsProvider(config.sms, log),
  };
}
