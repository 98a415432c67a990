import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { afterAll } from "vitest";
import { buildApp } from "../app.js";
import { type AppConfig, loadConfig } from "../config/config.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

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
 * A fresh, migrated database of the engine under test: an in-memory SQLite database, or a new
 * schema of its own in the run's PostgreSQL database so that test files never share rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.GKF_TEST_DATABASE_URL;
  if (!url) {
    const database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database);
    return database;
  }
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
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
