import { CACHE_KEYS } from "@gkf/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCacheStore, createMemoryStorage } from "../cache/cache-store";
import { endSessionIfCurrent, onSessionEnded } from "./session-events";

const signedIn = (access: string) => ({
  tokens: { access, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
  user: { first_name: "Ama", last_name: "Mensah", login_with: "email", main_role: "MEMBER" },
  last_time_logged: null,
});

function deviceWith(access: string | null) {
  const cache = createCacheStore({ storage: createMemoryStorage() });
  if (access) cache.set(CACHE_KEYS.AUTH_DATA, signedIn(access));
  const ended = vi.fn();
  const stop = onSessionEnded(ended);
  return { cache, ended, stop };
}

describe("endSessionIfCurrent", () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it("signs the device out when the 401 answers the token it holds", () => {
    const device = deviceWith("token-1");
    stop = device.stop;
    expect(endSessionIfCurrent(device.cache, "token-1")).toBe(true);
    expect(device.cache.get(CACHE_KEYS.AUTH_DATA)).toBeNull();
    expect(device.ended).toHaveBeenCalledTimes(1);
  });

  it("ignores a late 401 about the session this device signed out of and replaced", () => {
    const device = deviceWith("token-2");
    stop = device.stop;
    expect(endSessionIfCurrent(device.cache, "token-1")).toBe(false);
    expect(device.cache.get(CACHE_KEYS.AUTH_DATA)).toMatchObject({ tokens: { access: "token-2" } });
    expect(device.ended).not.toHaveBeenCalled();
  });

  it("ignores a 401 after signing out here, and one for a request sent without a token", () => {
    const device = deviceWith(null);
    stop = device.stop;
    // False: a late answer, which the HTTP client then does not report either (no "Please sign in" toast).
    expect(endSessionIfCurrent(device.cache, "token-1")).toBe(false);
    expect(endSessionIfCurrent(device.cache, null)).toBe(false);
    expect(device.ended).not.toHaveBeenCalled();
  });
});
