import { CACHE_KEYS } from "@gkf/contract";
import { render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { expect, vi } from "vitest";
import { AppContent, AppProviders } from "../app/app";
import { type AppServices, type BootContext, toAppServices } from "../app/app-services";
import { runBootSteps } from "../app/boot/boot-runner";
import { BOOT_STEPS } from "../app/boot/boot-steps";
import { createCacheStore } from "../shared/cache/cache-store";

/** The real boot steps, as the browser runs them. */
export async function bootForTest(): Promise<AppServices> {
  const context: BootContext = {};
  const result = await runBootSteps(BOOT_STEPS, context, { navigate: () => {}, logError: () => {} });
  if (result.status !== "started") throw new Error(`Boot failed at "${result.step}"`);
  return toAppServices(context);
}

/**
 * Shows where the router ended up after its redirects, and keeps the document's address on it
 * as BrowserRouter does in the browser: code outside React reads `location` (a toast records the
 * page it was raised on, notify.ts), and jsdom's own address would stay "/" under a MemoryRouter,
 * so every toast would count as another page's and go at the next page check.
 */
function LocationProbe() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }, [pathname, search]);
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export async function renderApp(path: string) {
  window.history.replaceState(null, "", path);
  const services = await bootForTest();
  const view = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppContent services={services} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, services };
}

/**
 * A stubbed answer. `held`: the answer waits until that promise settles, as a slow network would
 * hold it (a test releases it once it has seen what happens meanwhile; `heldAnswer()` makes one).
 */
export type Answer = { status?: number; body: unknown; held?: Promise<unknown> };

/**
 * What every page asks for whatever the test is about: the public config (feature flags, phone
 * sign-up), with the flags off, as an unreadable config counts. Without it, its 404 raised a toast
 * that replaced the toast a test was waiting for (a new toast replaces the one before), whenever
 * the config's answer came last. A test's own answer for the path wins.
 */
const BACKGROUND_ANSWERS: Record<string, Answer> = {
  "/api/config": { body: { features: { dojos: false }, phone_signup: true, environment: "test", version: "1.0.0" } },
  // The dashboard asks whether a new privacy notice waits (decision 105): none does, unless a test says so.
  "/api/my-account/consents": {
    body: {
      current: { version: "2026-11-01", published_at: "2026-11-01T00:00:00.000Z", url: null },
      required: null,
      items: [],
    },
  },
  "/api/my-account/privacy/access-log": { body: { items: [] } },
};

/** Stubs fetch with answers per API path; anything else is a 404 in the API's error shape. */
export function stubApi(answers: Record<string, Answer>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const answer = answers[url.pathname] ??
      BACKGROUND_ANSWERS[url.pathname] ?? {
        status: 404,
        body: { code: "NOT_FOUND", message: `No stub for ${url.pathname}` },
      };
    if (answer.held) await answer.held;
    // A 204 has no body (the Response constructor refuses one).
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

/** The same localStorage the app's cache store reads. */
const testCache = () => createCacheStore({ storage: window.localStorage });

/** A session as the login stores it, valid for an hour unless told otherwise. */
export function storeSession({ expiresInMs = 3_600_000 } = {}) {
  testCache().set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + expiresInMs).toISOString() },
    user: { first_name: "Ama", last_name: "Mensah", login_with: "email", main_role: "ATHLETE" },
    last_time_logged: null,
  });
}

/** An official's session (Kwame Boateng) with these staff roles, as the login stores it. */
export function storeOfficialSession(staffRoles: string[]) {
  testCache().set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: {
      first_name: "Kwame",
      last_name: "Boateng",
      login_with: "email",
      main_role: "OFFICIAL",
      staff_roles: staffRoles,
    },
    last_time_logged: null,
  });
}

export function storeMembership({ hasPaidRegistration }: { hasPaidRegistration: boolean }) {
  testCache().set(CACHE_KEYS.MY_MEMBERSHIP, { has_paid_registration: hasPaidRegistration, payment_summary: null });
}

/**
 * A field where a password is chosen: the browser may offer to make one up (`new-password`), and
 * the rule is its description, read out with it.
 */
export function expectChosenPasswordField(label: RegExp) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute("autocomplete")).toBe("new-password");
  const description = document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
  expect(description?.textContent).toBe(
    "At least 8 characters. A short sentence is easy to remember and hard to guess.",
  );
}
