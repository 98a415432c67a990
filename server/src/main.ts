import "dotenv/config";
import cluster from "node:cluster";
import os from "node:os";
import v8 from "node:v8";
import { buildApp } from "./app.js";
import { type AppConfig, ConfigError, loadConfig } from "./config/config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createProviders } from "./modules/notifications/notification-providers.js";
import { OutboxWorker } from "./modules/notifications/outbox-worker.js";
import { answerClusterCollects, serveClusterMetrics } from "./modules/observability/cluster-metrics.js";
import { countedJob, renderProcessMetrics } from "./modules/observability/metrics.js";
import { claimPeriod, hourNumber } from "./modules/system/job-lease.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from "./scripts/demo-data.js";
import { releaseArgon2Threads, setArgon2Concurrency } from "./security/passwords.js";

const HOUR_MS = 3_600_000;

// The old generation may grow by half its live size before a full collection, instead of V8's
// default of up to four times (decision 120): an export of 100,000 members allocates ~2 KB per row
// that a scavenge sometimes promotes, and the default let the heap of a process that lives on
// ~60 MB reach 230 MB before marking (peak RSS +134 to +200 MB; +13 to +69 MB with this, at the
// same speed and the same CPU per search). Read by V8 at every collection, so setting it here,
// before any request, counts in every process of the cluster.
v8.setFlagsFromString("--heap-growing-percent=50");

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Once per start, before any process serves: migrations, then demo data outside production. */
async function prepare(config: AppConfig): Promise<{ demoLoaded: boolean }> {
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) console.log(`  Database migrated: ${applied.join(", ")}`);
    if (!config.demoData) return { demoLoaded: false };
    const app = await buildApp({ config, database, logger: { level: config.logLevel } });
    try {
      return { demoLoaded: (await loadDemoData(app)).loaded };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** One HTTP server process: the app, the outbox worker and the hourly jobs. */
async function serve(config: AppConfig): Promise<void> {
  // Each process verifies passwords on its share of the cores, no more at once (decision 121).
  setArgon2Concurrency(os.availableParallelism() / config.workers);
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database });
  const worker = new OutboxWorker(database.db, createProviders(config, app.log), app.log, {
    appSecret: config.appSecret,
    keepBodies: config.devTools,
  });
  if (config.outboxWorker) worker.start();
  // In a cluster, a scrape of /api/metrics on any process gathers every process's figures.
  answerClusterCollects(renderProcessMetrics);
  // Expiry, reminders and pruning are idempotent and claim their work in the database; once an
  // hour is enough for dates that change daily, and one process an hour runs them (a lease).
  // Each job's run is counted by outcome (/api/metrics); once the process stops no further job starts.
  let stopping = false;
  const job = <T>(name: string, run: () => Promise<T>): Promise<T | undefined> =>
    stopping ? Promise.resolve(undefined) : countedJob(name, run);
  const runJobs = async () => {
    try {
      // One process per hour runs them, whichever claims the hour first (decision 110).
      const hour = hourNumber(new Date());
      if (!(await claimPeriod(database.db, "hourly-jobs", hour))) {
        app.log.info({ hour }, "hourly jobs: another process has run them this hour");
        return;
      }
      app.log.info({ hour }, "hourly jobs: this process runs them this hour");
      const result = await job("memberships", () => app.services.membershipRecords.runDailyJobs());
      await job("rate_limit_prune", () => app.services.rateLimiter.prune(2 * HOUR_MS));
      // Payments with no final word from the provider after five minutes are asked about (Hubtel's rule).
      await job("payments_chase", () => app.services.mobileMoney.chaseOverdue());
      // Dojos whose season is unpaid 30 days after it started lapse (one conditional UPDATE).
      if (config.features.dojos) {
        const lapsed = await job("dojos_lapse", () => app.services.dojos.affiliation.lapseUnpaid());
        if (lapsed) app.log.info({ lapsed }, "unpaid dojos lapsed");
      }
      // Privacy (decision 97): retention, erasures due, data exports left pending or past their date.
      const privacy = await job("privacy", () => app.services.privacy.jobs.run());
      if (privacy && Object.values(privacy).some((count) => count > 0)) app.log.info(privacy, "privacy jobs ran");
      // Children turning 18 (decision 104): the guardian's access ends, both are told.
      const adults = await job("adulthood", () => app.services.families.runAdulthood());
      if (adults) app.log.info({ adults }, "children came of age");
      // Events whose registration window is over close: each entry is checked again.
      const closedEvents = await job("events_close", () => app.services.events.events.closeDue());
      if (closedEvents) app.log.info({ closedEvents }, "entry lists closed");
      if (result && (result.reminders > 0 || result.expiredMemberships > 0)) app.log.info(result, "daily jobs ran");
    } catch (error) {
      app.log.error({ err: error }, "daily jobs failed");
    }
  };
  // The run under way, awaited (up to the grace period) when the process stops.
  let jobsRunning: Promise<void> = Promise.resolve();
  const startJobs = () => {
    jobsRunning = runJobs();
  };
  const jobs = setInterval(startJobs, HOUR_MS);
  jobs.unref();
  const firstJobs = setTimeout(startJobs, 10_000);
  firstJobs.unref();
  // What a crash (kill -9) left in the file store: temporary files and bytes whose row was never
  // written, older than FILES_SWEEP_MIN_AGE_SECONDS. At start and hourly, in every process:
  // removing is idempotent, and what is younger than the threshold (an upload in flight) stays.
  const sweepFiles = async () => {
    try {
      const swept = await job("files_sweep", () => app.services.files.sweepOrphans(config.filesSweepMinAgeMs));
      if (swept && (swept.abandonedWrites > 0 || swept.orphans > 0))
        app.log.info(swept, "file sweep removed leftovers");
    } catch (error) {
      app.log.error({ err: error }, "file sweep failed");
    }
  };
  let sweepRunning: Promise<void> = sweepFiles();
  const sweeps = setInterval(() => {
    sweepRunning = sweepFiles();
  }, HOUR_MS);
  sweeps.unref();

  // Graceful stop (decision 108): readiness turns 503, the port closes, requests in flight finish
  // (cut after SHUTDOWN_GRACE_MS), the worker and jobs finish their current unit, the database closes.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(jobs);
    clearTimeout(firstJobs);
    clearInterval(sweeps);
    const deadline = Date.now() + config.shutdownGraceMs;
    const grace = setTimeout(() => {
      app.log.warn("shutdown grace period over: closing the connections left");
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    try {
      await app.close();
      const left = Math.max(deadline - Date.now(), 0);
      const waited = Promise.allSettled([worker.stop(), jobsRunning, sweepRunning]);
      await Promise.race([waited, new Promise((resolve) => setTimeout(resolve, left).unref())]);
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    clearTimeout(grace);
    app.log.info("stopped");
    process.exit(0);
  };
  // `on`, not `once`: a second signal (a supervisor and the cluster's primary both send one) must
  // not kill the process half-way through its stop.
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
}

function announce(config: AppConfig, demoLoaded: boolean): void {
  const where = config.database.engine === "sqlite" ? config.database.file : "PostgreSQL (DATABASE_URL)";
  const lines = [
    "",
    `  GKF Portal is running at ${config.publicUrl}`,
    `  API reference: ${config.publicUrl}/api/docs    Database: ${where}    Processes: ${config.workers}`,
  ];
  if (config.demoData) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD})${demoLoaded ? " were just created" : ""}:`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(20)} ${account.description}`);
  }
  console.log(`${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) return serve(config);

  const { demoLoaded } = await prepare(config);
  if (config.workers === 1) {
    await serve(config);
    announce(config, demoLoaded);
    return;
  }
  // Several processes on one port (node:cluster): nothing lives in process memory that another needs.
  // The primary hashed the demo accounts' passwords at most; its argon2id threads can go.
  releaseArgon2Threads();
  serveClusterMetrics();
  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === config.workers) announce(config, demoLoaded);
  });
  cluster.on("exit", (worker, code) => {
    if (code !== 0) console.error(`GKF Portal process ${worker.process.pid} stopped (${code}).`);
  });
  for (let index = 0; index < config.workers; index += 1) cluster.fork();
  // Each process stops gracefully on its own; the primary exits once they all have.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("GKF Portal could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
