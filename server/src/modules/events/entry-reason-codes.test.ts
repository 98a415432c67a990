import { describe, expect, it } from "vitest";
import { insertOldUser, withDatabaseBefore } from "../../test/database-before.js";

/**
 * Entries stored before their reasons had codes (migration 0043) get the code of the sentence
 * they hold, and a withdrawal its note, so the web app words them in the reader's language too.
 */
describe("entry reasons stored before the codes", () => {
  it("get the code of their sentence, and a withdrawal's note on its own", async () => {
    await withDatabaseBefore("2026_11_30_0042_privacy_requests_once", async ({ db, migrateToLatest }) => {
      const userId = await insertOldUser(db);
      const now = "2026-11-01T10:00:00.000Z";
      await db
        .insertInto("events")
        .values({
          id: "ev-old",
          type: "SEMINAR",
          title: "Kata seminar",
          description: "",
          organiser_kind: "FEDERATION",
          region_code: null,
          dojo_id: null,
          starts_on: "2026-12-01",
          ends_on: "2026-12-01",
          venue: "Accra",
          registration_opens_at: now,
          registration_closes_at: "2026-11-30T00:00:00.000Z",
          fee: 0,
          capacity: null,
          places_taken: 0,
          min_belt: null,
          status: "CLOSED",
          categories: "[]",
          created_by: null,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      const reasons: Record<string, string | null> = {
        fee: "Waiting for the entry fee.",
        consent: "Waiting for the member's consent (a minor's entry).",
        full: "The event is full: on the waiting list.",
        withdrawn: "Withdrawn.",
        noted: "Withdrawn: Injured: a knee.",
        place: "No place became free before the entry list closed.",
        ineligible: "Not eligible when the entry list closed: There is no valid medical clearance.",
        unpaid: "The entry fee was not paid before the entry list closed.",
        none: null,
        other: "Something an older version wrote.",
      };
      await db
        .insertInto("event_entries")
        .values(
          Object.entries(reasons).map(([id, reason], index) => ({
            id,
            event_id: "ev-old",
            user_id: userId,
            category: String(index),
            status: "REJECTED",
            reason,
            entered_by: userId,
            entered_as: "MEMBER",
            consent_at: now,
            created_at: now,
            updated_at: now,
          })) as never,
        )
        .execute();

      await migrateToLatest();

      const rows = await db
        .selectFrom("event_entries")
        .select(["id", "reason", "reason_code", "reason_note"])
        .execute();
      const byId = Object.fromEntries(rows.map((row) => [row.id, [row.reason_code, row.reason_note]]));
      expect(byId).toEqual({
        fee: ["WAITING_FEE", null],
        consent: ["WAITING_CONSENT", null],
        full: ["WAITLISTED", null],
        withdrawn: ["WITHDRAWN", null],
        noted: ["WITHDRAWN", "Injured: a knee."],
        place: ["NO_PLACE", null],
        ineligible: ["NOT_ELIGIBLE", null],
        unpaid: ["UNPAID", null],
        none: [null, null],
        other: [null, null],
      });
      // The sentences stay as they were, for API clients.
      expect(rows.find((row) => row.id === "noted")?.reason).toBe("Withdrawn: Injured: a knee.");
    });
  });
});
