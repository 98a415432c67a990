import type { Db } from "../../db/transaction.js";

export interface StaffGrantListing {
  user_id: string;
  role: string;
  region_code: string | null;
  granted_at: string;
  first_name: string;
  last_name: string;
  email: string | null;
  tel: string | null;
  login_with: "email" | "tel";
}

/** The queries on staff_grants: one row per member and role (the table's key). */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  listAll(): Promise<StaffGrantListing[]> {
    return this.db
      .selectFrom("staff_grants")
      .innerJoin("users", "users.id", "staff_grants.user_id")
      .select([
        "staff_grants.user_id",
        "staff_grants.role",
        "staff_grants.region_code",
        "staff_grants.granted_at",
        "users.first_name",
        "users.last_name",
        "users.email",
        "users.tel",
        "users.login_with",
      ])
      .orderBy("users.last_name")
      .orderBy("users.first_name")
      .orderBy("staff_grants.role")
      .execute();
  }

  find(userId: string, role: string) {
    return this.db
      .selectFrom("staff_grants")
      .selectAll()
      .where("user_id", "=", userId)
      .where("role", "=", role)
      .executeTakeFirst();
  }

  /** False when the member holds that role already (the key refuses a second row). */
  async insert(userId: string, role: string, regionCode: string | null, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto("staff_grants")
      .values({ user_id: userId, role, region_code: regionCode, granted_at: at })
      .onConflict((conflict) => conflict.columns(["user_id", "role"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async delete(userId: string, role: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("staff_grants")
      .where("user_id", "=", userId)
      .where("role", "=", role)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async countRole(role: string): Promise<number> {
    const row = await this.db
      .selectFrom("staff_grants")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("role", "=", role)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
