import type { Language, MessageTemplateName, OutboxMessage } from "@gkf/contract";
import { orderedId } from "../../db/ordered-id.js";
import { type Db, inTransaction } from "../../db/transaction.js";
import { maskSecret, sealContent } from "./message-seal.js";
import { renderMessage } from "./message-templates.js";
import type { MessageAttachment } from "./notification-providers.js";
import type { OutboxMessageRow } from "./notifications.table.js";
import { OutboxRepository } from "./outbox.repository.js";

export type { MessageAttachment } from "./notification-providers.js";

export interface SendRequest {
  channel: "email" | "sms";
  to: string;
  template: MessageTemplateName;
  values: Record<string, string>;
  /**
   * The code or token the message carries. Outside production it is kept for the dev outbox; in
   * production it is masked in the stored text and only kept encrypted until delivery.
   */
  code?: string;
  /** Files sent with an e-mail (the receipt PDF); SMS ignore them. */
  attachments?: MessageAttachment[];
  /** The recipient's language; English when absent. */
  language?: Language;
  /** A message to a guardian about a child: the child's name, said first ("For Ama Mensah: …"). */
  about?: string;
}

export interface DeliveryCounts {
  pending: number;
  /** Messages that ended as failed after the last try, in the window asked for. */
  failed: number;
  failedSms: number;
  failedEmail: number;
}

/** Where a member's messages go: the channel they sign in with (see `contactOf` in accounts). */
export interface MemberContact {
  channel: "email" | "sms";
  to: string;
  /** The member's language (their account's `language`): messages are written in it. */
  language?: Language;
  /** A message about a child sent to their guardian: the child's name ("For Ama Mensah", decision 104). */
  about?: string;
}

/** The names of messages that exist as a pair, `<name>_email` and `<name>_sms`. */
export type MemberTemplate = {
  [K in MessageTemplateName]: K extends `${infer Base}_email`
    ? `${Base}_sms` extends MessageTemplateName
      ? Base
      : never
    : never;
}[MessageTemplateName];

export interface MemberMessage {
  /** `payment_receipt` sends `payment_receipt_email` or `payment_receipt_sms`, by the channel. */
  template: MemberTemplate;
  /** The placeholders' values; a function when they have words of their own (a purpose, a status) in the member's language. */
  values: Record<string, string> | ((language: Language) => Record<string, string>);
  /** The code or token the message carries (see `SendRequest.code`). */
  code?: string;
  /** Files for an e-mail, asked for only when the message goes by e-mail (an SMS cannot carry them), in the member's language. */
  attachments?: (language: Language) => Promise<MessageAttachment[]>;
}

/**
 * Messages are written to the outbox table in the caller's request and delivered by the
 * worker: sending never blocks or fails the request that caused it.
 */
export class NotificationsService {
  private readonly outbox: OutboxRepository;

  constructor(
    private readonly db: Db,
    /** Outside production: bodies stay readable and codes are kept for the dev outbox. */
    private readonly keepCodes: boolean,
    /** Seals bodies that carry a code in production (key derived from APP_SECRET). */
    private readonly appSecret = "",
  ) {
    this.outbox = new OutboxRepository(db);
  }

  /**
   * Messages a member on their channel: the one way every module tells a member something.
   * Given the transaction that causes the message (`trx`), the outbox row commits with it: a
   * credited payment and its receipt, a new password and its notice, arrive together or not at all.
   */
  async notifyMember(contact: MemberContact, message: MemberMessage, trx?: Db): Promise<void> {
    const email = contact.channel === "email";
    const language = contact.language ?? "en";
    await this.send(
      {
        channel: contact.channel,
        to: contact.to,
        template: `${message.template}_${email ? "email" : "sms"}`,
        values: typeof message.values === "function" ? message.values(language) : message.values,
        code: message.code,
        attachments: email && message.attachments ? await message.attachments(language) : undefined,
        language,
        ...(contact.about ? { about: contact.about } : {}),
      },
      trx,
    );
  }

