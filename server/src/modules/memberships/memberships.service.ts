import { randomUUID } from "node:crypto";
import { RENEWAL_WINDOW_DAYS } from "@gkf/contract";
import { nextCounterValue } from "../../db/counters.js";
import type { Db } from "../../db/transaction.js";
import { AppError, conflict, notFound } from "../../http/errors.js";
import { addMonths, isRenewalOpen, renewalOpensOn, today } from "./membership-rules.js";
import { type CreditedFields, type MembershipFacts, MembershipsRepository } from "./memberships.repository.js";
import type { MembershipRow } from "./memberships.table.js";

export type { CreditedFields, MembershipFacts } from "./memberships.repository.js";
/** A subquery of members' user ids, to filter another module's rows by membership. */
export type MemberIdsQuery = ReturnType<MembershipsRepository["memberIdsQuery"]>;

export interface NewMembership {
  userId: string;
  membershipType: string;
  regionCode: string;
  districtCode: string;
}

/**
 * Creating and crediting membership records. Methods that write take the caller's transaction
 * (`db`) and build the repository from it, so that a payment and what it pays for are committed
 * together or not at all.
 */
export class MembershipsService {
  constructor(private readonly db: Db) {}

  private repository(db: Db = this.db): MembershipsRepository {
    return new MembershipsRepository(db);
  }

  /** Every new account starts with a record waiting for the registration fee. */
  async createPending(input: NewMembership, db: Db = this.db): Promise<void> {
    const now = new Date().toISOString();
    await this.repository(db).insert({
      id: randomUUID(),
      user_id: input.userId,
      code: null,
      status: "PENDING_PAYMENT",
      membership_type: input.membershipType,
      region_code: input.regionCode,
      district_code: input.districtCode,
      special_needs: null,
      date_joined: now,
      period_start: null,
      expiry_date: null,
      renewal_count: 0,
      last_renewed_at: null,
      has_paid_registration: 0,
      is_national_team: 0,
      current_belt: null,
      athlete_category_status: "UNVERIFIED",
      documents_compliant: 0,
      created_at: now,
      updated_at: now,
    });
  }

  /** Erasure (privacy module, decision 97): the record's personal data removed. */
  eraseMember(userId: string, db: Db = this.db): Promise<void> {
    return this.repository(db).eraseMember(userId);
  }

  findByUser(userId: string, db: Db = this.db): Promise<MembershipRow | undefined> {
    return this.repository(db).findByUser(userId);
  }

  findByCode(code: string): Promise<MembershipRow | undefined> {
    return this.repository().findByCode(code);
  }

  /** Number, region and type of some members, by user id. */
  factsOf(userIds: string[]): Promise<Map<string, MembershipFacts>> {
    return this.repository().factsOf(userIds);
  }

  /**
   * The members of some regions (every member without regions) as a subquery, for another
   * module's filter ("documents of members of these regions") in one statement.
   */
  memberIdsIn(regions?: string[]): MemberIdsQuery {
    return this.repository().memberIdsQuery(regions);
  }

  /** What the officials' directory joins of membership records (members module), as a subquery. */
  directoryRecords() {
    return this.repository().directoryRecords();
  }

  /**
   * An official suspends the membership (members module), in the caller's transaction. False when
   * it was suspended already.
   */
  async suspend(userId: string, db: Db): Promise<boolean> {
    return this.repository(db).setStatusFrom(userId, ["PENDING_PAYMENT", "ACTIVE", "EXPIRED"], "SUSPENDED");
  }

  /**
   * Lifts a suspension: the status the dates give (ACTIVE until the expiry, then EXPIRED; never
   * paid, PENDING_PAYMENT). False when it was not suspended.
   */
  async reinstate(userId: string, db: Db, now = new Date()): Promise<boolean> {
    const membership = await this.findByUser(userId, db);
    if (!membership) return false;
    const status =
      membership.has_paid_registration !== 1
        ? "PENDING_PAYMENT"
        : membership.expiry_date && membership.expiry_date < today(now)
          ? "EXPIRED"
          : "ACTIVE";
    return this.repository(db).setStatusFrom(userId, ["SUSPENDED"], status);
  }

