import { randomUUID } from "node:crypto";
import type { EntryRequestSchema, EventEntry } from "@gkf/contract";
import type { z } from "zod";
import { type Db, inTransaction } from "../../db/transaction.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, notFound, validationFailed } from "../../http/errors.js";
import type { MemberFacts } from "../accounts/member-directory.js";
import type { PurposeCredit } from "../payments/payment-crediting.js";
import type { Initialized } from "../payments/payments.service.js";
import { type EntryReason, entryReason, keptReason, NO_REASON } from "./entry-reasons.js";
import { type EventContext, type Meta, memberView } from "./event-context.js";
import {
  categoriesOf,
  checkEligibility,
  EVENT_ERROR_CODES,
  HOLDS_PLACE,
  isMinorAt,
  isRegistrationOpen,
  LIVE,
  notEligible,
} from "./event-rules.js";
import { EventsRepository } from "./events.repository.js";
import type { EntryRow, EventRow } from "./events.table.js";

/** A place's status: CONFIRMED when nothing is awaited, else SUBMITTED with what it waits for. */
function placed(event: EventRow, consentAt: string | null): Pick<EntryRow, "status"> & EntryReason {
  if (!consentAt) return { status: "SUBMITTED", ...entryReason("WAITING_CONSENT") };
  return event.fee === 0
    ? { status: "CONFIRMED", ...NO_REASON }
    : { status: "SUBMITTED", ...entryReason("WAITING_FEE") };
}

/**
 * Entries: a member enters, or an instructor of their home dojo with a valid coaching licence
 * enters them; a full event waitlists; a withdrawal hands the place to the first waitlisted, who
 * is told; the fee is paid through the payments module (EVENT_ENTRY), which confirms the entry.
 */
export class EntriesService {
  constructor(private readonly context: EventContext) {}

  async enter(userId: string, eventId: string, request: z.output<typeof EntryRequestSchema>, meta: Meta) {
    const event = await this.context.load(eventId);
    if (!isRegistrationOpen(event)) {
      throw new AppError(409, EVENT_ERROR_CODES.REGISTRATION_CLOSED, "Registration for this event is not open.", {
        action: `Registration runs from ${event.registration_opens_at.slice(0, 10)} to ${event.registration_closes_at.slice(0, 10)}.`,
      });
    }
    const memberId = request.member ?? userId;
    const byInstructor = memberId !== userId;
    if (byInstructor) await this.requireCoachOf(userId, memberId);
    const category = this.categoryFor(event, request.category);
    const entrant = await this.context.entrant(memberId);
    if (!entrant) throw notFound("This member has no membership record.");
    const minor = isMinorAt(entrant.facts.member, event.starts_on);
    // A member's own entry carries their consent; an instructor's entry of a minor waits for it.
    // A minor with a guardian (decision 104): the guardian's recorded consent decides.
    const guardian = minor ? await this.context.deps.guardianConsent?.(memberId) : null;
    const consent = guardian
      ? guardian.consentAt !== null
      : byInstructor
        ? minor
          ? undefined
          : true
        : !minor || request.consent === true;
    const eligibility = checkEligibility(event, entrant.facts, category, consent);
    if (!eligibility.eligible) throw notEligible(eligibility);
    // The guardian consented: to the privacy notice in force too (decision 111).
    if (guardian) await this.context.deps.requireCurrentNotice?.(memberId);
    const code = category?.code ?? "";
    const live = await this.context.events.entriesFor(memberId, [event.id]);
    if (live.some((entry) => entry.user_id === memberId && entry.category === code && LIVE.includes(entry.status))) {
      throw alreadyEntered();
    }
    const now = new Date().toISOString();
    const consentAt = consent ? now : null;
    const id = randomUUID();
    try {
      await inTransaction(this.context.deps.db, async (trx) => {
        const repository = new EventsRepository(trx);
        const place = await repository.takePlace(event.id);
        await repository.insertEntry({
          id,
          event_id: event.id,
          user_id: memberId,
          category: code,
          ...(place ? placed(event, consentAt) : { status: "WAITLISTED", ...entryReason("WAITLISTED") }),
          entered_by: userId,
          entered_as: byInstructor ? "INSTRUCTOR" : "MEMBER",
          consent_at: consentAt,
          payment_id: null,
          receipt_number: null,
          checked_in_at: null,
          checked_in_by: null,
          placing: null,
          attended: null,
          result_recorded_at: null,
          created_at: now,
          updated_at: now,
        });
      });
    } catch (error) {
      // Two taps at once: the partial unique index lets one live entry in (and the place rolls back).
      if (isUniqueViolation(error)) throw alreadyEntered();
      throw error;
    }
    await this.context.deps.audit.record({
      action: "EVENT_ENTERED",
      actorUserId: userId,
      subjectUserId: memberId,
      detail: { event: event.id, entry: id, category: code },
      ...meta,
    });
    return this.present(id, event);
  }

