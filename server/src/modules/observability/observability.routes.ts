import { createHash, timingSafeEqual } from "node:crypto";
import { ERROR_CODES } from "@gkf/contract";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { pingDatabase } from "../../db/database.js";
import { listAppliedMigrations } from "../../db/migrate.js";
import { migrations } from "../../db/migrations/index.js";
import { AppError, forbidden } from "../../http/errors.js";
import { collectFromCluster } from "./cluster-metrics.js";
import { registry, renderProcessMetrics } from "./metrics.js";

/** How long readiness waits for the database before answering 503. */
const READY_DB_TIMEOUT_MS = 2_000;

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * A request made on this machine: its connection comes from a loopback address and it names no
 * other client. A reverse proxy on this machine connects from loopback too, but it forwards other
 * people's requests with X-Forwarded-For (or Forwarded, X-Real-IP) naming them: every hop named
 * must be loopback as well. The socket is read, never request.ip, whatever TRUST_PROXY says.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? "")) return false;
  const headers = request.headers;
  if (headers.forwarded !== undefined) return false;
  for (const name of ["x-forwarded-for", "x-real-ip"] as const) {
    const value = headers[name];
    if (value === undefined) continue;
    const hops = [value].flat().flatMap((entry) => entry.split(","));
    if (!hops.every((hop) => LOOPBACK.has(hop.trim()))) return false;
  }
  return true;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (digests of equal length). */
function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization;
  if (typeof header !== "string" || !header.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length).trim()), digest(token));
}

const unavailable = (message: string) =>
  new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, message, { action: "Send the request to another instance." });

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What depends on the app (its database, its outbox) is read when scraped, in Prometheus' text format. */
async function scrapeTimeMetrics(app: FastifyInstance): Promise<string> {
  const lines: string[] = [
    "# HELP gkf_database_info The database engine of this process (1).",
    "# TYPE gkf_database_info gauge",
    `gkf_database_info{engine="${app.database.engine}"} 1`,
  ];
  const pool = app.database.poolStats?.();
  if (pool) {
    lines.push(
      "# HELP gkf_db_pool_connections PostgreSQL connections of this process's pool, by state.",
      "# TYPE gkf_db_pool_connections gauge",
      `gkf_db_pool_connections{state="total"} ${pool.total}`,
      `gkf_db_pool_connections{state="idle"} ${pool.idle}`,
      "# HELP gkf_db_pool_waiting Queries of this process waiting for a pooled connection.",
      "# TYPE gkf_db_pool_waiting gauge",
      `gkf_db_pool_waiting ${pool.waiting}`,
    );
  }
  const backlog = await withTimeout(
    app.services.notifications.backlog().catch(() => null),
    READY_DB_TIMEOUT_MS,
    null,
  );
  if (backlog) {
    const count = (channel: string) => backlog.find((row) => row.channel === channel)?.count ?? 0;
    lines.push(
      "# HELP gkf_outbox_backlog_messages Messages waiting to be sent (the whole database, read when scraped).",
      "# TYPE gkf_outbox_backlog_messages gauge",
      `gkf_outbox_backlog_messages{channel="email"} ${Number(count("email"))}`,
      `gkf_outbox_backlog_messages{channel="sms"} ${Number(count("sms"))}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Operations' endpoints (decision 108), outside the API description: liveness and readiness for a
 * load balancer, and Prometheus metrics for this machine or a holder of METRICS_TOKEN.
 */
export const observabilityRoutes: FastifyPluginAsync = async (app) => {
  let migrated = false;
  const expected = Object.keys(migrations);

  // The process is up and its event loop turns: no database, nothing that can be slow.
  app.get("/health/live", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  // Send traffic here: not stopping, the database answers soon, and its schema is this version's.
  app.get("/health/ready", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (app.lifecycle.draining) throw unavailable("This instance is shutting down.");
    const latency = await withTimeout(pingDatabase(app.db), READY_DB_TIMEOUT_MS, null);
    if (latency === null) throw unavailable("The database does not answer.");
    if (!migrated) {
      const applied = new Set(await listAppliedMigrations(app.database).catch(() => []));
      migrated = expected.every((name) => applied.has(name));
      if (!migrated) throw unavailable("The database is not migrated to this version.");
    }
    return { status: "ready" };
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request) && !hasMetricsToken(request, app.config.metricsToken)) {
      throw forbidden("Metrics can be read from this machine, or with the metrics token.");
    }
    // Every process's own figures (all of the cluster's, each under `worker`), then the database's once.
    const text = (await collectFromCluster(renderProcessMetrics)) + (await scrapeTimeMetrics(app));
    reply.header("cache-control", "no-store").type(registry.contentType);
    return text;
  });
};
