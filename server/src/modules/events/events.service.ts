import { randomUUID } from "node:crypto";
import type { EventsQuerySchema, EventWriteSchema, GkfEvent, MemberEvent } from "@gkf/contract";
import type { z } from "zod";
import { inTransaction } from "../../db/transaction.js";
import { AppError, forbidden, notFound, validationFailed } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import { today } from "../memberships/membership-rules.js";
import { entryReason } from "./entry-reasons.js";
import type { EventContext, Meta } from "./event-context.js";
import { memberView } from "./event-context.js";
import {
  categoriesOf,
  checkEligibility,
  EDITABLE,
  EVENT_ERROR_CODES,
  failures,
  LIVE,
  noMembership,
} from "./event-rules.js";
import { EventsRepository } from "./events.repository.js";
import type { EventRow, EventsTable } from "./events.table.js";

type EventWrite = z.output<typeof EventWriteSchema>;

/** Events as members find them, and as organisers create, change, publish, close and cancel them. */
export class EventsService {
  constructor(private readonly context: EventContext) {}

  // Members

  async list(userId: string, query: z.output<typeof EventsQuerySchema>): Promise<MemberEvent[]> {
    const now = new Date().toISOString();
    const rows = (await this.context.events.listPublished({ ...query, from: query.from ?? today() })).filter(
      (row) => row.registration_closes_at > now && (row.organiser_kind !== "DOJO" || this.context.deps.dojosEnabled),
    );
    return this.forMember(rows, userId);
  }

  async get(userId: string, id: string): Promise<MemberEvent> {
    const event = await this.context.load(id);
    if (event.status === "DRAFT") throw notFound("There is no such event.");
    return (await this.forMember([event], userId))[0] as MemberEvent;
  }

