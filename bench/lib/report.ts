// What a run found: one summary per scenario, the JSON written to bench/results/, and the table
// printed at the end.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Result } from "autocannon";
import { argon2ShareLines } from "./argon2-lines.js";
import { type BundleReport, KB } from "./bundle.js";
import type { LighthouseResult } from "./lighthouse.js";
import type { BenchOptions } from "./options.js";
import {
  ARGON2_BASELINE,
  type Budget,
  budgetFor,
  type Engine,
  isExpected,
  type Scenario,
  type Target,
} from "./scenarios.js";

export interface ScenarioResult {
  name: string;
  /** Where the load went; "argon2" is the sign-in's baseline, argon2id verifications in a process of their own. */
  target: Target | "argon2";
  /** The portal's database in this scenario's run (the hello-world's: the run it belongs to). */
  engine: Engine;
  /**
   * req/s as a share of the same run's bare hello-world (portal scenarios, when it ran); for a
   * scenario with a minShareOfArgon2 budget (sign-in), as a share of argon2VerificationsPerSecond.
   */
  ratio?: number;
  /**
   * The bare hello-world's req/s measured just before this scenario (scenarios with a ratio
   * budget), which the ratio is taken against: on a shared machine the load changes in minutes.
   */
  bareRequestsPerSecond?: number;
  /** The argon2id baseline's verifications/s for this scenario (sign-in): the mean of its runs just before and just after it, which its ratio is taken against. */
  argon2VerificationsPerSecond?: number;
  /**
   * How far apart argon2id's runs before and after this scenario were (a share of the faster), on
   * which attempt the measurement stopped, and whether they were close enough (bench/lib/argon2.ts,
   * decision 137).
   */
  argon2Drift?: { share: number; attempt: number; steady: boolean };
  /**
   * CPU time (user + system) per request: the portal's processes during the measured load, from
   * /proc (Linux); for the argon2id baseline, its process's per verification. Unlike req/s it
   * hardly depends on what else the machine runs.
   */
  cpuMsPerRequest?: number;
  /**
   * The database server's CPU per request when it runs on this machine (PostgreSQL: its backends
   * and background processes, measured like the portal's): work the same cores do beside the portal's.
   */
  databaseCpuMsPerRequest?: number;
  url: string;
  /** Who the load ran as (authenticated scenarios). */
  caller?: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p97_5: number; p99: number; max: number; average: number };
  /** The portal's peak resident memory (largest VmHWM of its processes) before and after, in MB. */
  peakRssMb?: { beforeMb: number; afterMb: number };
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

export interface SeedReport {
  members: number;
  seconds?: number;
  skipped?: string;
}

export type BundleOutcome = BundleReport | { skipped: string };

export type LighthouseOutcome = { pages: LighthouseResult[]; runsPerPage: number } | { skipped: string };

export interface Report {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; platform: string };
  options: Omit<BenchOptions, "databaseUrl"> & { databaseUrl: string | undefined };
  /** The engines that ran, in order (SQLite, then PostgreSQL when one answered). */
  database: "postgres" | "sqlite" | "sqlite+postgres";
  seed: SeedReport;
  /** The PostgreSQL run's seed, when both engines ran. */
  postgresSeed?: SeedReport;
  /** Why PostgreSQL was not benched, when it was not. */
  postgresSkipped?: string;
  /** How the portal reached the local PostgreSQL of the run: "Unix socket …" or "TCP host:port". */
  postgresTransport?: string;
  scenarios: ScenarioResult[];
  bundle: BundleOutcome;
  lighthouse: LighthouseOutcome;
  totalSeconds: number;
}

export function summarize(
  scenario: Scenario,
  url: string,
  result: Result,
  connections: number,
  engine: Engine,
  memory?: ScenarioResult["peakRssMb"],
): ScenarioResult {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  // Counted from the status codes, so that e.g. 206 from my-record-summary is a success (it is
  // 2xx, as autocannon's own non2xx agrees) and a 2xx the scenario does not expect is not.
  const unexpected = Object.entries(statusCodes)
    .filter(([code]) => !isExpected(scenario, Number(code)))
    .reduce((sum, [, count]) => sum + count, 0);
  const summary: ScenarioResult = {
    name: scenario.name,
    target: scenario.target,
    engine,
    url,
    connections,
    durationSeconds: result.duration,
    // One decimal for the slow scenarios (sign-in, the exports), whole requests above 100/s.
    requestsPerSecond:
      result.requests.average < 100
        ? Math.round(result.requests.average * 10) / 10
        : Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
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
    ...(memory ? { peakRssMb: memory } : {}),
  };
  if (unexpected > 0 || result.errors > 0) {
    const what = scenario.expectedStatuses ? `not ${scenario.expectedStatuses.join("/")}` : "non-2xx";
    summary.problem = `${unexpected} answers ${what}, ${result.errors} errors (${result.timeouts} timeouts)`;
  }
  const budget = budgetFor(scenario, engine);
  if (budget) {
    // minRatio is checked once the run's hello-world is known (applyRatios).
    const { p99Ms, p95Ms, maxMs, maxPeakRssGrowthMb, minRequestsPerSecond } = budget;
    const growth = memory ? memory.afterMb - memory.beforeMb : undefined;
    summary.budget = budget;
    summary.budgetPass =
      (p99Ms === undefined || summary.latencyMs.p99 <= p99Ms) &&
      (p95Ms === undefined || summary.latencyMs.p97_5 < p95Ms) &&
      (maxMs === undefined || (summary.totalRequests > 0 && summary.latencyMs.max < maxMs)) &&
      (maxPeakRssGrowthMb === undefined || (growth !== undefined && growth <= maxPeakRssGrowthMb)) &&
      (minRequestsPerSecond === undefined || summary.requestsPerSecond >= minRequestsPerSecond) &&
      !summary.problem;
  }
  return summary;
}

