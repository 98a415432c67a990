import type { DocumentType, StatisticsCount } from "@gkf/contract";
import { sql } from "kysely";
import type { Db } from "../../db/transaction.js";
import type { MemberIdsQuery } from "../memberships/memberships.service.js";

const DAY = 86_400_000;

/** The documents module's part of the statistics dashboard, each answer one aggregate query. */
export class DocumentStatistics {
  constructor(private readonly db: Db) {}

  /**
   * The ids of members holding a valid document of one of the types on `day` (approved, not
   * expired): a subquery the membership statistics use for compliance, as the record does (isValid).
   */
  validHolders(types: DocumentType[], day: string) {
    return this.db
      .selectFrom("documents")
      .select("user_id")
      .where("status", "=", "APPROVED")
      .where("document_type", "in", types)
      .where((eb) => eb.or([eb("expiry_date", "is", null), eb("expiry_date", ">=", day)]));
  }

  /** Documents and belt certificates waiting for review, by days waiting (0-2, 3-7, 8-30, 31+), and the oldest. */
  async reviewQueue(members: MemberIdsQuery, now = new Date()) {
    const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const bucket = sql<string>`case
      when created_at > ${sql.lit(before(3))} then '0-2'
      when created_at > ${sql.lit(before(8))} then '3-7'
      when created_at > ${sql.lit(before(31))} then '8-30'
      else '31+' end`;
    const waiting = this.db
      .selectFrom("documents")
      .where("status", "=", "PENDING_REVIEW")
      .where("user_id", "in", members);
    const [rows, oldest] = await Promise.all([
      waiting
        .select([bucket.as("key"), (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy(bucket)
        .execute(),
      waiting.select((eb) => eb.fn.min<string | null>("created_at").as("oldest")).executeTakeFirst(),
    ]);
    const byAge: StatisticsCount[] = ["0-2", "3-7", "8-30", "31+"].map((key) => ({
      key,
      count: Number(rows.find((row) => row.key === key)?.count ?? 0),
    }));
    const oldestAt = oldest?.oldest;
    return {
      waiting: byAge.reduce((sum, entry) => sum + entry.count, 0),
      oldest_days: oldestAt ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldestAt)) / DAY)) : null,
      by_age: byAge,
    };
  }
}
