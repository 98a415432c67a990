// `npm run bench`: how fast the portal answers under load, and how heavy its first page is.
//
//   npm run bench                              build, seed 100 000 members, 10 s per scenario
//   npm run bench -- --members 5000 --duration 3 --no-build     a quick run
//
// Options (lib/options.ts): --members N (default 100000; 0 = no seed), --duration S (10),
// --connections C (100), --warmup S (2), --no-build, --only NAME (repeatable), --database-url
// postgres://... (bench PostgreSQL instead of a fresh SQLite file; the database is seeded!),
// --no-postgres, --keep-data, --lighthouse-runs N (3), --chromium PATH (/usr/bin/chromium).
//
// Engines: the load runs on SQLite, then again on a fresh PostgreSQL database made on the local
// server (GKF_BENCH_PG_ADMIN_URL, as the tests make theirs; dropped afterwards) when one answers,
// each with its own seed and its own bare hello-world, so that every scenario's req/s is printed
// as a share of the bare server's in the same run ("of bare"); a ratio budget missed fails the run.
//   npm run bench -- --only lighthouse --no-build              the Lighthouse budgets alone
//
// Each scenario (lib/scenarios.ts) runs autocannon from this process (lib/load.ts) against a
// server in its own process (lib/processes.ts): the portal (NODE_ENV=development, LOG_LEVEL=warn,
// DEVICE_VERIFICATION=off, demo data, a temporary DATA_DIR) and, as the baseline, a bare Fastify
// hello-world. The authenticated scenarios sign BENCH_MEMBERS seeded members in and spread the
// load over them; sign-in signs a different seeded member in with every request, and its share is
// taken against argon2id verifications at the server's cost on every core (lib/argon2.ts,
// argon2-baseline.ts), measured fresh just before and just after it. The first-load size is
// computed as web/scripts/first-load-size.mjs computes it
// (lib/bundle.ts). Lighthouse's mobile preset measures the login page, the splash page and a
// signed-in member's membership page (lib/lighthouse.ts). Results go to bench/results/latest.json and a dated copy (gitignored), and
// the table is printed (lib/report.ts); every run appends its figures to the committed
// bench/results/history.csv (lib/history.ts). See bench/README.md.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { againstArgon2Baseline } from "./lib/argon2.js";
import { KB, LOGIN_ROUTE_MODULE, manifestPath, measureFirstLoad } from "./lib/bundle.js";
import { appendHistory, currentCommit } from "./lib/history.js";
import { runLighthouse } from "./lib/lighthouse.js";
import { runScenario } from "./lib/load.js";
import { log, seconds, warn } from "./lib/log.js";
import { LIGHTHOUSE_STEP, parseOptions } from "./lib/options.js";
import { createPostgresDatabase, defaultAdminUrl, type PostgresDatabase, transportOf } from "./lib/postgres.js";
import {
  type Child,
  cpuTicks,
  freePort,
  localPostgresPids,
  runToEnd,
  startChild,
  waitUntilReady,
} from "./lib/processes.js";
import {
  applyRatios,
  type BundleOutcome,
  type LighthouseOutcome,
  machine,
  printReport,
  type Report,
  type ScenarioResult,
  type SeedReport,
  writeReport,
} from "./lib/report.js";
import { budgetFor, type Engine, type RunState, SCENARIOS, type Target } from "./lib/scenarios.js";

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, "..");
const RESULTS_DIR = path.join(BENCH_DIR, "results");
const SEED_SCRIPT = path.join(ROOT, "server", "src", "scripts", "seed.ts");
const WEB_DIST = path.join(ROOT, "web", "dist");

/** First load of the login page: gzipped JS + CSS of the entry and the login route. 1 KB = 1024 bytes. */
const FIRST_LOAD_BUDGET_BYTES = 150 * KB;

const options = parseOptions(SCENARIOS.map((s) => s.name));
const selected = options.only.length > 0 ? SCENARIOS.filter((s) => options.only.includes(s.name)) : SCENARIOS;
// A ratio budget needs the bare server of the same run: it runs first whenever a selected one has one.
const needsBare = selected.some((s) => s.budget?.minRatio !== undefined || s.budgetByEngine !== undefined);
const scenarios = needsBare
  ? [...SCENARIOS.filter((s) => s.target === "hello-world"), ...selected.filter((s) => s.target !== "hello-world")]
  : selected;
