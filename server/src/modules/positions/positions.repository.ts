import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { ApplicationRow, PositionApplicationsTable, PositionRow, PositionsTable } from "./positions.table.js";

export class PositionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(position: PositionsTable): Promise<void> {
    await this.db.insertInto("positions").values(position).execute();
  }

  async update(id: string, changes: Partial<Omit<PositionsTable, "id">>): Promise<void> {
    await this.db
      .updateTable("positions")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  }

  findById(id: string): Promise<PositionRow | undefined> {
    return this.db.selectFrom("positions").selectAll().where("id", "=", id).executeTakeFirst();
  }

  listOpen(now: string): Promise<PositionRow[]> {
    return this.db
      .selectFrom("positions")
      .selectAll()
      .where("status", "=", "OPEN")
      .where("opens_at", "<=", now)
      .where("closes_at", ">", now)
      .orderBy("closes_at")
      .orderBy("name")
      .execute();
  }

  listAll(): Promise<PositionRow[]> {
    return this.db.selectFrom("positions").selectAll().orderBy("created_at", "desc").orderBy("name").execute();
  }

  async countsByStatus(): Promise<Array<{ position_id: string; status: string; count: number }>> {
    const rows = await this.db
      .selectFrom("position_applications")
      .select(["position_id", "status", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy(["position_id", "status"])
      .execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  async insertApplication(application: PositionApplicationsTable): Promise<void> {
    await this.db.insertInto("position_applications").values(application).execute();
  }

  findApplication(id: string): Promise<ApplicationRow | undefined> {
    return this.db.selectFrom("position_applications").selectAll().where("id", "=", id).executeTakeFirst();
  }

  findLiveApplication(positionId: string, userId: string): Promise<ApplicationRow | undefined> {
    return this.db
      .selectFrom("position_applications")
      .selectAll()
      .where("position_id", "=", positionId)
      .where("user_id", "=", userId)
      .where("status", "!=", "WITHDRAWN")
      .executeTakeFirst();
  }

  listForUser(userId: string) {
    return this.db
      .selectFrom("position_applications")
      .innerJoin("positions", "positions.id", "position_applications.position_id")
      .selectAll("position_applications")
      .select("positions.name as position_name")
      .where("position_applications.user_id", "=", userId)
      .orderBy("position_applications.created_at", "desc")
      .orderBy("position_applications.id", "desc")
      .execute();
  }

  listForPosition(positionId: string): Promise<ApplicationRow[]> {
    return this.db
      .selectFrom("position_applications")
      .selectAll()
      .where("position_id", "=", positionId)
      .orderBy("created_at")
      .execute();
  }

  /** Moves an application only from the status the caller saw: concurrent changes cannot both win. */
  async transition(
    id: string,
    from: ApplicationRow["status"][],
    to: ApplicationRow["status"],
    extra: Partial<Pick<PositionApplicationsTable, "decision_note" | "decided_by" | "decided_at">> = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("position_applications")
      .set({ status: to, ...extra, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Takes one seat if any is left: one conditional UPDATE, so two officials cannot overfill. */
  async takeSeat(positionId: string): Promise<boolean> {
    const result = await this.db
      .updateTable("positions")
      .set((eb) => ({ appointed_count: eb("appointed_count", "+", 1) }))
      .where("id", "=", positionId)
      .where((eb) => eb("appointed_count", "<", eb.ref("seats")))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
