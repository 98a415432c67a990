import { CACHE_KEYS } from "@gkf/contract";
import type { CacheStore } from "../../shared/cache/cache-store";
import { type AuthData, isRecord } from "../../shared/session/auth-data";
import { parseVerifyUser, type VerifyUser } from "./login/login-response";

/*
 * What the auth pages keep in AUTH_DATA_CACHE and USRACC_CACHE, always through the cache store
 * (spec section 9: these never expire, nothing over 5 MB is stored).
 */

function readAuthRecord(cache: CacheStore): Record<string, unknown> {
  const value = cache.get(CACHE_KEYS.AUTH_DATA);
  return isRecord(value) ? value : {};
}

/** Signed in: tokens, user, last_time_logged. A pending challenge or reset token is dropped. */
export function storeSignedIn(cache: CacheStore, auth: AuthData): void {
  cache.set(CACHE_KEYS.AUTH_DATA, auth);
}

/** A 206 login: the challenge the verify page reads. */
export function storeChallenge(cache: CacheStore, verifyUser: VerifyUser): void {
  cache.set(CACHE_KEYS.AUTH_DATA, { verify_user: verifyUser });
}

export function readChallenge(cache: CacheStore): VerifyUser | null {
  try {
    return parseVerifyUser(readAuthRecord(cache).verify_user);
  } catch {
    return null;
  }
}

/** The reset request's token, for the confirm page. */
export function storeResetToken(cache: CacheStore, resetToken: string): void {
  cache.set(CACHE_KEYS.AUTH_DATA, { ...readAuthRecord(cache), reset_token: resetToken });
}

export function readResetToken(cache: CacheStore): string | null {
  const token = readAuthRecord(cache).reset_token;
  return typeof token === "string" && token !== "" ? token : null;
}

/** Spec section 4: a successful reset clears the tokens, and confirming clears the reset token. */
export function clearAfterPasswordReset(cache: CacheStore): void {
  cache.remove(CACHE_KEYS.AUTH_DATA);
}

/** USRACC_CACHE (spec section 3), plus where the activation message went. */
export interface RegisteredUserCache {
  first_name: string;
  last_name: string;
  is_active: boolean;
  expiration: null;
  activation_channel: "email" | "sms";
  sent_to: string;
}

export function storeRegisteredUser(cache: CacheStore, user: RegisteredUserCache): void {
  cache.set(CACHE_KEYS.REGISTERED_USER, user);
}

export function readRegisteredUser(cache: CacheStore): RegisteredUserCache | null {
  const value = cache.get(CACHE_KEYS.REGISTERED_USER);
  if (
    !isRecord(value) ||
    typeof value.first_name !== "string" ||
    typeof value.last_name !== "string" ||
    typeof value.is_active !== "boolean" ||
    (value.activation_channel !== "email" && value.activation_channel !== "sms") ||
    typeof value.sent_to !== "string"
  ) {
    return null;
  }
  return value as unknown as RegisteredUserCache;
}

/** Spec section 4: the cached is_active follows the activation result. */
export function storeActivationResult(cache: CacheStore, isActive: boolean): void {
  const user = readRegisteredUser(cache);
  if (user) storeRegisteredUser(cache, { ...user, is_active: isActive });
}
