// One scenario's load: prepare, check one answer per caller, warm up, measure.

import autocannon from "autocannon";
import { log, warn } from "./log.js";
import type { BenchOptions } from "./options.js";
import { failedResult, type ScenarioResult, summarize } from "./report.js";
import { isExpected, loadOptions, type Prepared, type RunState, type Scenario } from "./scenarios.js";

export async function runScenario(
  scenario: Scenario,
  baseUrl: string,
  options: BenchOptions,
  run: RunState,
): Promise<ScenarioResult> {
  const url = `${baseUrl}${scenario.path}`;
  const method = scenario.method ?? "GET";
  const headers = { ...scenario.headers };
  let prepared: Prepared = { headerSets: [{}] };
  if (scenario.prepare) {
    try {
      prepared = await scenario.prepare(baseUrl, run);
    } catch (error) {
      const problem = `prepare failed: ${error instanceof Error ? error.message : String(error)}`;
      warn(`${scenario.name}: ${problem}`);
      return failedResult(scenario, url, problem, options.connections);
    }
    if (prepared.note) log(`${scenario.name}: as ${prepared.note}`);
  }
  const needed = Date.now() + (options.warmup + options.duration + 30) * 1000;
  if (prepared.validUntil !== undefined && prepared.validUntil < needed) {
    const problem =
      `the access tokens expire at ${new Date(prepared.validUntil).toISOString()}, before the load ends: ` +
      "shorten --duration or raise ACCESS_TOKEN_MINUTES";
    warn(`${scenario.name}: ${problem}`);
    return failedResult(scenario, url, problem, options.connections);
  }
  // One request per caller first: a scenario that cannot succeed says so before the load.
  const checks: number[] = [];
  for (const extra of prepared.headerSets) {
    const check = await fetch(url, { method, headers: { ...headers, ...extra } });
    await check.arrayBuffer();
    checks.push(check.status);
  }
  if (!checks.every((status) => isExpected(scenario, status))) {
    warn(`${scenario.name}: ${method} ${scenario.path} answered ${checks.join(", ")} before the load started`);
  }
  const target = { url, method, path: scenario.path, headers, connections: options.connections };
  const load = (duration: number) => loadOptions(target, prepared.headerSets, duration);
  if (options.warmup > 0) await autocannon(load(options.warmup));
  log(`${scenario.name}: ${method} ${url} for ${options.duration} s`);
  const result = await autocannon(load(options.duration));
  const summary = summarize(scenario, url, result, options.connections);
  if (prepared.note) summary.caller = prepared.note;
  if (summary.problem) warn(`${scenario.name}: ${summary.problem} ${JSON.stringify(summary.statusCodes)}`);
  return summary;
}
