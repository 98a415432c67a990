import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The real server (`node --import tsx server/src/main.ts`, from the repository's root) as a child
 * process on 127.0.0.1:`port`, its data in `dataDir` and its database at `databaseUrl` (empty:
 * SQLite in `dataDir`), with the test's environment and `env` over it, less what belongs to the
 * test run: its PostgreSQL server for tests (GKF_TEST_DATABASE_URL) and Vitest's loader options
 * (NODE_OPTIONS). `output()` is what it wrote to stdout and stderr, the last `keep` characters.
 * For the API tests' server processes and the journeys' server.
 */
export function spawnServer(
  where: { port: number; dataDir: string; databaseUrl: string },
  env: Record<string, string | undefined>,
  keep = 64 * 1024,
): { child: ChildProcess; output: () => string } {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(where.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${where.port}`,
    DATA_DIR: where.dataDir,
    // Empty means "not set" to the server, and dotenv does not override a variable that exists:
    // a developer's .env cannot switch the tests to their own database.
    DATABASE_URL: where.databaseUrl,
    ...env,
  };
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
