import { createHash } from "node:crypto";
import { type Compilable, CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./database.js";
import { inTransaction } from "./transaction.js";

/** Runs a named prepared statement (PostgreSQL's pool, registered by openDatabase). */
export type PreparedExecutor = (name: string, text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

const preparedExecutors = new WeakMap<Kysely<Database>, PreparedExecutor>();

/**
 * Runs a statement at once on SQLite's connection (better-sqlite3 is synchronous), or answers
 * undefined while a transaction holds the connection (registered by openDatabase).
 */
export type DirectExecutor = (sql: string, values: unknown[]) => unknown[] | undefined;

/**
 * Runs statements at once as one transaction on SQLite's connection, nothing else between them
 * (the calls are synchronous); false while another transaction holds the connection.
 */
export type DirectBatchExecutor = (statements: readonly BoundStatement[]) => boolean;

/** A reusable query with its arguments in place, unrun (reusableQuery's `statement`). */
export interface BoundStatement {
  sql: string;
  name: string;
  values: unknown[];
}

const directExecutors = new WeakMap<Kysely<Database>, DirectExecutor>();
const directBatchExecutors = new WeakMap<Kysely<Database>, DirectBatchExecutor>();

/**
 * SQLite: the hot queries run on the connection directly instead of through Kysely's executor,
 * whose turn-taking (a promise-based mutex for the one connection) and result handling cost as
 * much as the statement itself (decision 122). Only outside a transaction: a statement run while
 * another request's transaction is open on the connection would join that transaction, so then
 * the query takes its turn through Kysely as before. An autocommit statement is atomic, and
 * nothing else runs while it does (the call is synchronous), so it sees what is committed.
 */
export function useDirectStatements(db: Kysely<Database>, executor: DirectExecutor, batch: DirectBatchExecutor): void {
  directExecutors.set(db, executor);
  directBatchExecutors.set(db, batch);
}

/**
 * PostgreSQL: the hot queries become named prepared statements on each pooled connection, parsed
 * and planned once per connection instead of on every request (decision 117: the session and
 * record read cost 188 µs of the server's CPU as a plain query, 50 µs prepared, pgbench).
 * Transactions are other Kysely instances and run their queries as before.
 */
export function usePreparedStatements(db: Kysely<Database>, executor: PreparedExecutor): void {
  preparedExecutors.set(db, executor);
}

/**
 * A statement prepared before a table it reads changed shape (a migration of a newer version
 * beside a running process) fails this way on that connection from then on; the query then runs
 * unprepared, as every query did before.
 */
const STALE_PLAN = "cached plan must not change result type";

/** A named statement's name: `gkf_` and a hash of its SQL, the same on every connection. */
const statementName = (sql: string) => `gkf_${createHash("sha256").update(sql).digest("base64url").slice(0, 24)}`;

/** Runs a named prepared statement; undefined when its plan went stale (the caller runs it unprepared). */
async function runNamed(
  prepared: PreparedExecutor,
  name: string,
  sql: string,
  values: unknown[],
): Promise<unknown[] | undefined> {
  try {
    return (await prepared(name, sql, values)).rows;
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(STALE_PLAN))) throw error;
    return undefined;
  }
}

/** Runs a statement on SQLite's connection at once; undefined on PostgreSQL or inside a transaction. */
function runDirect<Row>(db: Kysely<Database>, sql: string, values: unknown[]): Row[] | undefined {
  return directExecutors.get(db)?.(sql, values) as Row[] | undefined;
}

/**
 * A query of the hot path whose SQL is built and compiled once per database handle; each call
 * only binds its arguments. Building and compiling with Kysely was the largest share of the CPU
 * of an authenticated read (bench/README.md). The builder is called once with markers in place
 * of the arguments, to learn where each argument goes; constants stay as compiled. An argument may
 * be null only where the statement binds it as a value (an inserted or set column), never where
 * `= null` would be compared. An array of strings (PostgreSQL only) is bound as one array value,
 * as in `id = any(${ids}::varchar[])`; while building, it is a marker string like the others.
 */
