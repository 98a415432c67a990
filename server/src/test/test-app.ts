import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, inject } from "vitest";
import { buildApp } from "../app.js";
import { type AppConfig, loadConfig } from "../config/config.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { adminQuery, databaseUrl } from "./global-setup.js";

/**
 * Which engine the server tests run on. `npm test` runs them on SQLite, then again with
 * GKF_TEST_DATABASE_URL pointing at a PostgreSQL database made for that run.
 */
export const TEST_ENGINE: "sqlite" | "postgres" = process.env.GKF_TEST_DATABASE_URL ? "postgres" : "sqlite";

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
}

/**
 * A fresh, migrated database of the engine under test, never shared with another test file: an
 * in-memory SQLite database, or on PostgreSQL a database of its own. Both start from the run's
 * migrated image made once by global-setup.ts; without one, a schema is migrated from zero.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.GKF_TEST_DATABASE_URL;
  if (!url) {
    const image = inject("gkfSqliteImage");
    if (image) return openDatabase({ engine: "sqlite", file: ":memory:" }, { image: fs.readFileSync(image) });
    const database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database);
    return database;
  }
  const template = inject("gkfPgTemplate");
  if (template) {
    const name = `${template}_${randomBytes(4).toString("hex")}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    // Dropped when the run ends (global-setup.ts), not here: dropping a database ends its
    // connections, and a pool's idle connection ended under it is an uncaught error in the worker.
    return openDatabase({ engine: "postgres", url: databaseUrl(url, name), poolSize: 4 });
  }
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create schema ${schema}`);
  const database = openDatabase({ engine: "postgres", url, poolSize: 4 }, { schema });
  await migrateToLatest(database);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
      await close();
    },
  };
}

/**
 * An empty PostgreSQL database of its own on the tests' server, for a test that migrates from zero
 * (or to an old version) by itself. Not a schema in the run's database: with test files two at a
 * time, one file's migrator reads the whole catalogue of the database it is in (Kysely's
 * introspection) and failed with "schema … does not exist" when another file dropped its schema
 * meanwhile. Named after the run's template when there is one, so that the run's end drops it
 * even if `drop` is never reached (global-setup.ts).
 */
export async function emptyPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${inject("gkfPgTemplate") ?? "gkft"}_e${randomBytes(5).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  return {
    url: databaseUrl(url, name),
    // WITH (FORCE): a connection the test left behind does not keep the database.
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

/** Builds the app on a fresh database; closed after the file's tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  // Uploaded files of each test file go to a folder of its own, removed afterwards.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, config };
}
