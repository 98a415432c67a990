// One scenario's load: prepare, check one answer per caller, warm up, measure.

import fs from "node:fs";
import autocannon from "autocannon";
import { log, warn } from "./log.js";
import type { BenchOptions } from "./options.js";
import { cpuTicks, cpuTicksByPid, cpuTicksSince } from "./processes.js";
import { failedResult, type ScenarioResult, summarize } from "./report.js";
import {
  BodyQueue,
  BROWSER_HEADERS,
  type Engine,
  isExpected,
  loadOptions,
  type Prepared,
  type RunState,
  type Scenario,
} from "./scenarios.js";

export async function runScenario(
  scenario: Scenario,
  baseUrl: string,
  options: BenchOptions,
  run: RunState,
  engine: Engine,
): Promise<ScenarioResult> {
  const url = `${baseUrl}${scenario.path}`;
  const method = scenario.method ?? "GET";
  // What a browser sends (compression asked for), then the scenario's own headers.
  const headers = { ...BROWSER_HEADERS, ...scenario.headers };
  let prepared: Prepared = { headerSets: [{}] };
  if (scenario.prepare) {
    try {
      prepared = await scenario.prepare(baseUrl, run);
    } catch (error) {
      const problem = `prepare failed: ${error instanceof Error ? error.message : String(error)}`;
      warn(`${scenario.name}: ${problem}`);
      return failedResult(scenario, url, problem, options.connections, engine);
    }
    if (prepared.note) log(`${scenario.name}: as ${prepared.note}`);
  }
  const needed = Date.now() + (options.warmup + options.duration + 30) * 1000;
  if (prepared.validUntil !== undefined && prepared.validUntil < needed) {
    const problem =
      `the access tokens expire at ${new Date(prepared.validUntil).toISOString()}, before the load ends: ` +
      "shorten --duration or raise ACCESS_TOKEN_MINUTES";
    warn(`${scenario.name}: ${problem}`);
    return failedResult(scenario, url, problem, options.connections, engine);
  }
  // Bodies (sign-in's) are handed out once each, from the check to the end of the load.
  const bodies = prepared.bodies ? new BodyQueue(prepared.bodies) : undefined;
  // One request per caller first: a scenario that cannot succeed says so before the load.
  const checks: number[] = [];
  for (const extra of prepared.headerSets) {
    const check = await fetch(url, { method, headers: { ...headers, ...extra }, body: bodies?.next() });
    await check.arrayBuffer();
    checks.push(check.status);
  }
  if (!checks.every((status) => isExpected(scenario, status))) {
    warn(`${scenario.name}: ${method} ${scenario.path} answered ${checks.join(", ")} before the load started`);
  }
  const connections = scenario.connections ?? options.connections;
  const target = { url, method, path: scenario.path, headers, connections };
  const load = (duration: number) => loadOptions(target, prepared.headerSets, duration, bodies);
  const pids = scenario.budget?.maxPeakRssGrowthMb !== undefined ? (run.portalPids?.() ?? []) : [];
  // The CPU of the server under load: the portal's processes, or the least sign-in's.
  const serverPids =
    scenario.target === "portal" ? run.portalPids : scenario.target === "sign-in-floor" ? run.floorPids : undefined;
  const peakBefore = resetPeakRss(pids);
  if (options.warmup > 0) await autocannon(load(options.warmup));
  // The warm-up's last requests are still being answered when its connections close (for
  // sign-in, seconds of argon2id): the measured load starts once the portal is idle again.
  if (serverPids) await waitUntilIdle(serverPids);
  const ticksBefore = serverPids ? cpuTicks(serverPids()) : 0;
  const databasePids = serverPids ? run.databasePids : undefined;
  const databaseTicksBefore = databasePids ? cpuTicksByPid(databasePids()) : undefined;
  log(`${scenario.name}: ${method} ${url} for ${options.duration} s, ${connections} connection(s)`);
  const result = await autocannon(load(options.duration));
  const memory = pids.length > 0 ? { beforeMb: peakBefore, afterMb: peakRssMb(pids) } : undefined;
  const summary = summarize(scenario, url, result, connections, engine, memory);
  if (serverPids) {
    // Every request sent is answered in the end, those cut off at the end of the load included:
    // the server's CPU until it is idle again, per request sent.
    await waitUntilIdle(serverPids);
    const sent = result.requests.sent || result.requests.total;
    if (sent > 0) summary.cpuMsPerRequest = Math.round(((cpuTicks(serverPids()) - ticksBefore) * 10_000) / sent) / 1000;
    if (sent > 0 && databasePids && databaseTicksBefore && databaseTicksBefore.size > 0) {
      // The server's processes now, not those before: autovacuum workers come and go meanwhile.
      summary.databaseCpuMsPerRequest =
        Math.round((cpuTicksSince(databaseTicksBefore, databasePids()) * 10_000) / sent) / 1000;
    }
  }
  if (prepared.note) summary.caller = prepared.note;
  const overrun = bodies?.overrun() ?? 0;
  if (overrun > 0) {
    summary.problem = `${summary.problem ? `${summary.problem}; ` : ""}${overrun} bodies sent a second time (more requests than ${prepared.bodies?.length} bodies: seed more members)`;
    summary.budgetPass = summary.budget ? false : undefined;
  }
  if (summary.problem) warn(`${scenario.name}: ${summary.problem} ${JSON.stringify(summary.statusCodes)}`);
  return summary;
}

/**
 * Waits until the portal's processes used at most 20 ms of CPU in a quarter of a second (clock
 * ticks from /proc, 10 ms each), at most 15 s: what it still answers after a load has ended.
 */
async function waitUntilIdle(pids: () => number[], limitMs = 15_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const before = cpuTicks(pids());
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (cpuTicks(pids()) - before <= 2) return;
  }
  warn(`the portal was still busy ${limitMs / 1000} s after the load; measuring anyway`);
}

/**
 * Starts the peak over: writing 5 to /proc/<pid>/clear_refs resets VmHWM to the current resident
 * size (Linux 4.0+), so that an earlier scenario's peak does not hide this one's. Returns the
 * peak as it then stands (the resident size at the start).
 */
function resetPeakRss(pids: number[]): number {
  for (const pid of pids) {
    try {
      fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    } catch {
      // Not allowed or not Linux: the peak then counts from the process's start.
    }
  }
  return peakRssMb(pids);
}

/**
 * The highest peak resident memory (VmHWM, in MB) among the given processes: the portal's
 * primary and its cluster workers. Read from /proc (Linux); 0 when it cannot be read.
 */
function peakRssMb(pids: number[]): number {
  let peak = 0;
  for (const pid of pids) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, Math.round(kb / 1024));
    } catch {
      // The process is gone or /proc is not there: not counted.
    }
  }
  return peak;
}
