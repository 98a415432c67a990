import type { Belt, EventEntry, GENDERS, GkfEvent, MembershipStatus } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { DojoQueries } from "../dojos/dojo-queries.js";
import type { MembershipRecordService } from "../memberships/membership-record.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { PaymentsService } from "../payments/payments.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { categoriesOf, checkEligibility, type EntrantFacts } from "./event-rules.js";
import { EventsRepository } from "./events.repository.js";
import type { EntryRow, EventRow } from "./events.table.js";

type Gender = (typeof GENDERS)[number];

export type Meta = { ip: string; userAgent: string };

/** What the events module may call: other modules through their services, never their tables. */
export interface EventDeps {
  db: Db;
  accounts: MemberDirectory;
  records: MembershipRecordService;
  dojos: DojoQueries;
  payments: PaymentsService;
  regions: RegionsService;
  notifications: NotificationsService;
  audit: AuditService;
  /** The dojos flag: dojo-organised events exist only while it is on. */
  dojosEnabled: boolean;
  /** The web app's address, for links in messages. */
  publicUrl: string;
  /**
   * A minor's guardian and their recorded consent (families module, decision 104): a minor with a
   * guardian enters with the guardian's consent, not their own; null for a member without one.
   */
  guardianConsent?: (memberId: string) => Promise<{ guardianId: string; consentAt: string | null } | null>;
  /**
   * A minor's entry also needs the guardian's acceptance of the privacy notice in force (privacy
   * module, decision 111): throws 403 PRIVACY_NOTICE_NOT_ACCEPTED otherwise.
   */
  requireCurrentNotice?: (memberId: string) => Promise<void>;
}

/** What an organiser may run: every event (national grant), or some regions' and dojos' events. */
export type OrganiserAccess = { all: true } | { all: false; regions: string[]; dojos: string[] };

export interface EntrantView {
  facts: EntrantFacts;
  firstName: string;
  lastName: string;
  code: string | null;
  belt: Belt | null;
  status: MembershipStatus;
  region: string;
}

/** The rows, the facts of entrants, and how events and entries are shown. */
export class EventContext {
  readonly events: EventsRepository;

  constructor(readonly deps: EventDeps) {
    this.events = new EventsRepository(deps.db);
  }

  async load(id: string): Promise<EventRow> {
    const event = await this.events.findById(id);
    if (!event || (event.organiser_kind === "DOJO" && !this.deps.dojosEnabled))
      throw notFound("There is no such event.");
    return event;
  }

  async loadEntry(eventId: string, entryId: string): Promise<{ event: EventRow; entry: EntryRow }> {
    const event = await this.load(eventId);
    const entry = await this.events.findEntry(entryId);
    if (!entry || entry.event_id !== event.id) throw notFound("There is no such entry.");
    return { event, entry };
  }

  /** The organiser's reach: staff grants with events.manage, and the dojos they head (flag on). */
  async access(userId: string, scope: StaffScope | null): Promise<OrganiserAccess> {
    if (scope && scope.regions === undefined) return { all: true };
    const dojos = this.deps.dojosEnabled ? await this.deps.dojos.headedBy(userId) : [];
    return { all: false, regions: scope?.regions ?? [], dojos };
  }

  canOrganise(access: OrganiserAccess, organiser: Pick<EventRow, "organiser_kind" | "region_code" | "dojo_id">) {
    if (access.all) return true;
    if (organiser.organiser_kind === "REGION") return access.regions.includes(organiser.region_code ?? "");
    if (organiser.organiser_kind === "DOJO") return access.dojos.includes(organiser.dojo_id ?? "");
    return false;
  }

  /** Loads an event the caller organises; anyone else is refused. */
  async requireOrganiser(eventId: string, userId: string, scope: StaffScope | null) {
    const [event, access] = await Promise.all([this.load(eventId), this.access(userId, scope)]);
    if (!this.canOrganise(access, event)) throw forbidden("Only this event's organisers can do this.");
    return event;
  }

  async entrant(userId: string): Promise<EntrantView | undefined> {
    const [member, record] = await Promise.all([
      this.deps.accounts.getMember(userId),
      this.deps.records.getRecord(userId).catch(() => undefined),
    ]);
    if (!member || !record) return undefined;
    return {
      facts: { record, member },
      firstName: member.firstName,
      lastName: member.lastName,
      code: record.code,
      belt: record.current_belt,
      status: record.status,
      region: record.region.code,
    };
  }