const measureLighthouse = options.only.length === 0 || options.only.includes(LIGHTHOUSE_STEP);
/** The member Lighthouse opens the membership page as (demo data; the bench disables device checks). */
const LIGHTHOUSE_MEMBER = { username: "member@demo.gkf", password: "gkf-demo-2026" };
const children: Child[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-bench-"));
/** The fresh PostgreSQL database of this run, while it exists. */
let postgres: PostgresDatabase | undefined;
/** How the portal reached the fresh PostgreSQL database of this run (the report's header says it). */
let postgresTransport: string | undefined;

async function stopServers(): Promise<void> {
  await Promise.all(children.map((child) => child.stop()));
  children.length = 0;
}

async function cleanUp(): Promise<void> {
  await stopServers();
  if (options.keepData) log(`data kept in ${dataDir}${postgres ? ` and PostgreSQL database ${postgres.name}` : ""}`);
  else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop().catch((error: unknown) => warn(`could not drop ${postgres?.name}: ${String(error)}`));
  }
  postgres = undefined;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** A process and its children (the portal's cluster workers), from /proc (Linux; [] elsewhere). */
function processTree(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.flatMap((child) => processTree(Number(child)))];
  } catch {
    return [pid];
  }
}

/** Where one engine's portal keeps its data: its own DATA_DIR, and PostgreSQL's URL when it is that engine. */
interface EngineTarget {
  engine: Engine;
  dataDir: string;
  databaseUrl: string | undefined;
}

/**
 * Waits until the portal has done its start-up work before it is measured: the file sweep at
 * start and the hourly jobs 10 s after it (server/src/main.ts), which on a seeded database take
 * seconds of CPU and would land inside the first scenario. Ready means at least `afterMs` since
 * the start and then a whole second in which its processes used under a tenth of a core.
 */
async function waitUntilSettled(pids: () => number[], startedAt: number, afterMs = 12_000, limitMs = 120_000) {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const ticksPerSecond = 100;
  while (Date.now() - startedAt < limitMs) {
    const before = cpuTicks(pids());
    await pause(1000);
    const used = cpuTicks(pids()) - before;
    if (Date.now() - startedAt >= afterMs && used < ticksPerSecond / 10) return;
  }
  warn(`the portal was still busy ${limitMs / 1000} s after its start; measuring anyway`);
}

async function startPortal(port: number, target: EngineTarget): Promise<Child> {
  const child = startChild(
    `portal server (${target.engine})`,
    process.execPath,
    ["--import", "tsx", "server/src/main.ts"],
    {
      cwd: ROOT,
      env: portalEnv(port, target),
    },
  );
  children.push(child);
  await waitUntilReady(child, `http://127.0.0.1:${port}/api/status`, (response, body) => {
    if (!response.ok) return false;
    try {
      return (JSON.parse(body) as { status?: string }).status === "ok";
    } catch {
      return false;
    }
  });
  return child;
}

function portalEnv(port: number, target: EngineTarget): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    DEMO_DATA: "true",
    DEVICE_VERIFICATION: "off",
    // As in production: one server process per core (node:cluster), unless the caller says otherwise.
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.availableParallelism()),
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: target.dataDir,
    // Empty means "not set" to the server; dotenv never overrides a variable that exists.
    DATABASE_URL: target.databaseUrl ?? "",
  };
  delete env.NODE_OPTIONS;
  return env;
}

/** Adds `options.members` members with the seed script (unless --members 0). */
async function seedMembers(portalPort: number, target: EngineTarget, runState: RunState): Promise<SeedReport> {
  const seed: SeedReport = { members: options.members };
  if (options.members === 0) {
    seed.skipped = "--members 0";
  } else if (scenarios.length === 0) {
    seed.skipped = "no load scenario runs";
  } else if (!fs.existsSync(SEED_SCRIPT)) {
    seed.skipped = `${path.relative(ROOT, SEED_SCRIPT)} does not exist yet`;
    warn(`cannot seed ${options.members} members: ${seed.skipped}. Benchmarking the demo data only.`);
  } else {
    log(`seeding ${options.members} members (${target.engine})`);
    const seedStarted = Date.now();
    const code = await runToEnd(
      process.execPath,
      ["--import", "tsx", SEED_SCRIPT, "--members", String(options.members)],
      { cwd: ROOT, env: portalEnv(portalPort, target) },
    );
    if (code !== 0) throw new Error(`the seed script failed (exit code ${code})`);
    seed.seconds = seconds(seedStarted);
    runState.seeded = options.members;
    log(`seeded ${options.members} members in ${seed.seconds} s`);
  }
  return seed;
}

/**
 * One engine's run: a migrated database with the demo data (the server does both when it
 * starts), the seed, the servers under test (the baseline only for its scenario) and the load;
 * `afterLoad` runs while the portal still serves (Lighthouse). The servers are stopped at the end.
 */
