import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { adminQuery, databaseUrl } from "./global-setup.js";

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