  async presentEvents(rows: EventRow[], now = new Date().toISOString()): Promise<GkfEvent[]> {
    const [waitlisted, dojos] = await Promise.all([
      this.events.waitlistCounts(rows.map((row) => row.id)),
      this.deps.dojos.dojos(rows.map((row) => row.dojo_id).filter((id): id is string => id !== null)),
    ]);
    return rows.map((row) => {
      const dojo = row.dojo_id ? dojos.get(row.dojo_id) : undefined;
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        description: row.description,
        organiser: {
          kind: row.organiser_kind,
          region: row.region_code,
          dojo: row.dojo_id ? { id: row.dojo_id, name: dojo?.name ?? "" } : null,
        },
        starts_on: row.starts_on,
        ends_on: row.ends_on,
        venue: row.venue,
        registration_opens_at: row.registration_opens_at,
        registration_closes_at: row.registration_closes_at,
        fee: { amount: row.fee, currency: "GHS" as const },
        capacity: row.capacity,
        places_taken: row.places_taken,
        waitlisted: waitlisted.get(row.id) ?? 0,
        min_belt: row.min_belt as Belt | null,
        status: row.status,
        registration_open:
          row.status === "PUBLISHED" && row.registration_opens_at <= now && now < row.registration_closes_at,
        categories: categoriesOf(row),
      };
    });
  }

  async presentEvent(row: EventRow): Promise<GkfEvent> {
    return (await this.presentEvents([row]))[0] as GkfEvent;
  }

  /** Entries with their members' names and live eligibility; `facts` for the organisers' view. */
  async presentEntries(
    rows: EntryRow[],
    eventsById: Map<string, EventRow>,
  ): Promise<Array<EventEntry & { member_facts: AdminFacts }>> {
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    const entrants = new Map(await Promise.all(userIds.map(async (id) => [id, await this.entrant(id)] as const)));
    const payments = await this.deps.payments.listBySubjects(
      "EVENT_ENTRY",
      rows.map((row) => row.id),
    );
    const positions = await this.events.waitlistPositions(
      rows.filter((row) => row.status === "WAITLISTED").map((row) => row.event_id),
    );
    return rows.map((row) => {
      const event = eventsById.get(row.event_id) as EventRow;
      const entrant = entrants.get(row.user_id);
      const category = categoriesOf(event).find((entry) => entry.code === row.category) ?? null;
      const eligibility = entrant
        ? checkEligibility(event, entrant.facts, category, row.consent_at !== null)
        : { eligible: false, checks: [] };
      const ofEntry = payments.filter((payment) => payment.subject === row.id);
      const payment = ofEntry.find((entry) => entry.status === "SUCCESS") ?? ofEntry[0];
      const recorded = row.result_recorded_at;
      return {
        id: row.id,
        event_id: row.event_id,
        member: {
          id: row.user_id,
          first_name: entrant?.firstName ?? "",
          last_name: entrant?.lastName ?? "",
          code: entrant?.code ?? null,
        },
        category: row.category || null,
        status: row.status,
        reason: row.reason,
        reason_code: row.reason_code,
        reason_note: row.reason_note,
        waitlist_position: row.status === "WAITLISTED" ? (positions.get(row.id) ?? null) : null,
        entered_by: row.entered_as,
        consent_given: row.consent_at !== null,
        eligibility,
        payment_reference: payment?.reference ?? null,
        checked_in_at: row.checked_in_at,
        result: recorded
          ? {
              placing: row.placing,
              attended: row.attended === null ? null : row.attended === 1,
              recorded_at: recorded,
            }
          : null,
        created_at: row.created_at,
        updated_at: row.updated_at,
        member_facts: {
          gender: (entrant?.facts.member.gender as Gender | undefined) ?? null,
          date_of_birth: entrant?.facts.member.dateOfBirth ?? null,
          belt: entrant?.belt ?? null,
          membership_status: entrant?.status ?? null,
        },
      };
    });
  }

  async presentEntry(row: EntryRow, event: EventRow) {
    return (await this.presentEntries([row], new Map([[event.id, event]])))[0] as EventEntry & {
      member_facts: AdminFacts;
    };
  }
}

export interface AdminFacts {
  gender: Gender | null;
  date_of_birth: string | null;
  belt: Belt | null;
  membership_status: MembershipStatus | null;
}

/** An entry without the organisers' facts (what members see). */
export function memberView<T extends { member_facts: AdminFacts }>(entry: T): Omit<T, "member_facts"> {
  const { member_facts: _facts, ...rest } = entry;
  return rest;
}
