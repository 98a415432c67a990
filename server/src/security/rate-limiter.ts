import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

export interface RateLimitRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window. */
  retryAfterSeconds: number;
}

/**
 * Counts hits in the database, not in memory, so that every server process behind the load
 * balancer sees the same counts. A bucket is a string such as `login-fail:account:<id>`.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  async check(bucket: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
    const since = new Date(now - rule.windowMs).toISOString();
    const hits = await this.db
      .selectFrom("rate_limit_hits")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
      .where("bucket", "=", bucket)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    const count = Number(hits.count);
    if (count < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = hits.oldest ? Date.parse(hits.oldest) : now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
  }

  async hit(bucket: string, now = Date.now()): Promise<void> {
    await this.db
      .insertInto("rate_limit_hits")
      .values({ bucket, created_at: new Date(now).toISOString() })
      .execute();
  }

  /**
   * Takes one of the window's `limit` places: records the hit, then counts again, this hit
   * included. Parallel requests, in any process, cannot all slip under the limit (the last to
   * count sees every hit before it). Once the window is full, refused tries are not recorded,
   * so hammering on does not keep the bucket full beyond the window.
   */
  async take(bucket: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
    const before = await this.check(bucket, rule, now);
    if (!before.allowed) return before;
    await this.hit(bucket, now);
    return this.check(bucket, { limit: rule.limit + 1, windowMs: rule.windowMs }, now);
  }

  /** Hits in the window now. */
  async count(bucket: string, windowMs: number, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom("rate_limit_hits")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("bucket", "=", bucket)
      .where("created_at", ">", new Date(now - windowMs).toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async clear(bucket: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).execute();
  }

  /** Drops hits older than any window we use; called by the maintenance job. */
  async prune(olderThanMs: number, now = Date.now()): Promise<void> {
    await this.db
      .deleteFrom("rate_limit_hits")
      .where("created_at", "<", new Date(now - olderThanMs).toISOString())
      .execute();
  }
}

/** "Try again in 14 minutes." */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
