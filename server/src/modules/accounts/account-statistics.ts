import type { StatisticsCount } from "@gkf/contract";
import { type Expression, sql } from "kysely";
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

  /**
   * Members by gender and by WKF age group on `day` (U12 … VETERAN, membership-rules'
   * athleteCategory as cut-off birth dates): one pass over the covering index
   * users_statistics_idx (gender, erased_at, date_of_birth; migration 0034) grouped by gender, the
   * members born after each cut-off summed per gender, the groups told apart here.
   */
  async byGenderAndAge(
    members: MemberIdsQuery | undefined,
    day: string,
  ): Promise<{ byGender: StatisticsCount[]; byAgeCategory: StatisticsCount[] }> {
    // Youngest first: a member born after a group's cut-off is in that group or a younger one.
    const groups = [
      ["U12", 12],
      ["U14", 14],
      ["CADET", 16],
      ["JUNIOR", 18],
      ["U21", 21],
      ["SENIOR", 35],
    ] as const;
    const rows = await this.members(members)
      .select((eb) => [
        "gender",
        eb.fn.countAll<number | string>().as("count"),
        ...groups.map(([group, years]) =>
          sql<number | string>`sum(case when date_of_birth > ${sql.lit(yearsBefore(day, years))} then 1 else 0 end)`.as(
            group,
          ),
        ),
      ])
      .groupBy("gender")
      .execute();
    const byAge = new Map<string, number>();
    for (const row of rows) {
      const record = row as unknown as Record<string, number | string>;
      let younger = 0;
      for (const [group] of groups) {
        const bornAfter = Number(record[group] ?? 0);
        byAge.set(group, (byAge.get(group) ?? 0) + bornAfter - younger);
        younger = bornAfter;
      }
      byAge.set("VETERAN", (byAge.get("VETERAN") ?? 0) + Number(row.count) - younger);
    }
    return {
      byGender: rows.map((row) => ({ key: row.gender, count: Number(row.count) })),
      byAgeCategory: [...byAge].filter(([, count]) => count > 0).map(([key, count]) => ({ key, count })),
    };
  }

  /**
   * Whether the account `userId` is under 18 on `day` (compliance: minors prove identity
   * differently). A list of the minors' ids built once, when a member first needs it, rather than
   * a lookup per member: on PostgreSQL a correlated EXISTS made the planner's estimate of the
   * dashboard's statement 60 times its cost, and JIT compiling it took 2.7 s (decision 112).
   */
  isMinor(day: string) {
    const minors = this.db.selectFrom("users").select("id").where("date_of_birth", ">", yearsBefore(day, 18));
    return (userId: Expression<string>) => sql<boolean>`${userId} in (${minors})`;
  }
}
