import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Updateable } from "kysely";
import type { Database } from "../../db/database.js";
import { reusableQuery } from "../../db/reusable-query.js";
import type { MembershipRow, MembershipStatus, MembershipsTable } from "./memberships.table.js";

/** The membership fields a credit changes (what a void puts back). */
export type CreditedFields = Pick<
  MembershipRow,
  "status" | "has_paid_registration" | "period_start" | "expiry_date" | "renewal_count" | "last_renewed_at"
>;

/** What another module shows of a membership beside a member's name. */
export type MembershipFacts = Pick<MembershipRow, "user_id" | "code" | "region_code" | "membership_type">;

const selectByUser = reusableQuery((db, userId: string) =>
  db.selectFrom("memberships").selectAll().where("user_id", "=", userId),
);

/** Queries of membership records, compliance history and reminders sent. No rules. */
export class MembershipsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(membership: Insertable<MembershipsTable>): Promise<void> {
    await this.db.insertInto("memberships").values(membership).execute();
  }

  async findByUser(userId: string): Promise<MembershipRow | undefined> {
    return (await selectByUser(this.db, userId))[0];
  }

  /** Number, region and type of some members, by user id (the review queue's member column). */
  async factsOf(userIds: string[]): Promise<Map<string, MembershipFacts>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("memberships")
      .select(["user_id", "code", "region_code", "membership_type"])
      .where("user_id", "in", userIds)
      .execute();
    return new Map(rows.map((row) => [row.user_id, row]));
  }

  /** The user ids of the members of some regions (of every member without), as a subquery. */
  memberIdsQuery(regions?: string[]) {
    const query = this.db.selectFrom("memberships").select("user_id");
    return regions ? query.where("region_code", "in", regions) : query;
  }

  /** What the officials' directory joins of membership records (MembershipsService.directoryRecords); erased members are no longer in it (decision 105). */
  directoryRecords() {
    return this.db
      .selectFrom("memberships")
      .select([
        "user_id",
        "code",
        "status",
        "membership_type",
        "region_code",
        "district_code",
        "expiry_date",
        "has_paid_registration",
        "documents_compliant",
        "current_belt",
        "is_national_team",
        "date_joined",
      ])
      .where("erased_at", "is", null);
  }

  /** Moves the status from one of `from` to `to`; false when the record was in none of them. */
  async setStatusFrom(userId: string, from: MembershipStatus[], to: MembershipStatus): Promise<boolean> {
    const result = await this.db
      .updateTable("memberships")
      .set({ status: to, updated_at: new Date().toISOString() })
      .where("user_id", "=", userId)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  findByCode(code: string): Promise<MembershipRow | undefined> {
    return this.db.selectFrom("memberships").selectAll().where("code", "=", code).executeTakeFirst();
  }

  /** Changes a member's record; `updated_at` is now unless the changes name it. */
  async update(userId: string, changes: Omit<Updateable<MembershipsTable>, "id" | "user_id">): Promise<void> {
    await this.db
      .updateTable("memberships")
      .set({ updated_at: new Date().toISOString(), ...changes })
      .where("user_id", "=", userId)
      .execute();
  }

  /**
   * Takes the membership's row lock inside the caller's transaction (PostgreSQL waits for another
   * credit of the same member; SQLite holds its write lock already).
   */
  async lock(userId: string): Promise<void> {
    await this.db
      .updateTable("memberships")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("user_id", "=", userId)
      .execute();
  }

  /** ACTIVE memberships past their expiry date become EXPIRED. */
  async expireMemberships(today: string): Promise<number> {
    const result = await this.db
      .updateTable("memberships")
      .set({ status: "EXPIRED", updated_at: new Date().toISOString() })
      .where("status", "=", "ACTIVE")
      .where("expiry_date", "<", today)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  expiringOn(days: string[]) {
    return this.db
      .selectFrom("memberships")
      .select(["user_id", "code", "expiry_date"])
      .where("status", "=", "ACTIVE")
      .where("expiry_date", "in", days)
      .execute();
  }

  async recordScore(userId: string, score: number): Promise<void> {
    const last = await this.db
      .selectFrom("compliance_history")
      .select("score")
      .where("user_id", "=", userId)
      .orderBy("at", "desc")
      .executeTakeFirst();
    if (last?.score === score) return;
    await this.db
      .insertInto("compliance_history")
      .values({ id: randomUUID(), user_id: userId, at: new Date().toISOString(), score })
      .execute();
  }

  complianceHistory(userId: string) {
    return this.db
      .selectFrom("compliance_history")
      .select(["at", "score"])
      .where("user_id", "=", userId)
      .orderBy("at")
      .execute();
  }

  /** True when this reminder was not sent before (and is now recorded as sent). */
  async claimReminder(userId: string, kind: string, reference: string): Promise<boolean> {
    const result = await this.db
      .insertInto("reminders_sent")
      .values({ user_id: userId, kind, reference, sent_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(["user_id", "kind", "reference"]).doNothing())
      .executeTakeFirst();
    // SQLite and PostgreSQL both report 0 inserted rows when the conflict clause skipped the insert.
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Erasure (decision 97): what the record says of the person goes; the record's facts stay for statistics. */
  async eraseMember(userId: string): Promise<void> {
    await this.db
      .updateTable("memberships")
      .set((eb) => ({
        special_needs: null,
        erased_at: eb.fn.coalesce("erased_at", eb.val(new Date().toISOString())),
        updated_at: new Date().toISOString(),
      }))
      .where("user_id", "=", userId)
      .execute();
    await this.db.deleteFrom("compliance_history").where("user_id", "=", userId).execute();
    await this.db.deleteFrom("reminders_sent").where("user_id", "=", userId).execute();
  }
}
