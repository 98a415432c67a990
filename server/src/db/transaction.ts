import type { Kysely } from "kysely";
import type { Database } from "./database.js";

/** A database handle: the app's pool, or an open transaction. Repositories take either. */
export type Db = Kysely<Database>;

/**
 * The one transaction pattern: `work` gets the transaction handle and builds the repositories it
 * needs from it (`new AccountsRepository(trx)`, `new OutboxRepository(trx)`), so every write in
 * it commits together or not at all. Called with a handle that is already a transaction, it runs
 * `work` in that one (a nested call joins the caller's transaction instead of opening another).
 *
 * Inside `work`, never query through the app's pool: on SQLite the pool is the one connection
 * the transaction holds, so such a query would wait for ever.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx) => work(trx));
}
