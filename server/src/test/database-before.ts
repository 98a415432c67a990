import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, openDatabase } from "../db/database.js";
import { createMigrator, migrateToLatest } from "../db/migrate.js";
import { emptyPostgresDatabase } from "./test-app.js";

/** A database of its own, migrated up to `lastMigration` (inclusive), and how to finish migrating it. */
export interface DatabaseBefore {
  db: Kysely<Database>;
  migrateToLatest(): Promise<void>;
}

/**
 * Runs `use` on a database as it was before a migration, on the tests' engine: an in-memory SQLite
 * file, or an empty database of its own on GKF_TEST_DATABASE_URL's server, dropped afterwards.
 * For tests of a migration that repairs rows stored before it.
 */
export async function withDatabaseBefore(
  lastMigration: string,
  use: (database: DatabaseBefore) => Promise<void>,
): Promise<void> {
  const url = process.env.GKF_TEST_DATABASE_URL;
  const own = url ? await emptyPostgresDatabase(url) : undefined;
  const handle = own
    ? openDatabase({ engine: "postgres", url: own.url, poolSize: 2 })
    : openDatabase({ engine: "sqlite", file: ":memory:" });
  const { db } = handle;
  try {
    const reached = await createMigrator({ db }).migrateTo(lastMigration);
    if (reached.error) throw reached.error;
    await use({
      db,
      migrateToLatest: async () => {
        await migrateToLatest({ db });
      },
    });
  } finally {
    await handle.close();
    await own?.drop();
  }
}

/** An account row as early migrations have it (no later column is required), for rows that refer to a user. */
export async function insertOldUser(db: Kysely<Database>): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({
      id,
      email: `old-${id}@example.com`,
      first_name: "Ama",
      last_name: "Boateng",
      login_with: "email",
      password_hash: "x",
      main_role: "ATHLETE",
      date_of_birth: "2000-01-01",
      gender: "FEMALE",
      region_code: "AH",
      district_code: "KM",
      is_active: 1,
      consent_at: now,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return id;
}
