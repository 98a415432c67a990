import type { DocumentType, StatisticsCount } from "@gkf/contract";
import { sql } from "kysely";
import type { Db } from "../../db/transaction.js";
import type { MemberIdsQuery } from "../memberships/memberships.service.js";

const DAY = 86_400_000;

/** The documents module's part of the statistics dashboard, each answer one aggregate query. */
export class DocumentStatistics {
  constructor(private readonly db: Db) {}

  /**
   * Members' document validity (decision 112) as a table to join on `user_id`: per document type
   * (a column named as the type), the day until which the member holds a valid document of it
   * (approved; '9999-12-31' when it never expires), null when none. Kept by triggers on documents
   * (migration 0034), so it is right whoever wrote the documents.
   */
  validity(types: readonly DocumentType[]) {
    const columns = sql.join(types.map((type) => sql`${sql.ref(type.toLowerCase())} as ${sql.id(type)}`));
    return sql`(select user_id, ${columns} from document_validity)`;
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
    // One statement: each bucket's count and its oldest upload.
    const rows = await waiting
      .select([
        bucket.as("key"),
        (eb) => eb.fn.countAll<number | string>().as("count"),
        (eb) => eb.fn.min<string>("created_at").as("oldest"),
      ])
      .groupBy(bucket)
      .execute();
    const byAge: StatisticsCount[] = ["0-2", "3-7", "8-30", "31+"].map((key) => ({
      key,
      count: Number(rows.find((row) => row.key === key)?.count ?? 0),
    }));
    const oldestAt = rows.map((row) => row.oldest).sort()[0];
    return {
      waiting: byAge.reduce((sum, entry) => sum + entry.count, 0),
      oldest_days: oldestAt ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldestAt)) / DAY)) : null,
      by_age: byAge,
    };
  }
}
