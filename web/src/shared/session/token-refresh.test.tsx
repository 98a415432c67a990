import { CACHE_KEYS } from "@gkf/contract";
import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCacheStore, createMemoryStorage } from "../cache/cache-store";
import { createHttpClient } from "../http/http-client";
import { createI18n } from "../i18n/i18n";
import { NotificationsHost } from "../notifications/notifications-host";
import { notifications } from "../notifications/notifications-renderer";
import { createTokenRefresher, getRefreshDelay, type TokenRefresher } from "./token-refresh";

const NOW = Date.parse("2026-03-06T12:00:00.000Z");
const SECOND = 1_000;

function session(expiresAt: number, access = "old-token") {
  return {
    tokens: { access, expires_at: new Date(expiresAt).toISOString() },
    user: { first_name: "Ama", last_name: "Mensah", login_with: "email", main_role: "ATHLETE", staff_roles: [] },
    last_time_logged: null,
  };
}

function setup(fetchStub: ReturnType<typeof vi.fn>) {
  vi.stubGlobal("fetch", fetchStub);
  const storage = createMemoryStorage();
  const cache = createCacheStore({ storage });
  const http = createHttpClient({
    basePath: "/api",
    headers: { accept: "application/json", "content-type": "application/json" },
    getAccessToken: () => {
      const auth = cache.get(CACHE_KEYS.AUTH_DATA) as { tokens?: { access?: string } } | null;
      return auth?.tokens?.access ?? null;
    },
  });
  return { storage, cache, http };
}

const renewed = (expiresAt: number) =>
  new Response(JSON.stringify({ tokens: { access: "new-token", expires_at: new Date(expiresAt).toISOString() } }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

let refresher: TokenRefresher | undefined;

// The warning is the catalogue's spec toast, as in the app.
beforeAll(async () => {
  await createI18n();
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "Date"] });
});

afterEach(() => {
  refresher?.stop();
  refresher = undefined;
  act(() => notifications.clean());
});

describe("getRefreshDelay", () => {
  it("is 20 s before the expiry, and at once when that has passed", () => {
    expect(getRefreshDelay(new Date(NOW + 60 * SECOND).toISOString(), NOW)).toBe(40 * SECOND);
    expect(getRefreshDelay(new Date(NOW + 10 * SECOND).toISOString(), NOW)).toBe(0);
  });
});

describe("the token refresher", () => {
  it("renews the token 20 s before it expires, stores it and plans the next renewal", async () => {
    const fetchStub = vi.fn(async () => renewed(NOW + 40 * SECOND + 30 * 60 * SECOND));
    const { cache, http } = setup(fetchStub);
    cache.set(CACHE_KEYS.AUTH_DATA, session(NOW + 60 * SECOND));
    refresher = createTokenRefresher({ cache, http });

    await vi.advanceTimersByTimeAsync(40 * SECOND - 1);
    expect(fetchStub).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);

    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/token/refresh");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ access: "old-token" });
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer old-token");

    const stored = cache.get(CACHE_KEYS.AUTH_DATA) as ReturnType<typeof session>;
    expect(stored.tokens.access).toBe("new-token");
    expect(stored.user.first_name).toBe("Ama");

    // The new token lives 30 minutes: the next renewal is 20 s before that.
    await vi.advanceTimersByTimeAsync(30 * 60 * SECOND - 20 * SECOND - 1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("plans from a new sign-in and stops at a sign-out", async () => {
    const fetchStub = vi.fn(async () => renewed(NOW + 3_600 * SECOND));
    const { cache, http } = setup(fetchStub);
    refresher = createTokenRefresher({ cache, http });

    cache.set(CACHE_KEYS.AUTH_DATA, session(NOW + 30 * SECOND));
    cache.remove(CACHE_KEYS.AUTH_DATA);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(fetchStub).not.toHaveBeenCalled();

    cache.set(CACHE_KEYS.AUTH_DATA, session(NOW + 90 * SECOND));
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("tries again 5 s later when the renewal fails for want of a connection", async () => {
    const fetchStub = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(renewed(NOW + 3_600 * SECOND));
    const { cache, http } = setup(fetchStub);
    cache.set(CACHE_KEYS.AUTH_DATA, session(NOW + 60 * SECOND));
    refresher = createTokenRefresher({ cache, http });

    await vi.advanceTimersByTimeAsync(40 * SECOND);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect((cache.get(CACHE_KEYS.AUTH_DATA) as ReturnType<typeof session>).tokens.access).toBe("new-token");
  });

  it('warns "Refresh Tokens: No tokens found" when the tokens are gone at renewal time', async () => {
    const fetchStub = vi.fn();
    const { storage, cache, http } = setup(fetchStub);
    render(
      <MantineProvider>
        <NotificationsHost />
      </MantineProvider>,
    );
    cache.set(CACHE_KEYS.AUTH_DATA, session(NOW + 60 * SECOND));
    refresher = createTokenRefresher({ cache, http });
    // Removed behind the app's back, as another tab's sign-out does.
    storage.removeItem(CACHE_KEYS.AUTH_DATA);

    await vi.advanceTimersByTimeAsync(40 * SECOND);
    vi.useRealTimers();

    expect(await screen.findByText("Refresh Tokens")).toBeTruthy();
    expect(screen.getByText("No tokens found")).toBeTruthy();
    const toast = screen.getByText("Refresh Tokens").closest(".mantine-Notification-root");
    expect(toast?.getAttribute("style")).toContain("--notification-color: var(--mantine-color-yellow-filled)");
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
