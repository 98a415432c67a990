// The PostgreSQL run's database: made fresh on the local server for each run (as scripts/test.mjs
// makes the tests'), so that the bench never touches a database someone uses, and dropped after.

import fs from "node:fs";
import pg from "pg";

/** Where Debian's PostgreSQL listens on its Unix socket (the directory of `.s.PGSQL.5432`). */
const SOCKET_DIR = "/var/run/postgresql";

/**
 * The local server the bench makes its database on: GKF_BENCH_PG_ADMIN_URL when set; otherwise
 * its Unix socket when there is one, else TCP on 127.0.0.1:5432. A PostgreSQL on the same machine
 * as the portal is reached through its socket, as libpq does by default (docs/deployment.md): over
 * TCP loopback the portal's every write to the socket also runs the kernel's TCP receive path for
 * PostgreSQL, a third of its main thread in a profile of sign-ins (decision 129), a cost a
 * database on another machine does not put on the portal's cores.
 */
export function defaultAdminUrl(env: Record<string, string | undefined> = process.env): string {
  if (env.GKF_BENCH_PG_ADMIN_URL) return env.GKF_BENCH_PG_ADMIN_URL;
  return fs.existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}`
    : "postgres://postgres@127.0.0.1:5432/postgres";
}

/** How an admin URL reaches its server, for the report: "Unix socket /var/run/postgresql" or "TCP host:port". */
export function transportOf(adminUrl: string): string {
  if (!URL.canParse(adminUrl)) return "(unparseable URL)";
  const url = new URL(adminUrl);
  const socket = url.searchParams.get("host");
  return socket?.startsWith("/") ? `Unix socket ${socket}` : `TCP ${url.host}`;
}

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
    return {
      skipped: `no PostgreSQL answered at ${transportOf(adminUrl)} (${error instanceof Error ? error.message : String(error)}); set GKF_BENCH_PG_ADMIN_URL`,
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
