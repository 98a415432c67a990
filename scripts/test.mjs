#!/usr/bin/env node
// `npm test`: every automated check of the project, in order, stopping at the first failure.
//
//   0. typecheck (tsc -b) and lint (Biome)
//   1. unit and API tests (contract, server, web) on SQLite
//   2. the server tests again on PostgreSQL, in a database made for this run (when one answers)
//   3. the web app build, then the end-to-end tests in Chromium against the real server
//
// Flags: --skip-pg (no PostgreSQL pass), --skip-e2e (no build, no browser tests).
// Env:   GKF_TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//        CI=true: the PostgreSQL pass is required. A local cluster is started once if none
//        answers, and a PostgreSQL that still does not answer (or --skip-pg) fails the run.
//        Without CI a missing PostgreSQL skips that pass with a loud warning.
// The last line is always `N passed, M failed` (test cases over all vitest runs).

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VITEST = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
const PG_ADMIN_URL = process.env.GKF_TEST_PG_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const IS_CI = process.env.CI === "true" || process.env.CI === "1";

const USAGE = `Usage: npm test [-- --skip-pg] [-- --skip-e2e]
  --skip-pg    do not repeat the server tests on PostgreSQL (refused under CI=true)
  --skip-e2e   do not build the web app nor run the browser tests`;

const args = process.argv.slice(2);
const flags = { skipPg: false, skipE2e: false };
for (const arg of args) {
  if (arg === "--skip-pg") flags.skipPg = true;
  else if (arg === "--skip-e2e") flags.skipE2e = true;
  else if (arg === "--help" || arg === "-h") {
    console.log(USAGE);
    process.exit(0);
  } else {
    console.error(`Unknown option: ${arg}\n${USAGE}`);
    process.exit(2);
  }
}

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = paint("1");
const green = paint("32");
const red = paint("31");
const yellow = paint("33");
const dim = paint("2");

// A Ctrl-C reaches the children too (same process group); we stay alive to clean up.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(yellow(`\n${signal}: stopping after the current step (again to quit at once)...`));
  });
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-test-"));
/** @type {{name: string, state: "passed"|"failed"|"skipped"|"not run", ms: number, note?: string, loud?: boolean, failures?: string[], counts?: {passed: number, failed: number, skipped: number}}[]} */
const results = [];
const totals = { passed: 0, failed: 0 };

function banner(title) {
  const line = "─".repeat(Math.max(8, 72 - title.length));
  console.log(`\n${bold(`── ${title} ${line}`)}`);
}

function formatMs(ms) {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** Runs a command with inherited output; resolves to its exit code. */
function run(command, commandArgs, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: "inherit" });
    child.on("error", (error) => {
      console.error(red(`Could not start ${command}: ${error.message}`));
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Reads the counts of vitest's JSON report; null when the run wrote none (it crashed). */
function readCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      failedFiles: report.numFailedTestSuites ?? 0,
      failures: failuresOf(report),
    };
  } catch {
    return null;
  }
}

/**
 * The failed tests of vitest's JSON report, each as "file › test: first line of its error", so
 * that the summary (the part of a long CI log that is kept) names what failed.
 */
function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name ?? "");
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const firstLine = String(test.failureMessages?.[0] ?? "")
        .split("\n")[0]
        .slice(0, 300);
      failures.push(`${where} › ${test.fullName ?? test.title}: ${firstLine}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === "failed")
      failures.push(
        `${where}: ${String(file.message ?? "")
          .split("\n")[0]
          .slice(0, 300)}`,
      );
  }
  return failures;
}

/** Runs vitest for some projects; the step fails on a non-zero exit. */
async function vitestStep(name, projects, env) {
  const slug = name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
  const jsonFile = path.join(reportDir, `${slug}.json`);
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  const code = await run(
    process.execPath,
    [
      VITEST,
      "run",
      ...projectArgs,
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${jsonFile}`,
    ],
    { env },
  );
  const counts = readCounts(jsonFile);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  let note;
  if (counts) {
    note = `${counts.passed} passed, ${counts.failed} failed`;
    if (counts.skipped) note += `, ${counts.skipped} skipped`;
    if (counts.failedFiles && code !== 0 && counts.failed === 0)
      note += `, ${counts.failedFiles} file(s) failed to load`;
  } else if (code !== 0) {
    note = "vitest wrote no report (it could not start)";
  }
  return { code, note, counts };
}

/** Time and record one step; returns true when it passed. */
async function step(name, fn) {
  banner(name);
  const started = Date.now();
  let outcome;
  try {
    outcome = await fn();
  } catch (error) {
    console.error(red(error instanceof Error ? error.stack || error.message : String(error)));
    outcome = { code: 1, note: error instanceof Error ? error.message : String(error) };
  }
  const ms = Date.now() - started;
  if (outcome.skipped) {
    results.push({ name, state: "skipped", ms, note: outcome.note, loud: outcome.loud });
    console.log(yellow(`Skipped ${name}: ${outcome.note}`));
    return true;
  }
  const passed = outcome.code === 0 && !interrupted;
  results.push({
    name,
    state: passed ? "passed" : "failed",
    ms,
    note: outcome.note,
    failures: outcome.counts?.failures ?? [],
  });
  if (!passed) {
    const why = interrupted ? "interrupted" : `exit code ${outcome.code}`;
    console.error(red(bold(`\nStep "${name}" failed (${why}); stopping here.`)));
  }
  return passed;
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────

async function pgAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function tryStartLocalPostgres() {
  let versions = [];
  try {
    versions = fs.readdirSync("/etc/postgresql");
  } catch {
    console.log("No /etc/postgresql: PostgreSQL is not installed here.");
    return;
  }
  for (const version of versions) {
    console.log(`CI: starting PostgreSQL cluster ${version}/main...`);
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { stdio: "inherit" });
  }
}

