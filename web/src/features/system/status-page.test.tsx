import { CACHE_KEYS } from "@gkf/contract";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createCacheStore } from "../../shared/cache/cache-store";
import { type Answer, renderApp, storeSession, stubApi } from "../../test/render-app";

const PUBLIC_STATUS = {
  status: "degraded",
  checked_at: "2026-03-01T08:00:00.000Z",
  services: [
    { name: "portal", state: "ok" },
    { name: "email", state: "ok" },
    { name: "sms", state: "degraded" },
    { name: "payments", state: "ok" },
  ],
};

const DETAILS = {
  version: "1.4.0",
  environment: "production",
  started_at: "2026-03-01T08:00:00.000Z",
  uptime_seconds: 93_784,
  database: {
    engine: "postgres",
    reachable: true,
    latency_ms: 3,
    migrations_applied: 12,
    latest_migration: "2026_03_01_0012_positions",
  },
  integrations: [
    { name: "payments", provider: "paystack", state: "ok", detail: "paystack" },
    { name: "sms", provider: "hubtel", state: "degraded", detail: "Hubtel, sender id GKF" },
  ],
  features: { dojos: false },
  messages: { pending: 4, failed_last_24h: 3, failed_sms_last_24h: 3, failed_email_last_24h: 0 },
};

function storeStaffSession() {
  createCacheStore({ storage: window.localStorage }).set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "staff-token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: {
      first_name: "Kofi",
      last_name: "Boateng",
      login_with: "email",
      main_role: "OFFICIAL",
      staff_roles: ["FEDERATION_ADMIN"],
    },
    last_time_logged: null,
  });
}

const authorizationOf = (fetchStub: ReturnType<typeof stubApi>) =>
  (fetchStub.mock.calls as unknown as Array<[RequestInfo | URL, RequestInit | undefined]>)
    .filter(([input]) => String(input).includes("/api/status"))
    .map(([, init]) => new Headers(init?.headers).get("authorization"));

describe("the status page", () => {
  it("tells a visitor in words whether each part works, without settings", async () => {
    const fetchStub = stubApi({ "/api/status": { body: PUBLIC_STATUS } });
    await renderApp("/status");
    expect(await screen.findByText("Some parts of GKF Portal are not working as they should")).toBeTruthy();
    expect(screen.getByText("Website and sign-in")).toBeTruthy();
    expect(screen.getByText("Text messages (SMS)")).toBeTruthy();
    expect(screen.getByText("Degraded")).toBeTruthy();
    expect(screen.getAllByText("Working")).toHaveLength(3);
    expect(screen.queryByText("Details for staff")).toBeNull();
    expect(authorizationOf(fetchStub)).toEqual([null]);
  });

  it("sends a member's page no token and shows no details", async () => {
    storeSession();
    const fetchStub = stubApi({ "/api/status": { body: { ...PUBLIC_STATUS, status: "ok" } } });
    await renderApp("/status");
    expect(await screen.findByText("All systems operational")).toBeTruthy();
    expect(screen.queryByText("Details for staff")).toBeNull();
    expect(authorizationOf(fetchStub)).toEqual([null]);
  });

  it("shows a signed-in official the details the server gives staff", async () => {
    storeStaffSession();
    const fetchStub = stubApi({ "/api/status": { body: { ...PUBLIC_STATUS, details: DETAILS } } });
    await renderApp("/status");
    expect(await screen.findByText("Details for staff")).toBeTruthy();
    expect(authorizationOf(fetchStub)).toEqual(["Bearer staff-token"]);
    expect(screen.getByText("1.4.0")).toBeTruthy();
    expect(screen.getByText("1 day 2 hours")).toBeTruthy();
    expect(screen.getByText("PostgreSQL")).toBeTruthy();
    expect(screen.getByText("2026_03_01_0012_positions")).toBeTruthy();
    expect(screen.getByText("Provider: hubtel")).toBeTruthy();
    expect(screen.getByText("Waiting to be sent")).toBeTruthy();
    expect(screen.getByText("3 / 0")).toBeTruthy();
  });

  it("says when the status could not be read, and reads it again on Try again", async () => {
    const answers: Record<string, Answer> = {
      "/api/status": { status: 503, body: { code: "SERVICE_UNAVAILABLE", message: "Busy." } },
    };
    stubApi(answers);
    await renderApp("/status");
    expect(await screen.findByText("The status could not be loaded.")).toBeTruthy();

    answers["/api/status"] = { body: { ...PUBLIC_STATUS, status: "ok" } };
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("All systems operational")).toBeTruthy();
    expect(screen.queryByText("The status could not be loaded.")).toBeNull();
  });
});
