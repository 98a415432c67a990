import type { DocumentType, StatisticsCount } from "@gkf/contract";
import { type Expression, sql } from "kysely";
import type { Db } from "../../db/transaction.js";
import type { MemberIdsQuery } from "../memberships/memberships.service.js";

const DAY = 86_400_000;

/** The documents module's part of the statistics dashboard, each answer one aggregate query. */
export class DocumentStatistics {
  constructor(private readonly db: Db) {}

  /**
   * A member's valid documents (approved, not expired on `day`, as the record's isValid) as a bit
   * mask, bit i for `types[i]`: a scalar subquery on the member's id that compliance evaluates once
   * per member, a range of the covering index (status, user_id, document_type, expiry_date).
   */
  validMask(types: readonly DocumentType[], day: string, userId: Expression<string>) {
    // One max per type (no DISTINCT, no type list): a single seek on (status, user_id) reads the
    // member's few approved documents in the index; other types add nothing to the mask.
    const bits = sql.join(
      types.map(
        (type, index) => sql`max(case when document_type = ${sql.lit(type)} then ${sql.lit(2 ** index)} else 0 end)`,
      ),
      sql` + `,
    );
    return this.db
      .selectFrom("documents")
      .select(sql<number>`coalesce(${bits}, 0)`.as("mask"))
      .where("status", "=", "APPROVED")
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("expiry_date", "is", null), eb("expiry_date", ">=", day)]));
  }

  /** Documents and belt certificates waiting for review, by days waiting (0-2, 3-7, 8-30, 31+), and the oldest. */
  async reviewQueue(members: MemberIdsQuery | undefined, now = new Date()) {
    const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const bucket = sql<string>`case
      when created_at > ${sql.lit(before(3))} then '0-2'
      when created_at > ${sql.lit(before(8))} then '3-7'
      when created_at > ${sql.lit(before(31))} then '8-30'
      else '31+' end`;
    const pending = this.db.selectFrom("documents").where("status", "=", "PENDING_REVIEW");
    // Undefined: the whole federation, every member's documents (no filter to apply).
    const waiting = members ? pending.where("user_id", "in", members) : pending;
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
