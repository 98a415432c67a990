import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { adminQuery, databaseUrl } from "./global-setup.js";
import { spawnServer } from "./spawn-server.js";

// What the tests that run the real server as child processes share (files' kill -9 sweep, the
// graceful stop, the two-machine test).

/** A TCP port nobody listens on at this moment. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The child's exit code once it has exited (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Polls `check` until it gives a value (not undefined/false), or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An empty database of its own on the PostgreSQL server of the run (GKF_TEST_DATABASE_URL), for a
 * server process (it has no schema setting); `drop` removes it.
 */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.GKF_TEST_DATABASE_URL ?? "";
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await adminQuery(admin, `create database ${name}`);
  return {
    url: databaseUrl(admin, name),
    drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`),
  };
}

/** A real server process a test started, and what it wrote (the last 64 KB). */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
}

/**
 * A test file's own server processes: a data folder and, on PostgreSQL, a database of their own
 * (`prefix` names both); after the file, whatever still runs is killed and both are removed.
 * `start` runs the real server (`node --import tsx server/src/main.ts`) on a free port with the
 * test's environment and `env` over it, and resolves once `readyPath` answers 200.
 */
export async function serverProcesses(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gkf-${prefix}-`));
  const scratch = process.env.GKF_TEST_DATABASE_URL ? await scratchDatabase(`gkf_${prefix}`) : undefined;
  const databaseUrl = scratch?.url ?? "";
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await Promise.all(children.map((child) => exited(child)));
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}, readyPath = "/api/health/ready"): Promise<ServerProcess> {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const { child, output } = spawnServer({ port, dataDir, databaseUrl }, { DEVICE_VERIFICATION: "off", ...env });
    children.push(child);
    await waitFor("the server to be ready", async () => {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${output()}`);
      const response = await fetch(`${baseUrl}${readyPath}`, { headers: { connection: "close" } });
      return response.ok ? true : undefined;
    });
    return { child, port, baseUrl, output };
  }

  return { dataDir, databaseUrl, start };
}
