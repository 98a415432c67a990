import SqliteDatabase from "better-sqlite3";
import { type Compilable, CompiledQuery, type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "./database.js";

/**
 * The rows of one SELECT, `batch` at a time, read from one statement as the caller asks for them
 * (exports of any size with flat memory; decision 96). The caller's pace is the reading's pace:
 * the next batch is read once the previous one has been taken.
 *
 * - PostgreSQL: a cursor (`DECLARE … NO SCROLL CURSOR`, `FETCH n`) in a read-only REPEATABLE READ
 *   transaction on a pool connection of its own, held until the last row (or the caller stops).
 * - SQLite: a read-only connection of its own on the same file (WAL: it neither blocks nor waits
 *   for the app's connection), iterating the statement. An in-memory database (tests) has no
 *   file to open again: its rows are read at once and handed out in batches.
 */
export async function* streamRows<R>(
  db: Kysely<Database>,
  query: Compilable<R>,
  batch: number,
): AsyncGenerator<R[], void, undefined> {
  const compiled = query.compile();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    yield* postgresCursor<R>(db, compiled, batch);
    return;
  }
  const main = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = main.rows[0]?.file ?? "";
  if (!file) {
    const { rows } = await db.executeQuery(compiled);
    for (let start = 0; start < rows.length; start += batch) yield rows.slice(start, start + batch);
    return;
  }
  const reader = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    reader.pragma("busy_timeout = 5000");
    // No memory map here (the app's own connection has one, db/database.ts): an export reads
    // every page of the directory, and mapped pages count in the process's resident size, which
    // the bench's flat-memory budget measures (+145 MB at 100,000 members with one; decision 112).
    let rows: R[] = [];
    for (const row of reader.prepare(compiled.sql).iterate(...compiled.parameters)) {
      rows.push(row as R);
      if (rows.length === batch) {
        yield rows;
        rows = [];
      }
    }
    if (rows.length > 0) yield rows;
  } finally {
    reader.close();
  }
}

type Handed<R> = { rows: R[] } | { error: unknown } | { done: true };

async function* postgresCursor<R>(
  db: Kysely<Database>,
  compiled: CompiledQuery<R>,
  batch: number,
): AsyncGenerator<R[], void, undefined> {
  const handed: Handed<R>[] = [];
  let wake: (() => void) | undefined;
  let resume: (() => void) | undefined;
  let stopped = false;
  const hand = (item: Handed<R>) => {
    handed.push(item);
    wake?.();
    wake = undefined;
  };
  const reading = db
    .connection()
    .execute(async (connection) => {
      const run = (text: string, parameters: readonly unknown[] = []) =>
        connection.executeQuery<R>(CompiledQuery.raw(text, [...parameters]));
      await run("begin isolation level repeatable read read only");
      try {
        await run(`declare gkf_rows no scroll cursor for ${compiled.sql}`, compiled.parameters);
        for (;;) {
          const { rows } = await run(`fetch ${Math.trunc(batch)} from gkf_rows`);
          if (rows.length > 0) {
            const taken = new Promise<void>((resolve) => {
              resume = resolve;
            });
            hand({ rows });
            await taken;
          }
          if (rows.length < batch || stopped) break;
        }
        await run("commit");
      } catch (error) {
        await run("rollback").catch(() => undefined);
        throw error;
      }
    })
    .then(
      () => hand({ done: true }),
      (error: unknown) => hand({ error }),
    );
  try {
    for (;;) {
      while (handed.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = handed.shift() as Handed<R>;
      if ("error" in item) throw item.error;
      if ("done" in item) return;
      yield item.rows;
      resume?.();
    }
  } finally {
    stopped = true;
    resume?.();
    await reading;
  }
}