async function waitForPg(url, seconds) {
  for (let i = 0; i < seconds; i++) {
    if (await pgAnswers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function postgresStep() {
  if (flags.skipPg && IS_CI) {
    console.error(red(bold("CI=true: the PostgreSQL pass is required here; --skip-pg is not accepted.")));
    return { code: 1, note: "--skip-pg refused under CI" };
  }
  if (flags.skipPg) return { skipped: true, note: "--skip-pg given" };
  let answers = await pgAnswers(PG_ADMIN_URL);
  if (!answers && IS_CI) {
    tryStartLocalPostgres();
    answers = await waitForPg(PG_ADMIN_URL, 15);
  }
  if (!answers) {
    const why = `no PostgreSQL answered at ${safeUrl(PG_ADMIN_URL)} (start it, or set GKF_TEST_PG_ADMIN_URL)`;
    if (IS_CI) {
      console.error(red(bold(`CI=true: the PostgreSQL pass is required, but ${why}.`)));
      return { code: 1, note: why };
    }
    console.log(yellow(bold(`\n${"!".repeat(72)}\n!! PostgreSQL pass SKIPPED: ${why}.`)));
    console.log(
      yellow(bold(`!! The server tests ran on SQLite only; CI (CI=true) would fail here.\n${"!".repeat(72)}`)),
    );
    return { skipped: true, loud: true, note: why };
  }
  const database = `gkf_test_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}_${process.pid}`;
  const testUrl = new URL(PG_ADMIN_URL);
  testUrl.pathname = `/${database}`;
  console.log(`Created database ${database} on ${testUrl.host}`);
  await adminQuery(`create database ${database}`);
  try {
    return await vitestStep("server tests (PostgreSQL)", ["server"], {
      ...process.env,
      GKF_TEST_DATABASE_URL: testUrl.toString(),
    });
  } finally {
    try {
      await adminQuery(`drop database if exists ${database} with (force)`);
    } catch {
      // PostgreSQL before 13 has no WITH (FORCE).
      await adminQuery(`drop database if exists ${database}`).catch((error) =>
        console.error(red(`Could not drop database ${database}: ${error.message}`)),
      );
    }
    console.log(`Dropped database ${database}`);
  }
}

// ── The run ───────────────────────────────────────────────────────────────────────────────────

const sqliteEnv = { ...process.env };
delete sqliteEnv.GKF_TEST_DATABASE_URL;

const steps = [
  [
    "typecheck and lint",
    async () => {
      const typecheck = await run(process.execPath, [
        path.join(ROOT, "node_modules", "typescript", "bin", "tsc"),
        "-b",
      ]);
      if (typecheck !== 0) return { code: typecheck, note: "tsc -b failed" };
      const lint = await run(process.execPath, [
        path.join(ROOT, "node_modules", "@biomejs", "biome", "bin", "biome"),
        "check",
        ".",
      ]);
      return { code: lint, note: lint === 0 ? undefined : "biome check failed" };
    },
  ],
  ["unit and API tests (SQLite)", () => vitestStep("unit", ["contract", "server", "web"], sqliteEnv)],
  ["server tests (PostgreSQL)", postgresStep],
  [
    "build web app",
    () =>
      flags.skipE2e
        ? { skipped: true, note: "--skip-e2e given" }
        : run("npm", ["run", "build"]).then((code) => ({ code })),
  ],
  [
    "end-to-end tests (Chromium)",
    () => (flags.skipE2e ? { skipped: true, note: "--skip-e2e given" } : vitestStep("e2e", ["e2e"], sqliteEnv)),
  ],
];

const startedAll = Date.now();
let failed = false;
for (const [name, fn] of steps) {
  if (failed || interrupted) {
    results.push({ name, state: "not run", ms: 0, note: "an earlier step failed" });
    continue;
  }
  if (!(await step(name, fn))) failed = true;
}
fs.rmSync(reportDir, { recursive: true, force: true });

banner("Summary");
const width = Math.max(...results.map((r) => r.name.length));
const marks = {
  passed: green("✔ passed "),
  failed: red("✘ failed "),
  skipped: yellow("- skipped"),
  "not run": dim("· not run"),
};
for (const r of results) {
  const time = r.state === "not run" ? "" : formatMs(r.ms).padStart(9);
  console.log(`  ${marks[r.state]}  ${r.name.padEnd(width)}  ${time}  ${r.note ? dim(r.note) : ""}`.trimEnd());
}
console.log(`  ${dim(`total ${formatMs(Date.now() - startedAll)}`)}`);
for (const r of results.filter((result) => result.loud)) {
  console.log(yellow(bold(`\nWARNING: ${r.name} was SKIPPED (${r.note}). CI requires it.`)));
}
if (failed) {
  const first = results.find((r) => r.state === "failed");
  console.log(red(bold(`\nFAILED at step "${first?.name}"`)));
  for (const failure of first?.failures ?? []) console.log(red(`  ✘ ${failure}`));
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed || interrupted ? 1 : 0);
