import { CACHE_KEYS } from "@gkf/contract";
import { useCacheStore } from "../services/services-context";
import { hasValidAccessToken } from "./auth-data";

/** The profile, where a signed-in person's public-page buttons lead instead of "Sign in". */
export const SIGNED_IN_HOME = "/dashboard/my-profile/index";

/** Whether this device holds a live session (public pages show "My profile" instead of "Sign in"). */
export function useIsSignedIn(): boolean {
  const cache = useCacheStore();
  return hasValidAccessToken(cache.get(CACHE_KEYS.AUTH_DATA), Date.now());
}
