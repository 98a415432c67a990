/**
 * The roll call's queue on the device (localStorage): every tap is an entry with its own client
 * id, kept until the server has taken it. A gym has no signal more often than not, so taking the
 * roll never waits for the network; the entries go when it returns. The server records an entry
 * once per client id, so sending one twice (the answer was lost on the way back) is harmless.
 */

export const ROLL_CALL_QUEUE_KEY = "GKF_ROLL_CALL_QUEUE";

export const ROLL_CALL_STATUSES = ["PRESENT", "LATE", "EXCUSED", "ABSENT"] as const;
export type RollCallStatus = (typeof ROLL_CALL_STATUSES)[number];

export interface QueuedMark {
  client_id: string;
  dojo_id: string;
  session_id: string;
  member: string;
  status: RollCallStatus;
  /** When the instructor tapped (ISO), for the order of two taps on one student. */
  marked_at: string;
}

export type MarkInput = Omit<QueuedMark, "client_id" | "marked_at">;

export interface RollCallQueue {
  /** Every entry not yet taken by the server, oldest first (a stable array between changes). */
  all(): readonly QueuedMark[];
  /**
   * Queues the marks. A student's earlier mark in the same session that has not gone yet is
   * replaced: the last tap is what the instructor meant.
   */
  mark(inputs: readonly MarkInput[]): QueuedMark[];
  /** Drops the entries the server has taken (or refused for good). */
  remove(clientIds: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

export interface RollCallQueueOptions {
  storage: Storage;
  newId?: () => string;
  now?: () => Date;
}

function isMark(value: unknown): value is QueuedMark {
  if (!value || typeof value !== "object") return false;
  const mark = value as Record<string, unknown>;
  return (
    typeof mark.client_id === "string" &&
    typeof mark.dojo_id === "string" &&
    typeof mark.session_id === "string" &&
    typeof mark.member === "string" &&
    typeof mark.marked_at === "string" &&
    ROLL_CALL_STATUSES.includes(mark.status as RollCallStatus)
  );
}

const EMPTY: readonly QueuedMark[] = Object.freeze([]);

export function createRollCallQueue({
  storage,
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
}: RollCallQueueOptions): RollCallQueue {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let lastMarks: readonly QueuedMark[] = EMPTY;

  const read = (): readonly QueuedMark[] => {
    let raw: string | null;
    try {
      raw = storage.getItem(ROLL_CALL_QUEUE_KEY);
    } catch {
      return lastMarks;
    }
    if (raw === lastRaw) return lastMarks;
    lastRaw = raw;
    try {
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      lastMarks = Array.isArray(parsed) ? parsed.filter(isMark) : EMPTY;
    } catch {
      lastMarks = EMPTY;
    }
    return lastMarks;
  };

  const write = (marks: readonly QueuedMark[]) => {
    // A full storage keeps the previous queue: the page still shows the marks not kept as unsent.
    try {
      if (marks.length === 0) storage.removeItem(ROLL_CALL_QUEUE_KEY);
      else storage.setItem(ROLL_CALL_QUEUE_KEY, JSON.stringify(marks));
    } catch {
      return;
    }
    for (const listener of listeners) listener();
  };

  const sameStudent = (a: MarkInput, b: MarkInput) =>
    a.dojo_id === b.dojo_id && a.session_id === b.session_id && a.member === b.member;

  return {
    all: read,
    mark(inputs) {
      const at = now().toISOString();
      const added = inputs.map((input) => ({ ...input, client_id: newId(), marked_at: at }));
      const kept = read().filter((queued) => !added.some((mark) => sameStudent(mark, queued)));
      write([...kept, ...added]);
      return added;
    },
    remove(clientIds) {
      const gone = new Set(clientIds);
      const marks = read();
      if (marks.some((mark) => gone.has(mark.client_id))) write(marks.filter((mark) => !gone.has(mark.client_id)));
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab's roll call (the same phone) counts too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === ROLL_CALL_QUEUE_KEY) listener();
      };
      addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        removeEventListener("storage", onStorage);
      };
    },
  };
}

/** Sends one session's entries; throws what the HTTP client throws. */
export type SendMarks = (dojoId: string, sessionId: string, marks: readonly QueuedMark[]) => Promise<void>;

export interface FlushResult {
  sent: number;
  /** Entries the server refused (4xx: a cancelled session, no longer a student): dropped, not retried. */
  refused: number;
  /** Entries still waiting: no connection, or the server failed (5xx); they go next time. */
  waiting: number;
}

/** Whether a failed send is worth trying again later (no answer, a timeout, a server failure). */
export type IsRetryable = (error: unknown) => boolean;

/**
 * Sends the queue, one request per session. Each request's entries leave the queue only once
 * the server has answered; a tap made while a request was on its way stays for the next flush.
 */
export async function flushRollCall(queue: RollCallQueue, send: SendMarks, isRetryable: IsRetryable) {
  const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
  const sessions = new Map<string, QueuedMark[]>();
  for (const mark of queue.all()) {
    const key = `${mark.dojo_id}\u0000${mark.session_id}`;
    sessions.set(key, [...(sessions.get(key) ?? []), mark]);
  }
  let offline = false;
  for (const marks of sessions.values()) {
    const [first] = marks;
    if (!first) continue;
    if (offline) {
      result.waiting += marks.length;
      continue;
    }
    try {
      await send(first.dojo_id, first.session_id, marks);
      result.sent += marks.length;
    } catch (error) {
      if (isRetryable(error)) {
        // No point asking again for the next session now: the connection is gone.
        offline = true;
        result.waiting += marks.length;
        continue;
      }
      result.refused += marks.length;
    }
    queue.remove(marks.map((mark) => mark.client_id));
  }
  return result;
}

let running: Promise<FlushResult> | null = null;

/** One flush at a time on this device: a second call while one runs waits for it instead of sending again. */
export function flushRollCallOnce(queue: RollCallQueue, send: SendMarks, isRetryable: IsRetryable) {
  running ??= flushRollCall(queue, send, isRetryable).finally(() => {
    running = null;
  });
  return running;
}
