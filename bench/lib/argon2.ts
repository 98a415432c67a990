// The sign-in scenario's baseline (issue 18: "Sign-in: throughput bounded by argon2id at its
// configured cost"): argon2id verifications per second at the server's ARGON2_OPTIONS on every
// core of this machine, measured by bench/argon2-baseline.ts in a process of its own, fresh just
// before the scenario and again just after it (the machine's speed changes within minutes).

import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runScenario } from "./load.js";
import { log } from "./log.js";
import type { BenchOptions } from "./options.js";
import type { ScenarioResult } from "./report.js";
import { ARGON2_BASELINE, ARGON2_BASELINE_AFTER, type Engine, type RunState, type Scenario } from "./scenarios.js";

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "argon2-baseline.ts");

/** What argon2-baseline.ts prints. */
interface Argon2Measurement {
  options: { memoryCost?: number; timeCost?: number; parallelism?: number };
  concurrency: number;
  threads: number;
  seconds: number;
  verifications: number;
  verificationsPerSecond: number;
  /** CPU time (user + system) of the measuring process per verification. */
  cpuMsPerVerification: number;
  latencyMs: ScenarioResult["latencyMs"];
}

/**
 * Verifications per second with one verification in flight per core and a libuv thread per core
 * (so every core is busy and none is oversubscribed), after `--warmup` seconds, for `--duration`
 * seconds. Returned as a line of the report, like hello-world's.
 */
export async function measureArgon2(
  options: BenchOptions,
  engine: Engine,
  when: "before" | "after",
): Promise<ScenarioResult> {
  const cores = os.availableParallelism();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: "",
    UV_THREADPOOL_SIZE: String(cores),
    ARGON2_CONCURRENCY: String(cores),
    ARGON2_WARMUP_S: String(options.warmup),
    ARGON2_DURATION_S: String(options.duration),
  };
  const name = when === "before" ? ARGON2_BASELINE : ARGON2_BASELINE_AFTER;
  log(`${name}: argon2id verify at the server's cost, ${cores} at a time, for ${options.duration} s`);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
      cwd: path.dirname(SCRIPT),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4096);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`argon2-baseline.ts exited with ${code}: ${stderr.trim()}`)),
    );
  });
  const measured = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as Argon2Measurement;
  const { memoryCost, timeCost, parallelism } = measured.options;
  return {
    name,
    target: "argon2",
    engine,
    url: `verify m=${memoryCost} KiB t=${timeCost} p=${parallelism}, ${measured.concurrency} in flight`,
    caller: `${measured.threads} libuv threads, ${measured.cpuMsPerVerification} ms of CPU per verification`,
    connections: measured.concurrency,
    durationSeconds: measured.seconds,
    requestsPerSecond: measured.verificationsPerSecond,
    cpuMsPerRequest: measured.cpuMsPerVerification,
    latencyMs: measured.latencyMs,
    totalRequests: measured.verifications,
    non2xx: 0,
    unexpected: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
  };
}

/** How far apart argon2id's runs before and after sign-in may be for the share to count (decision 137). */
const ARGON2_STEADY = 0.15;
/** How many times sign-in and its two baselines are measured at most while they are further apart. */
const ARGON2_ATTEMPTS = 3;

/**
 * A scenario measured against argon2id's own verifications/s (sign-in): the baseline just before,
 * the scenario, the baseline just after; the share is of the two baselines' mean. When the two
 * differ by more than ARGON2_STEADY the machine's speed moved during the measurement (seen: 226
 * and 335 verifications/s two minutes apart), so the three are measured again, up to
 * ARGON2_ATTEMPTS times; the last attempt's lines are kept, and the report says how far apart its
 * baselines were.
 */
export async function againstArgon2Baseline(
  scenario: Scenario,
  url: string,
  options: BenchOptions,
  runState: RunState,
  engine: Engine,
): Promise<ScenarioResult[]> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await measureArgon2(options, engine, "before");
    const result = await runScenario(scenario, url, options, runState, engine);
    const after = await measureArgon2(options, engine, "after");
    result.argon2VerificationsPerSecond =
      Math.round(((before.requestsPerSecond + after.requestsPerSecond) / 2) * 10) / 10;
    const drift =
      Math.abs(before.requestsPerSecond - after.requestsPerSecond) /
      Math.max(before.requestsPerSecond, after.requestsPerSecond, 1);
    const steady = drift <= ARGON2_STEADY;
    result.argon2Drift = { share: Math.round(drift * 1000) / 1000, attempt, steady };
    if (steady || attempt === ARGON2_ATTEMPTS) return [before, result, after];
    log(
      `${scenario.name}: argon2id's baseline moved ${Math.round(drift * 100)}% between its runs before and ` +
        `after (more than ${ARGON2_STEADY * 100}%); measuring again (${attempt + 1} of ${ARGON2_ATTEMPTS})`,
    );
  }
}
