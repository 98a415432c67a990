import { randomUUID } from "node:crypto";
import type { MessageTemplateName, OutboxMessage } from "@gkf/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { maskSecret, sealContent } from "./message-seal.js";
import { renderMessage } from "./message-templates.js";
import type { MessageAttachment } from "./notification-providers.js";
import type { OutboxMessageRow } from "./notifications.table.js";

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
}

export interface DeliveryCounts {
  pending: number;
  /** Messages that ended as failed after the last try, in the window asked for. */
  failed: number;
  failedSms: number;
  failedEmail: number;
}

/**
 * Messages are written to the outbox table in the caller's request and delivered by the
 * worker: sending never blocks or fails the request that caused it.
 */
export class NotificationsService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Outside production: bodies stay readable and codes are kept for the dev outbox. */
    private readonly keepCodes: boolean,
    /** Seals bodies that carry a code in production (key derived from APP_SECRET). */
    private readonly appSecret = "",
  ) {}

  async send(request: SendRequest): Promise<void> {
    const rendered = renderMessage(request.template, request.values, request.code);
    const seal = !this.keepCodes && Boolean(request.code);
    const now = new Date().toISOString();
    const id = randomUUID();
    const attachments = request.channel === "email" ? (request.attachments ?? []) : [];
    const insert = async (db: Kysely<Database>) => {
      await db
        .insertInto("outbox_messages")
        .values({
          id,
          channel: request.channel,
          recipient: request.to,
          template: request.template,
          subject: rendered.subject,
          text: seal ? maskSecret(rendered.text, request.code) : rendered.text,
          html: seal && rendered.html ? maskSecret(rendered.html, request.code) : rendered.html,
          sealed: seal ? sealContent(this.appSecret, { text: rendered.text, html: rendered.html }) : null,
          dev_code: this.keepCodes ? (request.code ?? null) : null,
          status: "PENDING",
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
        })
        .execute();
      for (const [position, attachment] of attachments.entries()) {
        await db
          .insertInto("outbox_attachments")
          .values({
            id: randomUUID(),
            message_id: id,
            position,
            filename: attachment.filename,
            content_type: attachment.contentType,
            size: attachment.content.length,
            content: attachment.content.toString("base64"),
          })
          .execute();
      }
    };
    // A message and its files arrive together or not at all (the worker never sees half).
    if (attachments.length === 0 || this.db.isTransaction) await insert(this.db);
    else await this.db.transaction().execute(insert);
  }

  /** How many messages went to this address since `since` (to limit what costs money). */
  async countSentTo(recipient: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("outbox_messages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("recipient", "=", recipient)
      .where("created_at", ">", since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** For the status page: what waits, and what failed for good since `since`. */
  async deliveryCounts(since: Date): Promise<DeliveryCounts> {
    // Two lookups by status, each served by the (status, next_attempt_at) index: the status page
    // is polled, and the outbox only grows.
    const byChannel = (status: "PENDING" | "FAILED") =>
      this.db
        .selectFrom("outbox_messages")
        .select(["channel", (eb) => eb.fn.countAll<number>().as("count")])
        .where("status", "=", status)
        .$if(status === "FAILED", (query) => query.where("created_at", ">", since.toISOString()))
        .groupBy("channel")
        .execute();
    const [pending, failed] = await Promise.all([byChannel("PENDING"), byChannel("FAILED")]);
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

  async listForRecipient(recipient: string, limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("recipient", "=", recipient)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    const attachments =
      rows.length === 0
        ? []
        : await this.db
            .selectFrom("outbox_attachments")
            .select(["id", "message_id", "filename", "content_type", "size"])
            .where(
              "message_id",
              "in",
              rows.map((row) => row.id),
            )
            .orderBy("position")
            .execute();
    return rows.map((row) =>
      toOutboxMessage(
        row,
        attachments.filter((attachment) => attachment.message_id === row.id),
      ),
    );
  }

  /** One attachment's bytes for the dev outbox, or undefined. */
  async getAttachment(id: string): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
    const row = await this.db.selectFrom("outbox_attachments").selectAll().where("id", "=", id).executeTakeFirst();
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
