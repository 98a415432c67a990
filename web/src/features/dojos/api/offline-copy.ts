import { isHttpError } from "../../../shared/http/http-error";

/**
 * What the roll call needs without a connection (my dojos, today's sessions, their rolls), kept in
 * localStorage as last read. The service worker keeps the page itself; answers that need a sign-in
 * are never kept by it (web/service-worker/sw.js), so the app keeps these few itself.
 */
const PREFIX = "GKF_DOJOS_OFFLINE:";
/** A copy older than this is not shown: yesterday's roll is not today's. */
const MAX_AGE_MS = 36 * 60 * 60 * 1000;

interface Copy {
  saved_at: number;
  value: unknown;
}

export function writeOfflineCopy(key: string, value: unknown): void {
  try {
    localStorage.setItem(`${PREFIX}${key}`, JSON.stringify({ saved_at: Date.now(), value } satisfies Copy));
  } catch {
    // A full storage: the page works online, only not offline.
  }
}

/** The kept copy, unchecked beyond its age: the query that reads it asks the server again at once. */
export function readOfflineCopy<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(`${PREFIX}${key}`);
    if (!raw) return undefined;
    const copy = JSON.parse(raw) as Copy;
    if (typeof copy.saved_at !== "number" || Date.now() - copy.saved_at > MAX_AGE_MS) return undefined;
    return copy.value as T;
  } catch {
    return undefined;
  }
}

/** No answer at all: offline, or the connection dropped (not a refusal, not a server failure). */
function isUnreachable(error: unknown): boolean {
  return isHttpError(error) && (error.kind === "network" || error.kind === "timeout");
}

/**
 * A read the roll call needs offline: asked of the server even without a connection (the query's
 * `networkMode: "always"`), kept on each answer, and answered from the kept copy when the server
 * cannot be reached. The copy is never shown first: a stale copy replaced a moment later would
 * move the page.
 */
export function readWithOfflineCopy<T>(key: string, read: () => Promise<T>) {
  return {
    networkMode: "always" as const,
    queryFn: async (): Promise<T> => {
      try {
        const value = await read();
        writeOfflineCopy(key, value);
        return value;
      } catch (error) {
        const copy = isUnreachable(error) ? readOfflineCopy<T>(key) : undefined;
        if (copy === undefined) throw error;
        return copy;
      }
    },
  };
}
