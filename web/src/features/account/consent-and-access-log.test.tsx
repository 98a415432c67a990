import { privacy as en } from "@gkf/contract/i18n/en-privacy";
import { privacy as fr } from "@gkf/contract/i18n/fr-privacy";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { renderApp, storeSession } from "../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../test/stub-routes";
import { kofiProfile } from "./test/account-fixtures";

const profile = kofiProfile();
const accountRoutes = {
  ...CONFIG_ROUTE,
  "/api/my-account/profile": { body: profile },
  "/api/my-account/sessions": { body: { sessions: [], devices: [] } },
  "/api/my-account/privacy": { body: { export: null, erasure: null } },
};
const first = { version: "2026-11-01", published_at: "2026-11-01T00:00:00.000Z", url: null };
const second = { version: "2027-02-01", published_at: "2027-02-01T00:00:00.000Z", url: "https://gkf.example/privacy" };
const registered = {
  version: "2026-11-01",
  accepted_at: "2026-11-05T10:00:00.000Z",
  source: "REGISTRATION",
  given_by: { id: "u-1", first_name: "Kofi", last_name: "Boateng", self: true },
};

afterEach(() => {
  act(() => notifications.clean());
});

/** The same keys in English and French, at every level. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe("consent to a new privacy notice", () => {
  it("blocks the dashboard with a dialog until the new version is accepted, then records it", async () => {
    storeSession();
    const routes = {
      ...accountRoutes,
      "GET /api/my-account/consents": { body: { current: second, required: second, items: [registered] } },
      "POST /api/my-account/consents": {
        status: 201,
        body: { ...registered, version: second.version, source: "PROMPT", accepted_at: "2027-02-02T08:00:00.000Z" },
      },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp("/dashboard/my-account/index");

    const dialog = await screen.findByRole("dialog", { name: "Our privacy notice has changed" });
    expect(within(dialog).getByRole("link", { name: "Read the privacy notice" }).getAttribute("href")).toBe(
      "https://gkf.example/privacy",
    );
    // Accepting is the way on (or signing out): no close button.
    expect(within(dialog).queryByRole("button", { name: /close/i })).toBeNull();
    routes["GET /api/my-account/consents"] = {
      body: { current: second, required: null, items: [] },
    } as never;
    fireEvent.click(within(dialog).getByRole("button", { name: "I accept" }));

    expect(await screen.findByText("Your acceptance of the privacy notice is recorded.")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", "/api/my-account/consents")).toEqual({ version: "2027-02-01" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Our privacy notice has changed" })).toBeNull());
  }, 20_000);

  it("shows no dialog when the notice in force is accepted", async () => {
    storeSession();
    stubRoutes({
      ...accountRoutes,
      "/api/my-account/consents": { body: { current: first, required: null, items: [registered] } },
    });
    await renderApp("/dashboard/my-account/index");

    expect(await screen.findByText(/Version 2026-11-01 accepted on .*, by you \(when registering\)/)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the 'Your data' card's access log", () => {
  it("shows which official opened which document, when and how", async () => {
    storeSession();
    stubRoutes({
      ...accountRoutes,
      "/api/my-account/consents": { body: { current: first, required: null, items: [registered] } },
      "/api/my-account/privacy/access-log": {
        body: {
          items: [
            {
              id: "a-2",
              accessed_at: "2026-11-20T14:05:00.000Z",
              how: "DOWNLOAD",
              document_type: "MEDICAL_CLEARANCE",
              official: { first_name: "Esi", last_name: "Reviewer", role: "REGIONAL_ADMIN" },
            },
            {
              id: "a-1",
              accessed_at: "2026-11-19T09:00:00.000Z",
              how: "VIEW",
              document_type: "GHANA_CARD",
              official: { first_name: "Kwesi", last_name: "Admin", role: "FEDERATION_ADMIN" },
            },
          ],
        },
      },
    });
    await renderApp("/dashboard/my-account/index");

    const table = await screen.findByRole("table", { name: "Officials' views of your documents, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Esi Reviewer.*Regional admin.*Medical clearance.*Downloaded/),
      expect.stringMatching(/Kwesi Admin.*Federation admin.*Ghana Card.*Viewed/),
    ]);
  });

  it("says so when no official has opened the member's documents", async () => {
    storeSession();
    stubRoutes({ ...accountRoutes, "/api/my-account/privacy/access-log": { body: { items: [] } } });
    await renderApp("/dashboard/my-account/index");

    expect(await screen.findByText("No official has opened your identity, medical or birth documents.")).toBeTruthy();
  });

  it("has every text in English and French", () => {
    expect(keysOf(fr)).toEqual(keysOf(en));
  });
});
