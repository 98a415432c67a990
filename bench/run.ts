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
// portal (NODE_ENV=development, LOG_LEVEL=warn, DEVICE_VERIFICATION=off, demo data, a temporary
// DATA_DIR) and, as the baseline, a bare Fastify hello-world. The authenticated scenarios sign
// BENCH_MEMBERS seeded members in and spread the load over them. The first-load size is computed
// as web/scripts/first-load-size.mjs computes it (see lib/bundle.ts). Results go to
// bench/results/latest.json and a dated copy (gitignored). See bench/README.md.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Client, type Options, type Request, type Result } from "autocannon";
import { type BundleReport, KB, LOGIN_ROUTE_MODULE, manifestPath, measureFirstLoad } from "./lib/bundle.js";
import { type Child, freePort, runToEnd, startChild, waitUntilReady } from "./lib/processes.js";

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, "..");
const RESULTS_DIR = path.join(BENCH_DIR, "results");
const SEED_SCRIPT = path.join(ROOT, "server", "src", "scripts", "seed.ts");
const WEB_DIST = path.join(ROOT, "web", "dist");

/** First load of the login page: gzipped JS + CSS of the entry and the login route. 1 KB = 1024 bytes. */
const FIRST_LOAD_BUDGET_BYTES = 150 * KB;
/** How many seeded members the authenticated scenarios sign in and take turns with. */
const BENCH_MEMBERS = 20;
/** The password of every seeded and demo member (server/src/scripts/demo-data.ts). */
const MEMBER_PASSWORD = "gkf-demo-2026";

// ── Scenarios ─────────────────────────────────────────────────────────────────────────────────

type Target = "hello-world" | "portal";

interface Budget {
  /** The 99th percentile latency must stay at or below this. */
  p99Ms?: number;
  /** Throughput must reach at least this. */
  minRequestsPerSecond?: number;
}

interface Prepared {
  /**
   * Extra headers, one set per caller (e.g. per signed-in member). With several, every
   * connection sends them in turn, each connection starting at a different one.
   */
  headerSets: Record<string, string>[];
  /** When these headers stop working (e.g. the access tokens expire), in ms since the epoch. */
  validUntil?: number;
  /** Who the load runs as, for the report. */
  note?: string;
}

interface Scenario {
  name: string;
  target: Target;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Runs once just before the scenario's load (e.g. signs members in). */
  prepare?: (baseUrl: string) => Promise<Prepared>;
  /** Answers that count as success; default: any 2xx. Anything else is a problem. */
  expectedStatuses?: number[];
  budget?: Budget;
}

