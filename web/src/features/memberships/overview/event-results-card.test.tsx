import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { aRecord, CONFIG, stubObjectUrls } from "../test/membership-fixtures";

const PAGE = "/dashboard/my-membership/index";

afterEach(() => {
  act(() => notifications.clean());
});

/** An entry of GET /my-account/membership/events, as the server sends it. */
function myEntry(id: string, event: { title: string; type: string; starts_on: string }, result: object | null) {
  return {
    id,
    event_id: `ev-${id}`,
    member: { id: "me", first_name: "Ama", last_name: "Mensah", code: "GKF-AA-26-000001" },
    category: event.type === "TOURNAMENT" ? "SEN-F-KATA" : null,
    status: "CONFIRMED",
    reason: null,
    reason_code: null,
    reason_note: null,
    waitlist_position: null,
    entered_by: "MEMBER",
    consent_given: true,
    eligibility: { eligible: true, checks: [] },
    payment_reference: null,
    checked_in_at: null,
    result: result && { placing: null, attended: null, recorded_at: "2026-05-01T10:00:00Z", ...result },
    created_at: "2026-04-01T10:00:00Z",
    updated_at: "2026-04-01T10:00:00Z",
    event: { id: `ev-${id}`, ends_on: event.starts_on, venue: "Accra", status: "CLOSED", ...event },
  };
}

function open(items: unknown[]) {
  storeSession();
  storeMembership({ hasPaidRegistration: true });
  stubObjectUrls();
  stubApi({
    "/api/config": CONFIG,
    "/api/my-account/membership/my-record": { body: aRecord() },
    "/api/my-account/membership/card/qr.png": { body: {} },
    "/api/my-account/membership/events": { body: { items, gradings: [] } },
  });
  return renderApp(PAGE);
}

describe("results on the membership overview", () => {
  it("shows the member's medals, placings and attended seminars, with a way to all her events", async () => {
    await open([
      myEntry("1", { title: "Accra Open", type: "TOURNAMENT", starts_on: "2026-05-02" }, { placing: 2 }),
      myEntry("2", { title: "Kata Seminar", type: "SEMINAR", starts_on: "2026-04-11" }, { attended: true }),
      myEntry("3", { title: "Volta Cup", type: "TOURNAMENT", starts_on: "2026-03-07" }, { placing: 5 }),
      // No result yet, or a seminar missed: not a result to show.
      myEntry("4", { title: "Future Cup", type: "TOURNAMENT", starts_on: "2026-09-01" }, null),
      myEntry("5", { title: "Missed Seminar", type: "SEMINAR", starts_on: "2026-02-01" }, { attended: false }),
    ]);
    const card = within(await screen.findByRole("region", { name: "Results" }));
    const lines = card.getAllByRole("listitem").map((item) => item.textContent);
    expect(lines).toEqual([
      "Accra Open2 May 2026 · SEN-F-KATASilver",
      "Kata Seminar11 Apr 2026Attended",
      "Volta Cup7 Mar 2026 · SEN-F-KATAPlace 5",
    ]);
    expect(card.getByRole("link", { name: "All my events" }).getAttribute("href")).toBe(
      "/dashboard/my-membership/events",
    );
  });

  it("shows no results card to a member without results", async () => {
    await open([myEntry("4", { title: "Future Cup", type: "TOURNAMENT", starts_on: "2026-09-01" }, null)]);
    expect(await screen.findByRole("region", { name: "Belt history" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Results" })).toBeNull();
  });
});