async function benchEngine(
  target: EngineTarget,
  afterLoad?: (portalUrl: string) => Promise<void>,
): Promise<{ seed: SeedReport; results: ScenarioResult[] }> {
  const runState: RunState = { seeded: 0 };
  const portalPort = await freePort();
  log(`preparing the ${target.engine} database (migrations, demo data)`);
  const first = await startPortal(portalPort, target);
  await first.stop();
  children.splice(children.indexOf(first), 1);

  // Members, so that queries run against a realistic amount of rows.
  const seed = await seedMembers(portalPort, target, runState);

  const helloPort = await freePort();
  if (scenarios.some((s) => s.target === "hello-world")) await startHelloWorld(helloPort);
  const floorPort = await freePort();
  if (scenarios.some((s) => s.target === "sign-in-floor")) {
    const floor = await startSignInFloor(floorPort, target);
    runState.floorPids = () => processTree(floor.process.pid);
  }
  const portalStarted = Date.now();
  const portal = await startPortal(portalPort, target);
  runState.portalPids = () => processTree(portal.process.pid);
  runState.databasePids = target.engine === "postgres" ? localPostgresPids : undefined;
  if (scenarios.some((s) => s.target === "portal")) {
    log("waiting for the portal's start-up jobs to finish");
    await waitUntilSettled(runState.portalPids, portalStarted);
  }
  const baseUrls: Record<Target, string> = {
    "hello-world": `http://127.0.0.1:${helloPort}`,
    portal: `http://127.0.0.1:${portalPort}`,
    "sign-in-floor": `http://127.0.0.1:${floorPort}`,
  };
  const results: ScenarioResult[] = [];
  const bare = scenarios.find((s) => s.target === "hello-world");
  for (const scenario of scenarios) {
    // A ratio is taken against the bare server measured just before (other work on the machine
    // comes and goes within minutes); the first one follows the hello-world scenario itself.
    const previous = results.at(-1);
    let bareNow: number | undefined;
    if (bare && scenario.target === "portal" && budgetFor(scenario, target.engine)?.minRatio !== undefined) {
      bareNow =
        previous?.target === "hello-world"
          ? previous.requestsPerSecond
          : (await runScenario(bare, baseUrls["hello-world"], options, runState, target.engine)).requestsPerSecond;
    }
    // Sign-in's share is of argon2id alone on every core, measured just before it and again just
    // after (their own lines): the share is of the two's mean, so that the machine's speed drifting
    // over the minute does not land on one side (decision 129).
    const againstArgon2 =
      scenario.againstArgon2 ||
      (scenario.target === "portal" && budgetFor(scenario, target.engine)?.minShareOfArgon2 !== undefined);
    if (againstArgon2) {
      results.push(
        ...(await againstArgon2Baseline(scenario, baseUrls[scenario.target], options, runState, target.engine)),
      );
      continue;
    }
    const result = await runScenario(scenario, baseUrls[scenario.target], options, runState, target.engine);
    if (bareNow !== undefined) result.bareRequestsPerSecond = bareNow;
    results.push(result);
  }
  if (afterLoad) await afterLoad(baseUrls.portal);
  await stopServers();
  return { seed, results };
}

/** The PostgreSQL run's target: --database-url, or a fresh database on the local server when one answers. */
async function postgresTarget(): Promise<EngineTarget | { skipped: string }> {
  const pgDataDir = path.join(dataDir, "postgres");
  fs.mkdirSync(pgDataDir, { recursive: true });
  if (options.databaseUrl) return { engine: "postgres", dataDir: pgDataDir, databaseUrl: options.databaseUrl };
  if (options.noPostgres) return { skipped: "--no-postgres" };
  if (scenarios.length === 0) return { skipped: "no load scenario runs" };
  const adminUrl = defaultAdminUrl();
  const created = await createPostgresDatabase(adminUrl);
  if ("skipped" in created) return created;
  postgres = created;
  postgresTransport = transportOf(adminUrl);
  log(`PostgreSQL: benching a fresh database ${created.name} over ${postgresTransport}`);
  return { engine: "postgres", dataDir: pgDataDir, databaseUrl: created.url };
}

