import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { AppConfig } from "../config/config.js";
import type { AccountsTables } from "../modules/accounts/accounts.table.js";
import type { AuditTables } from "../modules/audit/audit.table.js";
import type { DocumentsTables } from "../modules/documents/documents.table.js";
import type { DojosTables } from "../modules/dojos/dojos.table.js";
import type { EventsTables } from "../modules/events/events.table.js";
import type { FamiliesTables } from "../modules/families/families.table.js";
import type { FilesTables } from "../modules/files/files.table.js";
import type { GradingResultsTables } from "../modules/gradings/grading-results.table.js";
import type { GradingsTables } from "../modules/gradings/gradings.table.js";
import type { AwardedGradesTables } from "../modules/memberships/grade-awards.table.js";
import type { MembershipsTables } from "../modules/memberships/memberships.table.js";
import type { NotificationsTables } from "../modules/notifications/notifications.table.js";
import type { MobileMoneyTables } from "../modules/payments/mobile-money.table.js";
import type { PaymentsTables } from "../modules/payments/payments.table.js";
import type { PositionsTables } from "../modules/positions/positions.table.js";
import type { PrivacyTables } from "../modules/privacy/privacy.table.js";
import type { RegionsTables } from "../modules/regions/regions.table.js";
import type { SettingsTables } from "../modules/settings/settings.table.js";
import type { StatisticsTables } from "../modules/statistics/statistics.table.js";
import type { RateLimitTables } from "../security/rate-limit.table.js";
import type { CountersTables } from "./counters.js";
import { type BoundStatement, useDirectStatements, usePreparedStatements } from "./reusable-query.js";

/** Every table of the app, assembled from the modules' table types. */
export interface Database
  extends RegionsTables,
    AccountsTables,
    AuditTables,
    NotificationsTables,
    MembershipsTables,
    AwardedGradesTables,
    DocumentsTables,
    PaymentsTables,
    MobileMoneyTables,
    PositionsTables,
    DojosTables,
    EventsTables,
    GradingsTables,
    GradingResultsTables,
    CountersTables,
    FilesTables,
    SettingsTables,
    StatisticsTables,
    PrivacyTables,
    FamiliesTables,
    RateLimitTables {}

export type DatabaseEngine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** The PostgreSQL schema in use when it is not the default one (tests). */
  schema?: string;
  /** PostgreSQL: the connection pool's counts right now, for /api/metrics (decision 108). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface OpenOptions {
  /** PostgreSQL: the schema to use instead of the default one (tests). */
  schema?: string;
  /** SQLite: an in-memory database started from this serialized image (tests; `settings.file` unused). */
  image?: Buffer;
}

export function openDatabase(settings: AppConfig["database"], options: OpenOptions = {}): DatabaseHandle {
  if (settings.engine === "postgres") {
    // Tests give each file its own schema; production uses the default search path. No parallel
    // workers unless DATABASE_PARALLEL_WORKERS says so (decision 146): on the small machines a
    // federation runs, a statement's workers take the cores its neighbours' requests need.
    const startup = [
      ...(options.schema ? [`-c search_path=${options.schema}`] : []),
      `-c max_parallel_workers_per_gather=${settings.parallelWorkers ?? 0}`,
    ];
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: settings.poolSize,
      options: startup.join(" "),
    });
    // The named prepared statements (reusableQuery, executePrepared) on connections of their own
    // that keep one plan per statement (decision 124): PostgreSQL otherwise went on planning the
    // directory search afresh on every call (its generic plan looked dearer on paper: 1.30 ms a
    // search planned each time, 0.83 ms with the generic plan, pgbench, 100,000 members). Only
    // statements whose best plan does not depend on the values are named; Kysely's own queries
    // stay on the first pool, planned for their values.
    const preparedPool = new pg.Pool({
      connectionString: settings.url,
      max: settings.poolSize,
      options: [...startup, "-c plan_cache_mode=force_generic_plan"].join(" "),
    });
    // A connection that PostgreSQL ends while it waits in a pool (a restart, a terminated
    // backend, a database dropped WITH (FORCE)) is reported as the pool's "error" event, which
    // without a listener is an uncaught exception that stops the process. The pool has already
    // dropped that connection and opens another on the next query: say so and carry on.
    for (const each of [pool, preparedPool]) {
      each.on("error", (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    usePreparedStatements(db, (name, text, values) => preparedPool.query({ name, text, values }));
    const poolStats = () => ({
      total: pool.totalCount + preparedPool.totalCount,
      idle: pool.idleCount + preparedPool.idleCount,
      waiting: pool.waitingCount + preparedPool.waitingCount,
    });
    // Idempotent, as Kysely's destroy is: a pool refuses a second end().
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= Promise.all([db.destroy(), preparedPool.end()]).then(() => undefined);
      return closing;
    };
    return { db, engine: "postgres", schema: options.schema, poolStats, close };
  }
  if (!options.image && settings.file !== ":memory:") fs.mkdirSync(path.dirname(settings.file), { recursive: true });
  const sqlite = new SqliteDatabase(options.image ?? settings.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // No memory map (decision 158, which undoes decision 102's): SQLite drops a connection's whole
  // map whenever another connection has written, and the server's processes (WEB_CONCURRENCY) and
  // the commands write to one file, so each of their writes made the others unmap the file and
  // fault its pages back in. Reads measured the same without it.
  sqlite.pragma("mmap_size = 0");
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  const runOne = (text: string, values: unknown[]) => {
    const statement = statements.prepare(text);
    if (statement.reader) return statement.all(values);
    statement.run(values);
    return [];
  };
  const runAll = sqlite.transaction((batch: readonly BoundStatement[]) => {
    for (const { sql, values } of batch) runOne(sql, values);
  });
  useDirectStatements(
    db,
    (text, values) => (sqlite.inTransaction ? undefined : runOne(text, values)),
    // BEGIN IMMEDIATE: the write lock from the start, so a second process waits (busy_timeout)
    // instead of failing to upgrade a read lock.
    (batch) => {
      if (sqlite.inTransaction) return false;
      runAll.immediate(batch);
      return true;
    },
  );
  return { db, engine: "sqlite", close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement afresh; better-sqlite3 statements can be reused, and preparing
 * was a fifth of the CPU of an authenticated read (bench/README.md). Kysely builds the same SQL
 * text for the same query shape, so a small cache by SQL text serves nearly every request.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let statement = statements.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

/** Round-trip time of a trivial query, or null when the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<number | null> {
  const started = performance.now();
  try {
    await sql`select 1`.execute(db);
    return Math.round((performance.now() - started) * 100) / 100;
  } catch {
    return null;
  }
}
