import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/database.js";
import { exited, serverProcesses, waitFor } from "../../test/child-processes.js";
import { multipart, pdfDocument } from "../../test/upload-helpers.js";

// Issue 9: kill -9 during uploads left zero-byte temporary files and stored bytes without a row.
// The real server runs as a child process, is killed during a burst of uploads, and restarted
// with the sweeper's age threshold at 0: after the start-up sweep no orphan is left.
const { dataDir, databaseUrl, start } = await serverProcesses("kill");
const storageRoot = path.join(dataDir, "files");

/** The real server with the demo data and no outbox worker, once it answers GET /api/status. */
const startServer = (env: Record<string, string> = {}) =>
  start({ LOG_LEVEL: "warn", DEMO_DATA: "true", OUTBOX_WORKER: "false", ...env }, "/api/status");

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
