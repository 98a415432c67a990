import type { CheckInAnswer, CheckInByCode, ResultsWriteSchema } from "@gkf/contract";
import type { z } from "zod";
import { inTransaction } from "../../db/transaction.js";
import { csvCell } from "../../http/csv.js";
import { AppError, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { EventContext, Meta } from "./event-context.js";
import { categoriesOf, EVENT_ERROR_CODES } from "./event-rules.js";
import { EventsRepository } from "./events.repository.js";
import type { EntryRow, EventRow } from "./events.table.js";

/** The columns of the entries CSV, in order (docs/events.md documents each). */
export const ENTRIES_CSV_COLUMNS = [
  "category_code",
  "age_group",
  "gender",
  "discipline",
  "weight_class",
  "entry_id",
  "membership_number",
  "last_name",
  "first_name",
  "date_of_birth",
  "belt",
  "region",
  "club",
  "checked_in",
] as const;

/** At the event: the organisers' entry list, check-in, results, and the entries CSV. */
export class EventDayService {
  constructor(private readonly context: EventContext) {}

  async entries(userId: string, scope: StaffScope | null, eventId: string) {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    return this.listOf(event);
  }

  async checkIn(userId: string, scope: StaffScope | null, eventId: string, entryId: string, meta: Meta) {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    const { entry } = await this.context.loadEntry(eventId, entryId);
    if (entry.status !== "CONFIRMED") {
      throw new AppError(
        409,
        EVENT_ERROR_CODES.ENTRY_FINISHED,
        `Only a confirmed entry checks in; this one is ${entry.status.toLowerCase()}.`,
      );
    }
    if (!entry.checked_in_at) {
      await this.context.events.updateEntry(entry.id, {
        checked_in_at: new Date().toISOString(),
        checked_in_by: userId,
      });
      await this.context.deps.audit.record({
        action: "EVENT_CHECK_IN",
        actorUserId: userId,
        subjectUserId: entry.user_id,
        detail: { event: event.id, entry: entry.id },
        ...meta,
      });
    }
    const row = await this.context.events.findEntry(entry.id);
    return this.context.presentEntry(row ?? entry, event);
  }

  /**
   * At the door: the member named by their membership number or their card's QR has every
   * CONFIRMED entry of theirs checked in (one per category). Refusals say what is wrong with
   * this member and this event, so the organiser can tell them.
   */
  async checkInByCode(
    userId: string,
    scope: StaffScope | null,
    eventId: string,
    input: CheckInByCode,
    meta: Meta,
  ): Promise<CheckInAnswer> {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    const { records } = this.context.deps;
    const code = input.card !== undefined ? records.cardNumberOf(input.card) : (input.code ?? "").toUpperCase();
    if (code === null) {
      throw new AppError(
        400,
        EVENT_ERROR_CODES.CARD_NOT_GENUINE,
        "This card's QR code is not genuine: the federation did not sign it.",
        { action: "Do not accept the card; find the member by their name or number." },
      );
    }
    const holder = await records.holderOf(code);
    if (!holder) throw new AppError(404, EVENT_ERROR_CODES.NO_SUCH_MEMBER, `No member holds the number ${code}.`);
    const theirs = (await this.context.events.entriesOf(event.id)).filter((entry) => entry.user_id === holder);
    const confirmed = theirs.filter((entry) => entry.status === "CONFIRMED");
    if (confirmed.length === 0) {
      const entrant = await this.context.entrant(holder);
      const name = entrant ? `${entrant.firstName} ${entrant.lastName}` : code;
      if (theirs.length === 0) {
        throw new AppError(404, EVENT_ERROR_CODES.NOT_ENTERED, `${name} (${code}) has no entry in this event.`);
      }
      const states = [...new Set(theirs.map((entry) => entry.status.toLowerCase()))].join(", ");
      throw new AppError(
        409,
        EVENT_ERROR_CODES.ENTRY_NOT_CONFIRMED,
        `${name} (${code}) has no confirmed entry: their entry is ${states}. Only a confirmed entry checks in.`,
      );
    }
    const already = confirmed.every((entry) => entry.checked_in_at !== null);
    const items = [];
    for (const entry of confirmed) items.push(await this.checkIn(userId, scope, event.id, entry.id, meta));
    const first = items[0] as (typeof items)[number];
    return { member: first.member, items, already_checked_in: already };
  }

  /**
   * Placings per category (tournaments; two bronzes share 3rd as in WKF draws) or attendance
   * (seminars, courses, gradings), for CONFIRMED entries only; all of a request or none.
   */
  async recordResults(
    userId: string,
    scope: StaffScope | null,
    eventId: string,
    input: z.output<typeof ResultsWriteSchema>,
    meta: Meta,
  ) {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    if (event.status === "DRAFT" || event.status === "CANCELLED") {
      throw new AppError(
        409,
        EVENT_ERROR_CODES.INVALID_TRANSITION,
        `A ${event.status.toLowerCase()} event has no results.`,
      );
    }
    const tournament = event.type === "TOURNAMENT";
    const now = new Date().toISOString();
    await inTransaction(this.context.deps.db, async (trx) => {
      const repository = new EventsRepository(trx);
      // The event's row first: two officials recording at the same moment are checked one after
      // the other, each against the placings the other recorded (decision 140).
      await repository.lockEvent(event.id);
      checkResults(await repository.entriesOf(event.id), input.results, tournament);
      for (const result of input.results) {
        await repository.updateEntry(result.entry, {
          placing: tournament ? (result.placing ?? null) : null,
          attended: tournament ? null : result.attended ? 1 : 0,
          result_recorded_at: now,
        });
      }
    });
    await this.context.deps.audit.record({
      action: "EVENT_RESULTS_RECORDED",
      actorUserId: userId,
      detail: { event: event.id, results: input.results.length },
      ...meta,
    });
    return this.listOf(event);
  }

  /** CONFIRMED entries per category, one row each, in the documented layout. */
  async entriesCsv(
    userId: string,
    scope: StaffScope | null,
    eventId: string,
    category: string | undefined,
    meta: Meta,
  ) {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    const categories = new Map(categoriesOf(event).map((entry) => [entry.code, entry]));
    const rows = (await this.context.events.entriesOf(event.id, ["CONFIRMED"])).filter(
      (row) => category === undefined || row.category === category,
    );
    const presented = await this.context.presentEntries(rows, new Map([[event.id, event]]));
    const { dojos } = this.context.deps;
    const homes = new Map(
      await Promise.all(
        presented.map(async (entry) => [entry.member.id, await dojos.homeDojoOf(entry.member.id)] as const),
      ),
    );
    const clubs = await dojos.dojos([...homes.values()].filter((id): id is string => id !== null));
    const regions = new Map(
      await Promise.all(
        presented.map(
          async (entry) => [entry.member.id, (await this.context.entrant(entry.member.id))?.region ?? ""] as const,
        ),
      ),
    );
    const lines = presented
      .sort(
        (a, b) =>
          (a.category ?? "").localeCompare(b.category ?? "") ||
          a.member.last_name.localeCompare(b.member.last_name) ||
          a.member.first_name.localeCompare(b.member.first_name),
      )
      .map((entry) => {
        const of = categories.get(entry.category ?? "");
        const home = homes.get(entry.member.id);
        return [
          entry.category,
          of?.age_group ?? null,
          of?.gender ?? entry.member_facts.gender,
          of?.discipline ?? null,
          of?.weight_class ?? null,
          entry.id,
          entry.member.code,
          entry.member.last_name,
          entry.member.first_name,
          entry.member_facts.date_of_birth,
          entry.member_facts.belt,
          regions.get(entry.member.id) ?? null,
          home ? (clubs.get(home)?.name ?? null) : null,
          entry.checked_in_at ? "yes" : "no",
        ]
          .map(csvCell)
          .join(",");
      });
    const body = `${[ENTRIES_CSV_COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
    // Exports of members' data are audited (PRODUCT.md, officials' control panel).
    await this.context.deps.audit.record({
      action: "EVENT_ENTRIES_EXPORTED",
      actorUserId: userId,
      detail: { event: event.id, category: category ?? null, rows: lines.length },
      ...meta,
    });
    return { body: Buffer.from(body, "utf8"), filename: `gkf-event-${event.id.slice(0, 8)}-entries.csv` };
  }

  private async listOf(event: EventRow) {
    const rows = await this.context.events.entriesOf(event.id);
    return this.context.presentEntries(rows, new Map([[event.id, event]]));
  }
}

/**
 * A request's results against the event's entries as they are now: CONFIRMED entries only, a
 * placing for each in a tournament and attendance otherwise; one 1st and one 2nd per category
 * and two 3rds (two bronzes, as in WKF draws). Throws 400 or 409 PLACING_TAKEN.
 */
function checkResults(
  entries: EntryRow[],
  results: z.output<typeof ResultsWriteSchema>["results"],
  tournament: boolean,
): void {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const fields: Record<string, string> = {};
  results.forEach((result, index) => {
    const entry = byId.get(result.entry);
    if (entry?.status !== "CONFIRMED") fields[`results.${index}.entry`] = "is not a confirmed entry of this event";
    if (tournament && result.placing === undefined) fields[`results.${index}.placing`] = "is required for a tournament";
    if (!tournament && result.attended === undefined) fields[`results.${index}.attended`] = "is required";
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (!tournament) return;
  const placings = new Map(entries.map((entry) => [entry.id, entry.placing]));
  for (const result of results) placings.set(result.entry, result.placing ?? null);
  const held = new Map<string, number>();
  for (const [id, placing] of placings) {
    if (placing === null) continue;
    const key = `${byId.get(id)?.category ?? ""}#${placing}`;
    held.set(key, (held.get(key) ?? 0) + 1);
    if ((held.get(key) ?? 0) > (placing === 3 ? 2 : 1)) {
      throw new AppError(
        409,
        EVENT_ERROR_CODES.PLACING_TAKEN,
        `Placing ${placing} is taken in category ${byId.get(id)?.category}.`,
      );
    }
  }
}
