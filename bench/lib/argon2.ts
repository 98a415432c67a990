// The sign-in scenario's baseline (issue 18: "Sign-in: throughput bounded by argon2id at its
// configured cost"): argon2id verifications per second at the server's ARGON2_OPTIONS on every
// core of this machine, measured by bench/argon2-baseline.ts in a process of its own, fresh just
// before the scenario and again just after it (the machine's speed changes within minutes).

import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { log } from "./log.js";
import type { BenchOptions } from "./options.js";
import type { ScenarioResult } from "./report.js";
import type { Engine } from "./scenarios.js";

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

/** The names of the baseline's lines in the report and in history.csv: before sign-in, and after it. */
export const ARGON2_BASELINE = "argon2id-verify";
export const ARGON2_BASELINE_AFTER = "argon2id-verify-after";

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
