// `npm run bench`: how fast the portal answers under load, and how heavy its first page is.
//
//   npm run bench                              build, seed 100 000 members, 10 s per scenario
//   npm run bench -- --members 5000 --duration 3 --no-build     a quick run
//
// Options (lib/options.ts): --members N (default 100000; 0 = no seed), --duration S (10),
// --connections C (100), --warmup S (2), --no-build, --only NAME (repeatable), --database-url
// postgres://... (bench PostgreSQL instead of a fresh SQLite file; the database is seeded!),
// --keep-data, --lighthouse-runs N (3), --chromium PATH (/usr/bin/chromium).
//   npm run bench -- --only lighthouse --no-build              the Lighthouse budgets alone
//
// Each scenario (lib/scenarios.ts) runs autocannon from this process (lib/load.ts) against a
// server in its own process (lib/processes.ts): the portal (NODE_ENV=development, LOG_LEVEL=warn,
// DEVICE_VERIFICATION=off, demo data, a temporary DATA_DIR) and, as the baseline, a bare Fastify
// hello-world. The authenticated scenarios sign BENCH_MEMBERS seeded members in and spread the
// load over them. The first-load size is computed as web/scripts/first-load-size.mjs computes it
// (lib/bundle.ts). Lighthouse's mobile preset measures the login page, the splash page and a
// signed-in member's membership page (lib/lighthouse.ts). Results go to bench/results/latest.json and a dated copy (gitignored), and
// the table is printed (lib/report.ts). See bench/README.md.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { KB, LOGIN_ROUTE_MODULE, manifestPath, measureFirstLoad } from "./lib/bundle.js";
import { runLighthouse } from "./lib/lighthouse.js";
import { runScenario } from "./lib/load.js";
import { log, seconds, warn } from "./lib/log.js";
import { LIGHTHOUSE_STEP, parseOptions } from "./lib/options.js";
import { type Child, freePort, runToEnd, startChild, waitUntilReady } from "./lib/processes.js";
import {
  type BundleOutcome,
  type LighthouseOutcome,
  machine,
  printReport,
  type Report,
  type ScenarioResult,
  type SeedReport,
  writeReport,
} from "./lib/report.js";
import { type RunState, SCENARIOS, type Target } from "./lib/scenarios.js";

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, "..");
const RESULTS_DIR = path.join(BENCH_DIR, "results");
const SEED_SCRIPT = path.join(ROOT, "server", "src", "scripts", "seed.ts");
const WEB_DIST = path.join(ROOT, "web", "dist");

/** First load of the login page: gzipped JS + CSS of the entry and the login route. 1 KB = 1024 bytes. */
const FIRST_LOAD_BUDGET_BYTES = 150 * KB;

