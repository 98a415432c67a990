import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

/**
 * Once per run of the server project (decision 101): the migrations run once, and every test file
 * starts from a copy of the result instead of migrating from zero (seconds per file on PostgreSQL).
 * - SQLite: a migrated database file whose bytes each file opens as an in-memory database.
 * - PostgreSQL (GKF_TEST_DATABASE_URL): a migrated template database; each file gets
 *   `create database … template` of its own; all are dropped when the run ends.
 * createTestDatabase (test-app.ts) falls back to migrating when any of this is missing.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite database file (journal mode DELETE, so it can be opened from its bytes). */
    gkfSqliteImage: string;
    /** The migrated PostgreSQL template database of this run, when one could be made. */
    gkfPgTemplate: string;
  }
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-test-image-"));
  const file = path.join(dir, "migrated.sqlite");
  const sqlite = openDatabase({ engine: "sqlite", file });
  await migrateToLatest(sqlite);
  await sql`pragma journal_mode = delete`.execute(sqlite.db);
  await sqlite.close();
  project.provide("gkfSqliteImage", file);

  let dropTemplate = async () => {};
  const url = process.env.GKF_TEST_DATABASE_URL;
  if (url) {
    const template = `gkft_${randomBytes(5).toString("hex")}`;
    try {
      await adminQuery(url, `create database ${template}`);
    } catch (error) {
      // No CREATEDB right: every file migrates a schema of its own instead (slower, same tests).
      console.warn(`Server tests: no template database (${(error as Error).message}); migrating per file.`);
    }
    if (await existsAndMigrated(url, template)) {
      project.provide("gkfPgTemplate", template);
      dropTemplate = async () => {
        // With the files' databases, made from it and dropped only now, four at a time.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client
          .query<{ datname: string }>("select datname from pg_database where datname like $1", [`${template}%`])
          .finally(() => client.end());
        const names = rows.map((row) => row.datname).sort((a, b) => b.length - a.length);
        const dropNext = async (): Promise<void> => {
          const name = names.shift();
          if (!name) return;
          await adminQuery(url, `drop database if exists ${name} with (force)`);
          await dropNext();
        };
        await Promise.all([dropNext(), dropNext(), dropNext(), dropNext()]);
      };
    }
  }
  return async () => {
    await dropTemplate();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function existsAndMigrated(url: string, template: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query("select 1 from pg_database where datname = $1", [template]);
  await client.end();
  if (rows.length === 0) return false;
  const database = openDatabase({ engine: "postgres", url: databaseUrl(url, template), poolSize: 1 });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  return true;
}