async function main(): Promise<number> {
  const started = Date.now();
  log(
    `${os.cpus().length} CPU(s), Node ${process.version}; ${options.connections} connections, ` +
      `${options.duration} s per scenario (+${options.warmup} s warm-up); database: ` +
      `${options.databaseUrl ? "PostgreSQL (--database-url)" : `SQLite in ${dataDir}, then PostgreSQL when one answers`}`,
  );

  // 1. The web app, for the first-load budget (and so that the server serves it).
  if (options.build) {
    log("building the web app (npm run build; skip with --no-build)");
    const code = await runToEnd("npm", ["run", "build"], { cwd: ROOT });
    if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
  }

  // 2. Lighthouse, against the first engine's portal serving web/dist, after its load.
  let lighthouse: LighthouseOutcome = { skipped: "not selected (--only)" };
  const lighthouseStep = async (portalUrl: string) => {
    if (!measureLighthouse) return;
    if (fs.existsSync(manifestPath(WEB_DIST))) {
      const pages = await runLighthouse({
        baseUrl: portalUrl,
        chromiumPath: options.chromium,
        runs: options.lighthouseRuns,
        signIn: () => signInForLighthouse(portalUrl),
        reportDir: path.join(RESULTS_DIR, "lighthouse"),
      });
      lighthouse = { pages, runsPerPage: options.lighthouseRuns };
    } else {
      lighthouse = { skipped: "web/dist has no build (build the web app)" };
      warn(`Lighthouse not measured: ${lighthouse.skipped}`);
    }
  };

  // 3. Each engine: SQLite (unless --database-url), then PostgreSQL.
  const results: ScenarioResult[] = [];
  let seed: SeedReport | undefined;
  let postgresSeed: SeedReport | undefined;
  let postgresSkipped: string | undefined;
  if (!options.databaseUrl) {
    const sqlite = await benchEngine({ engine: "sqlite", dataDir, databaseUrl: undefined }, lighthouseStep);
    seed = sqlite.seed;
    results.push(...sqlite.results);
  }
  const pgTarget = await postgresTarget();
  if ("skipped" in pgTarget) {
    postgresSkipped = pgTarget.skipped;
    warn(`PostgreSQL not benched: ${postgresSkipped}`);
  } else {
    const pgRun = await benchEngine(pgTarget, seed ? undefined : lighthouseStep);
    if (seed) postgresSeed = pgRun.seed;
    else seed = pgRun.seed;
    results.push(...pgRun.results);
  }
  await cleanUp();
  applyRatios(results);

  // 4. First-load weight of the web app.
  let bundle: BundleOutcome;
  if (fs.existsSync(manifestPath(WEB_DIST))) {
    bundle = measureFirstLoad(WEB_DIST, FIRST_LOAD_BUDGET_BYTES, LOGIN_ROUTE_MODULE);
  } else {
    bundle = { skipped: `${path.relative(ROOT, manifestPath(WEB_DIST))} does not exist (build the web app)` };
    warn(`first-load budget not measured: ${bundle.skipped}`);
  }

  // 5. Report, and the history line.
  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(),
    options: { ...options, databaseUrl: options.databaseUrl ? "(set)" : undefined },
    database: options.databaseUrl ? "postgres" : postgresSeed ? "sqlite+postgres" : "sqlite",
    seed: seed ?? { members: options.members, skipped: "no engine ran" },
    ...(postgresSeed ? { postgresSeed } : {}),
    ...(postgresSkipped && !options.databaseUrl ? { postgresSkipped } : {}),
    ...(postgresTransport ? { postgresTransport } : {}),
    scenarios: results,
    bundle,
    lighthouse,
    totalSeconds: seconds(started),
  };
  const latest = writeReport(RESULTS_DIR, report);
  const history = appendHistory(RESULTS_DIR, report, currentCommit(ROOT));
  const problems = printReport(report, path.relative(ROOT, latest));
  console.log(`History: ${path.relative(ROOT, history)} (${results.length} line(s) added; commit it)`);
  if (problems.length > 0) {
    console.log(`FAIL: ${problems.join(", ")}`);
    return 1;
  }
  return 0;
}

/** Signs the demo member in; the answer is what the login page stores as AUTH_DATA_CACHE. */
async function signInForLighthouse(baseUrl: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(LIGHTHOUSE_MEMBER),
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`signing ${LIGHTHOUSE_MEMBER.username} in answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as unknown;
}

async function startHelloWorld(helloPort: number): Promise<void> {
  const hello = startChild(
    "hello-world",
    process.execPath,
    ["--import", "tsx", path.join(BENCH_DIR, "hello-world.ts")],
    {
      cwd: BENCH_DIR,
      env: { ...process.env, PORT: String(helloPort), NODE_OPTIONS: "" },
    },
  );
  children.push(hello);
  await waitUntilReady(hello, `http://127.0.0.1:${helloPort}/`, (response) => response.ok);
}

/** The least sign-in (sign-in-floor.ts) on the engine's database, in as many processes as the portal. */
async function startSignInFloor(port: number, target: EngineTarget): Promise<Child> {
  const env = portalEnv(port, target);
  const floor = startChild(
    "sign-in floor",
    process.execPath,
    ["--import", "tsx", path.join(BENCH_DIR, "sign-in-floor.ts")],
    {
      cwd: BENCH_DIR,
      env,
    },
  );
  children.push(floor);
  // Any answer means it listens (a GET of the sign-in route answers 404).
  await waitUntilReady(floor, `http://127.0.0.1:${port}/api/auth/login`, () => true);
  return floor;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exit(1);
  });