  /** The member, or the instructor who entered them, withdraws; a freed place goes down the list. */
  async withdraw(userId: string, eventId: string, entryId: string, note: string | undefined, meta: Meta) {
    const { event, entry } = await this.context.loadEntry(eventId, entryId);
    if (entry.user_id !== userId && entry.entered_by !== userId) throw notYours();
    if (!LIVE.includes(entry.status)) throw finished(entry);
    const frees = HOLDS_PLACE.includes(entry.status) && event.status === "PUBLISHED";
    // Read before the transaction (SQLite's one connection): the next in line and where to tell them.
    const next = frees ? await this.context.events.waitlisted(event.id, 5) : [];
    const contacts = await this.context.deps.accounts.getMembers(next.map((row) => row.user_id));
    await inTransaction(this.context.deps.db, async (trx) => {
      const repository = new EventsRepository(trx);
      const reason = entryReason("WITHDRAWN", { note: note ?? "" });
      await repository.lockEvent(event.id);
      if (!(await repository.transitionEntry(entry.id, [entry.status], "WITHDRAWN", reason))) throw finished(entry);
      if (!HOLDS_PLACE.includes(entry.status)) return;
      await repository.releasePlace(event.id);
      for (const candidate of next) {
        if (!(await repository.takePlace(event.id))) break;
        const to = placed(event, candidate.consent_at);
        const { status, ...reason } = to;
        if (await repository.transitionEntry(candidate.id, ["WAITLISTED"], status, reason)) {
          const member = contacts.get(candidate.user_id);
          if (member) await this.tellPlaceOffered(trx, member, event, to.status === "CONFIRMED");
          break;
        }
        await repository.releasePlace(event.id);
      }
    });
    await this.context.deps.audit.record({
      action: "EVENT_ENTRY_WITHDRAWN",
      actorUserId: userId,
      subjectUserId: entry.user_id,
      detail: { event: event.id, entry: entry.id },
      ...meta,
    });
    return this.present(entry.id, event);
  }

  /** The entered member consents (until guardians exist, a minor's own consent stands). */
  async consent(userId: string, eventId: string, entryId: string, meta: Meta) {
    const { event, entry } = await this.context.loadEntry(eventId, entryId);
    if (entry.user_id !== userId) throw notYours("Only the entered member can consent.");
    if (!LIVE.includes(entry.status)) throw finished(entry);
    if (!entry.consent_at) {
      const now = new Date().toISOString();
      const { status, ...reason } =
        entry.status === "SUBMITTED" ? placed(event, now) : { status: entry.status, ...keptReason(entry) };
      await this.context.events.transitionEntry(entry.id, [entry.status], status, { consent_at: now, ...reason });
      await this.context.deps.audit.record({
        action: "EVENT_ENTRY_CONSENT",
        actorUserId: userId,
        detail: { event: event.id, entry: entry.id },
        ...meta,
      });
    }
    return this.present(entry.id, event);
  }

  /** Starts (or resumes) paying a SUBMITTED entry's fee, like any payment. */
  async pay(userId: string, eventId: string, entryId: string): Promise<Initialized> {
    const { event, entry } = await this.context.loadEntry(eventId, entryId);
    if (entry.user_id !== userId && entry.entered_by !== userId) throw notYours();
    if (entry.status !== "SUBMITTED" || event.fee === 0 || !entry.consent_at) {
      throw new AppError(409, EVENT_ERROR_CODES.NOTHING_TO_PAY, "This entry has no fee to pay now.", {
        action: entry.consent_at ? undefined : "The member must consent first.",
      });
    }
    const record = await this.context.deps.records.getRecord(entry.user_id);
    return this.context.deps.payments.initializeFor(userId, {
      purpose: "EVENT_ENTRY",
      subject: entry.id,
      amount: event.fee,
      periodMonths: 1,
      regionCode: event.region_code ?? record.region.code,
      membershipType: record.current_membership_type,
    });
  }

