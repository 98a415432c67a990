import { CACHE_KEYS, LIMITS } from "@gkf/contract";

export type CacheKey = (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS];

const HOUR_MS = 60 * 60 * 1000;
const MEMBERSHIP_LIFETIME_MS = LIMITS.MEMBERSHIP_CACHE_HOURS * HOUR_MS;

/** Spec section 9: membership caches live a week; auth data and the registered user never expire. */
export const CACHE_LIFETIMES_MS: Record<CacheKey, number | null> = {
  [CACHE_KEYS.AUTH_DATA]: null,
  [CACHE_KEYS.REGISTERED_USER]: null,
  [CACHE_KEYS.MY_MEMBERSHIP]: MEMBERSHIP_LIFETIME_MS,
  [CACHE_KEYS.MY_MEMBERSHIP_RECORD]: MEMBERSHIP_LIFETIME_MS,
  [CACHE_KEYS.MY_MEMBERSHIP_PAYMENT]: MEMBERSHIP_LIFETIME_MS,
};

interface CacheEntry {
  value: unknown;
  /** Epoch milliseconds; null never expires. */
  expires_at: number | null;
}

/** Data that must survive a reload (the session, the membership summary), kept in localStorage. */
export interface CacheStore {
  /** The value, or null when it is missing, expired or unreadable. Callers check its shape. */
  get(key: CacheKey): unknown;
  /** False when the value was not stored (larger than the limit, or storage full). */
  set(key: CacheKey, value: unknown): boolean;
  remove(key: CacheKey): void;
  /** Called after every set or remove made through this store (not by other tabs). */
  subscribe(listener: (key: CacheKey) => void): () => void;
}

export interface CacheStoreOptions {
  storage: Storage;
  now?: () => number;
  maxBytes?: number;
  lifetimesMs?: Record<CacheKey, number | null>;
}

export function createCacheStore({
  storage,
  now = Date.now,
  maxBytes = LIMITS.MAX_CACHE_BYTES,
  lifetimesMs = CACHE_LIFETIMES_MS,
}: CacheStoreOptions): CacheStore {
  const encoder = new TextEncoder();
  const listeners = new Set<(key: CacheKey) => void>();
  const changed = (key: CacheKey) => {
    for (const listener of listeners) listener(key);
  };
  return {
    get(key) {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      try {
        const entry = JSON.parse(raw) as CacheEntry;
        if (entry.expires_at !== null && entry.expires_at <= now()) {
          storage.removeItem(key);
          return null;
        }
        return entry.value ?? null;
      } catch {
        storage.removeItem(key);
        return null;
      }
    },
    set(key, value) {
      const lifetime = lifetimesMs[key];
      const entry: CacheEntry = { value, expires_at: lifetime === null ? null : now() + lifetime };
      const raw = JSON.stringify(entry);
      if (encoder.encode(raw).length > maxBytes) return false;
      try {
        storage.setItem(key, raw);
        changed(key);
        return true;
      } catch {
        // Quota exceeded: the app still works, it only fetches again next time.
        return false;
      }
    },
    remove(key) {
      storage.removeItem(key);
      changed(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A Storage kept in memory, for browsers that refuse localStorage (private modes, settings). */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** localStorage when it can really be written, else memory. */
export function getBrowserStorage(): Storage {
  try {
    const probe = "__gkf_probe__";
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}
