import { ACTING_FOR_OWN_ONLY, CACHE_KEYS } from "@gkf/contract";
import { hashKey, type QueryKey } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { CacheKey, CacheStore } from "../cache/cache-store";

/**
 * Whose record the signed-in person is looking at (issue 16, decision 104): themselves, or one of
 * their children. While a guardian acts for a child, every authenticated request carries
 * `X-Acting-For: <child id>` (the HTTP client asks `actingForHeader`), the query cache keeps each
 * person's answers apart (`subjectQueryKeyHash`), and the device's copies of "my membership" are
 * the child's own, in memory only (`scopeCacheToSubject`): one person's data never shows under
 * another's name. Who is acted for is kept for this tab only (sessionStorage), so that a payment's
 * round trip through the provider's checkout comes back to the child; a sign-out forgets it.
 */
export interface ActingSubject {
  /** The child's id, the value of X-Acting-For. */
  id: string;
  /** The child's name, as the header shows it. */
  name: string;
}

const STORAGE_KEY = "GKF_ACTING_FOR";

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): ActingSubject | null {
  try {
    const value = JSON.parse(tabStorage()?.getItem(STORAGE_KEY) ?? "null") as Partial<ActingSubject> | null;
    return typeof value?.id === "string" && typeof value.name === "string" ? { id: value.id, name: value.name } : null;
  } catch {
    return null;
  }
}

let current: ActingSubject | null = readStored();
const listeners = new Set<() => void>();

export function getActingFor(): ActingSubject | null {
  return current;
}

/** Acts for `subject` from now on; null is the person themselves. */
export function setActingFor(subject: ActingSubject | null): void {
  if (current?.id === subject?.id && current?.name === subject?.name) return;
  current = subject;
  try {
    if (subject) tabStorage()?.setItem(STORAGE_KEY, JSON.stringify(subject));
    else tabStorage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, full): acting still works until the next reload.
  }
  for (const listener of listeners) listener();
}

export function subscribeActingFor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The subject being shown (null: the person themselves); re-renders when it changes. */
export function useActingFor(): ActingSubject | null {
  return useSyncExternalStore(subscribeActingFor, getActingFor, getActingFor);
}

/** The X-Acting-For value for an authenticated request to `path` (without the API prefix), if any. */
export function actingForHeader(path: string): string | null {
  // The signed-in person's own business (the contract's list, the server's too) goes without the header.
  if (!current || ACTING_FOR_OWN_ONLY.some((pattern) => pattern.test(path))) return null;
  return current.id;
}

const FAMILY_HINT_KEY = "GKF_HAS_CHILDREN";

/**
 * Whether the signed-in person had children when last seen in this tab: the dashboard's header
 * keeps room for the switcher from its first paint instead of growing when the list arrives.
 */
export function hadChildren(): boolean {
  try {
    return tabStorage()?.getItem(FAMILY_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberHasChildren(hasChildren: boolean): void {
  try {
    if (hasChildren) tabStorage()?.setItem(FAMILY_HINT_KEY, "1");
    else tabStorage()?.removeItem(FAMILY_HINT_KEY);
  } catch {
    // Only a hint.
  }
}

/** The first part of the query keys of the signed-in person's own reads (their family): never scoped. */
export const OWN_QUERY_ROOT = "signed-in-person";

/** The query cache's hash of a key: the same key of two people is two entries. */
export function subjectQueryKeyHash(queryKey: QueryKey): string {
  if (queryKey[0] === OWN_QUERY_ROOT) return hashKey(queryKey);
  return hashKey([current ? `child:${current.id}` : "me", ...queryKey]);
}

/** The device's copies of a member's own data; the session and the registration stay the person's. */
const SUBJECT_KEYS: readonly CacheKey[] = [
  CACHE_KEYS.MY_MEMBERSHIP,
  CACHE_KEYS.MY_MEMBERSHIP_RECORD,
  CACHE_KEYS.MY_MEMBERSHIP_PAYMENT,
];

/**
 * The cache store as the app reads it: while acting for a child, the membership copies are the
 * child's, kept in memory (never on the device, never mixed with the person's own).
 */
export function scopeCacheToSubject(store: CacheStore): CacheStore {
  const children = new Map<string, unknown>();
  const childKey = (key: CacheKey) => (current && SUBJECT_KEYS.includes(key) ? `${current.id}:${key}` : null);
  // A session that ends forgets every child's copies and acts for nobody.
  store.subscribe((key) => {
    if (key === CACHE_KEYS.AUTH_DATA && store.get(CACHE_KEYS.AUTH_DATA) === null) {
      children.clear();
      setActingFor(null);
      rememberHasChildren(false);
    }
  });
  return {
    get(key) {
      const scoped = childKey(key);
      return scoped ? (children.get(scoped) ?? null) : store.get(key);
    },
    set(key, value) {
      const scoped = childKey(key);
      if (!scoped) return store.set(key, value);
      children.set(scoped, value);
      return true;
    },
    remove(key) {
      const scoped = childKey(key);
      if (scoped) children.delete(scoped);
      else store.remove(key);
    },
    subscribe: (listener) => store.subscribe(listener),
  };
}
