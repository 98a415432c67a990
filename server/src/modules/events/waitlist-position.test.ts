import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import type { TestMember } from "../dojos/dojo-test-helpers.js";
import { athlete, enter, eventBody, publishedEvent, withdraw } from "./events-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts); the event is on 10 July.
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });

const myEntry = async (eventId: string, who: TestMember) => {
  const response = await app.inject({ method: "GET", url: `/api/gkf/events/${eventId}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json().my_entries[0] as { status: string; waitlist_position: number | null };
};

describe("a waitlisted entry's place in the queue", () => {
  it("is numbered from 1 in the order places are offered, moves up as places free, and is null otherwise", async () => {
    const event = await publishedEvent(
      app,
      federation,
      eventBody({ type: "SEMINAR", title: "Kumite seminar", categories: [], capacity: 1 }),
    );
    const [first, second, third, fourth] = [
      await athlete(app),
      await athlete(app),
      await athlete(app),
      await athlete(app),
    ];
    const entered = [];
    for (const member of [first, second, third, fourth]) entered.push(await enter(app, event.id, member, {}));
    expect(entered[0]?.json()).toMatchObject({ status: "CONFIRMED", waitlist_position: null });
    // The queue as the app offers places: first come (created_at), then id.
    const queue = await app.db
      .selectFrom("event_entries")
      .select(["id", "user_id"])
      .where("event_id", "=", event.id)
      .where("status", "=", "WAITLISTED")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    expect(queue).toHaveLength(3);
    const positionOf = (member: TestMember) => queue.findIndex((row) => row.user_id === member.userId) + 1;
    for (const [index, member] of [second, third, fourth].entries()) {
      expect(entered[index + 1]?.json()).toMatchObject({ status: "WAITLISTED", waitlist_position: positionOf(member) });
      expect(await myEntry(event.id, member)).toMatchObject({ waitlist_position: positionOf(member) });
    }
    expect([second, third, fourth].map(positionOf).sort()).toEqual([1, 2, 3]);

    // The member's events page and the organiser's list say the same.
    const head = [second, third, fourth].find((member) => positionOf(member) === 1) as TestMember;
    const mine = await app.inject({ method: "GET", url: "/api/my-account/membership/events", headers: head.headers });
    expect(mine.json().items).toEqual([expect.objectContaining({ status: "WAITLISTED", waitlist_position: 1 })]);
    const list = await app.inject({
      method: "GET",
      url: `/api/admin/events/${event.id}/entries`,
      headers: federation.headers,
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().items as Array<{ id: string; status: string; waitlist_position: number | null }>;
    expect(listed.map((entry) => entry.waitlist_position).sort()).toEqual([1, 2, 3, null]);
    for (const row of queue) {
      expect(listed.find((entry) => entry.id === row.id)?.waitlist_position).toBe(
        positionOf({ userId: row.user_id } as TestMember),
      );
    }

    // The second in line withdraws: the third moves up to 2.
    const middle = [second, third, fourth].find((member) => positionOf(member) === 2) as TestMember;
    const last = [second, third, fourth].find((member) => positionOf(member) === 3) as TestMember;
    const middleEntry = queue.find((row) => row.user_id === middle.userId)?.id as string;
    const gone = await withdraw(app, event.id, middleEntry, middle);
    expect(gone.json()).toMatchObject({ status: "WITHDRAWN", waitlist_position: null });
    expect(await myEntry(event.id, head)).toMatchObject({ waitlist_position: 1 });
    expect(await myEntry(event.id, last)).toMatchObject({ waitlist_position: 2 });

    // The confirmed entrant withdraws: the head of the queue gets the place, the last becomes 1.
    await withdraw(app, event.id, entered[0]?.json().id, first);
    expect(await myEntry(event.id, head)).toMatchObject({ status: "CONFIRMED", waitlist_position: null });
    expect(await myEntry(event.id, last)).toMatchObject({ status: "WAITLISTED", waitlist_position: 1 });
  });
});
