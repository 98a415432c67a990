import type { Db } from "../db/transaction.js";

/** The queries on rate_limit_hits: one row per counted hit, by bucket and time. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Hits in a bucket after `since`, and the oldest of them. */
  async countSince(bucket: string, since: string): Promise<{ count: number; oldest: string | null }> {
    const row = await this.db
      .selectFrom("rate_limit_hits")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
      .where("bucket", "=", bucket)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest ?? null };
  }

  async insertHit(bucket: string, at: string): Promise<void> {
    await this.db.insertInto("rate_limit_hits").values({ bucket, created_at: at }).execute();
  }

  async deleteBucket(bucket: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).execute();
  }

  async deleteOlderThan(before: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("created_at", "<", before).execute();
  }
}
