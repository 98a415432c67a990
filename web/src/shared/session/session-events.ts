import type { CacheStore } from "../cache/cache-store";
import { clearSessionData } from "./auth-data";

const listeners = new Set<() => void>();

/**
 * The server ended the session (a 401 on an authenticated call: signed out elsewhere, password
 * changed, expired). The router listens and sends a person on a protected page to login.
 */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function endSession(cache: CacheStore): void {
  clearSessionData(cache);
  for (const listener of listeners) listener();
}
