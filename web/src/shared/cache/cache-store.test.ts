import { CACHE_KEYS } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { createCacheStore, createMemoryStorage } from "./cache-store";

const HOUR_MS = 3_600_000;

function storeAt(clock: { now: number }, maxBytes?: number) {
  return createCacheStore({ storage: createMemoryStorage(), now: () => clock.now, maxBytes });
}

describe("createCacheStore", () => {
  it("keeps the membership summary for 168 hours, then forgets it", () => {
    const clock = { now: 0 };
    const cache = storeAt(clock);
    cache.set(CACHE_KEYS.MY_MEMBERSHIP, { has_paid_registration: true });

    clock.now = 168 * HOUR_MS - 1;
    expect(cache.get(CACHE_KEYS.MY_MEMBERSHIP)).toEqual({ has_paid_registration: true });
    clock.now = 168 * HOUR_MS;
    expect(cache.get(CACHE_KEYS.MY_MEMBERSHIP)).toBeNull();
  });

  it("never expires the auth data", () => {
    const clock = { now: 0 };
    const cache = storeAt(clock);
    cache.set(CACHE_KEYS.AUTH_DATA, { tokens: { access: "t" } });
    clock.now = 10 * 365 * 24 * HOUR_MS;
    expect(cache.get(CACHE_KEYS.AUTH_DATA)).toEqual({ tokens: { access: "t" } });
  });

  it("does not store data larger than the limit", () => {
    const cache = storeAt({ now: 0 }, 100);
    expect(cache.set(CACHE_KEYS.MY_MEMBERSHIP_RECORD, { notes: "x".repeat(200) })).toBe(false);
    expect(cache.get(CACHE_KEYS.MY_MEMBERSHIP_RECORD)).toBeNull();
  });

  it("forgets what it cannot read instead of failing", () => {
    const storage = createMemoryStorage();
    storage.setItem(CACHE_KEYS.AUTH_DATA, "{not json");
    const cache = createCacheStore({ storage });
    expect(cache.get(CACHE_KEYS.AUTH_DATA)).toBeNull();
    expect(storage.getItem(CACHE_KEYS.AUTH_DATA)).toBeNull();
  });

  it("tells its listeners about every change it makes", () => {
    const cache = storeAt({ now: 0 });
    const changed: string[] = [];
    const unsubscribe = cache.subscribe((key) => changed.push(key));
    cache.set(CACHE_KEYS.AUTH_DATA, { tokens: { access: "t" } });
    cache.remove(CACHE_KEYS.AUTH_DATA);
    unsubscribe();
    cache.set(CACHE_KEYS.REGISTERED_USER, { first_name: "Ama" });
    expect(changed).toEqual([CACHE_KEYS.AUTH_DATA, CACHE_KEYS.AUTH_DATA]);
  });
});
