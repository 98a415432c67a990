import type { EventStatistics, GkfEvent } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, stubRoutes } from "../../../test/stub-routes";
import { anEvent, storeEventsSession } from "../test-support/event-fixtures";

const PAGE = "/dashboard/my-control-panel/events";
const STATISTICS = "/api/admin/events/statistics";

afterEach(() => {
  act(() => notifications.clean());
});

function closedEvent(): GkfEvent {
  const { my_eligibility: _eligibility, my_entries: _entries, ...event } = anEvent();
  return { ...event, status: "CLOSED" };
}

const statistics: EventStatistics = {
  from: "2027-01-01",
  to: "2027-12-31",
  region: null,
  by_type: [
    { type: "TOURNAMENT", events: 2, entries: 48, checked_in: 40, attended: 0 },
    { type: "SEMINAR", events: 1, entries: 20, checked_in: 18, attended: 17 },
    { type: "GRADING", events: 0, entries: 0, checked_in: 0, attended: 0 },
    { type: "REFEREE_COURSE", events: 0, entries: 0, checked_in: 0, attended: 0 },
  ],
  medals_by_region: [{ region: "AA", gold: 3, silver: 1, bronze: 2, total: 6 }],
  medals_by_dojo: [{ dojo: { id: "d1", name: "Osu Shotokan Dojo" }, gold: 2, silver: 0, bronze: 1, total: 3 }],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("the organisers' statistics and exports", () => {
  it("shows entries per event type and medals per region and dojo", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/admin/events": { body: { items: [closedEvent()] } },
      "/api/regions": {
        body: { items: [{ code: "AA", iso_code: "GH-AA", name: "Greater Accra", capital: "Accra", districts: [] }] },
      },
      [STATISTICS]: { body: statistics },
    });
    await renderApp(PAGE);
    const section = within(await screen.findByRole("region", { name: "Statistics" }));
    expect(section.getByText("1 Jan 2027 to 31 Dec 2027")).toBeTruthy();
    const [byType] = section.getAllByRole("table");
    expect(rowsOf(byType as HTMLElement).slice(0, 3)).toEqual([
      ["Event type", "Events", "Entries", "Checked in", "Attended"],
      ["Tournament", "2", "48", "40", "0"],
      ["Seminar", "1", "20", "18", "17"],
    ]);
    expect(rowsOf(section.getByRole("table", { name: "Medals by region" }))).toEqual([
      ["Region", "Gold", "Silver", "Bronze", "Total"],
      ["Greater Accra", "3", "1", "2", "6"],
    ]);
    expect(rowsOf(section.getByRole("table", { name: "Medals by dojo" }))[1]).toEqual([
      "Osu Shotokan Dojo",
      "2",
      "0",
      "1",
      "3",
    ]);
  });

  it("shows no statistics when the server refuses them (a dojo's head instructor without a grant)", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/admin/events": { body: { items: [closedEvent()] } },
      "/api/regions": { body: { items: [] } },
      [STATISTICS]: { status: 403, body: { code: "FORBIDDEN", message: "Only officials" } },
    });
    await renderApp(PAGE);
    expect(await screen.findByRole("article", { name: closedEvent().title })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Statistics" })).toBeNull();
  });

  it("downloads the check-in list and the results from an event's entries", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:file"), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "/api/admin/events": { body: { items: [closedEvent()] } },
      "/api/regions": { body: { items: [] } },
      "/api/admin/events/ev-1/entries": { body: { items: [] } },
      "/api/admin/events/ev-1/check-in.pdf": { body: {} },
      "/api/admin/events/ev-1/results.csv": { body: {} },
      "/api/admin/events/ev-1/results.pdf": { body: {} },
    });
    await renderApp(PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Entries" }));
    const drawer = within(await screen.findByRole("dialog"));
    fireEvent.click(await drawer.findByRole("button", { name: "Check-in list (PDF)" }));
    await waitFor(() => expect(saved).toEqual(["check-in-ev-1.pdf"]));
    fireEvent.click(drawer.getByRole("button", { name: "Results (CSV)" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    fireEvent.click(drawer.getByRole("button", { name: "Results (PDF)" }));
    await waitFor(() => expect(saved).toEqual(["check-in-ev-1.pdf", "results-ev-1.csv", "results-ev-1.pdf"]));
    const asked = fetchStub.mock.calls.map(([url]) => new URL(String(url), "http://localhost").pathname);
    expect(asked).toEqual(
      expect.arrayContaining([
        "/api/admin/events/ev-1/check-in.pdf",
        "/api/admin/events/ev-1/results.csv",
        "/api/admin/events/ev-1/results.pdf",
      ]),
    );
    click.mockRestore();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
});
