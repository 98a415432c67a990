import { reusableQuery } from "../db/reusable-query.js";
import type { Db } from "../db/transaction.js";

// Every sign-in runs these several times: built once, and prepared statements on PostgreSQL.
const countSince = reusableQuery((db, bucket: string, since: string) =>
  db
    .selectFrom("rate_limit_hits")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
    .where("bucket", "=", bucket)
    .where("created_at", ">", since),
);
const insertHit = reusableQuery((db, bucket: string, at: string) =>
  db.insertInto("rate_limit_hits").values({ bucket, created_at: at }),
);
const deleteBucket = reusableQuery((db, bucket: string) =>
  db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket),
);

/** The queries on rate_limit_hits: one row per counted hit, by bucket and time. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Hits in a bucket after `since`, and the oldest of them. */
  async countSince(bucket: string, since: string): Promise<{ count: number; oldest: string | null }> {
    const row = (await countSince(this.db, bucket, since))[0];
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
  }

  async insertHit(bucket: string, at: string): Promise<void> {
    await insertHit(this.db, bucket, at);
  }

  async deleteBucket(bucket: string): Promise<void> {
    await deleteBucket(this.db, bucket);
  }

  async deleteOlderThan(before: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("created_at", "<", before).execute();
  }
}