const SCENARIOS: Scenario[] = [
  { name: "hello-world", target: "hello-world", path: "/" },
  { name: "status", target: "portal", path: "/api/status" },
  { name: "regions", target: "portal", path: "/api/regions" },
  {
    name: "my-record",
    target: "portal",
    path: "/api/my-account/membership/my-record",
    prepare: signMembersIn,
    expectedStatuses: [200],
    budget: { p99Ms: 25 },
  },
  {
    name: "my-record-summary",
    target: "portal",
    path: "/api/my-account/membership/my-record-summary",
    prepare: signMembersIn,
    // 200 when the registration is paid, 206 when not: both are the right answer.
    expectedStatuses: [200, 206],
  },
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
  /** Who the load ran as (authenticated scenarios). */
  caller?: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  totalRequests: number;
  /** autocannon's count of answers outside 200-299 (so a 206 is not one). */
  non2xx: number;
  /** Answers with a status the scenario does not expect: these fail the scenario. */
  unexpected: number;
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
  // Counted from the status codes, so that e.g. 206 from my-record-summary is a success (it is
  // 2xx, as autocannon's own non2xx agrees) and a 2xx the scenario does not expect is not.
  const expected = (code: number) =>
    scenario.expectedStatuses ? scenario.expectedStatuses.includes(code) : code >= 200 && code < 300;
  const unexpected = Object.entries(statusCodes)
    .filter(([code]) => !expected(Number(code)))
    .reduce((sum, [, count]) => sum + count, 0);
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
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
  if (unexpected > 0 || result.errors > 0) {
    const what = scenario.expectedStatuses ? `not ${scenario.expectedStatuses.join("/")}` : "non-2xx";
    summary.problem = `${unexpected} answers ${what}, ${result.errors} errors (${result.timeouts} timeouts)`;
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

function failedResult(scenario: Scenario, url: string, problem: string): ScenarioResult {
  return {
    name: scenario.name,
    target: scenario.target,
    url,
    connections: options.connections,
    durationSeconds: 0,
    requestsPerSecond: 0,
    latencyMs: { p50: 0, p90: 0, p99: 0, max: 0, average: 0 },
    totalRequests: 0,
    non2xx: 0,
    unexpected: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    ...(scenario.budget ? { budget: scenario.budget, budgetPass: false } : {}),
    problem,
  };
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
  return `${(bytes / KB).toFixed(2)} KB`;
}

// ── Signing in ────────────────────────────────────────────────────────────────────────────────

/** The members the authenticated scenarios run as: seeded ones, or the demo member without a seed. */
function benchMemberEmails(): string[] {
  if (seedStatus.seeded === 0) return ["member@demo.gkf"];
  const count = Math.min(BENCH_MEMBERS, seedStatus.seeded);
  return Array.from({ length: count }, (_, index) => `seed${index + 1}@bench.gkf`);
}

/**
 * Signs the bench members in (the bench server runs with DEVICE_VERIFICATION=off, so a right
 * password answers 200 with tokens at once) and returns one Authorization header per member.
 */
async function signMembersIn(baseUrl: string): Promise<Prepared> {
  const emails = benchMemberEmails();
  const headerSets: Record<string, string>[] = [];
  let validUntil = Number.POSITIVE_INFINITY;
  for (const username of emails) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: MEMBER_PASSWORD }),
    });
    const text = await response.text();
    if (response.status !== 200) {
      const hint = response.status === 206 ? " (a device challenge: is DEVICE_VERIFICATION=off?)" : "";
      throw new Error(`signing ${username} in answered ${response.status}${hint}: ${text.slice(0, 300)}`);
    }
    const body = JSON.parse(text) as { tokens?: { access?: string; expires_at?: string } };
    const access = body.tokens?.access;
    if (!access) throw new Error(`signing ${username} in answered 200 without tokens.access: ${text.slice(0, 300)}`);
    headerSets.push({ authorization: `Bearer ${access}` });
    if (body.tokens?.expires_at) validUntil = Math.min(validUntil, Date.parse(body.tokens.expires_at));
  }
  const first = emails[0] ?? "";
  const last = emails[emails.length - 1] ?? "";
  return {
    headerSets,
    validUntil: Number.isFinite(validUntil) ? validUntil : undefined,
    note: emails.length === 1 ? `1 member (${first})` : `${emails.length} members (${first} … ${last}) in turn`,
  };
}

/** autocannon options that send each header set in turn, every connection starting elsewhere. */
function loadOptions(
  url: string,
  method: string,
  requestPath: string,
  headers: Record<string, string>,
  headerSets: Record<string, string>[],
  duration: number,
): Options {
  const base: Options = { url, method, headers, connections: options.connections, duration };
  if (headerSets.length <= 1) return { ...base, headers: { ...headers, ...headerSets[0] } };
  const requests = (start: number): Request[] =>
    headerSets.map((_, index) => ({
      method,
      path: requestPath,
      headers: { ...headers, ...headerSets[(start + index) % headerSets.length] },
    }));
  let connection = 0;
  return {
    ...base,
    requests: requests(0),
    setupClient: (client: Client) => {
      client.setRequests(requests(connection));
      connection += 1;
    },
  };
}

// ── The run ───────────────────────────────────────────────────────────────────────────────────

