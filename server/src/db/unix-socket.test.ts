import fs from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.js";
import { openDatabase } from "./database.js";
import { reusableQuery } from "./reusable-query.js";

/** Debian's PostgreSQL socket directory (docs/deployment.md). */
const SOCKET_DIR = "/var/run/postgresql";
const testUrl = process.env.GKF_TEST_DATABASE_URL;
const socketAnswers = testUrl !== undefined && fs.existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`);

/** The server's address as this connection sees it: null on a Unix socket, the IP over TCP. */
const serverAddress = reusableQuery((db) =>
  db.selectNoFrom(sql<string | null>`host(inet_server_addr())`.as("address")),
);

// docs/deployment.md tells a machine that runs its own PostgreSQL to connect through the socket
// (decision 129); this is that DATABASE_URL, read by the real configuration, on both of the
// app's pools (Kysely's queries, and the named prepared statements').
describe.skipIf(!socketAnswers)("DATABASE_URL naming PostgreSQL's Unix socket", () => {
  it("connects both pools through the socket, not TCP", async () => {
    const url = new URL(testUrl as string);
    url.host = "localhost";
    url.searchParams.set("host", SOCKET_DIR);
    const config = loadConfig({ DATABASE_URL: url.toString() }, "/srv/gkf");
    const database = openDatabase(config.database);
    try {
      const queried = await sql<{ address: string | null }>`select host(inet_server_addr()) as address`.execute(
        database.db,
      );
      expect(queried.rows).toEqual([{ address: null }]);
      expect(await serverAddress(database.db)).toEqual([{ address: null }]);
    } finally {
      await database.close();
    }
  });

  it("is told apart from a TCP connection by the same check", async () => {
    const database = openDatabase(loadConfig({ DATABASE_URL: testUrl as string }, "/srv/gkf").database);
    try {
      expect(await serverAddress(database.db)).toEqual([{ address: "127.0.0.1" }]);
    } finally {
      await database.close();
    }
  });
});
