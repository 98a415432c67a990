import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-app.js";
import { LocalDiskStorage } from "./file-storage.js";
import { FilesRepository } from "./files.repository.js";
import { FilesService } from "./files.service.js";
import { insertTestUser, makePdf, makePng } from "./files.test-fixtures.js";

// Issue 9: a crash (kill -9) leaves temporary files and bytes without a row; the sweeper
// removes those older than its age threshold and nothing else.
const HOUR_MS = 3_600_000;
const database = await createTestDatabase();
const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), "gkf-sweeper-"));
const storage = new LocalDiskStorage(rootDir);
const files = new FilesService(new FilesRepository(database.db), storage);
const ownerUserId = await insertTestUser(database.db);

afterAll(async () => {
  await database.close();
  await fs.rm(rootDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.deleteFrom("files").execute();
  await fs.rm(rootDir, { recursive: true, force: true });
});

async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(rootDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Makes a file look written `ms` ago. */
async function age(key: string, ms: number) {
  const when = new Date(Date.now() - ms);
  await fs.utimes(path.join(rootDir, ...key.split("/")), when, when);
}

/** What a crash leaves: a zero-byte temporary file, and stored bytes whose row was never written. */
async function crashLeftovers(folder: string, ageMs: number) {
  const orphan = `${folder}/${randomUUID()}`;
  await storage.put(orphan, await makePdf());
  await age(orphan, ageMs);
  const temporary = `${folder}/${randomUUID()}.${randomUUID()}.tmp`;
  await fs.writeFile(path.join(rootDir, ...temporary.split("/")), "");
  await age(temporary, ageMs);
  return { orphan, temporary };
}

async function referencedFiles(ageMs: number) {
  const pdf = await files.store({ ownerUserId, data: await makePdf(), originalName: "old.pdf" });
  const image = await files.store({ ownerUserId, data: await makePng(), originalName: "old.png" });
  const rows = await database.db.selectFrom("files").select(["storage_key", "thumbnail_key"]).execute();
  const keys = rows.flatMap((row) => [row.storage_key, row.thumbnail_key]).filter((key) => key !== null);
  for (const key of keys) await age(key, ageMs);
  return { ids: [pdf.id, image.id], keys: keys.sort() };
}

describe("FilesService.sweepOrphans", () => {
  it("removes old temporary files and old bytes without a row; leaves fresh ones and referenced ones alone", async () => {
    const old = await crashLeftovers("2026/10", 2 * HOUR_MS);
    const fresh = await crashLeftovers("2026/11", 5 * 60_000);
    const referenced = await referencedFiles(3 * HOUR_MS);
    expect(referenced.keys).toHaveLength(3); // the PDF, the image and its thumbnail

    const result = await files.sweepOrphans(HOUR_MS);

    expect(result).toEqual({ abandonedWrites: 1, orphans: 1 });
    const left = await filesOnDisk();
    expect(left).not.toContain(old.orphan);
    expect(left).not.toContain(old.temporary);
    expect(left).toEqual([...referenced.keys, fresh.orphan, fresh.temporary].sort());
    for (const id of referenced.ids) expect((await files.read(id))?.data.length).toBeGreaterThan(0);
    expect(await files.readThumbnail(referenced.ids[1] ?? "")).toBeDefined();

    // Once the fresh ones are old enough, the next sweep takes them too.
    expect(await files.sweepOrphans(HOUR_MS, new Date(Date.now() + 2 * HOUR_MS))).toEqual({
      abandonedWrites: 1,
      orphans: 1,
    });
    expect(await filesOnDisk()).toEqual(referenced.keys);
  });

  it("is safe with two sweepers at once (two processes on one database)", async () => {
    const leftovers = await Promise.all(Array.from({ length: 30 }, () => crashLeftovers("2026/09", 2 * HOUR_MS)));
    const referenced = await referencedFiles(2 * HOUR_MS);
    // A second service on the same database and folder, as another process would have.
    const other = new FilesService(new FilesRepository(database.db), new LocalDiskStorage(rootDir));

    const results = await Promise.all([files.sweepOrphans(HOUR_MS), other.sweepOrphans(HOUR_MS)]);

    for (const result of results) {
      expect(result.abandonedWrites).toBeLessThanOrEqual(leftovers.length);
      expect(result.orphans).toBeLessThanOrEqual(leftovers.length);
    }
    expect(await filesOnDisk()).toEqual(referenced.keys);
    expect(await database.db.selectFrom("files").select("id").execute()).toHaveLength(2);
  });

  it("leaves files it does not recognise as keys alone, and copes with an empty or missing folder", async () => {
    await fs.rm(rootDir, { recursive: true, force: true });
    expect(await files.sweepOrphans(0)).toEqual({ abandonedWrites: 0, orphans: 0 });
    await fs.mkdir(path.join(rootDir, "notes"), { recursive: true });
    await fs.writeFile(path.join(rootDir, "notes", "read me!.txt"), "kept by the operator");
    await age("notes/read me!.txt", 2 * HOUR_MS);
    expect(await files.sweepOrphans(HOUR_MS)).toEqual({ abandonedWrites: 0, orphans: 0 });
    expect(await filesOnDisk()).toEqual(["notes/read me!.txt"]);
  });
});
