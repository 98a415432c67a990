import { sql } from "kysely";
import type { Db } from "../../db/transaction.js";

/**
 * The payments module's part of the statistics dashboard: money received (SUCCESS: paid and
 * credited; duplicates, disputes, refunds and voids are not revenue) since a day, by the database.
 */
export class PaymentStatistics {
  constructor(private readonly db: Db) {}

  private received(since: string, regions: string[] | undefined) {
    let query = this.db.selectFrom("payments").where("status", "=", "SUCCESS").where("paid_at", ">=", since);
    if (regions) query = query.where("region_code", "in", regions);
    return query;
  }

  /** Per month (YYYY-MM of paid_at): revenue in pesewas and renewals paid. */
  async byMonth(since: string, regions: string[] | undefined) {
    const month = sql<string>`substr(paid_at, 1, 7)`;
    const rows = await this.received(since, regions)
      .select((eb) => [
        month.as("month"),
        eb.fn.sum<number | string>("amount").as("revenue"),
        eb.fn.sum<number | string>(eb.case().when("purpose", "=", "RENEWAL").then(1).else(0).end()).as("renewals"),
      ])
      .groupBy(month)
      .execute();
    return new Map(rows.map((row) => [row.month, { revenue: Number(row.revenue), renewals: Number(row.renewals) }]));
  }

  async byPurpose(since: string, regions: string[] | undefined) {
    const rows = await this.received(since, regions)
      .select((eb) => [
        "purpose",
        eb.fn.sum<number | string>("amount").as("amount"),
        eb.fn.countAll<number | string>().as("count"),
      ])
      .groupBy("purpose")
      .execute();
    return rows
      .map((row) => ({ key: row.purpose, amount: Number(row.amount), count: Number(row.count) }))
      .sort((a, b) => b.amount - a.amount);
  }
}
