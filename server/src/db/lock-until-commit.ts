import { PostgresAdapter, sql } from "kysely";
import type { Db } from "./transaction.js";

/**
 * Makes the transactions that take the same key run their work one after the other, from here to
 * their commit: for a rule no unique index can hold (read what is there, then write). PostgreSQL:
 * a transaction-scoped advisory lock, its first key 7122 naming these locks (7121 is the rate
 * limiter's, migration 0038). SQLite: nothing to do, its transactions already run one at a time on
 * its one connection. Only inside a transaction.
 */
export async function lockUntilCommit(trx: Db, key: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(7122, hashtext(${key}))`.execute(trx);
  }
}
