// The sign-in scenario's baseline: how many argon2id verifications this machine manages per
// second at the server's configured cost (ARGON2_OPTIONS), on every core, with nothing else
// around them. Started by lib/argon2.ts in a process of its own so that libuv's thread pool, which
// @node-rs/argon2's verify runs on and which reads UV_THREADPOOL_SIZE once, has a thread per core.
// Prints one JSON line (Argon2Measurement) on stdout.
//
//   ARGON2_WARMUP_S (2), ARGON2_DURATION_S (10), ARGON2_CONCURRENCY (the number of cores)
import { performance } from "node:perf_hooks";
import { hash, type Options, verify } from "@node-rs/argon2";

// The server's own cost, from its module (not a copy). By URL: the bench project does not compile
// the server's sources (bench/tsconfig.json), so a static import would not typecheck.
const passwordsModule = new URL("../server/src/security/passwords.ts", import.meta.url).href;
const { ARGON2_OPTIONS } = (await import(passwordsModule)) as { ARGON2_OPTIONS: Options };
/** The seed's and the demo data's password (server/src/scripts/demo-data.ts). */
const PASSWORD = "gkf-demo-2026";

const warmupMs = Number(process.env.ARGON2_WARMUP_S ?? 2) * 1000;
const durationMs = Number(process.env.ARGON2_DURATION_S ?? 10) * 1000;
const concurrency = Number(process.env.ARGON2_CONCURRENCY) || 1;

const encoded = await hash(PASSWORD, ARGON2_OPTIONS);
const start = performance.now() + warmupMs;
const end = start + durationMs;
/** Wall time of each verification that ended inside the measured window, in ms. */
const latencies: number[] = [];
let cpuAtStart: NodeJS.CpuUsage | undefined;

async function verifier(): Promise<void> {
  while (performance.now() < end) {
    const began = performance.now();
    if (!(await verify(encoded, PASSWORD))) throw new Error("argon2id did not verify its own hash");
    const ended = performance.now();
    if (ended >= start && ended < end) latencies.push(ended - began);
  }
}

// The CPU this process uses from the start of the measured window (its verifications and little else).
setTimeout(() => {
  cpuAtStart = process.cpuUsage();
}, warmupMs).unref();
await Promise.all(Array.from({ length: concurrency }, verifier));
const cpu = process.cpuUsage(cpuAtStart);
const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  JSON.stringify({
    options: ARGON2_OPTIONS,
    concurrency,
    threads: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
    seconds: durationMs / 1000,
    verifications: latencies.length,
    verificationsPerSecond: Math.round((latencies.length / (durationMs / 1000)) * 10) / 10,
    cpuMsPerVerification: latencies.length > 0 ? Math.round((cpuMs / latencies.length) * 10) / 10 : 0,
    latencyMs: {
      p50: percentile(0.5),
      p90: percentile(0.9),
      p97_5: percentile(0.975),
      p99: percentile(0.99),
      max: percentile(1),
      average: sorted.length > 0 ? Math.round((sorted.reduce((a, b) => a + b, 0) / sorted.length) * 10) / 10 : 0,
    },
  }),
);
