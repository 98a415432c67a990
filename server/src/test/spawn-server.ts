import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The real server (`node --import tsx server/src/main.ts`, from the repository's root) as a child
 * process with `env`, less what belongs to the test run: its PostgreSQL server for tests
 * (GKF_TEST_DATABASE_URL) and Vitest's loader options (NODE_OPTIONS). `output()` is what it wrote
 * to stdout and stderr, the last `keep` characters. For the API tests' server processes and the
 * journeys' server.
 */
export function spawnServer(
  env: Record<string, string | undefined>,
  keep = 64 * 1024,
): { child: ChildProcess; output: () => string } {
  const childEnv = { ...env };
  delete childEnv.GKF_TEST_DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > keep) output = output.slice(-keep);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { child, output: () => output };
}
