import type { StatisticsCount } from "@gkf/contract";
import { sql } from "kysely";
import type { Db } from "../../db/transaction.js";
import { addMonths } from "../memberships/membership-rules.js";
import type { MemberIdsQuery } from "../memberships/memberships.service.js";

/** Whole years back from a day: people born after it are younger than that many years. */
const yearsBefore = (day: string, years: number) => addMonths(day, -12 * years);

/**
 * The accounts module's part of the statistics dashboard: members (given as the memberships
 * module's subquery of their ids) counted by gender and WKF age group, by the database.
 */
export class AccountStatistics {
  constructor(private readonly db: Db) {}

  /** Members' accounts: of the members given, or every account (each has its membership) when undefined. */
  private members(members: MemberIdsQuery | undefined) {
    const users = this.db.selectFrom("users").where("erased_at", "is", null);
    return members ? users.where("id", "in", members) : users;
  }

  async byGender(members: MemberIdsQuery | undefined): Promise<StatisticsCount[]> {
    const rows = await this.members(members)
      .select(["gender as key", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("gender")
      .execute();
    return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
  }

  /** U12 … VETERAN on `day` (membership-rules' athleteCategory, as cut-off birth dates). */
  async byAgeCategory(members: MemberIdsQuery | undefined, day: string): Promise<StatisticsCount[]> {
    const cut = (years: number) => yearsBefore(day, years);
    const category = sql<string>`case
      when date_of_birth > ${sql.lit(cut(12))} then 'U12'
      when date_of_birth > ${sql.lit(cut(14))} then 'U14'
      when date_of_birth > ${sql.lit(cut(16))} then 'CADET'
      when date_of_birth > ${sql.lit(cut(18))} then 'JUNIOR'
      when date_of_birth > ${sql.lit(cut(21))} then 'U21'
      when date_of_birth > ${sql.lit(cut(35))} then 'SENIOR'
      else 'VETERAN' end`;
    const rows = await this.members(members)
      .select([category.as("key"), (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy(category)
      .execute();
    return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
  }

  /** People under 18 on `day`, one row each (`id`): for compliance, minors prove identity differently. */
  minorsOn(day: string) {
    return this.db.selectFrom("users").select("id").where("date_of_birth", ">", yearsBefore(day, 18));
  }
}
