import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, enrol } from "../dojos/dojo-test-helpers.js";
import { athlete, enter, eventBody, publishedEvent } from "./events-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts); the events are on 10–11 July 2026.
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });

const { head, dojo } = await activeDojo(app, federation);
const [kumasi, accra] = [await athlete(app, { region: "AH" }), await athlete(app, { region: "AA" })];
await enrol(app, dojo.id, head, kumasi);
const cup = await publishedEvent(app, federation, eventBody({ title: "Statistics Cup" }));
const gold = (await enter(app, cup.id, kumasi)).json();
const silver = (await enter(app, cup.id, accra)).json();
const seminar = await publishedEvent(app, federation, eventBody({ type: "SEMINAR", categories: [] }));
const attended = (await enter(app, seminar.id, accra, {})).json();
// A draft event counts for nothing.
await app.inject({ method: "POST", url: "/api/admin/events", headers: federation.headers, payload: eventBody() });
for (const [eventId, results] of [
  [
    cup.id,
    [
      { entry: gold.id, placing: 1 },
      { entry: silver.id, placing: 2 },
    ],
  ],
  [seminar.id, [{ entry: attended.id, attended: true }]],
] as const) {
  const recorded = await app.inject({
    method: "PUT",
    url: `/api/admin/events/${eventId}/results`,
    headers: federation.headers,
    payload: { results },
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
}
await app.inject({
  method: "PATCH",
  url: `/api/admin/events/${cup.id}/check-in`,
  headers: federation.headers,
  payload: { code: gold.member.code },
});
const dojoName = (await app.db.selectFrom("dojos").select("name").where("id", "=", dojo.id).executeTakeFirstOrThrow())
  .name;

const statistics = (query: string, who = federation) =>
  app.inject({ method: "GET", url: `/api/admin/events/statistics${query}`, headers: who.headers });

describe("events statistics", () => {
  it("counts entries per event type and medals per region and dojo over the year", async () => {
    const response = await statistics("");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
      region: null,
      by_type: [
        { type: "TOURNAMENT", events: 1, entries: 2, checked_in: 1, attended: 0 },
        { type: "SEMINAR", events: 1, entries: 1, checked_in: 0, attended: 1 },
        { type: "GRADING", events: 0, entries: 0, checked_in: 0, attended: 0 },
        { type: "REFEREE_COURSE", events: 0, entries: 0, checked_in: 0, attended: 0 },
      ],
      medals_by_region: [
        { region: "AH", gold: 1, silver: 0, bronze: 0, total: 1 },
        { region: "AA", gold: 0, silver: 1, bronze: 0, total: 1 },
      ],
      medals_by_dojo: [{ dojo: { id: dojo.id, name: dojoName }, gold: 1, silver: 0, bronze: 0, total: 1 }],
    });
    const outside = (await statistics("?from=2026-08-01&to=2026-12-31")).json();
    expect(outside.by_type[0]).toEqual({ type: "TOURNAMENT", events: 0, entries: 0, checked_in: 0, attended: 0 });
    expect(outside.medals_by_region).toEqual([]);
  });

  it("narrows to one region's members", async () => {
    const body = (await statistics("?region=AA")).json();
    expect(body.region).toBe("AA");
    expect(body.by_type[0]).toMatchObject({ type: "TOURNAMENT", events: 1, entries: 1 });
    expect(body.medals_by_region).toEqual([{ region: "AA", gold: 0, silver: 1, bronze: 0, total: 1 }]);
    expect(body.medals_by_dojo).toEqual([]);
  });

  it("shows a regional admin their own region only", async () => {
    const own = await statistics("", ashanti);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      region: "AH",
      medals_by_region: [{ region: "AH", gold: 1, silver: 0, bronze: 0, total: 1 }],
    });
    const other = await statistics("?region=AA", ashanti);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("own region") });
  });

  it("refuses members and dojo heads without a grant, and bad dates", async () => {
    for (const who of [kumasi, head]) {
      const refused = await statistics("", who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
    }
    const bad = await statistics("?from=2026-13-01");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});
