import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/transaction.js";
import { jobRuns } from "../observability/metrics.js";
import { openContent } from "./message-seal.js";
import type { DeliveryProvider, MessageAttachment } from "./notification-providers.js";
import type { OutboxMessageRow } from "./notifications.table.js";
import { OutboxRepository } from "./outbox.repository.js";

const BATCH_SIZE = 20;
const LOCK_MS = 60_000;
export const MAX_ATTEMPTS = 8;

export interface OutboxWorkerOptions {
  /** Opens bodies sealed in production (the key is derived from it). */
  appSecret?: string;
  /** Outside production bodies and attachments stay readable after delivery (dev outbox). */
  keepBodies?: boolean;
}

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Drains the outbox. Each message is claimed with a conditional UPDATE (only one process can
 * move `locked_until` forward from the value it read), so several server processes can run
 * workers side by side without sending a message twice.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** The pass under way, awaited by stop(). */
  private current: Promise<number> | undefined;
  private readonly workerId = randomUUID();
  private readonly outbox: OutboxRepository;

  constructor(
    db: Db,
    private readonly providers: Record<"email" | "sms", DeliveryProvider>,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions = {},
  ) {
    this.outbox = new OutboxRepository(db);
  }

  /** The real bodies and files of a message, opened from the seal in production. */
  private async contentOf(message: OutboxMessageRow) {
    const body = message.sealed
      ? openContent(this.options.appSecret ?? "", message.sealed)
      : { text: message.text, html: message.html };
    const files = message.channel === "email" ? await this.outbox.listAttachmentContents(message.id) : [];
    const attachments: MessageAttachment[] = files.map((file) => {
      if (file.content === null) throw new Error(`the attachment ${file.filename} is no longer stored`);
      return { filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content, "base64") };
    });
    return { ...body, attachments };
  }

  /** Once a message is done with, production forgets its code, link and files. */
  private async forgetSecrets(messageId: string): Promise<void> {
    if (this.options.keepBodies ?? true) return;
    await this.outbox.forgetAttachmentContents(messageId);
  }

  private deliveryTimer: NodeJS.Timeout | undefined;

  start(intervalMs = 1_000): void {
    this.timer = setInterval(() => {
      this.current = this.drainOnce();
    }, intervalMs);
    this.timer.unref();
    this.deliveryTimer = setInterval(() => void this.refreshDeliveryStates(), 60_000);
    this.deliveryTimer.unref();
  }

  /** No new pass starts; resolves when the pass under way (if any) has finished its messages. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.deliveryTimer);
    await this.current;
  }

  /**
   * Asks the SMS provider what became of messages it accepted in the last day (Hubtel can tell):
   * DELIVERED or UNDELIVERED replaces ACCEPTED. Returns how many changed.
   */
  async refreshDeliveryStates(now = new Date()): Promise<number> {
    const provider = this.providers.sms;
    if (!provider.checkDelivery) return 0;
    let changed = 0;
    try {
      const accepted = await this.outbox.listAwaitingDeliveryState(
        provider.name,
        new Date(now.getTime() - 86_400_000).toISOString(),
        BATCH_SIZE,
      );
      for (const message of accepted) {
        if (!message.provider_message_id) continue;
        const state = await provider.checkDelivery(message.provider_message_id).catch((error: unknown) => {
          this.log.warn({ err: error, messageId: message.id }, "delivery state check failed");
          return "ACCEPTED" as const;
        });
        if (state === "ACCEPTED") continue;
        await this.outbox.setDeliveryState(message.id, state);
        changed += 1;
      }
    } catch (error) {
      this.log.error({ err: error }, "delivery state refresh failed");
    }
    return changed;
  }

  /** Delivers what is due; returns how many messages were sent. */
  async drainOnce(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let sent = 0;
    let outcome = "ok";
    try {
      const nowIso = now.toISOString();
      const due = await this.outbox.listDue(nowIso, BATCH_SIZE);
      for (const message of due) {
        const lockUntil = new Date(now.getTime() + LOCK_MS).toISOString();
        if (!(await this.outbox.claim(message.id, message.locked_until, lockUntil))) continue;
        try {
          const content = await this.contentOf(message);
          const provider = this.providers[message.channel];
          const receipt = await provider.deliver({
            to: message.recipient,
            subject: message.subject,
            text: content.text,
            html: content.html,
            attachments: content.attachments,
          });
          await this.outbox.recordAttempt(message.id, {
            status: "SENT",
            sent_at: new Date().toISOString(),
            attempts: message.attempts + 1,
            locked_until: null,
            last_error: null,
            sealed: null,
            provider: provider.name,
            provider_message_id: receipt.providerMessageId?.slice(0, 100) ?? null,
            delivery_state: receipt.state,
          });
          await this.forgetSecrets(message.id);
          sent += 1;
        } catch (error) {
          const attempts = message.attempts + 1;
          this.log.warn(
            { err: error, messageId: message.id, attempts, worker: this.workerId },
            "message delivery failed",
          );
          const final = attempts >= MAX_ATTEMPTS;
          await this.outbox.recordAttempt(message.id, {
            status: final ? "FAILED" : "PENDING",
            attempts,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
            next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
            locked_until: null,
            provider: this.providers[message.channel].name,
            ...(final ? { sealed: null, delivery_state: "FAILED" } : {}),
          });
          if (final) await this.forgetSecrets(message.id);
        }
      }
    } catch (error) {
      outcome = "error";
      this.log.error({ err: error }, "outbox drain failed");
    } finally {
      this.running = false;
      jobRuns.inc({ job: "outbox_drain", outcome });
    }
    return sent;
  }
}
