import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { EntryRow, EventEntriesTable, EventRow, EventsTable } from "./events.table.js";

type EntryChanges = Partial<Omit<EventEntriesTable, "id" | "event_id" | "user_id" | "status">>;

/** Events and entries: queries only, no rules. */
export class EventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(event: EventsTable): Promise<void> {
    await this.db.insertInto("events").values(event).execute();
  }

  async update(id: string, changes: Partial<Omit<EventsTable, "id">>): Promise<void> {
    await this.db
      .updateTable("events")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  }

  /** Moves an event only from the status the caller saw. */
  async transition(id: string, from: EventsTable["status"][], to: EventsTable["status"]): Promise<boolean> {
    const result = await this.db
      .updateTable("events")
      .set({ status: to, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  findById(id: string): Promise<EventRow | undefined> {
    return this.db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** Published events ending on or after `from`, soonest first. */
  listPublished(filters: { type?: string; region?: string; from: string }): Promise<EventRow[]> {
    let query = this.db
      .selectFrom("events")
      .selectAll()
      .where("status", "=", "PUBLISHED")
      .where("ends_on", ">=", filters.from);
    if (filters.type) query = query.where("type", "=", filters.type as EventsTable["type"]);
    if (filters.region) query = query.where("region_code", "=", filters.region);
    return query.orderBy("starts_on").orderBy("title").execute();
  }

  /** Published events whose registration window is over (the hourly close). */
  listDueToClose(now: string): Promise<EventRow[]> {
    return this.db
      .selectFrom("events")
      .selectAll()
      .where("status", "=", "PUBLISHED")
      .where("registration_closes_at", "<=", now)
      .execute();
  }

  /** Events an organiser may run: all (undefined), or those of some regions and dojos. */
  listOrganised(scope: { regions?: string[]; dojos: string[] } | undefined): Promise<EventRow[]> {
    let query = this.db.selectFrom("events").selectAll();
    if (scope) {
      const regions = scope.regions ?? [];
      const dojos = scope.dojos;
      if (regions.length === 0 && dojos.length === 0) return Promise.resolve([]);
      query = query.where((eb) =>
        eb.or([
          ...(regions.length > 0
            ? [eb.and([eb("organiser_kind", "=", "REGION"), eb("region_code", "in", regions)])]
            : []),
          ...(dojos.length > 0 ? [eb.and([eb("organiser_kind", "=", "DOJO"), eb("dojo_id", "in", dojos)])] : []),
        ]),
      );
    }
    return query.orderBy("starts_on", "desc").orderBy("title").execute();
  }

  /** Takes one place if any is left: one conditional UPDATE, so parallel entries cannot overfill. */
  async takePlace(eventId: string): Promise<boolean> {
    const result = await this.db
      .updateTable("events")
      .set((eb) => ({ places_taken: eb("places_taken", "+", 1) }))
      .where("id", "=", eventId)
      .where((eb) => eb.or([eb("capacity", "is", null), eb("places_taken", "<", eb.ref("capacity"))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async releasePlace(eventId: string): Promise<void> {
    await this.db
      .updateTable("events")
      .set((eb) => ({ places_taken: eb("places_taken", "-", 1) }))
      .where("id", "=", eventId)
      .where("places_taken", ">", 0)
      .execute();
  }

  // Entries

  async insertEntry(entry: EventEntriesTable): Promise<void> {
    await this.db.insertInto("event_entries").values(entry).execute();
  }

  findEntry(id: string): Promise<EntryRow | undefined> {
    return this.db.selectFrom("event_entries").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /**
   * A no-op write that holds the event's row for the rest of the transaction (PostgreSQL): a
   * transaction that changes several of its rows takes the event first, so that two of them
   * always lock in the same order (no deadlock between a withdrawal and a close).
   */
  async lockEvent(id: string): Promise<void> {
    await this.db
      .updateTable("events")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", id)
      .execute();
  }

  /** A no-op write that holds the entry's row for the rest of the transaction (PostgreSQL). */
  async lockEntry(id: string): Promise<void> {
    await this.db
      .updateTable("event_entries")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", id)
      .execute();
  }

  /** Moves an entry only from the statuses the caller saw: concurrent changes cannot both win. */
  async transitionEntry(
    id: string,
    from: EntryRow["status"][],
    to: EntryRow["status"],
    changes: EntryChanges = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("event_entries")
      .set({ ...changes, status: to, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async updateEntry(id: string, changes: EntryChanges): Promise<void> {
    await this.db
      .updateTable("event_entries")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  }

  entriesOf(eventId: string, statuses?: EntryRow["status"][]): Promise<EntryRow[]> {
    let query = this.db.selectFrom("event_entries").selectAll().where("event_id", "=", eventId);
    if (statuses) query = query.where("status", "in", statuses);
    return query.orderBy("category").orderBy("created_at").orderBy("id").execute();
  }

  /** The first waitlisted entries, in the order they came. */
  waitlisted(eventId: string, limit: number): Promise<EntryRow[]> {
    return this.db
      .selectFrom("event_entries")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("status", "=", "WAITLISTED")
      .orderBy("created_at")
      .orderBy("id")
      .limit(limit)
      .execute();
  }

  /** Entries a member is the subject of, or made for someone, in some events. */
  entriesFor(userId: string, eventIds?: string[]): Promise<EntryRow[]> {
    if (eventIds && eventIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom("event_entries")
      .selectAll()
      .where((eb) => eb.or([eb("user_id", "=", userId), eb("entered_by", "=", userId)]));
    if (eventIds) query = query.where("event_id", "in", eventIds);
    return query.orderBy("created_at", "desc").execute();
  }

  /** Each waitlisted entry's 1-based place in its event's queue (the order places are offered in). */
  async waitlistPositions(eventIds: string[]): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("event_entries")
      .select(["id", "event_id"])
      .where("event_id", "in", [...new Set(eventIds)])
      .where("status", "=", "WAITLISTED")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const counts = new Map<string, number>();
    const positions = new Map<string, number>();
    for (const row of rows) {
      const position = (counts.get(row.event_id) ?? 0) + 1;
      counts.set(row.event_id, position);
      positions.set(row.id, position);
    }
    return positions;
  }

  /** Waitlisted counts per event. */
  async waitlistCounts(eventIds: string[]): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("event_entries")
      .select(["event_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("event_id", "in", eventIds)
      .where("status", "=", "WAITLISTED")
      .groupBy("event_id")
      .execute();
    return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
  }

  /** Published or closed events starting between two days (statistics). */
  eventsStartingBetween(from: string, to: string): Promise<EventRow[]> {
    return this.db
      .selectFrom("events")
      .selectAll()
      .where("status", "in", ["PUBLISHED", "CLOSED"])
      .where("starts_on", ">=", from)
      .where("starts_on", "<=", to)
      .execute();
  }

  /** The CONFIRMED entries of some events. */
  confirmedEntriesOf(eventIds: string[]): Promise<EntryRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("event_entries")
      .selectAll()
      .where("event_id", "in", eventIds)
      .where("status", "=", "CONFIRMED")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  findEvents(ids: string[]): Promise<EventRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("events")
      .selectAll()
      .where("id", "in", [...new Set(ids)])
      .execute();
  }
}
