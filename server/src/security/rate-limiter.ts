import type { RateLimitRepository } from "./rate-limit.repository.js";

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
  constructor(private readonly repository: RateLimitRepository) {}

  async check(bucket: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
    const since = new Date(now - rule.windowMs).toISOString();
    const hits = await this.repository.countSince(bucket, since);
    if (hits.count < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    return refusal(hits.oldest, rule, now);
  }

  async hit(bucket: string, now = Date.now()): Promise<void> {
    await this.repository.insertHit(bucket, new Date(now).toISOString());
  }

  /**
   * Takes one of the window's `limit` places: counts and records the hit in one step of the
   * database, serialised per bucket (decision 121), so parallel requests, in any process, cannot
   * all slip under the limit. Once the window is full, refused tries are not recorded, so
   * hammering on does not keep the bucket full beyond the window.
   */
  async take(bucket: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
    const taken = await this.repository.takeHit(
      bucket,
      new Date(now).toISOString(),
      new Date(now - rule.windowMs).toISOString(),
      rule.limit,
    );
    if (taken.allowed) return { allowed: true, retryAfterSeconds: 0 };
    return refusal(taken.oldest, rule, now);
  }

  /**
   * Several takes and looks in order, in one step of the database on PostgreSQL (decision 127):
   * each take as take() would, each look as check() would; the first take refused ends the list.
   * One verdict per step evaluated, so fewer than asked when a take was refused.
   */
  async steps(
    steps: readonly { bucket: string; rule: RateLimitRule; take: boolean }[],
    now = Date.now(),
  ): Promise<RateLimitVerdict[]> {
    const rows = await this.repository.steps(
      new Date(now).toISOString(),
      steps.map(({ bucket, rule, take }) => ({
        bucket,
        since: new Date(now - rule.windowMs).toISOString(),
        limit: rule.limit,
        take,
      })),
    );
    return rows.map((row, index) => {
      const rule = steps[index]?.rule;
      if (row.allowed || !rule) return { allowed: true, retryAfterSeconds: 0 };
      return refusal(row.oldest, rule, now);
    });
  }

  /** Hits in the window now. */
  async count(bucket: string, windowMs: number, now = Date.now()): Promise<number> {
    return (await this.repository.countSince(bucket, new Date(now - windowMs).toISOString())).count;
  }

  async clear(bucket: string): Promise<void> {
    await this.repository.deleteBucket(bucket);
  }

  /** Drops hits older than any window we use; called by the maintenance job. */
  async prune(olderThanMs: number, now = Date.now()): Promise<void> {
    await this.repository.deleteOlderThan(new Date(now - olderThanMs).toISOString());
  }
}

/** A full window: free again when its oldest hit leaves it. */
function refusal(oldestHit: string | null, rule: RateLimitRule, now: number): RateLimitVerdict {
  const oldest = oldestHit ? Date.parse(oldestHit) : now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
}

/** "Try again in 14 minutes." */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
