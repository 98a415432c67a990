// The least a sign-in can be on this stack, for the sign-in scenario to be read against (decision
// 159): Fastify takes the body as the portal does, reads the account's id and password hash by
// e-mail, verifies the password with the server's own argon2id (its threads and slots, as main.ts
// sets them), writes a session row, and answers a small JSON object. No rate limit, audit row,
// token or cookie. It runs on the same database as the portal (DATABASE_URL for PostgreSQL, else
// DATA_DIR's SQLite file, opened with the server's own settings) in as many processes as the
// portal (WEB_CONCURRENCY, node:cluster).
//
//   PORT (3998), DATA_DIR, DATABASE_URL, DATABASE_POOL_SIZE (10, as the server), WEB_CONCURRENCY (the number of cores)

import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";

// The server's modules by URL: the bench project does not compile the server's sources.
const server = (file: string) => new URL(`../server/src/${file}`, import.meta.url).href;

interface FloorDatabase {
  db: {
    selectFrom(table: "users"): {
      select(columns: string[]): {
        where(
          column: string,
          op: "=",
          value: string,
        ): {
          executeTakeFirst(): Promise<{ id: string; password_hash: string } | undefined>;
        };
      };
    };
    insertInto(table: "sessions"): { values(row: Record<string, unknown>): { execute(): Promise<unknown> } };
  };
  close(): Promise<void>;
}
const { openDatabase } = (await import(server("db/database.ts"))) as {
  openDatabase(
    settings: { engine: "sqlite"; file: string } | { engine: "postgres"; url: string; poolSize: number },
  ): FloorDatabase;
};
const { setArgon2Concurrency, verifyPassword } = (await import(server("security/passwords.ts"))) as {
  setArgon2Concurrency(slots: number): void;
  verifyPassword(hash: string, password: string): Promise<boolean>;
};

const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || os.availableParallelism());
const SESSION_MS = 30 * 24 * 60 * 60 * 1000;

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on("exit", (_worker, code) => {
    if (code !== 0) process.exit(code ?? 1);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exit(0);
    });
  }
} else {
  setArgon2Concurrency(os.availableParallelism() / workers);
  const { db, close } = openDatabase(
    process.env.DATABASE_URL
      ? { engine: "postgres", url: process.env.DATABASE_URL, poolSize: Number(process.env.DATABASE_POOL_SIZE) || 10 }
      : { engine: "sqlite", file: path.join(process.env.DATA_DIR ?? "data", "gkf.sqlite") },
  );
  const app = Fastify({ logger: false });
  app.post("/api/auth/login", async (request, reply) => {
    const { username, password } = (request.body ?? {}) as { username?: string; password?: string };
    const account =
      typeof username === "string"
        ? await db.selectFrom("users").select(["id", "password_hash"]).where("email", "=", username).executeTakeFirst()
        : undefined;
    if (!account || typeof password !== "string" || !(await verifyPassword(account.password_hash, password))) {
      return reply.code(401).send({ error: "wrong e-mail or password" });
    }
    const now = new Date();
    const id = randomUUID();
    await db
      .insertInto("sessions")
      .values({
        id,
        user_id: account.id,
        device_id: null,
        user_agent: (request.headers["user-agent"] ?? "").slice(0, 512),
        ip: request.ip,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_MS).toISOString(),
        ended_at: null,
        ended_reason: null,
      })
      .execute();
    return { session: id };
  });
  const port = Number(process.env.PORT ?? 3998);
  await app.listen({ port, host: "127.0.0.1" });
  console.log(`sign-in floor listening on http://127.0.0.1:${port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(close)
        .then(() => process.exit(0));
    });
  }
}
