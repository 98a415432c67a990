import { randomUUID } from "node:crypto";
import {
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startS3Server } from "../../test/s3-server.js";
import { createTestDatabase } from "../../test/test-app.js";
import { FilesRepository } from "./files.repository.js";
import { FilesService } from "./files.service.js";
import { insertTestUser, makePdf, makePng } from "./files.test-fixtures.js";
import { S3Storage } from "./s3-storage.js";

// The orphan sweeper (issue 9) on an S3-compatible bucket (decision 107): unfinished multipart
// uploads and objects without a row, older than the threshold, go; fresh ones and referenced ones
// stay. Objects cannot be backdated in S3, so the sweeps are run "later" by passing their clock.
const HOUR_MS = 3_600_000;
const s3 = await startS3Server();
const settings = {
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
};
const raw = new S3Client({ ...settings, credentials: settings });
const storage = new S3Storage(settings, 3);
const other = new S3Storage(settings, 3);
const database = await createTestDatabase();
const files = new FilesService(new FilesRepository(database.db), storage);
const ownerUserId = await insertTestUser(database.db);

afterAll(async () => {
  await storage.close();
  await other.close();
  raw.destroy();
  await database.close();
  await s3.stop();
});

beforeEach(async () => {
  await database.db.deleteFrom("files").execute();
  await files.sweepOrphans(0, new Date(Date.now() + 24 * HOUR_MS));
  await raw.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: "notes/read me!.txt" }));
});

async function objectsInBucket(): Promise<string[]> {
  const listing = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listing.Contents ?? []).map((object) => object.Key ?? "").sort();
}

/** What a crash leaves: bytes whose row was never written, and an upload that never completed. */
async function crashLeftovers(folder: string) {
  const orphan = `${folder}/${randomUUID()}`;
  await storage.put(orphan, await makePdf());
  const key = `${folder}/${randomUUID()}`;
  const upload = await raw.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
  await raw.send(
    new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId: upload.UploadId, PartNumber: 1, Body: "half" }),
  );
  return { orphan };
}

async function referencedFiles() {
  const pdf = await files.store({ ownerUserId, data: await makePdf(), originalName: "old.pdf" });
  const image = await files.store({ ownerUserId, data: await makePng(), originalName: "old.png" });
  const rows = await database.db.selectFrom("files").select(["storage_key", "thumbnail_key"]).execute();
  const keys = rows.flatMap((row) => [row.storage_key, row.thumbnail_key]).filter((key) => key !== null);
  return { ids: [pdf.id, image.id], keys: keys.sort() };
}

describe("FilesService.sweepOrphans on S3Storage", () => {
  it("leaves fresh leftovers, then removes them once old; never a referenced file or someone else's object", async () => {
    const leftovers = await crashLeftovers("2026/11");
    const referenced = await referencedFiles();
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: "notes/read me!.txt", Body: "kept" }));
    expect(referenced.keys).toHaveLength(3);

    expect(await files.sweepOrphans(HOUR_MS)).toEqual({ abandonedWrites: 0, orphans: 0 });
    expect(await objectsInBucket()).toContain(leftovers.orphan);

    const later = new Date(Date.now() + 2 * HOUR_MS);
    expect(await files.sweepOrphans(HOUR_MS, later)).toEqual({ abandonedWrites: 1, orphans: 1 });
    expect(await objectsInBucket()).toEqual([...referenced.keys, "notes/read me!.txt"].sort());
    for (const id of referenced.ids) expect((await files.read(id))?.data.length).toBeGreaterThan(0);
    expect(await files.readThumbnail(referenced.ids[1] ?? "")).toBeDefined();
    expect(await files.sweepOrphans(HOUR_MS, later)).toEqual({ abandonedWrites: 0, orphans: 0 });
  });

  it("is safe with two sweepers at once (two machines on one database and bucket)", async () => {
    const leftovers = await Promise.all(Array.from({ length: 8 }, () => crashLeftovers("2026/09")));
    const referenced = await referencedFiles();
    const second = new FilesService(new FilesRepository(database.db), other);
    const later = new Date(Date.now() + 2 * HOUR_MS);

    const results = await Promise.all([files.sweepOrphans(HOUR_MS, later), second.sweepOrphans(HOUR_MS, later)]);

    for (const result of results) {
      expect(result.abandonedWrites).toBeLessThanOrEqual(leftovers.length);
      expect(result.orphans).toBeLessThanOrEqual(leftovers.length);
    }
    // Each unfinished upload was aborted once, by one of the two.
    expect(results[0].abandonedWrites + results[1].abandonedWrites).toBe(leftovers.length);
    expect(await objectsInBucket()).toEqual(referenced.keys);
  });
});
