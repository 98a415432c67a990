import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../config/config.js";
import { openDatabase } from "../../db/database.js";
import { exited, freePort, scratchDatabase, waitFor } from "../../test/child-processes.js";
import { TEST_ENGINE } from "../../test/test-app.js";
import { multipart, pdfDocument } from "../../test/upload-helpers.js";

// Issue 9: kill -9 during uploads left zero-byte temporary files and stored bytes without a row.
// The real server runs as a child process, is killed during a burst of uploads, and restarted
// with the sweeper's age threshold at 0: after the start-up sweep no orphan is left.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-kill-"));
const storageRoot = path.join(dataDir, "files");
let databaseUrl = "";
let dropDatabase = async () => {};

if (TEST_ENGINE === "postgres") {
  // The server has no schema setting, so it gets a database of its own on the test server.
  ({ url: databaseUrl, drop: dropDatabase } = await scratchDatabase("gkf_kill"));
}

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(children.map((child) => exited(child)));
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server (`node --import tsx server/src/main.ts`) on a free port; resolves once it answers. */
async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    DEMO_DATA: "true",
    DEVICE_VERIFICATION: "off",
    OUTBOX_WORKER: "false",
    ...env,
  };
  delete childEnv.GKF_TEST_DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  await waitFor("the server to answer", async () => {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
    const response = await fetch(`${baseUrl}/api/status`);
    return response.ok ? true : undefined;
  });
  return { child, baseUrl, output: () => output };
}

/** Every file under the storage folder, as keys (relative paths with /). */
function filesOnDisk(): string[] {
  if (!fs.existsSync(storageRoot)) return [];
  return (fs.readdirSync(storageRoot, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(storageRoot, entry), { throwIfNoEntry: false })?.isFile())
    .map((entry) => entry.split(path.sep).join("/"));
}

/** Files on disk that no row names, temporary files, and rows whose bytes are missing. */
async function leftovers() {
  const database = openDatabase(
    databaseUrl
      ? { engine: "postgres", url: databaseUrl, poolSize: 1 }
      : { engine: "sqlite", file: path.join(dataDir, "gkf.sqlite") },
  );
  try {
    const rows = await database.db.selectFrom("files").select(["storage_key", "thumbnail_key"]).execute();
    const known = rows.flatMap((row) => [row.storage_key, row.thumbnail_key]).filter((key) => key !== null);
    const onDisk = filesOnDisk();
    return {
      temporary: onDisk.filter((key) => key.endsWith(".tmp")),
      orphans: onDisk.filter((key) => !key.endsWith(".tmp") && !known.includes(key)),
      missingBytes: known.filter((key) => !onDisk.includes(key)),
      rows: rows.length,
    };
  } finally {
    await database.close();
  }
}

describe("kill -9 during uploads", () => {
  it("leaves no temporary file and no bytes without a row once the restarted server has swept", async () => {
    const first = await startServer();
    const login = await fetch(`${first.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "member@demo.gkf", password: "gkf-demo-2026" }),
    });
    expect(login.status).toBe(200);
    const access = ((await login.json()) as { tokens: { access: string } }).tokens.access;
    const send = async (url: string, method: string, fields: Record<string, string>) => {
      // Large files: their writes (and fsync) take long enough for the kill to land inside one.
      const base = pdfDocument();
      const tail = Buffer.from(`\n% ${randomUUID()}\n%%EOF\n`);
      const data = Buffer.concat([base, Buffer.alloc(4 * 1024 * 1024, 32), tail]);
      const body = multipart(fields, { filename: "scan.pdf", data, contentType: "application/pdf" });
      return fetch(`${first.baseUrl}${url}`, {
        method,
        headers: { ...body.headers, authorization: `Bearer ${access}` },
        body: new Uint8Array(body.payload),
      });
    };
    const added = await send("/api/my-account/membership/document/add", "POST", { document_type: "OTHER" });
    expect(added.status).toBe(201);
    const documentId = ((await added.json()) as { id: string }).id;

    // Four streams of replacements; the kill lands while uploads are being written.
    let answered = 0;
    let killed = false;
    const stream = async () => {
      while (!killed) {
        try {
          const response = await send("/api/my-account/membership/document/update", "PATCH", {
            document_id: documentId,
          });
          await response.arrayBuffer();
          answered += 1;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const streams = Promise.all(Array.from({ length: 4 }, stream));
    await waitFor("some uploads to be answered", async () => (answered >= 6 ? true : undefined));
    killed = true;
    first.child.kill("SIGKILL");
    await exited(first.child);
    await streams;
    expect(first.child.signalCode).toBe("SIGKILL");

    // Whatever the kill left, plus the leftovers the finding saw, in case this kill missed a write.
    const folder = path.join(storageRoot, "2026", "01");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${randomUUID()}.${randomUUID()}.tmp`), "");
    fs.writeFileSync(path.join(folder, randomUUID()), pdfDocument());
    const before = await leftovers();
    expect(before.temporary.length).toBeGreaterThanOrEqual(1);
    expect(before.orphans.length).toBeGreaterThanOrEqual(1);

    const second = await startServer({ FILES_SWEEP_MIN_AGE_SECONDS: "0" });
    const after = await waitFor("the start-up sweep", async () => {
      const state = await leftovers();
      return state.temporary.length === 0 && state.orphans.length === 0 ? state : undefined;
    });
    expect(after.missingBytes).toEqual([]);
    expect(after.rows).toBeGreaterThanOrEqual(1);
    // The member's document still downloads after the crash and the sweep.
    const download = await fetch(`${second.baseUrl}/api/my-account/membership/documents/${documentId}/file`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(download.status).toBe(200);
    second.child.kill("SIGTERM");
    await exited(second.child);
  }, 240_000);
});
