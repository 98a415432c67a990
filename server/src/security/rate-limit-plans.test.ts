import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINE } from "../test/test-app.js";

const database = await createTestDatabase();
afterAll(() => database.close());

/** A connection of its own to the test database: the plans and scan counts below are its own. */
async function connect(): Promise<pg.Client> {
  const row = (await sql<{ db: string }>`select current_database() as db`.execute(database.db)).rows[0];
  const url = new URL(process.env.GKF_TEST_DATABASE_URL ?? "");
  url.pathname = `/${row?.db ?? ""}`;
  const client = new pg.Client({
    connectionString: url.toString(),
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  await client.connect();
  return client;
}

/** rate_limit_hits' sequential and index scans so far, this connection's included. */
async function scans(client: pg.Client): Promise<{ seq: number; idx: number }> {
  // The connection's counts reach the shared statistics when this statement ends, forced.
  await client.query("select pg_stat_force_next_flush()");
  const { rows } = await client.query<{ seq: string; idx: string }>(
    `select seq_scan as seq, idx_scan as idx from pg_stat_user_tables
     where relname = 'rate_limit_hits' and schemaname = current_schema()`,
  );
  return { seq: Number(rows[0]?.seq), idx: Number(rows[0]?.idx) };
}

/** The server's calls: a take, a sign-in's steps, a look and a clear; their answers. */
async function serverCalls(client: pg.Client, at: string, since: string) {
  const take = await client.query("select allowed, oldest from gkf_rate_limit_take($1, $2, $3, 5)", ["b:1", at, since]);
  const steps = await client.query("select allowed, oldest from gkf_rate_limit_steps($1, $2)", [
    at,
    JSON.stringify([
      { bucket: "b:1", since, limit: 5, take: true },
      { bucket: "b:2", since, limit: 5, take: false },
    ]),
  ]);
  const look = await client.query("select count, oldest from gkf_rate_limit_count($1, $2)", ["b:1", since]);
  await client.query("select from gkf_rate_limit_clear($1)", ["b:1"]);
  const cleared = await client.query("select count, oldest from gkf_rate_limit_count($1, $2)", ["b:1", since]);
  return [take.rows, steps.rows, look.rows, cleared.rows];
}

describe.skipIf(TEST_ENGINE !== "postgres")("rate limits on PostgreSQL (decision 129)", () => {
  it("read a bucket through its index with plans made while the table was nearly empty", async () => {
    const client = await connect();
    const since = "2026-11-29T06:00:00.000Z";
    const probe = {
      name: "probe",
      text: "select count(*) from rate_limit_hits where bucket = $1 and created_at > $2",
      values: ["b:1", since],
    };
    try {
      // A VACUUM finds the table empty (a quiet hour after the prune; the bench's seed), then, as
      // on the server's pool of named statements (decision 124), where a plan stays with its
      // connection, each plan is made while the table is nearly empty.
      await client.query("vacuum analyze rate_limit_hits");
      await client.query("set plan_cache_mode = force_generic_plan");
      await client.query(probe);
      await serverCalls(client, "2026-11-29T06:59:00.000Z", since);
      await client.query(
        `insert into rate_limit_hits (bucket, created_at)
         select 'other:' || g, '2026-11-29T07:00:00.000Z' from generate_series(1, 3000) g`,
      );

      // What such a plan does once the table has filled: it reads all of it.
      let before = await scans(client);
      await client.query(probe);
      let after = await scans(client);
      expect(after.seq - before.seq).toBe(1);

      before = await scans(client);
      const at = "2026-11-29T07:00:01.000Z";
      expect(await serverCalls(client, at, since)).toEqual([
        [{ allowed: true, oldest: at }],
        [
          { allowed: true, oldest: at },
          { allowed: true, oldest: null },
        ],
        [{ count: 2, oldest: at }],
        [{ count: 0, oldest: null }],
      ]);
      after = await scans(client);
      expect(after.seq - before.seq).toBe(0);
      expect(after.idx - before.idx).toBeGreaterThanOrEqual(5);
    } finally {
      await client.end();
    }
  });
});
