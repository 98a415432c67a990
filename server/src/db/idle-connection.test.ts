import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINE } from "../test/test-app.js";

const database = await createTestDatabase();
afterAll(() => database.close());

describe.skipIf(TEST_ENGINE !== "postgres")("a pooled PostgreSQL connection ended while idle", () => {
  it("is dropped by the pool with a warning, the process goes on, and the next query opens another", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    const admin = new pg.Client({ connectionString: process.env.GKF_TEST_DATABASE_URL });
    try {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      // Another connection ends the idle one, as a restart or a forced drop of the database would.
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [before.rows[0]?.pid]);
      await expect
        .poll(() => warnings.some((message) => message.includes("PostgreSQL closed an idle connection")))
        .toBe(true);
      const after = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(after.rows[0]?.one).toBe(1);
    } finally {
      process.off("warning", onWarning);
      await admin.end();
    }
  });
});