export function reusableQuery<Args extends (string | null | readonly string[])[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
) {
  // By the engine's adapter, not the handle: the SQL depends only on the dialect, and a
  // transaction's handle (a new one each time) shares its database's adapter, so a statement run
  // in a transaction is not built and compiled again for every transaction.
  const compiledByAdapter = new WeakMap<
    object,
    { sql: string; name: string; parameters: readonly unknown[]; argumentAt: number[] }
  >();
  const statement = (db: Kysely<Database>, ...args: Args): BoundStatement => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledByAdapter.get(adapter);
    if (!compiled) {
      const markers = args.map((_, index) => `\u0000argument-${index}\u0000`) as Args;
      const query = build(db, ...markers).compile();
      compiled = {
        sql: query.sql,
        name: statementName(query.sql),
        parameters: query.parameters,
        argumentAt: query.parameters.map((parameter) => markers.indexOf(parameter as string)),
      };
      compiledByAdapter.set(adapter, compiled);
    }
    const { sql, name, parameters, argumentAt } = compiled;
    const values = parameters.map((parameter, index) => {
      const at = argumentAt[index] ?? -1;
      return at >= 0 ? args[at] : parameter;
    });
    return { sql, name, values };
  };
  const run = (db: Kysely<Database>, ...args: Args): Promise<Row[]> => runBound<Row>(db, statement(db, ...args));
  return Object.assign(run, { statement });
}

async function runBound<Row>(db: Kysely<Database>, { sql, name, values }: BoundStatement): Promise<Row[]> {
  const direct = runDirect<Row>(db, sql, values);
  if (direct) return direct;
  const prepared = preparedExecutors.get(db);
  const rows = prepared && (await runNamed(prepared, name, sql, values));
  if (rows) return rows as Row[];
  return (await db.executeQuery<Row>(CompiledQuery.raw(sql, values))).rows;
}

/**
 * Writes that commit together or not at all: on SQLite at once on the connection, as one
 * transaction with nothing between (one commit instead of one each, and no turn-taking through
 * Kysely); otherwise, or while another transaction holds SQLite's connection, in a transaction
 * (the caller's own when `db` is one).
 */
export async function runTogether(db: Kysely<Database>, statements: readonly BoundStatement[]): Promise<void> {
  if (directBatchExecutors.get(db)?.(statements)) return;
  await inTransaction(db, async (trx) => {
    for (const statement of statements) await runBound(trx, statement);
  });
}

/** At most this many distinct statements of executePrepared per process are prepared; others run unnamed. */
const PREPARED_SHAPES = 64;
const preparedShapes = new Map<string, string>();

/**
 * A statement composed per call (a filter's combination of clauses) run as a named prepared
 * statement on PostgreSQL, named by its SQL: each shape is parsed once per connection and, after
 * PostgreSQL's first custom plans, planned once (decision 120: the directory search's planning was
 * a fifth of its statement). Only for statements whose best plan does not depend on the values
 * (the generic plan is kept). Bounded: past PREPARED_SHAPES distinct texts in a process, new ones
 * run unnamed, so that a connection never holds an unbounded number of plans. SQLite: on the
 * connection at once outside a transaction, as reusableQuery (its statement cache is bounded).
 */
export async function executePrepared<Row>(db: Kysely<Database>, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  const direct = runDirect<Row>(db, compiled.sql, [...compiled.parameters]);
  if (direct) return direct;
  const prepared = preparedExecutors.get(db);
  if (prepared) {
    let name = preparedShapes.get(compiled.sql);
    if (name === undefined && preparedShapes.size < PREPARED_SHAPES) {
      name = statementName(compiled.sql);
      preparedShapes.set(compiled.sql, name);
    }
    const rows = name !== undefined && (await runNamed(prepared, name, compiled.sql, [...compiled.parameters]));
    if (rows) return rows as Row[];
  }
  return (await db.executeQuery(compiled)).rows;
}
