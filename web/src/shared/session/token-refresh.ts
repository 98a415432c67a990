import { CACHE_KEYS, LIMITS } from "@gkf/contract";
import type { CacheStore } from "../cache/cache-store";
import type { HttpClient } from "../http/http-client";
import { isHttpError } from "../http/http-error";
import { appT } from "../i18n/i18n";
import { notifyWarning } from "../notifications/notify";
import { specToast } from "../notifications/spec-toasts";
import { clearSessionData, hasValidAccessToken, isRecord, isTokens, type Tokens } from "./auth-data";

/** After a failed refresh (no connection, server busy), the next attempt comes this much later. */
export const REFRESH_RETRY_MS = 5_000;

/** Spec section 9: the refresh is due 20 s before the access token expires; at once if that has passed. */
export function getRefreshDelay(expiresAt: string, now: number): number {
  return Math.max(0, Date.parse(expiresAt) - LIMITS.TOKEN_REFRESH_LEAD_MS - now);
}

function parseRefreshAnswer(data: unknown): Tokens {
  if (isRecord(data) && isTokens(data.tokens)) return data.tokens;
  throw new Error("The refresh answer has no tokens");
}

export interface TokenRefresherOptions {
  cache: CacheStore;
  http: HttpClient;
  now?: () => number;
}

export interface TokenRefresher {
  /** Renews the access token now (the timer calls it). */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the access token fresh while the app is open: whenever the stored auth data changes (a
 * sign-in, a renewed token, a sign-out), the next refresh is planned from its expiry.
 */
export function createTokenRefresher({ cache, http, now = Date.now }: TokenRefresherOptions): TokenRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const planAt = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), delayMs);
  };

  const schedule = () => {
    clearTimeout(timer);
    const auth = cache.get(CACHE_KEYS.AUTH_DATA);
    if (hasValidAccessToken(auth, now())) planAt(getRefreshDelay(auth.tokens.expires_at, now()));
  };

  async function refresh(): Promise<void> {
    const auth = cache.get(CACHE_KEYS.AUTH_DATA);
    if (!isRecord(auth) || !isTokens(auth.tokens)) {
      // Removed behind the app's back (another tab signed out, storage cleared).
      void notifyWarning(specToast("toasts.refresh_without_token", appT()));
      return;
    }
    if (!hasValidAccessToken(auth, now())) {
      // Too late (the device slept past the expiry): the session is over on this device.
      clearSessionData(cache);
      return;
    }
    try {
      const { data: tokens } = await http.request("/auth/token/refresh", {
        method: "POST",
        body: { access: auth.tokens.access },
        withAuth: true,
        // A background task: a failure here is retried, not shown. A 401 ends the session anyway.
        silent: true,
        parse: parseRefreshAnswer,
      });
      const current = cache.get(CACHE_KEYS.AUTH_DATA);
      // Signed out, or signed in again, while the request was on its way: keep what is there now.
      if (!isRecord(current) || !isTokens(current.tokens) || current.tokens.access !== auth.tokens.access) return;
      cache.set(CACHE_KEYS.AUTH_DATA, { ...current, tokens });
    } catch (error) {
      if (isHttpError(error) && error.status === 401) return;
      const latest = cache.get(CACHE_KEYS.AUTH_DATA);
      if (hasValidAccessToken(latest, now() + REFRESH_RETRY_MS)) planAt(REFRESH_RETRY_MS);
    }
  }

  const unsubscribe = cache.subscribe((key) => {
    if (key === CACHE_KEYS.AUTH_DATA) schedule();
  });
  schedule();

  return {
    refresh,
    stop() {
      unsubscribe();
      clearTimeout(timer);
    },
  };
}
