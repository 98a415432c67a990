import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { nextCounterValue } from "../../db/counters.js";
import type { Database } from "../../db/database.js";
import { conflict, notFound } from "../../http/errors.js";
import { addMonths, today } from "./membership-rules.js";
import type { MembershipRow } from "./memberships.table.js";

export interface NewMembership {
  userId: string;
  membershipType: string;
  regionCode: string;
  districtCode: string;
}

/**
 * Creating and crediting membership records. Methods that write take the caller's transaction
 * (`db`), so that a payment and what it pays for are committed together or not at all.
 */
export class MembershipsService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every new account starts with a record waiting for the registration fee. */
  async createPending(input: NewMembership, db: Kysely<Database> = this.db): Promise<void> {
    const now = new Date().toISOString();
    await db
      .insertInto("memberships")
      .values({
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
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  findByUser(userId: string, db: Kysely<Database> = this.db): Promise<MembershipRow | undefined> {
    return db.selectFrom("memberships").selectAll().where("user_id", "=", userId).executeTakeFirst();
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
    return membership;
  }

  /**
   * The registration fee is paid: the membership becomes ACTIVE for the period and gets its
   * number, GKF-<region>-<yy>-<sequence>, counted per region and year.
   */
  async creditRegistration(userId: string, periodMonths: number, db: Kysely<Database>, now = new Date()) {
    const membership = await this.findByUser(userId, db);
    if (!membership) throw notFound();
    const start = today(now);
    const year = start.slice(2, 4);
    const code =
      membership.code ??
      `GKF-${membership.region_code}-${year}-${String(await nextCounterValue(db, `membership:${membership.region_code}:${year}`)).padStart(6, "0")}`;
    await db
      .updateTable("memberships")
      .set({
        has_paid_registration: 1,
        status: "ACTIVE",
        code,
        period_start: start,
        expiry_date: addMonths(start, periodMonths),
        updated_at: now.toISOString(),
      })
      .where("user_id", "=", userId)
      .execute();
    return { code };
  }

  /** A renewal extends the expiry from the later of today and the old expiry. */
  async creditRenewal(userId: string, periodMonths: number, db: Kysely<Database>, now = new Date()) {
    const membership = await this.findByUser(userId, db);
    if (!membership) throw notFound();
    const day = today(now);
    const from = membership.expiry_date && membership.expiry_date > day ? membership.expiry_date : day;
    await db
      .updateTable("memberships")
      .set({
        status: membership.status === "SUSPENDED" ? "SUSPENDED" : "ACTIVE",
        expiry_date: addMonths(from, periodMonths),
        renewal_count: membership.renewal_count + 1,
        last_renewed_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where("user_id", "=", userId)
      .execute();
    return { code: membership.code };
  }
}
