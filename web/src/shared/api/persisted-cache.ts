import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { CacheKey, CacheStore } from "../cache/cache-store";

/** A schema's check, as the contract's Zod schemas offer it. */
interface Checks<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The device's copy under a cache key of spec section 9, when it still has the shape this version of the app reads. */
export function readPersisted<T>(cache: CacheStore, cacheKey: CacheKey, schema: Checks<T>): T | undefined {
  const parsed = schema.safeParse(cache.get(cacheKey));
  return parsed.success ? parsed.data : undefined;
}

export interface PersistedRead<T, K extends QueryKey> {
  queryKey: K;
  cache: CacheStore;
  /** MY_MEMBERSHIP_CACHE, MY_MEMBERSHIP_RECORD_CACHE or MY_MEMBERSHIP_PAYMENT_CACHE (kept a week). */
  cacheKey: CacheKey;
  schema: Checks<T>;
  /** Fetches the answer (and keeps it under `cacheKey`). */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** What the page says when the request fails (not when it was cancelled). */
  onFailure?: (error: unknown) => void;
}

/**
 * A read kept on the device (spec section 9): it paints at once from the device's copy (slow
 * networks), then is fetched again behind it (`initialDataUpdatedAt: 0` makes the copy stale
 * from the start).
 */
export function persistedQueryOptions<T, K extends QueryKey>({
  queryKey,
  cache,
  cacheKey,
  schema,
  fetch,
  onFailure,
}: PersistedRead<T, K>) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T> => {
      try {
        return await fetch(signal);
      } catch (error) {
        if (!signal.aborted) onFailure?.(error);
        throw error;
      }
    },
    initialData: () => readPersisted(cache, cacheKey, schema),
    initialDataUpdatedAt: 0,
  });
}
