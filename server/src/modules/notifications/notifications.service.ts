import { randomUUID } from "node:crypto";
import { fillTemplate, type MessageTemplateName, messagesEn, type OutboxMessage } from "@gkf/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { OutboxMessageRow } from "./notifications.table.js";

export interface SendRequest {
  channel: "email" | "sms";
  to: string;
  template: MessageTemplateName;
  values: Record<string, string>;
  /** The code or token the message carries; kept for the dev outbox outside production only. */
  code?: string;
}

/**
 * Messages are written to the outbox table in the caller's request and delivered by the
 * worker: sending never blocks or fails the request that caused it.
 */
export class NotificationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keepCodes: boolean,
  ) {}

  async send(request: SendRequest): Promise<void> {
    const template = messagesEn[request.template] as { subject?: string; text: string };
    const now = new Date().toISOString();
    await this.db
      .insertInto("outbox_messages")
      .values({
        id: randomUUID(),
        channel: request.channel,
        recipient: request.to,
        subject: template.subject ? fillTemplate(template.subject, request.values) : null,
        text: fillTemplate(template.text, request.values),
        dev_code: this.keepCodes ? (request.code ?? null) : null,
        status: "PENDING",
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
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

  async listForRecipient(recipient: string, limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("recipient", "=", recipient)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map(toOutboxMessage);
  }
}

function toOutboxMessage(row: OutboxMessageRow): OutboxMessage {
  return {
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    code: row.dev_code,
    created_at: row.created_at,
  };
}
