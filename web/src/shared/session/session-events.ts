import { CACHE_KEYS } from "@gkf/contract";
import type { CacheStore } from "../cache/cache-store";
import { clearSessionData, isRecord, isTokens } from "./auth-data";

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

/**
 * A 401 ends the session only when it answers the token this device still holds. A request sent
 * without a token, or with one this device has since let go of (a sign-out here, then perhaps a
 * new sign-in), is a late answer about a session already over: it must neither sign the person
 * out again nor send them to login with a way back to the page they had left, nor say "Please
 * sign in" (false: the HTTP client then reports no failure). True when the session has ended.
 */
export function endSessionIfCurrent(cache: CacheStore, sentToken: string | null): boolean {
  const auth = cache.get(CACHE_KEYS.AUTH_DATA);
  const current = isRecord(auth) && isTokens(auth.tokens) ? auth.tokens.access : null;
  if (sentToken === null || current !== sentToken) return false;
  endSession(cache);
  return true;
}
