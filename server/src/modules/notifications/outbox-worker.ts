import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { DeliveryProvider } from "./notification-providers.js";

const BATCH_SIZE = 20;
const LOCK_MS = 60_000;
const MAX_ATTEMPTS = 8;

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
  private readonly workerId = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly providers: Record<"email" | "sms", DeliveryProvider>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = 1_000): void {
    this.timer = setInterval(() => void this.drainOnce(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Delivers what is due; returns how many messages were sent. */
  async drainOnce(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let sent = 0;
    try {
      const nowIso = now.toISOString();
      const due = await this.db
        .selectFrom("outbox_messages")
        .selectAll()
        .where("status", "=", "PENDING")
        .where("next_attempt_at", "<=", nowIso)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
        .orderBy("next_attempt_at")
        .limit(BATCH_SIZE)
        .execute();
      for (const message of due) {
        const claim = await this.db
          .updateTable("outbox_messages")
          .set({ locked_until: new Date(now.getTime() + LOCK_MS).toISOString() })
          .where("id", "=", message.id)
          .where("status", "=", "PENDING")
          .where((eb) =>
            message.locked_until === null
              ? eb("locked_until", "is", null)
              : eb("locked_until", "=", message.locked_until),
          )
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) continue;
        try {
          await this.providers[message.channel].deliver({
            to: message.recipient,
            subject: message.subject,
            text: message.text,
          });
          await this.db
            .updateTable("outbox_messages")
            .set({
              status: "SENT",
              sent_at: new Date().toISOString(),
              attempts: message.attempts + 1,
              locked_until: null,
            })
            .where("id", "=", message.id)
            .execute();
          sent += 1;
        } catch (error) {
          const attempts = message.attempts + 1;
          this.log.warn(
            { err: error, messageId: message.id, attempts, worker: this.workerId },
            "message delivery failed",
          );
          await this.db
            .updateTable("outbox_messages")
            .set({
              status: attempts >= MAX_ATTEMPTS ? "FAILED" : "PENDING",
              attempts,
              last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
              next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
              locked_until: null,
            })
            .where("id", "=", message.id)
            .execute();
        }
      }
    } catch (error) {
      this.log.error({ err: error }, "outbox drain failed");
    } finally {
      this.running = false;
    }
    return sent;
  }
}
