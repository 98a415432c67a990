import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { reusableQuery } from "../../db/reusable-query.js";
import type { MembershipRow, MembershipsTable } from "./memberships.table.js";

const selectByUser = reusableQuery((db, userId: string) =>
  db.selectFrom("memberships").selectAll().where("user_id", "=", userId),
);

export class MembershipsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByUser(userId: string): Promise<MembershipRow | undefined> {
    return (await selectByUser(this.db, userId))[0];
  }

  findByCode(code: string): Promise<MembershipRow | undefined> {
    return this.db.selectFrom("memberships").selectAll().where("code", "=", code).executeTakeFirst();
  }

  async update(userId: string, changes: Partial<Omit<MembershipsTable, "id" | "user_id">>): Promise<void> {
    await this.db
      .updateTable("memberships")
      .set({ ...changes, updated_at: new Date().toISOString() })
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
}
