import { sql } from "kysely";
import type { Db } from "../../db/transaction.js";
import type {
  GuardianRequestRow,
  GuardianRequestsTable,
  GuardianshipRow,
  GuardianshipsTable,
} from "./families.table.js";

/** Queries of guardianships. No rules. */
export class FamiliesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: GuardianshipsTable): Promise<void> {
    await this.db.insertInto("guardianships").values(row).execute();
  }

  /** The guardian's current children, oldest guardianship first. */
  currentOfGuardian(guardianId: string): Promise<GuardianshipRow[]> {
    return this.db
      .selectFrom("guardianships")
      .selectAll()
      .where("guardian_id", "=", guardianId)
      .where("ended_at", "is", null)
      .orderBy("since")
      .orderBy("id")
      .execute();
  }

  /** Children whose guardianship ended at 18 (the guardian may still hand the account over). */
  adultsOfGuardian(guardianId: string): Promise<GuardianshipRow[]> {
    return this.db
      .selectFrom("guardianships")
      .selectAll()
      .where("guardian_id", "=", guardianId)
      .where("ended_reason", "=", "ADULT")
      .orderBy("since")
      .orderBy("id")
      .execute();
  }

  currentOfChild(childId: string): Promise<GuardianshipRow | undefined> {
    return this.db
      .selectFrom("guardianships")
      .selectAll()
      .where("child_id", "=", childId)
      .where("ended_at", "is", null)
      .executeTakeFirst();
  }

  /** The guardianships of these children, current or ended at 18, the current ones first. */
  ofChildren(childIds: string[]): Promise<Pick<GuardianshipRow, "child_id" | "guardian_id" | "ended_at">[]> {
    if (childIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("guardianships")
      .select(["child_id", "guardian_id", "ended_at"])
      .where("child_id", "in", childIds)
      .where((eb) => eb.or([eb("ended_at", "is", null), eb("ended_reason", "=", "ADULT")]))
      .orderBy("since", "desc")
      .execute();
  }

  async isCurrent(guardianId: string, childId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("guardianships")
      .select("id")
      .where("guardian_id", "=", guardianId)
      .where("child_id", "=", childId)
      .where("ended_at", "is", null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Current guardianships (all of them; the job checks birth dates through accounts). */
  allCurrent(): Promise<GuardianshipRow[]> {
    return this.db.selectFrom("guardianships").selectAll().where("ended_at", "is", null).execute();
  }

  /** Ends one guardianship, if still current: true for the process that ended it. */
  async end(id: string, reason: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("guardianships")
      .set({ ended_at: at, ended_reason: reason })
      .where("id", "=", id)
      .where("ended_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertRequest(row: GuardianRequestsTable): Promise<void> {
    await this.db.insertInto("guardian_requests").values(row).execute();
  }

  requestByTokenHash(tokenHash: string): Promise<GuardianRequestRow | undefined> {
    return this.db.selectFrom("guardian_requests").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  }

  /**
   * The latest guardian request a minor made (decision 111): the one that waits if one does, since
   * at most one can (migration 0041), and a replaced one never. Requests sent at once can share a
   * millisecond, and two servers' clocks can disagree, so the time alone does not tell which.
   */
  latestRequestOf(childId: string): Promise<GuardianRequestRow | undefined> {
    return this.db
      .selectFrom("guardian_requests")
      .selectAll()
      .where("child_id", "=", childId)
      .orderBy(sql`case status when 'PENDING' then 0 when 'REPLACED' then 2 else 1 end`)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  /** A minor named a guardian again (decision 138): the request still waiting stops working. */
  async replacePendingRequests(childId: string, at: string): Promise<void> {
    await this.db
      .updateTable("guardian_requests")
      .set({ status: "REPLACED", decided_at: at })
      .where("child_id", "=", childId)
      .where("status", "=", "PENDING")
      .execute();
  }

  /** Confirms or declines a request still pending: true for the one call that did. */
  async decideRequest(id: string, status: "CONFIRMED" | "DECLINED", guardianId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("guardian_requests")
      .set({ status, guardian_id: guardianId, decided_at: at })
      .where("id", "=", id)
      .where("status", "=", "PENDING")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setConsent(id: string, at: string | null): Promise<void> {
    await this.db.updateTable("guardianships").set({ consent_at: at }).where("id", "=", id).execute();
  }
}