  private async forMember(rows: EventRow[], userId: string): Promise<MemberEvent[]> {
    const [events, entrant, entries] = await Promise.all([
      this.context.presentEvents(rows),
      this.context.entrant(userId),
      this.context.events.entriesFor(
        userId,
        rows.map((row) => row.id),
      ),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const presented = await this.context.presentEntries(entries, byId);
    return events.map((event, index) => ({
      ...event,
      my_eligibility: entrant
        ? checkEligibility(rows[index] as EventRow, entrant.facts, null)
        : {
            eligible: false,
            checks: [noMembership()],
          },
      my_entries: presented.filter((entry) => entry.event_id === event.id).map(memberView),
    }));
  }

  // Organisers

  async adminList(userId: string, scope: StaffScope | null): Promise<GkfEvent[]> {
    const access = await this.context.access(userId, scope);
    if (!access.all && access.regions.length === 0 && access.dojos.length === 0) {
      throw forbidden("Only event organisers can see this.");
    }
    const rows = await this.context.events.listOrganised(
      access.all ? undefined : { regions: access.regions, dojos: access.dojos },
    );
    return this.context.presentEvents(
      rows.filter((row) => row.organiser_kind !== "DOJO" || this.context.deps.dojosEnabled),
    );
  }

  async create(userId: string, scope: StaffScope | null, input: EventWrite, meta: Meta): Promise<GkfEvent> {
    const organiser = await this.organiserOf(input);
    const access = await this.context.access(userId, scope);
    if (!this.context.canOrganise(access, organiser)) {
      throw forbidden(
        organiser.organiser_kind === "FEDERATION"
          ? "Only federation officials can organise federation events."
          : organiser.organiser_kind === "REGION"
            ? "Only this region's officials can organise its events."
            : "Only the dojo's head instructor can organise its events.",
      );
    }
    checkWrite(input);
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.context.events.insert({
      id,
      ...fieldsOf(input),
      ...organiser,
      places_taken: 0,
      status: "DRAFT",
      created_by: userId,
      created_at: now,
      updated_at: now,
    });
    await this.audit("EVENT_CREATED", userId, id, meta);
    return this.context.presentEvent((await this.context.events.findById(id)) as EventRow);
  }

  async update(userId: string, scope: StaffScope | null, id: string, input: EventWrite, meta: Meta) {
    const event = await this.context.requireOrganiser(id, userId, scope);
    if (!EDITABLE.includes(event.status)) throw notEditable(event);
    const organiser = await this.organiserOf(input);
    if (
      organiser.organiser_kind !== event.organiser_kind ||
      organiser.region_code !== event.region_code ||
      organiser.dojo_id !== event.dojo_id
    ) {
      throw validationFailed({ organiser: "cannot change; create another event instead" });
    }
    checkWrite(input);
    if (input.capacity !== null && input.capacity < event.places_taken) {
      throw validationFailed({ capacity: `cannot be fewer than the ${event.places_taken} places taken` });
    }
    const codes = new Set(input.categories.map((category) => category.code));
    const entered = (await this.context.events.entriesOf(id, LIVE)).find(
      (entry) => entry.category !== "" && !codes.has(entry.category),
    );
    if (entered) throw validationFailed({ categories: `must keep ${entered.category}: it has entries` });
    await this.context.events.update(id, fieldsOf(input));
    await this.audit("EVENT_UPDATED", userId, id, meta);
    return this.context.presentEvent((await this.context.events.findById(id)) as EventRow);
  }

  async publish(userId: string, scope: StaffScope | null, id: string, meta: Meta) {
    const event = await this.context.requireOrganiser(id, userId, scope);
    if (!(await this.context.events.transition(id, ["DRAFT"], "PUBLISHED"))) throw badTransition(event, "published");
    await this.audit("EVENT_PUBLISHED", userId, id, meta);
    return this.context.presentEvent((await this.context.events.findById(id)) as EventRow);
  }

  async cancel(userId: string, scope: StaffScope | null, id: string, meta: Meta) {
    const event = await this.context.requireOrganiser(id, userId, scope);
    if (!(await this.context.events.transition(id, ["DRAFT", "PUBLISHED", "CLOSED"], "CANCELLED"))) {
      throw badTransition(event, "cancelled");
    }
    await this.audit("EVENT_CANCELLED", userId, id, meta);
    return this.context.presentEvent((await this.context.events.findById(id)) as EventRow);
  }

  /** An organiser closes the entry list (see closeEvent). */
  async close(userId: string, scope: StaffScope | null, id: string, meta: Meta) {
    const event = await this.context.requireOrganiser(id, userId, scope);
    if (!(await this.closeEvent(event))) throw badTransition(event, "closed");
    await this.audit("EVENT_CLOSED", userId, id, meta);
    return this.context.presentEvent((await this.context.events.findById(id)) as EventRow);
  }

  /**
   * The hourly job: published events whose registration window is over close by themselves.
   * Each close is one conditional transition, so several processes never close an event twice.
   */
  async closeDue(now = new Date()): Promise<number> {
    let closed = 0;
    for (const event of await this.context.events.listDueToClose(now.toISOString())) {
      if (await this.closeEvent(event)) {
        closed += 1;
        await this.context.deps.audit.record({ action: "EVENT_CLOSED", detail: { event: event.id, by: "job" } });
      }
    }
    return closed;
  }

  /**
   * Closes the entry list: each entry holding a place is checked again (consent included); an
   * ineligible one, or one still unpaid, becomes REJECTED with the reason, and so does every
   * entry still waitlisted. The facts are read first; the changes commit together. False when
   * the event was no longer PUBLISHED.
   */
  private async closeEvent(event: EventRow): Promise<boolean> {
    if (event.status !== "PUBLISHED") return false;
    const entries = await this.context.events.entriesOf(event.id, LIVE);
    const facts = new Map(
      await Promise.all(
        [...new Set(entries.map((entry) => entry.user_id))].map(
          async (user) => [user, await this.context.entrant(user)] as const,
        ),
      ),
    );
    const categories = categoriesOf(event);
    const rejections = entries.flatMap((entry) => {
      if (entry.status === "WAITLISTED") return [{ entry, reason: entryReason("NO_PLACE") }];
      const entrant = facts.get(entry.user_id);
      const category = categories.find((item) => item.code === entry.category) ?? null;
      const eligibility = entrant
        ? checkEligibility(event, entrant.facts, category, entry.consent_at !== null)
        : { eligible: false, checks: [noMembership()] };
      if (!eligibility.eligible) {
        return [{ entry, reason: entryReason("NOT_ELIGIBLE", { failures: failures(eligibility) }) }];
      }
      if (entry.status === "SUBMITTED") return [{ entry, reason: entryReason("UNPAID") }];
      return [];
    });
    return inTransaction(this.context.deps.db, async (trx) => {
      const repository = new EventsRepository(trx);
      if (!(await repository.transition(event.id, ["PUBLISHED"], "CLOSED"))) return false;
      for (const { entry, reason } of rejections) {
        const held = entry.status !== "WAITLISTED";
        if ((await repository.transitionEntry(entry.id, [entry.status], "REJECTED", reason)) && held) {
          await repository.releasePlace(event.id);
        }
      }
      return true;
    });
  }

  // Helpers

  /** The organiser columns from a request: a region's or a dojo's, checked to exist. */
  private async organiserOf(
    input: EventWrite,
  ): Promise<Pick<EventsTable, "organiser_kind" | "region_code" | "dojo_id">> {
    const { kind, region, dojo } = input.organiser;
    if (kind === "FEDERATION") return { organiser_kind: kind, region_code: null, dojo_id: null };
    if (kind === "REGION") {
      if (!region) throw validationFailed({ "organiser.region": "is required for a region's event" });
      const code = region.toUpperCase();
      const regions = await this.context.deps.regions.listRegions();
      if (!regions.some((entry) => entry.code === code))
        throw validationFailed({ "organiser.region": "there is no such region" });
      return { organiser_kind: kind, region_code: code, dojo_id: null };
    }
    if (!this.context.deps.dojosEnabled) throw validationFailed({ "organiser.kind": "dojo events are not available" });
    if (!dojo) throw validationFailed({ "organiser.dojo": "is required for a dojo's event" });
    const facts = await this.context.deps.dojos.dojo(dojo);
    if (!facts) throw validationFailed({ "organiser.dojo": "there is no such dojo" });
    if (facts.status !== "ACTIVE") throw validationFailed({ "organiser.dojo": "the dojo is not active" });
    return { organiser_kind: kind, region_code: facts.region_code, dojo_id: facts.id };
  }

  private async audit(action: string, userId: string, id: string, meta: Meta, detail: Record<string, unknown> = {}) {
    await this.context.deps.audit.record({ action, actorUserId: userId, detail: { event: id, ...detail }, ...meta });
  }
}

function checkWrite(input: EventWrite): void {
  const fields: Record<string, string> = {};
  if (input.ends_on < input.starts_on) fields.ends_on = "must be on or after starts_on";
  if (Date.parse(input.registration_closes_at) <= Date.parse(input.registration_opens_at)) {
    fields.registration_closes_at = "must be after registration_opens_at";
  }
  if (new Date(input.registration_closes_at).toISOString().slice(0, 10) > input.ends_on) {
    fields.registration_closes_at = "must be before the event ends";
  }
  if (input.type === "TOURNAMENT" && input.categories.length === 0) {
    fields.categories = "a tournament needs at least one category";
  }
  if (input.type !== "TOURNAMENT" && input.categories.length > 0)
    fields.categories = "only tournaments have categories";
  const codes = new Set<string>();
  input.categories.forEach((category, index) => {
    if (codes.has(category.code)) fields[`categories.${index}.code`] = "is used twice";
    codes.add(category.code);
    if (category.discipline === "KATA" && category.weight_class) {
      fields[`categories.${index}.weight_class`] = "kata has no weight class";
    }
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

function fieldsOf(input: EventWrite) {
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    starts_on: input.starts_on,
    ends_on: input.ends_on,
    venue: input.venue,
    registration_opens_at: new Date(input.registration_opens_at).toISOString(),
    registration_closes_at: new Date(input.registration_closes_at).toISOString(),
    fee: input.fee,
    capacity: input.capacity,
    min_belt: input.min_belt,
    categories: JSON.stringify(input.categories),
  };
}

const notEditable = (event: EventRow) =>
  new AppError(409, EVENT_ERROR_CODES.EVENT_NOT_EDITABLE, `This event is ${event.status.toLowerCase()}.`);

const badTransition = (event: EventRow, to: string) =>
  new AppError(409, EVENT_ERROR_CODES.INVALID_TRANSITION, `A ${event.status.toLowerCase()} event cannot be ${to}.`);