  /** The caller's own entries, newest event first, with their results. */
  async mine(userId: string) {
    const rows = (await this.context.events.entriesFor(userId)).filter((row) => row.user_id === userId);
    const events = new Map(
      (await this.context.events.findEvents(rows.map((row) => row.event_id))).map((row) => [row.id, row]),
    );
    const visible = rows.filter((row) => events.has(row.event_id));
    const presented = await this.context.presentEntries(visible, events);
    return presented
      .map((entry) => {
        const event = events.get(entry.event_id) as EventRow;
        return {
          ...memberView(entry),
          event: {
            id: event.id,
            type: event.type,
            title: event.title,
            starts_on: event.starts_on,
            ends_on: event.ends_on,
            venue: event.venue,
            status: event.status,
          },
        };
      })
      .sort((a, b) => b.event.starts_on.localeCompare(a.event.starts_on));
  }

  /** What crediting an EVENT_ENTRY payment does, inside the payments module's transaction. */
  creditHandler(): PurposeCredit {
    return {
      // Paid already, withdrawn or rejected meanwhile: a DUPLICATE, to refund.
      isPaid: async (trx: Db, payment) => {
        const repository = new EventsRepository(trx);
        await repository.lockEntry(payment.subject);
        const entry = await repository.findEntry(payment.subject);
        return entry?.status !== "SUBMITTED" || entry.payment_id !== null || !entry.consent_at;
      },
      credit: async (trx, payment, paid) => {
        await new EventsRepository(trx).transitionEntry(payment.subject, ["SUBMITTED"], "CONFIRMED", {
          payment_id: payment.id,
          receipt_number: paid.receiptNumber,
          ...NO_REASON,
        });
      },
      phrase: async (trx, payment, language) => {
        const repository = new EventsRepository(trx);
        const entry = await repository.findEntry(payment.subject);
        const event = entry ? await repository.findById(entry.event_id) : undefined;
        const words = language === "fr" ? "droit d'inscription" : "entry fee";
        return `${words} (${event?.title ?? ""})`;
      },
    };
  }

  // Helpers

  private async requireCoachOf(coachId: string, memberId: string): Promise<void> {
    const { dojos, dojosEnabled } = this.context.deps;
    if (!dojosEnabled || !(await dojos.teaches(coachId, memberId))) {
      throw new AppError(
        403,
        EVENT_ERROR_CODES.NOT_YOUR_STUDENT,
        "You can only enter students of a dojo you teach at.",
      );
    }
    if (!(await dojos.coachingLicenceValid(coachId))) {
      throw new AppError(
        403,
        EVENT_ERROR_CODES.COACHING_LICENCE_REQUIRED,
        "Entering students needs a valid coaching licence.",
        { action: "Upload your coaching licence; once it is approved you can enter students." },
      );
    }
  }

  private categoryFor(event: EventRow, code: string | undefined) {
    const categories = categoriesOf(event);
    if (event.type !== "TOURNAMENT" || categories.length === 0) {
      if (code) throw validationFailed({ category: "this event has no categories" });
      return null;
    }
    if (!code) {
      throw new AppError(400, EVENT_ERROR_CODES.CATEGORY_REQUIRED, "Choose a category to enter this tournament.", {
        fields: { category: "is required" },
      });
    }
    const category = categories.find((entry) => entry.code === code);
    if (!category) throw validationFailed({ category: "is not a category of this event" });
    return category;
  }

  private async tellPlaceOffered(trx: Db, member: MemberFacts, event: EventRow, confirmed: boolean) {
    await this.context.deps.notifications.notifyMember(
      member.contact,
      {
        template: "event_place_offered",
        values: (language) => ({
          first_name: member.firstName,
          event: event.title,
          date: event.starts_on,
          next_step:
            language === "fr"
              ? confirmed
                ? "Votre inscription est confirmée."
                : "Réglez le droit d'inscription pour la confirmer."
              : confirmed
                ? "Your entry is confirmed."
                : "Pay the entry fee to confirm it.",
          link: `${this.context.deps.publicUrl}/dashboard/my-membership/events`,
        }),
      },
      trx,
    );
  }

  private async present(entryId: string, event: EventRow): Promise<EventEntry> {
    const row = (await this.context.events.findEntry(entryId)) as EntryRow;
    return memberView(await this.context.presentEntry(row, event));
  }
}

const alreadyEntered = () =>
  new AppError(409, EVENT_ERROR_CODES.ALREADY_ENTERED, "This member is already entered in this event (and category).");

const notYours = (message = "This entry is someone else's.") =>
  new AppError(403, EVENT_ERROR_CODES.NOT_YOUR_ENTRY, message);

const finished = (entry: EntryRow) =>
  new AppError(409, EVENT_ERROR_CODES.ENTRY_FINISHED, `This entry is ${entry.status.toLowerCase()}.`);
