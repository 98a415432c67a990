import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../../config/config.js";

export interface OutgoingMessage {
  to: string;
  subject: string | null;
  text: string;
}

/** One way to deliver one channel. A throw means "try again later". */
export interface DeliveryProvider {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
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

  async deliver(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? "",
      text: message.text,
    });
  }
}

/** Without SMTP_URL, e-mail exists only in the outbox table (and the dev outbox). */
class OutboxOnlyProvider implements DeliveryProvider {
  readonly name = "outbox";
  constructor(private readonly log: FastifyBaseLogger) {}
  async deliver(message: OutgoingMessage): Promise<void> {
    this.log.info({ to: message.to, subject: message.subject }, "e-mail kept in the outbox (no SMTP_URL)");
  }
}

/** The development SMS provider: writes the text to the log instead of a phone. */
class ConsoleSmsProvider implements DeliveryProvider {
  readonly name = "console";
  constructor(private readonly log: FastifyBaseLogger) {}
  async deliver(message: OutgoingMessage): Promise<void> {
    this.log.info({ to: message.to }, "SMS (console provider)");
  }
}

export function createProviders(config: AppConfig, log: FastifyBaseLogger): Record<"email" | "sms", DeliveryProvider> {
  return {
    email: config.mail.smtpUrl ? new SmtpProvider(config.mail.smtpUrl, config.mail.from) : new OutboxOnlyProvider(log),
    sms: new ConsoleSmsProvider(log),
  };
}
