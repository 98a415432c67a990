import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/database.js";
import { type BoundStatement, reusableQuery } from "../db/reusable-query.js";
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
/** PostgreSQL: migration 0039's function, several steps (takes and looks) in one call. */
const stepsPostgres = reusableQuery((db, at: string, steps: string) => ({
  compile: () =>
    sql<{ allowed: boolean; oldest: string | null }>`select allowed, oldest
      from gkf_rate_limit_steps(${at}, ${steps})`.compile(db),
}));
const deleteBucket = reusableQuery((db, bucket: string) =>
  db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket),
);
/** PostgreSQL: migration 0040's functions, which read the bucket through its index whatever the statistics say. */
const countSincePostgres = reusableQuery((db, bucket: string, since: string) => ({
  compile: () =>
    sql<{
      count: number;
      oldest: string | null;
    }>`select count, oldest from gkf_rate_limit_count(${bucket}, ${since})`.compile(db),
}));

/**
 * PostgreSQL: a bucket's clear as a FROM item: of the limiter's own statement below, and of
 * another module's that clears it in its own round trip (a sign-in's session, decision 131). A
 * null bucket clears nothing.
 */
export function rateLimitClearCall(bucket: string | null): RawBuilder<Record<string, never>> {
  return sql<Record<string, never>>`gkf_rate_limit_clear(${bucket})`;
}
const deleteBucketPostgres = reusableQuery((db, bucket: string) => ({
  compile: () => sql<Record<string, never>>`select from ${rateLimitClearCall(bucket)}`.compile(db),
}));

/** A bucket's clear in its engine's statement. */
const clearOn = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? deleteBucketPostgres : deleteBucket;

/** Clears a bucket with its engine's statement, for a module that writes it beside its own. */
export async function clearRateLimitBucket(db: Kysely<Database>, bucket: string): Promise<void> {
  await clearOn(db)(db, bucket);
}

/** clearRateLimitBucket's statement, unrun, for a module that commits it with its own (runTogether). */
export function rateLimitClearStatement(db: Kysely<Database>, bucket: string): BoundStatement {
  return clearOn(db).statement(db, bucket);
}

/** One step of RateLimitRepository.steps: take a place in a bucket's window, or only look at it. */
export interface RateLimitStep {
  bucket: string;
  /** The window's start: hits after it count. */
  since: string;
  limit: number;
  take: boolean;
}

/** The queries on rate_limit_hits: one row per counted hit, by bucket and time. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Hits in a bucket after `since`, and the oldest of them. */
  async countSince(bucket: string, since: string): Promise<{ count: number; oldest: string | null }> {
    const row = (await (this.onPostgres() ? countSincePostgres : countSince)(this.db, bucket, since))[0];
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
    if (this.onPostgres()) {
      const row = (await takeHitPostgres(this.db, bucket, at, since, String(limit)))[0];
      return row?.allowed ? { allowed: true } : { allowed: false, oldest: row?.oldest ?? null };
    }
    if ((await takeHitSqlite(this.db, bucket, at, since, String(limit))).length > 0) return { allowed: true };
    return { allowed: false, oldest: (await this.countSince(bucket, since)).oldest };
  }

  /**
   * Takes or looks at several buckets in order, as one call on PostgreSQL (decision 127); the first
   * take refused ends it. One verdict per step evaluated: allowed, or refused with the oldest hit
   * counted (a look is "allowed" while its bucket is under the limit).
   */
  async steps(at: string, steps: RateLimitStep[]): Promise<{ allowed: boolean; oldest: string | null }[]> {
    if (this.onPostgres()) {
      const rows = await stepsPostgres(this.db, at, JSON.stringify(steps));
      return rows.map((row) => ({ allowed: row.allowed === true, oldest: row.oldest ?? null }));
    }
    // SQLite: each statement is a call on the process's own connection, not a round trip.
    const verdicts: { allowed: boolean; oldest: string | null }[] = [];
    for (const step of steps) {
      if (step.take) {
        const taken = await this.takeHit(step.bucket, at, step.since, step.limit);
        verdicts.push(taken.allowed ? { allowed: true, oldest: null } : taken);
        if (!taken.allowed) break;
      } else {
        const hits = await this.countSince(step.bucket, step.since);
        verdicts.push({ allowed: hits.count < step.limit, oldest: hits.oldest });
      }
    }
    return verdicts;
  }

  async insertHit(bucket: string, at: string): Promise<void> {
    await insertHit(this.db, bucket, at);
  }

  async deleteBucket(bucket: string): Promise<void> {
    await clearRateLimitBucket(this.db, bucket);
  }

  private onPostgres(): boolean {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  async deleteOlderThan(before: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("created_at", "<", before).execute();
  }
}
