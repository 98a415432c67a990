import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../config/config.js";
import { freePort, waitFor } from "../test/child-processes.js";

/**
 * Real app processes for the scale-out test (decision 110): `node --import tsx server/src/main.ts`
 * on a port of its own with a DATA_DIR of its own, as a machine behind a load balancer runs it.
 */
export interface Instance {
  name: string;
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process wrote (pino's JSON lines, and anything else), in order. */
  output: string[];
  exited: Promise<number | null>;
}

/** Starts one process; resolves once it answers GET /api/health/ready with 200. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gkf-${name}-`));
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPO_ROOT,
    // Only what is set here: nothing of the developer's environment (or a .env) decides.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // No built web app: the API is what is under test.
      WEB_DIST_DIR: dataDir,
      DEMO_DATA: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance: Instance = { name, url: `http://127.0.0.1:${port}`, dataDir, process: child, output, exited };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitFor(
    `${name} to answer /api/health/ready`,
    async () => {
      if (gone) throw new Error(`${name} stopped:\n${output.slice(-20).join("\n")}`);
      const response = await fetch(`${instance.url}/api/health/ready`).catch(() => undefined);
      return response?.status === 200;
    },
    120_000,
  ).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return instance;
}

/** Stops a process (SIGTERM, then SIGKILL if it lingers) and removes its data folder. */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode === null && instance.process.signalCode === null) {
    instance.process.kill("SIGTERM");
    const timer = setTimeout(() => instance.process.kill("SIGKILL"), 10_000);
    await instance.exited;
    clearTimeout(timer);
  }
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON of an answer, read by the tests
  body: any;
  bytes: Buffer;
  headers: Headers;
  /** The answer's cookies as a `cookie` request header. */
  cookies: string;
}

/** One real HTTP request; `address` is the client's address as the reverse proxy forwards it. */
export async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { json?: unknown; raw?: Buffer; headers?: Record<string, string>; address?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.address) headers["x-forwarded-for"] = options.address;
  let body: Buffer | string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.raw) {
    body = options.raw;
  }
  const response = await fetch(`${instance.url}${url}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    parsed = undefined;
  }
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  return { status: response.status, body: parsed, bytes, headers: response.headers, cookies };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
