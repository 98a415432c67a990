import type { DojoStatus, InstructorRole } from "@gkf/contract";
import type { Db } from "../../db/transaction.js";
import type { DojoInstructorsTable, DojoRow, DojosTable } from "./dojos.table.js";

/** The dojos themselves, their instructors and their seasons' affiliations. */
export class DojosRepository {
  constructor(private readonly db: Db) {}

  async insert(dojo: DojosTable): Promise<void> {
    await this.db.insertInto("dojos").values(dojo).execute();
  }

  findById(id: string): Promise<DojoRow | undefined> {
    return this.db.selectFrom("dojos").selectAll().where("id", "=", id).executeTakeFirst();
  }

  findMany(ids: string[]): Promise<DojoRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom("dojos").selectAll().where("id", "in", ids).execute();
  }

  list(filters: { statuses?: DojoStatus[]; regions?: string[]; region?: string; q?: string }): Promise<DojoRow[]> {
    let query = this.db.selectFrom("dojos").selectAll();
    if (filters.statuses) query = query.where("status", "in", filters.statuses);
    if (filters.regions) query = query.where("region_code", "in", filters.regions.length ? filters.regions : [""]);
    if (filters.region) query = query.where("region_code", "=", filters.region);
    if (filters.q) {
      const like = `%${filters.q.toLowerCase().replace(/[%_\\]/g, "")}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["name"]), "like", like),
          eb(eb.fn("lower", ["code"]), "like", like),
          eb(eb.fn("lower", ["town"]), "like", like),
        ]),
      );
    }
    return query.orderBy("region_code").orderBy("name").execute();
  }

  /** Moves a dojo only from the statuses the caller saw: two officials cannot both decide. */
  async transition(id: string, from: DojoStatus[], changes: Partial<DojosTable> & { status: DojoStatus }) {
    const result = await this.db
      .updateTable("dojos")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A no-op write that holds the dojo's row for the rest of the transaction (PostgreSQL). */
  async lock(id: string): Promise<void> {
    await this.db
      .updateTable("dojos")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", id)
      .execute();
  }

  // Instructors

  async addInstructor(row: DojoInstructorsTable): Promise<boolean> {
    const result = await this.db
      .insertInto("dojo_instructors")
      .values(row)
      .onConflict((conflict) => conflict.columns(["dojo_id", "user_id"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async removeInstructor(dojoId: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("dojo_instructors")
      .where("dojo_id", "=", dojoId)
      .where("user_id", "=", userId)
      .where("role", "=", "ASSISTANT")
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  instructors(dojoId: string) {
    return this.db
      .selectFrom("dojo_instructors")
      .selectAll()
      .where("dojo_id", "=", dojoId)
      .orderBy("role", "desc")
      .orderBy("created_at")
      .execute();
  }

  async roleOf(dojoId: string, userId: string): Promise<InstructorRole | null> {
    const row = await this.db
      .selectFrom("dojo_instructors")
      .select("role")
      .where("dojo_id", "=", dojoId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row?.role ?? null;
  }

  /** The dojos someone heads (registered), whatever their state. */
  headedBy(userId: string): Promise<DojoRow[]> {
    return this.db.selectFrom("dojos").selectAll().where("head_user_id", "=", userId).execute();
  }

  /** The dojos someone teaches at, or registered. */
  async dojoIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("dojos")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("head_user_id", "=", userId),
          eb("id", "in", eb.selectFrom("dojo_instructors").select("dojo_id").where("user_id", "=", userId)),
        ]),
      )
      .execute();
    return rows.map((row) => row.id);
  }

  async instructorCounts(dojoIds: string[]): Promise<Map<string, number>> {
    if (dojoIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("dojo_instructors")
      .select(["dojo_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("dojo_id", "in", dojoIds)
      .groupBy("dojo_id")
      .execute();
    return new Map(rows.map((row) => [row.dojo_id, Number(row.count)]));
  }

  // Affiliations

  /** Records a season's payment once: false when the season was paid already. */
  async insertAffiliation(row: {
    dojo_id: string;
    season: number;
    payment_id: string | null;
    receipt_number: string | null;
    paid_at: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto("dojo_affiliations")
      .values(row)
      .onConflict((conflict) => conflict.columns(["dojo_id", "season"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  affiliations(dojoIds: string[]) {
    if (dojoIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("dojo_affiliations")
      .selectAll()
      .where("dojo_id", "in", dojoIds)
      .orderBy("season", "desc")
      .execute();
  }

  /**
   * ACTIVE dojos approved before `approvedBefore` without the season's affiliation become LAPSED:
   * one conditional UPDATE, so a payment credited meanwhile or another process's run is respected.
   * Returns the dojos this call lapsed (and no other).
   */
  lapseUnpaid(season: number, approvedBefore: string): Promise<DojoRow[]> {
    const now = new Date().toISOString();
    return this.db
      .updateTable("dojos")
      .set({ status: "LAPSED", decision_reason: null, decided_at: now, decided_by: null, updated_at: now })
      .where("status", "=", "ACTIVE")
      .where("approved_on", "<", approvedBefore)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("dojo_affiliations")
              .select("dojo_affiliations.dojo_id")
              .whereRef("dojo_affiliations.dojo_id", "=", "dojos.id")
              .where("dojo_affiliations.season", "=", season),
          ),
        ),
      )
      .returningAll()
      .execute();
  }
}
