import { PostgresAdapter, sql } from "kysely";
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
/**
 * Takes a place in one statement (decision 121): SQLite's INSERT … SELECT holds the database's
 * write lock from its first read to its commit, so no other process writes between the count and
 * the insert. A row back means the place was taken. (The limit travels as text: cast to a number.)
 */
const takeHitSqlite = reusableQuery((db, bucket: string, at: string, since: string, limit: string) => ({
  compile: () =>
    sql<{ created_at: string }>`insert into rate_limit_hits (bucket, created_at)
      select ${bucket}, ${at}
      where (select count(*) from rate_limit_hits where bucket = ${bucket} and created_at > ${since}) < cast(${limit} as integer)
      returning created_at`.compile(db),
}));
/** PostgreSQL: migration 0038's function, which counts and inserts under a lock on the bucket. */
const takeHitPostgres = reusableQuery((db, bucket: string, at: string, since: string, limit: string) => ({
  compile: () =>
    sql<{ allowed: boolean; oldest: string | null }>`select allowed, oldest
      from gkf_rate_limit_take(${bucket}, ${at}, ${since}, cast(${limit} as integer))`.compile(db),
}));
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

  /**
   * Records a hit at `at` unless the bucket already holds `limit` hits after `since`, as one step
   * no other process can interleave with. When refused: the oldest hit counted.
   */
  async takeHit(
    bucket: string,
    at: string,
    since: string,
    limit: number,
  ): Promise<{ allowed: true } | { allowed: false; oldest: string | null }> {
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) {
      const row = (await takeHitPostgres(this.db, bucket, at, since, String(limit)))[0];
      return row?.allowed ? { allowed: true } : { allowed: false, oldest: row?.oldest ?? null };
    }
    if ((await takeHitSqlite(this.db, bucket, at, since, String(limit))).length > 0) return { allowed: true };
    return { allowed: false, oldest: (await this.countSince(bucket, since)).oldest };
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
