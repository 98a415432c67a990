import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { MembershipRow } from "./memberships.table.js";

export interface NewMembership {
  userId: string;
  membershipType: string;
  regionCode: string;
  districtCode: string;
}

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

  findByUser(userId: string): Promise<MembershipRow | undefined> {
    return this.db.selectFrom("memberships").selectAll().where("user_id", "=", userId).executeTakeFirst();
  }
}
