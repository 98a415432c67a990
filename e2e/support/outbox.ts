/** A message of the development outbox (GET /api/dev/outbox; PRODUCT.md, "Notifications"). */
export interface OutboxMessage {
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  text: string;
  /** The activation token (e-mail) or the 6-digit code the message carries. */
  code: string | null;
  /** Files sent with the message (the receipt PDF); GET `url` for the bytes. */
  attachments?: Array<{ filename: string; content_type: string; size: number; url: string }>;
  created_at: string;
}

/**
 * The messages sent to an address (e-mail, or a phone number in any format), newest first, once
 * there are more than `known` of them: a test waits for the message its last step caused.
 */
export async function waitForOutbox(baseUrl: string, to: string, known = 0, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`GET /api/dev/outbox answered ${response.status}`);
    const messages = (await response.json()) as OutboxMessage[];
    if (messages.length > known) return messages;
    if (Date.now() > deadline) throw new Error(`No message number ${known + 1} for ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