const options = parseOptions(SCENARIOS.map((s) => s.name));
/** How many members the seed added (0 until it ran, or when it was skipped). */
const runState: RunState = { seeded: 0 };
const scenarios = options.only.length > 0 ? SCENARIOS.filter((s) => options.only.includes(s.name)) : SCENARIOS;
const measureLighthouse = options.only.length === 0 || options.only.includes(LIGHTHOUSE_STEP);
/** The member Lighthouse opens the membership page as (demo data; the bench disables device checks). */
const LIGHTHOUSE_MEMBER = { username: "member@demo.gkf", password: "gkf-demo-2026" };
const children: Child[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-bench-"));

async function cleanUp(): Promise<void> {
  await Promise.all(children.map((child) => child.stop()));
  if (options.keepData) log(`data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
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

async function startPortal(port: number): Promise<Child> {
  const child = startChild("portal server", process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: ROOT,
    env: portalEnv(port),
  });
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

function portalEnv(port: number): NodeJS.ProcessEnv {
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
    DATA_DIR: dataDir,
    // Empty means "not set" to the server; dotenv never overrides a variable that exists.
    DATABASE_URL: options.databaseUrl ?? "",
  };
  delete env.NODE_OPTIONS;
  return env;
}

/** Adds `options.members` members with the seed script (unless --members 0). */
async function seedMembers(portalPort: number): Promise<SeedReport> {
  const seed: SeedReport = { members: options.members };
  if (options.members === 0) {
    seed.skipped = "--members 0";
  } else if (scenarios.length === 0) {
    seed.skipped = "no load scenario runs";
  } else if (!fs.existsSync(SEED_SCRIPT)) {
    seed.skipped = `${path.relative(ROOT, SEED_SCRIPT)} does not exist yet`;
    warn(`cannot seed ${options.members} members: ${seed.skipped}. Benchmarking the demo data only.`);
  } else {
    log(`seeding ${options.members} members`);
    const seedStarted = Date.now();
    const code = await runToEnd(
      process.execPath,
      ["--import", "tsx", SEED_SCRIPT, "--members", String(options.members)],
      { cwd: ROOT, env: portalEnv(portalPort) },
    );
    if (code !== 0) throw new Error(`the seed script failed (exit code ${code})`);
    seed.seconds = seconds(seedStarted);
    runState.seeded = options.members;
    log(`seeded ${options.members} members in ${seed.seconds} s`);
  }
  return seed;
}

async function main(): Promise<number> {
  const started = Date.now();
  log(
    `${os.cpus().length} CPU(s), Node ${process.version}; ${options.connections} connections, ` +
      `${options.duration} s per scenario (+${options.warmup} s warm-up); database: ` +
      `${options.databaseUrl ? "PostgreSQL (--database-url)" : `SQLite in ${dataDir}`}`,
  );

  // 1. The web app, for the first-load budget (and so that the server serves it).
  if (options.build) {
    log("building the web app (npm run build; skip with --no-build)");
    const code = await runToEnd("npm", ["run", "build"], { cwd: ROOT });
    if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
  }

  // 2. A migrated database with the demo data: the server does both when it starts.
  const portalPort = await freePort();
  log("preparing the database (migrations, demo data)");
  const first = await startPortal(portalPort);
  await first.stop();
  children.splice(children.indexOf(first), 1);

  // 3. Members, so that queries run against a realistic amount of rows.
  const seed = await seedMembers(portalPort);

  // 4. The servers under test, each in its own process (the baseline only for its scenario).
  const helloPort = await freePort();
  if (scenarios.some((s) => s.target === "hello-world")) await startHelloWorld(helloPort);
  const portal = await startPortal(portalPort);
  runState.portalPids = () => processTree(portal.process.pid);
  const baseUrls: Record<Target, string> = {
    "hello-world": `http://127.0.0.1:${helloPort}`,
    portal: `http://127.0.0.1:${portalPort}`,
  };

  // 5. Load.
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    results.push(await runScenario(scenario, baseUrls[scenario.target], options, runState));
  }

  // 6. Lighthouse, against the portal serving web/dist.
  let lighthouse: LighthouseOutcome = { skipped: "not selected (--only)" };
  if (measureLighthouse) {
    if (fs.existsSync(manifestPath(WEB_DIST))) {
      const pages = await runLighthouse({
        baseUrl: baseUrls.portal,
        chromiumPath: options.chromium,
        runs: options.lighthouseRuns,
        signIn: () => signInForLighthouse(baseUrls.portal),
        reportDir: path.join(RESULTS_DIR, "lighthouse"),
      });
      lighthouse = { pages, runsPerPage: options.lighthouseRuns };
    } else {
      lighthouse = { skipped: "web/dist has no build (build the web app)" };
      warn(`Lighthouse not measured: ${lighthouse.skipped}`);
    }
  }
  await cleanUp();
  children.length = 0;

  // 7. First-load weight of the web app.
  let bundle: BundleOutcome;
  if (fs.existsSync(manifestPath(WEB_DIST))) {
    bundle = measureFirstLoad(WEB_DIST, FIRST_LOAD_BUDGET_BYTES, LOGIN_ROUTE_MODULE);
  } else {
    bundle = { skipped: `${path.relative(ROOT, manifestPath(WEB_DIST))} does not exist (build the web app)` };
    warn(`first-load budget not measured: ${bundle.skipped}`);
  }

  // 8. Report.
  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(),
    options: { ...options, databaseUrl: options.databaseUrl ? "(set)" : undefined },
    database: options.databaseUrl ? "postgres" : "sqlite",
    seed,
    scenarios: results,
    bundle,
    lighthouse,
    totalSeconds: seconds(started),
  };
  const latest = writeReport(RESULTS_DIR, report);
  const problems = printReport(report, path.relative(ROOT, latest));
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

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exit(1);
  });