/**
 * Each portal scenario's req/s as a share of the bare hello-world's of the same engine's run, and
 * the minRatio budgets checked against it (a budget with a ratio fails when no hello-world ran).
 * A scenario with a minShareOfArgon2 budget (sign-in) takes its share of the argon2id baseline
 * instead (the mean of its runs just before and just after the scenario), and fails without one.
 */
export function applyRatios(results: ScenarioResult[]): void {
  for (const result of results) {
    if (result.target !== "portal" && result.target !== "sign-in-floor") continue;
    const minShare = result.budget?.minShareOfArgon2;
    if (minShare !== undefined || result.argon2VerificationsPerSecond !== undefined) {
      const argon2 = result.argon2VerificationsPerSecond;
      if (argon2 !== undefined && argon2 > 0) {
        result.ratio = Math.round((result.requestsPerSecond / argon2) * 1000) / 1000;
      }
      if (minShare !== undefined && (result.ratio === undefined || result.ratio < minShare)) result.budgetPass = false;
      continue;
    }
    const bare =
      result.bareRequestsPerSecond ??
      results.find((r) => r.target === "hello-world" && r.engine === result.engine)?.requestsPerSecond;
    if (bare !== undefined && bare > 0) {
      result.ratio = Math.round((result.requestsPerSecond / bare) * 1000) / 1000;
    }
    const minRatio = result.budget?.minRatio;
    if (minRatio !== undefined && (result.ratio === undefined || result.ratio < minRatio)) result.budgetPass = false;
  }
}

/** A scenario that could not run (its preparation failed, its tokens would expire). */
export function failedResult(
  scenario: Scenario,
  url: string,
  problem: string,
  connections: number,
  engine: Engine,
): ScenarioResult {
  const budget = budgetFor(scenario, engine);
  return {
    name: scenario.name,
    target: scenario.target,
    engine,
    url,
    connections,
    durationSeconds: 0,
    requestsPerSecond: 0,
    latencyMs: { p50: 0, p90: 0, p97_5: 0, p99: 0, max: 0, average: 0 },
    totalRequests: 0,
    non2xx: 0,
    unexpected: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    ...(budget ? { budget, budgetPass: false } : {}),
    problem,
  };
}

