// `npm run bench`: how fast the portal answers under load, and how heavy its first page is.
//
//   npm run bench                              build, seed 100 000 members, 10 s per scenario
//   npm run bench -- --members 5000 --duration 3 --no-build     a quick run
//
// Options: --members N (default 100000; 0 = no seed), --duration S (10), --connections C (100),
// --warmup S (2), --no-build, --only NAME (repeatable), --database-url postgres://... (bench
// PostgreSQL instead of a fresh SQLite file; the database is seeded!), --keep-data.
//
// Each scenario runs autocannon from this process against a server in its own process: the
// portal (NODE_ENV=development, LOG_LEVEL=warn, demo data, a temporary DATA_DIR) and, as the
// baseline, a bare Fastify hello-world. Results go to bench/results/latest.json (gitignored).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { type BundleReport, measureFirstLoad } from "./lib/bundle.js";
import { type Child, freePort, runToEnd, startChild, waitUntilReady } from "./lib/processes.js";

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, "..");
const RESULTS_DIR = path.join(BENCH_DIR, "results");
const SEED_SCRIPT = path.join(ROOT, "server", "src", "scripts", "seed.ts");
const WEB_DIST = path.join(ROOT, "web", "dist");

/** First load of the login page on a phone: JS + CSS named by index.html, gzipped. 1 KB = 1000 bytes. */
const FIRST_LOAD_BUDGET_BYTES = 150 * 1000;

// ── Scenarios ─────────────────────────────────────────────────────────────────────────────────

type Target = "hello-world" | "portal";

interface Budget {
  /** The 99th percentile latency must stay at or below this. */
  p99Ms?: number;
  /** Throughput must reach at least this. */
  minRequestsPerSecond?: number;
}

interface Scenario {
  name: string;
  target: Target;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Runs once before the load (e.g. logs a demo member in) and returns extra headers. */
  prepare?: (baseUrl: string) => Promise<Record<string, string>>;
  budget?: Budget;
}

const SCENARIOS: Scenario[] = [
  { name: "hello-world", target: "hello-world", path: "/" },
  { name: "status", target: "portal", path: "/api/status" },
  { name: "regions", target: "portal", path: "/api/regions" },
  // TODO(auth): enable once login and the membership record exist. Log a demo member in
  // (DEVICE_VERIFICATION=off is already set for the bench server) and send the bearer token.
  // {
  //   name: "my-record",
  //   target: "portal",
  //   path: "/api/my-account/membership/my-record",
  //   prepare: async (baseUrl) => ({ authorization: `Bearer ${await loginDemoMember(baseUrl)}` }),
  //   budget: { p99Ms: 25 },
  // },
];

// ── Options ───────────────────────────────────────────────────────────────────────────────────

const USAGE = `Usage: npm run bench -- [--members N] [--duration S] [--connections C] [--warmup S]
                       [--no-build] [--only NAME]... [--database-url URL] [--keep-data]
Scenarios: ${SCENARIOS.map((s) => s.name).join(", ")}`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      members: { type: "string", default: "100000" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "100" },
      warmup: { type: "string", default: "2" },
      "no-build": { type: "boolean", default: false },
      only: { type: "string", multiple: true },
      "database-url": { type: "string" },
      "keep-data": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const integer = (name: string, value: string, min: number) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < min) {
      console.error(`--${name} must be a whole number of at least ${min}, not "${value}"\n${USAGE}`);
      process.exit(2);
    }
    return number;
  };
  const only = values.only ?? [];
  for (const name of only) {
    if (!SCENARIOS.some((s) => s.name === name)) {
      console.error(`Unknown scenario "${name}"\n${USAGE}`);
      process.exit(2);
    }
  }
  const databaseUrl = values["database-url"];
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error("--database-url must be a postgres:// URL");
    process.exit(2);
  }
  return {
    members: integer("members", values.members, 0),
    duration: integer("duration", values.duration, 1),
    connections: integer("connections", values.connections, 1),
    warmup: integer("warmup", values.warmup, 0),
    build: !values["no-build"],
    only,
    databaseUrl,
    keepData: values["keep-data"],
  };
}

// ── Helpers ───────────────────────────────────────────────────────────────────────────────────

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

function warn(message: string): void {
  console.warn(`[bench] WARNING: ${message}`);
}

function seconds(since: number): number {
  return Math.round((Date.now() - since) / 100) / 10;
}

interface ScenarioResult {
  name: string;
  target: Target;
  url: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  budget?: Budget;
  budgetPass?: boolean;
  problem?: string;
}

