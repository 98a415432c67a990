import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, enrol } from "../dojos/dojo-test-helpers.js";
import { ENTRIES_CSV_COLUMNS } from "./event-day.service.js";
import { athlete, enter, eventBody, publishedEvent } from "./events-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });

describe("at the event", () => {
  it("checks in, records placings per category, and the member sees the result", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const [gold, silver] = [await athlete(app), await athlete(app)];
    await enrol(app, dojo.id, head, gold);
    const event = await publishedEvent(app, federation, eventBody({ title: "Results Cup" }));
    const a = (await enter(app, event.id, gold)).json();
    const b = (await enter(app, event.id, silver)).json();
    const checkIn = await app.inject({
      method: "PATCH",
      url: `/api/admin/events/${event.id}/entries/${a.id}/check-in`,
      headers: federation.headers,
    });
    expect(checkIn.json()).toMatchObject({ checked_in_at: expect.any(String), member_facts: { gender: "FEMALE" } });
    // A member is not an organiser.
    const byMember = await app.inject({
      method: "PATCH",
      url: `/api/admin/events/${event.id}/entries/${a.id}/check-in`,
      headers: silver.headers,
    });
    expect(byMember.statusCode).toBe(403);
    const results = (payload: Record<string, unknown>) =>
      app.inject({ method: "PUT", url: `/api/admin/events/${event.id}/results`, headers: federation.headers, payload });
    const taken = await results({
      results: [
        { entry: a.id, placing: 1 },
        { entry: b.id, placing: 1 },
      ],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "PLACING_TAKEN" });
    const missing = await results({ results: [{ entry: a.id }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ "results.0.placing": "is required for a tournament" });
    const recorded = await results({
      results: [
        { entry: a.id, placing: 1 },
        { entry: b.id, placing: 2 },
      ],
    });
    expect(recorded.statusCode).toBe(200);
    const mine = await app.inject({ method: "GET", url: "/api/my-account/membership/events", headers: gold.headers });
    expect(mine.json().items[0]).toMatchObject({
      event: { title: "Results Cup" },
      result: { placing: 1, attended: null },
    });

    const csv = await app.inject({
      method: "GET",
      url: `/api/admin/events/${event.id}/entries.csv?category=SEN-F-KATA`,
      headers: federation.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(ENTRIES_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(3);
    const goldLine = lines.find((line) => line.includes(a.id))?.split(",");
    expect(goldLine?.slice(0, 6)).toEqual(["SEN-F-KATA", "SENIOR", "FEMALE", "KATA", "", a.id]);
    expect(goldLine?.at(-2)).toMatch(/^Dojo /);
    expect(goldLine?.at(-1)).toBe("yes");
    const audit = await app.db
      .selectFrom("audit_events")
      .select(["actor_user_id", "detail"])
      .where("action", "=", "EVENT_ENTRIES_EXPORTED")
      .execute();
    expect(audit).toEqual([{ actor_user_id: federation.userId, detail: expect.stringContaining('"rows":2') }]);
  });

  it("two officials giving 1st place to two athletes at the same moment: one is recorded, the other told it is taken", async () => {
    const [first, second] = [await athlete(app), await athlete(app)];
    const event = await publishedEvent(app, federation, eventBody({ title: "Same Moment Cup" }));
    const a = (await enter(app, event.id, first)).json();
    const b = (await enter(app, event.id, second)).json();
    const gold = (entry: string) =>
      app.inject({
        method: "PUT",
        url: `/api/admin/events/${event.id}/results`,
        headers: federation.headers,
        payload: { results: [{ entry, placing: 1 }] },
      });
    const answers = await Promise.all([gold(a.id), gold(b.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe("PLACING_TAKEN");
    const placings = await app.db
      .selectFrom("event_entries")
      .select("placing")
      .where("event_id", "=", event.id)
      .where("placing", "=", 1)
      .execute();
    expect(placings).toHaveLength(1);
  });

  it("records attendance for a seminar", async () => {
    const member = await athlete(app);
    const event = await publishedEvent(app, federation, eventBody({ type: "SEMINAR", categories: [] }));
    const entry = (await enter(app, event.id, member, {})).json();
    const recorded = await app.inject({
      method: "PUT",
      url: `/api/admin/events/${event.id}/results`,
      headers: federation.headers,
      payload: { results: [{ entry: entry.id, attended: true }] },
    });
    expect(recorded.json().items).toEqual([
      expect.objectContaining({ id: entry.id, result: expect.objectContaining({ attended: true, placing: null }) }),
    ]);
  });
});