  /** Writes one message to the outbox (in `trx` when given); prefer `notifyMember` for members. */
  async send(request: SendRequest, trx?: Db): Promise<void> {
    const rendered = aboutChild(
      renderMessage(request.template, request.values, request.code, request.language),
      request.about,
      request.language,
    );
    const seal = !this.keepCodes && Boolean(request.code);
    const attachments = request.channel === "email" ? (request.attachments ?? []) : [];
    const message = {
      // Time-ordered: two messages of one request in the same millisecond list in the order sent.
      id: orderedId(),
      channel: request.channel,
      recipient: request.to,
      template: request.template,
      subject: rendered.subject,
      text: seal ? maskSecret(rendered.text, request.code) : rendered.text,
      html: seal && rendered.html ? maskSecret(rendered.html, request.code) : rendered.html,
      sealed: seal ? sealContent(this.appSecret, { text: rendered.text, html: rendered.html }) : null,
      dev_code: this.keepCodes ? (request.code ?? null) : null,
      created_at: new Date().toISOString(),
    };
    const db = trx ?? this.db;
    // A message and its files arrive together or not at all (the worker never sees half).
    if (attachments.length === 0) await new OutboxRepository(db).insertMessage(message, attachments);
    else await inTransaction(db, (handle) => new OutboxRepository(handle).insertMessage(message, attachments));
  }

  /** How many messages went to this address since `since` (to limit what costs money). */
  countSentTo(recipient: string, since: Date): Promise<number> {
    return this.outbox.countSentTo(recipient, since.toISOString());
  }

  /** For the status page: what waits, and what failed for good since `since`. */
  async deliveryCounts(since: Date): Promise<DeliveryCounts> {
    // One read for both (the status page asks on every request).
    const counts = await this.outbox.countWaitingAndFailed(since.toISOString());
    const pending = counts.filter((row) => row.status === "PENDING");
    const failed = counts.filter((row) => row.status === "FAILED");
    const sum = (rows: Array<{ channel: string; count: number }>, channel?: string) =>
      rows
        .filter((row) => channel === undefined || row.channel === channel)
        .reduce((total, row) => total + Number(row.count), 0);
    return {
      pending: sum(pending),
      failed: sum(failed),
      failedSms: sum(failed, "sms"),
      failedEmail: sum(failed, "email"),
    };
  }

  /** Messages waiting to be sent, by channel, read when /api/metrics is scraped (decision 108). */
  backlog(): Promise<Array<{ channel: string; count: number }>> {
    return this.outbox.countByChannel("PENDING", "");
  }

  async listForRecipient(recipient: string, limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.outbox.listForRecipient(recipient, limit);
    const attachments = await this.outbox.listAttachments(rows.map((row) => row.id));
    return rows.map((row) =>
      toOutboxMessage(
        row,
        attachments.filter((attachment) => attachment.message_id === row.id),
      ),
    );
  }

  /** Retention: blanks the bodies of messages delivered before `before` (decision 97). */
  blankDeliveredBefore(before: Date): Promise<number> {
    return this.outbox.blankDeliveredBefore(before.toISOString());
  }

  /** Erasure: sent and failed messages to these addresses lose their bodies and address. */
  forgetRecipients(recipients: string[]): Promise<void> {
    return this.outbox.forgetRecipients(recipients);
  }

  /** One attachment's bytes for the dev outbox, or undefined. */
  async getAttachment(id: string): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
    const row = await this.outbox.findAttachment(id);
    if (!row?.content) return undefined;
    return { filename: row.filename, contentType: row.content_type, content: Buffer.from(row.content, "base64") };
  }
}

function toOutboxMessage(
  row: OutboxMessageRow,
  attachments: Array<{ id: string; filename: string; content_type: string; size: number }>,
): OutboxMessage {
  return {
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    code: row.dev_code,
    status: row.status,
    provider: row.provider,
    provider_message_id: row.provider_message_id,
    delivery_state: row.delivery_state,
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      content_type: attachment.content_type,
      size: Number(attachment.size),
      url: `/api/dev/outbox/attachments/${attachment.id}`,
    })),
    created_at: row.created_at,
  };
}

/** A message to a guardian about a child names the child first (decision 104). */
function aboutChild<T extends { subject?: string | null; text: string; html?: string | null }>(
  rendered: T,
  about: string | undefined,
  language: Language | undefined,
): T {
  if (!about) return rendered;
  const prefix = language === "fr" ? `Pour ${about} :` : `For ${about}:`;
  const html = prefix.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return {
    ...rendered,
    subject: rendered.subject ? `${prefix} ${rendered.subject}` : rendered.subject,
    text: `${prefix} ${rendered.text}`,
    html: rendered.html ? `<p>${html}</p>${rendered.html}` : rendered.html,
  };
}