function summarize(scenario: Scenario, url: string, result: Result, connections: number): ScenarioResult {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  const summary: ScenarioResult = {
    name: scenario.name,
    target: scenario.target,
    url,
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: Math.round(result.latency.average * 100) / 100,
    },
    totalRequests: result.totalRequests,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
  if (result.non2xx > 0 || result.errors > 0) {
    summary.problem = `${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`;
  }
  if (scenario.budget) {
    const { p99Ms, minRequestsPerSecond } = scenario.budget;
    summary.budget = scenario.budget;
    summary.budgetPass =
      (p99Ms === undefined || summary.latencyMs.p99 <= p99Ms) &&
      (minRequestsPerSecond === undefined || summary.requestsPerSecond >= minRequestsPerSecond) &&
      !summary.problem;
  }
  return summary;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column === 1 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

// ── The run ───────────────────────────────────────────────────────────────────────────────────

const options = parseOptions();
const scenarios = options.only.length > 0 ? SCENARIOS.filter((s) => options.only.includes(s.name)) : SCENARIOS;
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
  const seed: { members: number; seconds?: number; skipped?: string } = { members: options.members };
  if (options.members === 0) {
    seed.skipped = "--members 0";
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
    log(`seeded ${options.members} members in ${seed.seconds} s`);
  }

  // 4. The servers under test, each in its own process.
  const helloPort = await freePort();
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
  await startPortal(portalPort);
  const baseUrls: Record<Target, string> = {
    "hello-world": `http://127.0.0.1:${helloPort}`,
    portal: `http://127.0.0.1:${portalPort}`,
  };

  // 5. Load.
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const baseUrl = baseUrls[scenario.target];
    const url = `${baseUrl}${scenario.path}`;
    const headers = { ...scenario.headers, ...(scenario.prepare ? await scenario.prepare(baseUrl) : {}) };
    const method = scenario.method ?? "GET";
    const check = await fetch(url, { method, headers });
    if (!check.ok) {
      warn(`${scenario.name}: ${method} ${scenario.path} answered ${check.status} before the load started`);
    }
    await check.arrayBuffer();
    if (options.warmup > 0) {
      await autocannon({ url, method, headers, connections: options.connections, duration: options.warmup });
    }
    log(`${scenario.name}: ${method} ${url} for ${options.duration} s`);
    const result = await autocannon({
      url,
      method,
      headers,
      connections: options.connections,
      duration: options.duration,
    });
    const summary = summarize(scenario, url, result, options.connections);
    if (summary.problem) warn(`${scenario.name}: ${summary.problem} ${JSON.stringify(summary.statusCodes)}`);
    results.push(summary);
  }
  await cleanUp();
  children.length = 0;

  // 6. First-load weight of the web app.
  let bundle: BundleReport | { skipped: string };
  if (fs.existsSync(path.join(WEB_DIST, "index.html"))) {
    bundle = measureFirstLoad(WEB_DIST, FIRST_LOAD_BUDGET_BYTES);
  } else {
    bundle = { skipped: "web/dist/index.html does not exist (build the web app)" };
    warn(`first-load budget not measured: ${bundle.skipped}`);
  }

  // 7. Report.
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    options: { ...options, databaseUrl: options.databaseUrl ? "(set)" : undefined },
    database: options.databaseUrl ? "postgres" : "sqlite",
    seed,
    scenarios: results,
    bundle,
    totalSeconds: seconds(started),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.json"), json);
  fs.writeFileSync(path.join(RESULTS_DIR, `${report.date.replace(/[:.]/g, "-")}.json`), json);

  const rows = [["scenario", "url", "req/s", "p50", "p99", "max", "non-2xx", "errors", "budget"]];
  for (const r of results) {
    const budget =
      r.budget === undefined
        ? "-"
        : `${r.budgetPass ? "PASS" : "FAIL"} (${[
            r.budget.p99Ms !== undefined ? `p99 <= ${r.budget.p99Ms} ms` : "",
            r.budget.minRequestsPerSecond !== undefined ? `>= ${r.budget.minRequestsPerSecond} req/s` : "",
          ]
            .filter(Boolean)
            .join(", ")})`;
    rows.push([
      r.name,
      r.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ""),
      r.requestsPerSecond.toLocaleString("en-US"),
      `${r.latencyMs.p50} ms`,
      `${r.latencyMs.p99} ms`,
      `${r.latencyMs.max} ms`,
      String(r.non2xx),
      String(r.errors),
      budget,
    ]);
  }
  console.log(
    `\nGKF Portal bench — ${report.date}, ${report.machine.cpus} CPU(s), ${report.database}, ` +
      `${seed.skipped ? `no seed (${seed.skipped})` : `${seed.members} members`}, ` +
      `${options.connections} connections x ${options.duration} s\n`,
  );
  console.log(table(rows));

  let bundlePass = true;
  if ("skipped" in bundle) {
    console.log(`\nFirst load (JS+CSS, gzip -9): not measured — ${bundle.skipped}`);
  } else {
    bundlePass = bundle.pass;
    console.log(
      `\nFirst load (JS+CSS named by index.html, gzip -9): ${kb(bundle.gzipBytes)} (raw ${kb(bundle.bytes)}) ` +
        `/ budget ${kb(bundle.budgetBytes)}  ${bundle.pass ? "PASS" : "FAIL"}`,
    );
    for (const file of [...bundle.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.kind.padEnd(13)} ${file.file}`);
    }
  }
  console.log(
    `\nResults: ${path.relative(ROOT, path.join(RESULTS_DIR, "latest.json"))} (${report.totalSeconds} s in all)`,
  );

  const problems = results.filter((r) => r.problem || r.budgetPass === false).map((r) => r.name);
  if (!bundlePass) problems.push("first-load budget");
  if (problems.length > 0) {
    console.log(`FAIL: ${problems.join(", ")}`);
    return 1;
  }
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exit(1);
  });
