import { randomUUID } from "node:crypto";
import type { Db } from "../../db/transaction.js";
import type { MessageAttachment } from "./notification-providers.js";
import type { OutboxMessageRow } from "./notifications.table.js";

export interface NewOutboxMessage {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  template: string;
  subject: string | null;
  text: string;
  html: string | null;
  sealed: string | null;
  dev_code: string | null;
  created_at: string;
}

export interface AttachmentSummary {
  id: string;
  message_id: string;
  filename: string;
  content_type: string;
  size: number;
}

/** Every query on the outbox that services make (the worker keeps its own claiming queries). */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** A pending message and its files; the caller runs this in a transaction when there are files. */
  async insertMessage(message: NewOutboxMessage, attachments: MessageAttachment[]): Promise<void> {
    await this.db
      .insertInto("outbox_messages")
      .values({ ...message, status: "PENDING", attempts: 0, next_attempt_at: message.created_at })
      .execute();
    for (const [position, attachment] of attachments.entries()) {
      await this.db
        .insertInto("outbox_attachments")
        .values({
          id: randomUUID(),
          message_id: message.id,
          position,
          filename: attachment.filename,
          content_type: attachment.contentType,
          size: attachment.content.length,
          content: attachment.content.toString("base64"),
        })
        .execute();
    }
  }

  async countSentTo(recipient: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom("outbox_messages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("recipient", "=", recipient)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Messages by channel in one status (FAILED: created after `since`). Served by the
   * (status, next_attempt_at) index: the status page is polled, and the outbox only grows.
   */
  countByChannel(status: "PENDING" | "FAILED", since: string): Promise<Array<{ channel: string; count: number }>> {
    return this.db
      .selectFrom("outbox_messages")
      .select(["channel", (eb) => eb.fn.countAll<number>().as("count")])
      .where("status", "=", status)
      .$if(status === "FAILED", (query) => query.where("created_at", ">", since))
      .groupBy("channel")
      .execute();
  }

  listForRecipient(recipient: string, limit: number): Promise<OutboxMessageRow[]> {
    return this.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("recipient", "=", recipient)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  }

  async listAttachments(messageIds: string[]): Promise<AttachmentSummary[]> {
    if (messageIds.length === 0) return [];
    return this.db
      .selectFrom("outbox_attachments")
      .select(["id", "message_id", "filename", "content_type", "size"])
      .where("message_id", "in", messageIds)
      .orderBy("position")
      .execute();
  }

  findAttachment(id: string) {
    return this.db.selectFrom("outbox_attachments").selectAll().where("id", "=", id).executeTakeFirst();
  }
}
