import type { GkfEvent } from "@gkf/contract";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../../test/stub-routes";
import type { AdminEventEntry } from "../api/events-api";
import { anEntry, anEvent, storeEventsSession } from "../test-support/event-fixtures";
import { matchesSearch } from "./card-reader";

// Scanning a card (the router's card reader): app/router/composed-admin-events-page.test.tsx.

const PAGE = "/dashboard/my-control-panel/events";
const ENTRIES = "/api/admin/events/ev-1/entries";
const BY_CODE = "PATCH /api/admin/events/ev-1/check-in";

afterEach(() => {
  act(() => notifications.clean());
});

function publishedEvent(): GkfEvent {
  const { my_eligibility: _eligibility, my_entries: _entries, ...event } = anEvent();
  return { ...event, status: "PUBLISHED" };
}

function confirmed(overrides: Partial<AdminEventEntry> = {}): AdminEventEntry {
  return {
    ...anEntry({ status: "CONFIRMED", reason: null }),
    member_facts: { gender: "FEMALE", date_of_birth: "2000-01-01", belt: "KYU_2", membership_status: "ACTIVE" },
    ...overrides,
  };
}

const ama = confirmed();
const efua = confirmed({
  id: "en-2",
  member: { id: "m-2", first_name: "Efua", last_name: "Owusu", code: "GKF-0002" },
});
const kojo = confirmed({
  id: "en-3",
  status: "SUBMITTED",
  member: { id: "m-3", first_name: "Kojo", last_name: "Asante", code: "GKF-0003" },
});

async function openCheckIn(routes: Record<string, { status?: number; body?: unknown }> = {}) {
  storeEventsSession(["FEDERATION_ADMIN"]);
  // The test's own object, filled in: a test changes an answer to show what the server says next.
  const all = Object.assign(routes, {
    ...CONFIG_ROUTE,
    "/api/admin/events": { body: { items: [publishedEvent()] } },
    "/api/regions": { body: { items: [] } },
    [ENTRIES]: { body: { items: [ama, efua, kojo] } },
    ...routes,
  });
  const fetchStub = stubRoutes(all);
  await renderApp(PAGE);
  fireEvent.click(await screen.findByRole("button", { name: "Check in on this phone" }));
  const drawer = within(await screen.findByRole("dialog", { name: /^Check-in: / }));
  await drawer.findByRole("listitem", { name: "Ama Mensah" });
  return { fetchStub, drawer };
}

describe("checking in on a phone", () => {
  it("lists the confirmed entries, finds one by name or number, and checks her in with a tap", async () => {
    const routes = {
      "PATCH /api/admin/events/ev-1/entries/en-2/check-in": {
        body: { ...efua, checked_in_at: "2027-06-12T08:00:00Z" },
      },
    };
    const { fetchStub, drawer } = await openCheckIn(routes);
    expect(drawer.getByText("0 of 2 checked in")).toBeTruthy();
    // A submitted (unpaid) entry does not check in at the door.
    expect(drawer.queryByRole("listitem", { name: "Kojo Asante" })).toBeNull();

    fireEvent.change(drawer.getByLabelText(/^Name or membership number/), { target: { value: "0002" } });
    expect(drawer.queryByRole("listitem", { name: "Ama Mensah" })).toBeNull();
    const row = within(drawer.getByRole("listitem", { name: "Efua Owusu" }));

    (routes as Record<string, unknown>)[ENTRIES] = {
      body: { items: [ama, { ...efua, checked_in_at: "2027-06-12T08:00:00Z" }, kojo] },
    };
    fireEvent.click(row.getByRole("button", { name: "Check in: Efua Owusu" }));
    expect(await row.findByText("Checked in")).toBeTruthy();
    expect(await drawer.findByText("1 of 2 checked in")).toBeTruthy();
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true);

    fireEvent.change(drawer.getByLabelText(/^Name or membership number/), { target: { value: "nobody" } });
    expect(drawer.getByText("No confirmed entry matches.")).toBeTruthy();
  });

  it("checks a member in by the number typed, and says when she was already in", async () => {
    const answer = { member: efua.member, items: [efua], already_checked_in: false };
    const routes: Record<string, { status?: number; body?: unknown }> = { [BY_CODE]: { body: answer } };
    const { fetchStub, drawer } = await openCheckIn(routes);
    const number = drawer.getByRole("textbox", { name: "Membership number" });
    fireEvent.click(drawer.getByRole("button", { name: "Check in" }));
    expect(await drawer.findByText("Type the membership number")).toBeTruthy();

    fireEvent.change(number, { target: { value: " gkf-0002 " } });
    fireEvent.click(drawer.getByRole("button", { name: "Check in" }));
    expect((await drawer.findByRole("status")).textContent).toBe("Efua Owusu is checked in");
    expect(sentBody(fetchStub, "PATCH", "/api/admin/events/ev-1/check-in")).toEqual({ code: "GKF-0002" });

    routes[BY_CODE] = { body: { ...answer, already_checked_in: true } };
    fireEvent.change(number, { target: { value: "GKF-0002" } });
    fireEvent.click(drawer.getByRole("button", { name: "Check in" }));
    expect(await drawer.findByText("Efua Owusu was already checked in")).toBeTruthy();
  });

  it("shows the server's reason when the member cannot check in", async () => {
    const { drawer } = await openCheckIn({
      [BY_CODE]: {
        status: 409,
        body: {
          code: "ENTRY_NOT_CONFIRMED",
          message: "Kojo Asante (GKF-0003) has no confirmed entry: their entry is submitted.",
        },
      },
    });
    fireEvent.change(drawer.getByRole("textbox", { name: "Membership number" }), { target: { value: "GKF-0003" } });
    fireEvent.click(drawer.getByRole("button", { name: "Check in" }));
    expect((await drawer.findByRole("alert")).textContent).toBe(
      "Kojo Asante (GKF-0003) has no confirmed entry: their entry is submitted.",
    );
  });
});

describe("finding a member", () => {
  it("matches part of the name either way round, or of the number", () => {
    const member = { first_name: "Ama", last_name: "Mensah", code: "GKF-AA-26-000123" };
    expect(matchesSearch(member, "ama men")).toBe(true);
    expect(matchesSearch(member, "Mensah A")).toBe(true);
    expect(matchesSearch(member, "000123")).toBe(true);
    expect(matchesSearch(member, "Kofi")).toBe(false);
    expect(matchesSearch(member, "  ")).toBe(true);
  });
});
