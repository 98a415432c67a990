import { sql } from "kysely";
import type { Db } from "../../db/transaction.js";

/**
 * The payments module's part of the statistics dashboard: money received (SUCCESS: paid and
 * credited; duplicates, disputes, refunds and voids are not revenue) since a day, by the database.
 */
export class PaymentStatistics {
  constructor(private readonly db: Db) {}

  /**
   * Money received since a day, from one statement grouped by month (YYYY-MM of paid_at) and
   * purpose: per month the revenue in pesewas and the renewals paid, and the revenue by purpose.
   */
  async received(since: string, regions: string[] | undefined) {
    const month = sql<string>`substr(paid_at, 1, 7)`;
    let query = this.db.selectFrom("payments").where("status", "=", "SUCCESS").where("paid_at", ">=", since);
    if (regions) query = query.where("region_code", "in", regions);
    const rows = await query
      .select((eb) => [
        month.as("month"),
        "purpose",
        eb.fn.sum<number | string>("amount").as("amount"),
        eb.fn.countAll<number | string>().as("count"),
      ])
      .groupBy([month, "purpose"])
      .execute();
    const byMonth = new Map<string, { revenue: number; renewals: number }>();
    const byPurpose = new Map<string, { key: string; amount: number; count: number }>();
    for (const row of rows) {
      const amount = Number(row.amount);
      const count = Number(row.count);
      const inMonth = byMonth.get(row.month) ?? { revenue: 0, renewals: 0 };
      inMonth.revenue += amount;
      if (row.purpose === "RENEWAL") inMonth.renewals += count;
      byMonth.set(row.month, inMonth);
      const forPurpose = byPurpose.get(row.purpose) ?? { key: row.purpose, amount: 0, count: 0 };
      forPurpose.amount += amount;
      forPurpose.count += count;
      byPurpose.set(row.purpose, forPurpose);
    }
    return { byMonth, byPurpose: [...byPurpose.values()].sort((a, b) => b.amount - a.amount) };
  }
}
