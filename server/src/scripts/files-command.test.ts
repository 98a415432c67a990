import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT } from "../config/config.js";
import { LocalDiskStorage } from "../modules/files/file-storage.js";
import { FilesRepository } from "../modules/files/files.repository.js";
import { FilesService } from "../modules/files/files.service.js";
import { insertTestUser, makePdf, makePng } from "../modules/files/files.test-fixtures.js";
import { startS3Server } from "../test/s3-server.js";
import { createTestDatabase } from "../test/test-app.js";
import { FilesUsageError, runFilesCommand } from "./files-command.js";

// Decision 107: `npm run files -- migrate-to-s3` copies a machine's uploads into the bucket, can
// be run again after an interruption, and fails (exit 1) naming each row whose object is missing.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "gkf-files-command-"));
const s3 = await startS3Server();
const raw = new S3Client({
  endpoint: s3.endpoint,
  region: s3.region,
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
});
const database = await createTestDatabase();
const disk = new LocalDiskStorage(path.join(dataDir, "files"));
const files = new FilesService(new FilesRepository(database.db), disk);
const owner = await insertTestUser(database.db);
const s3Config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, FILE_STORAGE: "s3", ...s3.env });
const localConfig = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });

afterAll(async () => {
  raw.destroy();
  await database.close();
  await s3.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function run(args: string[], config = s3Config) {
  const lines: string[] = [];
  const code = await runFilesCommand(args, { config, db: database.db, print: (line) => lines.push(line) });
  return { code, lines, last: lines.at(-1) };
}

async function bucketObjects(): Promise<Map<string, number>> {
  const listing = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return new Map((listing.Contents ?? []).map((object) => [object.Key ?? "", object.Size ?? -1]));
}

describe("npm run files -- migrate-to-s3", () => {
  it("copies every file and thumbnail, skips what is already there, recopies what is missing or cut short", async () => {
    const stored = [
      await files.store({ ownerUserId: owner, data: await makePdf(), originalName: "a.pdf" }),
      await files.store({ ownerUserId: owner, data: await makePng(), originalName: "b.png" }),
      await files.store({ ownerUserId: owner, data: await makePdf(), originalName: "c.pdf" }),
    ];
    const rows = await database.db.selectFrom("files").selectAll().orderBy("id").execute();
    const keys = rows.flatMap((row) => [row.storage_key, row.thumbnail_key]).filter((key) => key !== null);
    expect(keys).toHaveLength(4);

    // Before: the bucket is empty, and `check` against it says so.
    const before = await run(["check"]);
    expect(before.code).toBe(1);
    expect(before.last).toBe("Checked 3 files (4 objects) in the bucket: 4 missing.");
    expect(await run(["check"], localConfig)).toMatchObject({ code: 0 });

    const first = await run(["migrate-to-s3"]);
    expect(first.code).toBe(0);
    expect(first.lines).toContain(
      `Copied from ${path.join(dataDir, "files")}: 3 files (4 objects): 4 copied, 0 already in the bucket, 0 in neither.`,
    );
    expect(first.last).toBe("Checked 3 files (4 objects) in the bucket: every one is there.");
    const objects = await bucketObjects();
    expect([...objects.keys()].sort()).toEqual([...keys].sort());
    for (const row of rows) expect(objects.get(row.storage_key)).toBe(row.size_bytes);

    // Run again: nothing copied. Then as after an interruption: one object gone, one cut short.
    expect((await run(["migrate-to-s3"])).lines).toContain(
      `Copied from ${path.join(dataDir, "files")}: 3 files (4 objects): 0 copied, 4 already in the bucket, 0 in neither.`,
    );
    const [gone, short] = rows;
    await raw.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: gone?.storage_key }));
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: short?.storage_key, Body: "cut short" }));
    const again = await run(["migrate-to-s3"]);
    expect(again.lines).toContain(
      `Copied from ${path.join(dataDir, "files")}: 3 files (4 objects): 2 copied, 2 already in the bucket, 0 in neither.`,
    );
    expect(again.code).toBe(0);
    for (const file of stored) {
      const local = await disk.read(rows.find((row) => row.id === file.id)?.storage_key ?? "");
      expect(Buffer.from(local).length).toBe(file.sizeBytes);
    }
    expect((await bucketObjects()).get(short?.storage_key ?? "")).toBe(short?.size_bytes);
  });

  it("exits 1 naming each row whose object is neither on disk nor in the bucket", async () => {
    const lost = await files.store({ ownerUserId: owner, data: await makePdf(), originalName: "lost.pdf" });
    const row = await database.db.selectFrom("files").selectAll().where("id", "=", lost.id).executeTakeFirstOrThrow();
    await disk.remove(row.storage_key);

    const result = await run(["migrate-to-s3"]);
    expect(result.code).toBe(1);
    expect(result.lines).toContain(`Missing: file ${lost.id}, object ${row.storage_key} (not there)`);
    expect(result.last).toBe("Checked 4 files (5 objects) in the bucket: 1 missing.");
    expect(result.lines.some((line) => line.endsWith("0 copied, 4 already in the bucket, 1 in neither."))).toBe(true);
  });

  it("refuses to copy without a bucket, and unknown commands, with the usage", async () => {
    await expect(run(["migrate-to-s3"], localConfig)).rejects.toThrow(/set FILE_STORAGE=s3/);
    await expect(run(["upload-all"])).rejects.toThrow(FilesUsageError);
    await expect(run(["migrate-to-s3", "--to", "x"])).rejects.toThrow(/Usage: npm run files/);

    // The command line itself: the usage and exit code 2.
    const cli = spawnSync(process.execPath, ["--import", "tsx", "server/src/scripts/files.ts", "upload-all"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain("Usage: npm run files -- <command>");
  });
});
