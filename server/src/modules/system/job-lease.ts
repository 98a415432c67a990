import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

const HOUR_MS = 3_600_000;

/** The hour a moment falls in, counted from 1970 (the value a lease holds). */
export function hourNumber(now: Date): number {
  return Math.floor(now.getTime() / HOUR_MS);
}

/**
 * Claims one period's run of a named job for this process (decision 110). The lease is a row of
 * the shared `counters` table whose value is the last period claimed; one conditional UPDATE
 * moves it forward, so among any number of processes (one machine or several, SQLite or
 * PostgreSQL) exactly one gets `true` per period. A process that claims and then dies leaves the
 * period run partly: the jobs are idempotent and the next period does what was left.
 */
export async function claimPeriod(db: Kysely<Database>, job: string, period: number): Promise<boolean> {
  const name = `lease:${job}`;
  await db
    .insertInto("counters")
    .values({ name, value: 0 })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("counters")
    .set({ value: period })
    .where("name", "=", name)
    .where("value", "<", period)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
