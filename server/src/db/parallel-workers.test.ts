import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.js";
import { openDatabase } from "./database.js";
import { reusableQuery } from "./reusable-query.js";

const testUrl = process.env.GKF_TEST_DATABASE_URL;

/** The setting as a connection of the named statements' pool sees it. */
const preparedPoolSetting = reusableQuery((db) =>
  db.selectNoFrom(sql<string>`current_setting('max_parallel_workers_per_gather')`.as("workers")),
);

async function settingsOf(env: Record<string, string>) {
  const database = openDatabase(loadConfig({ DATABASE_URL: testUrl as string, ...env }, "/srv/gkf").database);
  try {
    const queried = await sql<{
      workers: string;
    }>`select current_setting('max_parallel_workers_per_gather') as workers`.execute(database.db);
    const inTransaction = await database.db
      .transaction()
      .execute((trx) =>
        sql<{ workers: string }>`select current_setting('max_parallel_workers_per_gather') as workers`.execute(trx),
      );
    return [
      queried.rows[0]?.workers,
      inTransaction.rows[0]?.workers,
      (await preparedPoolSetting(database.db))[0]?.workers,
    ];
  } finally {
    await database.close();
  }
}

// Decision 146: a statement's parallel workers took the cores the other requests needed (the
// dashboard three times slower under load on two cores), so the portal's connections start with
// none, on both pools, unless DATABASE_PARALLEL_WORKERS asks for them.
describe.skipIf(testUrl === undefined)("PostgreSQL's parallel workers on the portal's connections", () => {
  it("are off on both pools and in transactions by default", async () => {
    expect(await settingsOf({})).toEqual(["0", "0", "0"]);
  });

  it("are what DATABASE_PARALLEL_WORKERS says", async () => {
    expect(await settingsOf({ DATABASE_PARALLEL_WORKERS: "3" })).toEqual(["3", "3", "3"]);
  });
});
