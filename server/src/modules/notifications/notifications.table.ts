import type { Selectable } from "kysely";

export interface OutboxMessagesTable {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  text: string;
  /** Outside production only: the code the message carries, for the dev outbox. */
  dev_code: string | null;
  status: "PENDING" | "SENT" | "FAILED";
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface NotificationsTables {
  outbox_messages: OutboxMessagesTable;
}

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
