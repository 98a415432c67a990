import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnServer } from "../../server/src/test/spawn-server.js";

export interface StartServerOptions {
  /** Load the demo accounts and data (default true). */
  demoData?: boolean;
  /** Passed through as DEVICE_VERIFICATION (e.g. "off" skips new-device checks). */
  deviceVerification?: string;
  /** Extra environment variables for the server process. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/status to answer ok (default 60 s). */
  timeoutMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  port: number;
  /** The server's temporary DATA_DIR (SQLite file, uploads); removed by stop(). */
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far (last 64 KB). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data directory. */
  stop(): Promise<void>;
}

/** Asks the OS for a port that is free right now. */
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

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the real server (`node --import tsx server/src/main.ts`) as a child process on a free
 * port, with a fresh SQLite database in a temporary DATA_DIR, and waits until /api/status answers
 * `status: "ok"`. The web app is served from web/dist when it has been built.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer(
    { port, dataDir, databaseUrl: "" },
    {
      LOG_LEVEL: "warn",
      DEMO_DATA: options.demoData === false ? "false" : "true",
      ...(options.deviceVerification !== undefined ? { DEVICE_VERIFICATION: options.deviceVerification } : {}),
      ...options.env,
    },
  );

  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      if (!exited(child)) {
        child.kill("SIGTERM");
        if (!(await waitForExit(child, 5_000))) {
          child.kill("SIGKILL");
          await waitForExit(child, 5_000);
        }
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (true) {
    if (exited(child)) {
      await stop();
      throw new Error(
        `The server exited before it was ready (exit code ${child.exitCode ?? child.signalCode}).\n` +
          `--- server output ---\n${output().trim()}\n---------------------`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/status`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json().catch(() => null)) as { status?: string } | null;
      if (response.ok && body?.status === "ok") break;
      lastProblem = `GET /api/status answered ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not become ready within ${timeoutMs / 1000} s (${lastProblem}).\n` +
          `--- server output ---\n${output().trim()}\n---------------------`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return { baseUrl, port, dataDir, output, stop };
}
