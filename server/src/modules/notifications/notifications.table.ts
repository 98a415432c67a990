import type { Selectable } from "kysely";

export interface OutboxMessagesTable {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  /** The message's name in the catalogue (messages.en.ts). */
  template: string | null;
  subject: string | null;
  /**
   * The plain-text part. In production a code or link the message carries is masked here; the
   * real text is in `sealed` until delivery.
   */
  text: string;
  /** The HTML part of an e-mail (production: masked like `text`). */
  html: string | null;
  /** Production only: {text, html} encrypted with a key derived from APP_SECRET; null once delivered. */
  sealed: string | null;
  /** Outside production only: the code the message carries, for the dev outbox. */
  dev_code: string | null;
  status: "PENDING" | "SENT" | "FAILED";
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The provider that took the message (smtp, outbox, console, hubtel, arkesel, mnotify). */
  provider: string | null;
  provider_message_id: string | null;
  /** ACCEPTED, SENT, DELIVERED or FAILED, as the provider reports it. */
  delivery_state: string | null;
}

export interface OutboxAttachmentsTable {
  id: string;
  message_id: string;
  position: number;
  filename: string;
  content_type: string;
  size: number;
  /** Base64; null once delivered in production. */
  content: string | null;
}

export interface NotificationsTables {
  outbox_messages: OutboxMessagesTable;
  outbox_attachments: OutboxAttachmentsTable;
}

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
