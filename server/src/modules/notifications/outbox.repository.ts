import { randomUUID } from "node:crypto";
import type { Updateable } from "kysely";
import type { Db } from "../../db/transaction.js";
import type { MessageAttachment } from "./notification-providers.js";
import type { OutboxMessageRow, OutboxMessagesTable } from "./notifications.table.js";

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

/** Every query on the outbox: the services' writes and reads, and the delivery worker's. */
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
  /** Messages waiting (any age) and failed for good since `since`, by status and channel: one read. */
  countWaitingAndFailed(since: string): Promise<Array<{ status: string; channel: string; count: number }>> {
    return this.db
      .selectFrom("outbox_messages")
      .select(["status", "channel", (eb) => eb.fn.countAll<number>().as("count")])
      .where((eb) =>
        eb.or([eb("status", "=", "PENDING"), eb.and([eb("status", "=", "FAILED"), eb("created_at", ">", since)])]),
      )
      .groupBy(["status", "channel"])
      .execute();
  }

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

  // The delivery worker

  /** Pending messages due now and not locked by a worker, oldest due first. */
  listDue(now: string, limit: number): Promise<OutboxMessageRow[]> {
    return this.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("status", "=", "PENDING")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("next_attempt_at")
      .limit(limit)
      .execute();
  }

  /**
   * Locks a message for one worker until `until`: a conditional UPDATE from the lock value the
   * worker read, so only one process can win it. True for the winner.
   */
  async claim(id: string, lockSeen: string | null, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable("outbox_messages")
      .set({ locked_until: until })
      .where("id", "=", id)
      .where("status", "=", "PENDING")
      .where((eb) => (lockSeen === null ? eb("locked_until", "is", null) : eb("locked_until", "=", lockSeen)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records how a delivery attempt ended (sent, to retry, or failed for good). */
  async recordAttempt(id: string, changes: Updateable<OutboxMessagesTable>): Promise<void> {
    await this.db.updateTable("outbox_messages").set(changes).where("id", "=", id).execute();
  }

  listAttachmentContents(messageId: string) {
    return this.db
      .selectFrom("outbox_attachments")
      .select(["filename", "content_type", "content"])
      .where("message_id", "=", messageId)
      .orderBy("position")
      .execute();
  }

  async forgetAttachmentContents(messageId: string): Promise<void> {
    await this.db
      .updateTable("outbox_attachments")
      .set({ content: null })
      .where("message_id", "=", messageId)
      .execute();
  }

  /**
   * Retention (decision 97): the bodies of messages delivered before `before` are blanked (the
   * row stays: who was sent which template when). Idempotent; returns how many were blanked.
   */
  async blankDeliveredBefore(before: string): Promise<number> {
    const due = this.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("status", "=", "SENT")
      .where("sent_at", "<", before)
      .where("text", "<>", "");
    await this.db.updateTable("outbox_attachments").set({ content: null }).where("message_id", "in", due).execute();
    const result = await this.db
      .updateTable("outbox_messages")
      .set({ text: "", html: null, sealed: null, dev_code: null })
      .where("status", "=", "SENT")
      .where("sent_at", "<", before)
      .where("text", "<>", "")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Erasure: messages no longer waiting to go to these addresses lose their bodies and address. */
  async forgetRecipients(recipients: string[]): Promise<void> {
    if (recipients.length === 0) return;
    const done = this.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("recipient", "in", recipients)
      .where("status", "<>", "PENDING");
    await this.db.deleteFrom("outbox_attachments").where("message_id", "in", done).execute();
    await this.db
      .updateTable("outbox_messages")
      .set({ recipient: "erased", subject: null, text: "", html: null, sealed: null, dev_code: null })
      .where("recipient", "in", recipients)
      .where("status", "<>", "PENDING")
      .execute();
  }

  /** SMS a provider accepted after `since` and has not reported on yet, oldest first. */
  listAwaitingDeliveryState(provider: string, since: string, limit: number) {
    return this.db
      .selectFrom("outbox_messages")
      .select(["id", "provider_message_id"])
      .where("channel", "=", "sms")
      .where("status", "=", "SENT")
      .where("delivery_state", "=", "ACCEPTED")
      .where("provider", "=", provider)
      .where("sent_at", ">", since)
      .orderBy("sent_at")
      .limit(limit)
      .execute();
  }

  async setDeliveryState(id: string, state: string): Promise<void> {
    await this.db
      .updateTable("outbox_messages")
      .set({ delivery_state: state })
      .where("id", "=", id)
      .where("delivery_state", "=", "ACCEPTED")
      .execute();
  }
}