export function machine(): Report["machine"] {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Writes the report as `latest.json` and a copy named by its date; returns the path of the first. */
export function writeReport(resultsDir: string, report: Report): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const latest = path.join(resultsDir, "latest.json");
  fs.writeFileSync(latest, json);
  fs.writeFileSync(path.join(resultsDir, `${report.date.replace(/[:.]/g, "-")}.json`), json);
  return latest;
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

function budgetCell(r: ScenarioResult): string {
  if (r.budget === undefined) return "-";
  const limits = [
    r.budget.p99Ms !== undefined ? `p99 <= ${r.budget.p99Ms} ms` : "",
    r.budget.p95Ms !== undefined ? `p95 < ${r.budget.p95Ms} ms (as p97.5)` : "",
    r.budget.maxMs !== undefined ? `each < ${r.budget.maxMs} ms` : "",
    r.budget.maxPeakRssGrowthMb !== undefined ? `peak RSS +${r.budget.maxPeakRssGrowthMb} MB at most` : "",
    r.budget.minRequestsPerSecond !== undefined ? `>= ${r.budget.minRequestsPerSecond} req/s` : "",
    r.budget.minRatio !== undefined ? `>= ${Math.round(r.budget.minRatio * 100)}% of bare` : "",
    r.budget.minShareOfArgon2 !== undefined
      ? `>= ${Math.round(r.budget.minShareOfArgon2 * 100)}% of argon2id's verifications/s`
      : "",
  ]
    .filter(Boolean)
    .join(", ");
  return `${r.budgetPass ? "PASS" : "FAIL"} (${limits})`;
}

/**
 * Prints the table of scenarios and the first-load files; returns the names of what failed
 * (scenarios with a problem or a missed budget, and "first-load budget").
 */
export function printReport(report: Report, resultsFile: string): string[] {
  const { seed, options, bundle } = report;
  const results = report.scenarios;
  const rows = [
    [
      "scenario",
      "url",
      "engine",
      "req/s",
      "of base",
      "p50",
      "p97.5",
      "p99",
      "max",
      "statuses",
      "failed",
      "errors",
      "budget",
    ],
  ];
  for (const r of results) {
    rows.push([
      r.name,
      r.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ""),
      r.engine,
      r.requestsPerSecond.toLocaleString("en-US"),
      r.ratio === undefined ? "-" : `${(r.ratio * 100).toFixed(1)}%`,
      `${r.latencyMs.p50} ms`,
      `${r.latencyMs.p97_5} ms`,
      `${r.latencyMs.p99} ms`,
      `${r.latencyMs.max} ms`,
      Object.entries(r.statusCodes)
        .map(([code, count]) => `${code}:${count}`)
        .join(" ") || "-",
      String(r.unexpected),
      String(r.errors),
      budgetCell(r),
    ]);
  }
  console.log(
    `\nGKF Portal bench — ${report.date}, ${report.machine.cpus} CPU(s), ${report.database}, ` +
      `${seed.skipped ? `no seed (${seed.skipped})` : `${seed.members} members`}, ` +
      `${report.postgresSkipped ? `PostgreSQL not benched (${report.postgresSkipped}), ` : ""}` +
      `${report.postgresTransport ? `PostgreSQL over ${report.postgresTransport}, ` : ""}` +
      `${options.connections} connections x ${options.duration} s\n`,
  );
  console.log(results.length > 0 ? table(rows) : "No load scenario ran (--only).");
  if (results.some((r) => r.ratio !== undefined)) {
    console.log(
      "  of base: req/s as a share of the bare hello-world's measured just before (same engine); " +
        `sign-in's and sign-in-floor's of the mean of ${ARGON2_BASELINE}'s verifications/s just before and just after each`,
    );
  }
  for (const r of results) {
    if (r.target === "argon2") console.log(`  ${r.name} (${r.engine}): ${r.caller}`);
    else if (r.caller && r.engine === results[0]?.engine) console.log(`  ${r.name}: as ${r.caller}`);
    for (const line of argon2ShareLines(r, results)) console.log(line);
    if (r.peakRssMb) {
      const { beforeMb, afterMb } = r.peakRssMb;
      console.log(
        `  ${r.name}: portal peak RSS ${beforeMb} MB before, ${afterMb} MB after (+${afterMb - beforeMb} MB)`,
      );
    }
    if (r.problem) console.log(`  ${r.name} (${r.engine}): ${r.problem}`);
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
  const lighthouseFailures = printLighthouse(report.lighthouse);
  console.log(`\nResults: ${resultsFile} (${report.totalSeconds} s in all)`);

  const problems = results.filter((r) => r.problem || r.budgetPass === false).map((r) => `${r.name} (${r.engine})`);
  if (!bundlePass) problems.push("first-load budget");
  problems.push(...lighthouseFailures);
  return problems;
}

function lighthouseBudgetCell(r: LighthouseResult): string {
  const { minScore, maxLcpMs, maxCls } = r.budget;
  const limits = [`score >= ${minScore}`, maxLcpMs !== undefined ? `LCP < ${maxLcpMs / 1000} s` : "", `CLS < ${maxCls}`]
    .filter(Boolean)
    .join(", ");
  return `${r.pass ? "PASS" : "FAIL"} (${limits})`;
}

/** The Lighthouse table; returns the names of the pages that missed a budget. */
function printLighthouse(outcome: LighthouseOutcome): string[] {
  if ("skipped" in outcome) {
    console.log(`\nLighthouse: not measured — ${outcome.skipped}`);
    return [];
  }
  console.log(
    `\nLighthouse ${outcome.runsPerPage > 1 ? `(median of ${outcome.runsPerPage} runs) ` : ""}mobile preset ` +
      "(simulated slow 4G, 4x slower CPU), empty HTTP cache:",
  );
  const rows = [["page", "path", "score", "runs", "FCP", "LCP", "TBT", "CLS", "requests", "transfer", "budget"]];
  for (const r of outcome.pages) {
    rows.push([
      r.name,
      `${r.path}${r.signedIn ? " (signed in)" : ""}`,
      String(r.score),
      r.scores.join("/") || "-",
      `${(r.fcpMs / 1000).toFixed(2)} s`,
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      `${r.tbtMs} ms`,
      r.cls.toFixed(3),
      String(r.requests),
      kb(r.transferBytes),
      lighthouseBudgetCell(r),
    ]);
  }
  console.log(table(rows));
  for (const r of outcome.pages) if (r.problem) console.log(`  ${r.name}: ${r.problem}`);
  return outcome.pages.filter((r) => !r.pass).map((r) => `lighthouse ${r.name}`);
}