  /** An official's correction of the region, district or national-team flag (members module). */
  async correct(
    userId: string,
    changes: { region_code?: string; district_code?: string; is_national_team?: number },
    db: Db,
  ): Promise<void> {
    if (Object.keys(changes).length > 0) await this.repository(db).update(userId, changes);
  }

  /** Whether a purpose can be paid now: registration once, renewal only after it. */
  async assertPayable(userId: string, purpose: "REGISTRATION" | "RENEWAL"): Promise<MembershipRow> {
    const membership = await this.findByUser(userId);
    if (!membership) throw notFound("You have no membership record yet.");
    if (purpose === "REGISTRATION" && membership.has_paid_registration === 1) {
      throw conflict("Your registration fee is already paid.");
    }
    if (purpose === "RENEWAL" && membership.has_paid_registration !== 1) {
      throw conflict("Pay the registration fee first; renewals come after.");
    }
    if (membership.status === "SUSPENDED")
      throw conflict("Your membership is suspended. Please contact the federation.");
    if (purpose === "RENEWAL" && membership.expiry_date && !isRenewalOpen(membership)) {
      const opens = renewalOpensOn(membership.expiry_date);
      throw new AppError(
        409,
        "RENEWAL_NOT_OPEN",
        `Renewal opens on ${opens}, ${RENEWAL_WINDOW_DAYS} days before your membership expires on ${membership.expiry_date}.`,
        { action: `Please come back on or after ${opens}.` },
      );
    }
    return membership;
  }

  /**
   * The registration fee is paid: the membership becomes ACTIVE for the period and gets its
   * number, GKF-<region>-<yy>-<sequence>, counted per region and year.
   */
  async creditRegistration(userId: string, periodMonths: number, db: Db, now = new Date()) {
    const membership = await this.findByUser(userId, db);
    if (!membership) throw notFound();
    const start = today(now);
    const year = start.slice(2, 4);
    const code =
      membership.code ??
      `GKF-${membership.region_code}-${year}-${String(await nextCounterValue(db, `membership:${membership.region_code}:${year}`)).padStart(6, "0")}`;
    await this.repository(db).update(userId, {
      has_paid_registration: 1,
      status: "ACTIVE",
      code,
      period_start: start,
      expiry_date: addMonths(start, periodMonths),
      updated_at: now.toISOString(),
    });
    return { code };
  }

  /**
   * Takes the membership's row lock inside the caller's transaction (PostgreSQL waits for another
   * credit of the same member; SQLite holds its write lock already) and answers the row as
   * committed now, so that two payments of one member are judged one after the other.
   */
  async lockForCredit(userId: string, db: Db): Promise<MembershipRow | undefined> {
    const repository = this.repository(db);
    await repository.lock(userId);
    return repository.findByUser(userId);
  }

  /** Puts back what a credit changed (a voided manual payment), in the caller's transaction. */
  async restoreAfterVoid(userId: string, before: CreditedFields, db: Db): Promise<void> {
    await this.repository(db).update(userId, { ...before });
  }

  /** A renewal extends the expiry from the later of today and the old expiry. */
  async creditRenewal(userId: string, periodMonths: number, db: Db, now = new Date()) {
    const membership = await this.findByUser(userId, db);
    if (!membership) throw notFound();
    const day = today(now);
    const from = membership.expiry_date && membership.expiry_date > day ? membership.expiry_date : day;
    await this.repository(db).update(userId, {
      status: membership.status === "SUSPENDED" ? "SUSPENDED" : "ACTIVE",
      expiry_date: addMonths(from, periodMonths),
      renewal_count: membership.renewal_count + 1,
      last_renewed_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    return { code: membership.code };
  }
}