const options = parseOptions();
/** How many members the seed added (0 until it ran, or when it was skipped). */
const seedStatus = { seeded: 0 };
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
    seedStatus.seeded = options.members;
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
    const method = scenario.method ?? "GET";
    const headers = { ...scenario.headers };
    let prepared: Prepared = { headerSets: [{}] };
    if (scenario.prepare) {
      try {
        prepared = await scenario.prepare(baseUrl);
      } catch (error) {
        const problem = `prepare failed: ${error instanceof Error ? error.message : String(error)}`;
        warn(`${scenario.name}: ${problem}`);
        results.push(failedResult(scenario, url, problem));
        continue;
      }
      if (prepared.note) log(`${scenario.name}: as ${prepared.note}`);
    }
    const needed = Date.now() + (options.warmup + options.duration + 30) * 1000;
    if (prepared.validUntil !== undefined && prepared.validUntil < needed) {
      const problem =
        `the access tokens expire at ${new Date(prepared.validUntil).toISOString()}, before the load ends: ` +
        "shorten --duration or raise ACCESS_TOKEN_MINUTES";
      warn(`${scenario.name}: ${problem}`);
      results.push(failedResult(scenario, url, problem));
      continue;
    }
    // One request per caller first: a scenario that cannot succeed says so before the load.
    const expected = (status: number) =>
      scenario.expectedStatuses ? scenario.expectedStatuses.includes(status) : status >= 200 && status < 300;
    const checks: number[] = [];
    for (const extra of prepared.headerSets) {
      const check = await fetch(url, { method, headers: { ...headers, ...extra } });
      await check.arrayBuffer();
      checks.push(check.status);
    }
    if (!checks.every(expected)) {
      warn(`${scenario.name}: ${method} ${scenario.path} answered ${checks.join(", ")} before the load started`);
    }
    const load = (duration: number) => loadOptions(url, method, scenario.path, headers, prepared.headerSets, duration);
    if (options.warmup > 0) await autocannon(load(options.warmup));
    log(`${scenario.name}: ${method} ${url} for ${options.duration} s`);
    const result = await autocannon(load(options.duration));
    const summary = summarize(scenario, url, result, options.connections);
    if (prepared.note) summary.caller = prepared.note;
    if (summary.problem) warn(`${scenario.name}: ${summary.problem} ${JSON.stringify(summary.statusCodes)}`);
    results.push(summary);
  }
  await cleanUp();
  children.length = 0;

  // 6. First-load weight of the web app.
  let bundle: BundleReport | { skipped: string };
  if (fs.existsSync(manifestPath(WEB_DIST))) {
    bundle = measureFirstLoad(WEB_DIST, FIRST_LOAD_BUDGET_BYTES, LOGIN_ROUTE_MODULE);
  } else {
    bundle = { skipped: `${path.relative(ROOT, manifestPath(WEB_DIST))} does not exist (build the web app)` };
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

  const rows = [["scenario", "url", "req/s", "p50", "p99", "max", "statuses", "failed", "errors", "budget"]];
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
      Object.entries(r.statusCodes)
        .map(([code, count]) => `${code}:${count}`)
        .join(" ") || "-",
      String(r.unexpected),
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
  for (const r of results) {
    if (r.caller) console.log(`  ${r.name}: as ${r.caller}`);
    if (r.problem) console.log(`  ${r.name}: ${r.problem}`);
  }

  let bundlePass = true;
  if ("skipped" in bundle) {
    console.log(`\nFirst load of the login page: not measured — ${bundle.skipped}`);
  } else {
    bundlePass = bundle.pass;
    console.log(
      `\nFirst load of the login page (entry + ${bundle.routeModule} with static imports, .gz sizes, ` +
        `1 KB = 1024 B): ${kb(bundle.gzipBytes)} (raw ${kb(bundle.bytes)}) / budget ${kb(bundle.budgetBytes)}  ` +
        `${bundle.pass ? "PASS" : "FAIL"}`,
    );
    for (const file of [...bundle.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(file.gzipBytes).padStart(10)}  ${file.kind.padEnd(10)} ${file.file}`);
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
