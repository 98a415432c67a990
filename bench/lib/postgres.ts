// The PostgreSQL run's database: made fresh on the local server for each run (as scripts/test.mjs
// makes the tests'), so that the bench never touches a database someone uses, and dropped after.

import pg from "pg";

export interface PostgresDatabase {
  name: string;
  /** The database's URL (the admin URL's server and user). */
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates `gkf_bench_<date>_<pid>`; `{ skipped }` saying why when no PostgreSQL answers at `adminUrl`. */
export async function createPostgresDatabase(adminUrl: string): Promise<PostgresDatabase | { skipped: string }> {
  const name = `gkf_bench_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}_${process.pid}`;
  try {
    await adminQuery(adminUrl, `create database ${name}`);
  } catch (error) {
    const host = URL.canParse(adminUrl) ? new URL(adminUrl).host : "(unparseable URL)";
    return {
      skipped: `no PostgreSQL answered at ${host} (${error instanceof Error ? error.message : String(error)}); set GKF_BENCH_PG_ADMIN_URL`,
    };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // The portal's connections are closed by then (its processes stopped); FORCE covers a straggler.
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
