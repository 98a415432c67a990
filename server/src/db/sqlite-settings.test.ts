import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-sqlite-settings-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function pragma(name: string, file: string): Promise<unknown> {
  const database = openDatabase({ engine: "sqlite", file });
  try {
    const rows = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(database.db);
    return Object.values(rows.rows[0] ?? {})[0];
  } finally {
    await database.close();
  }
}

// The file every server process and command opens (DATA_DIR/gkf.sqlite) and how each opens it.
describe("the SQLite file's settings on each connection", () => {
  const file = path.join(folder, "gkf.sqlite");

  it("writes ahead (WAL), so readers never wait for the writer", async () => {
    expect(await pragma("journal_mode", file)).toBe("wal");
  });

  it("waits up to 5 s for another process's write instead of failing at once", async () => {
    expect(await pragma("busy_timeout", file)).toBe(5000);
  });

  it("checks foreign keys", async () => {
    expect(await pragma("foreign_keys", file)).toBe(1);
  });

  // Decision 158: with a map, each write by one process made every other process unmap the whole
  // file and fault its pages back in (SQLite drops a connection's map when another has written).
  it("reads pages without a memory map", async () => {
    expect(await pragma("mmap_size", file)).toBe(0);
  });
});
