import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts a long-running child whose output is kept (last 64 KB) for error messages. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Child {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64 * 1024);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return {
    name,
    process: child,
    output: () => output,
    stop: async () => {
      if (exited(child)) return;
      child.kill("SIGTERM");
      if (!(await waitForExit(child, 5_000))) {
        child.kill("SIGKILL");
        await waitForExit(child, 5_000);
      }
    },
  };
}

/** Polls a URL until `ready` accepts the answer; throws with the child's output otherwise. */
export async function waitUntilReady(
  child: Child,
  url: string,
  ready: (response: Response, body: string) => boolean,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (exited(child.process)) {
      throw new Error(
        `${child.name} exited before it was ready (exit code ${child.process.exitCode ?? child.process.signalCode}).\n${child.output().trim()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (ready(response, body)) return;
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await child.stop();
  throw new Error(`${child.name} was not ready within ${timeoutMs / 1000} s (${last}).\n${child.output().trim()}`);
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: "inherit" });
    child.on("error", () => resolve(127));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * The processes of a PostgreSQL server on this machine (its postmaster, backends and background
 * workers: every process named `postgres`), from /proc; none when it runs elsewhere.
 */
export function localPostgresPids(): number[] {
  const pids: number[] = [];
  let entries: string[] = [];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** CPU time (user + system, in clock ticks) the processes have used so far, from /proc (Linux; 0 elsewhere). */
export function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const used of cpuTicksByPid(pids).values()) ticks += used;
  return ticks;
}

/** Each running process's CPU time so far (user + system, in clock ticks); gone ones are left out. */
export function cpuTicksByPid(pids: number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the command's ")": state is the 1st, utime the 12th, stime the 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks.set(pid, Number(fields[11] ?? 0) + Number(fields[12] ?? 0));
    } catch {
      // Gone or not Linux: not counted.
    }
  }
  return ticks;
}

/**
 * The CPU time processes used since `before` (cpuTicksByPid), for a set of processes that changes
 * meanwhile (a database server's backends and autovacuum workers come and go): each process
 * running now counts what it used since then, a new one all it used. One that ended meanwhile is
 * not counted at all (its last ticks are lost with it), so the figure may fall short, never below
 * zero; summing the totals instead subtracted an ended process's whole life (a run printed -0.6 ms).
 */
export function cpuTicksSince(before: Map<number, number>, pidsNow: number[]): number {
  let ticks = 0;
  for (const [pid, used] of cpuTicksByPid(pidsNow)) ticks += Math.max(0, used - (before.get(pid) ?? 0));
  return ticks;
}
