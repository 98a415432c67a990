import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
import { type FileStorage, LocalDiskStorage } from "./file-storage.js";
import { S3Storage } from "./s3-storage.js";

// One contract for both stores (decision 107): what the files service relies on holds on local
// disk and in an S3-compatible bucket alike. The bucket is a real local S3 server (s3rver).
const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), "gkf-storage-"));
const s3 = await startS3Server();
const rawS3 = new S3Client({
  endpoint: s3.endpoint,
  region: s3.region,
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
});
const s3Storage = new S3Storage(
  {
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  },
  2, // two keys per listing page, so listings go through several pages
);

afterAll(async () => {
  await s3Storage.close();
  rawS3.destroy();
  await s3.stop();
  await fs.rm(rootDir, { recursive: true, force: true });
});

/** A store under test and the means to do to it what the app never does itself. */
interface Subject {
  storage: FileStorage;
  /** Something in the store that is not a key of ours (put there by hand). */
  putForeign(name: string): Promise<void>;
  /** What a write that never finished leaves behind. */
  abandonWrite(key: string): Promise<void>;
  /** Every name in the store, ours or not, sorted. */
  everything(): Promise<string[]>;
  clear(): Promise<void>;
}

const localRoot = path.join(rootDir, "files");
const local: Subject = {
  storage: new LocalDiskStorage(localRoot),
  async putForeign(name) {
    await fs.mkdir(path.dirname(path.join(localRoot, name)), { recursive: true });
    await fs.writeFile(path.join(localRoot, name), "kept by the operator");
  },
  async abandonWrite(key) {
    await fs.mkdir(path.dirname(path.join(localRoot, key)), { recursive: true });
    await fs.writeFile(path.join(localRoot, `${key}.0f2c.tmp`), "half");
  },
  async everything() {
    const entries = await fs.readdir(localRoot, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(localRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .sort();
  },
  clear: () => fs.rm(localRoot, { recursive: true, force: true }),
};

const bucket: Subject = {
  storage: s3Storage,
  async putForeign(name) {
    await rawS3.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: "kept by the operator" }));
  },
  async abandonWrite(key) {
    const upload = await rawS3.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
    await rawS3.send(
      new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId: upload.UploadId, PartNumber: 1, Body: "half" }),
    );
  },
  async everything() {
    const page = await rawS3.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? "").sort();
  },
  async clear() {
    for (const key of await bucket.everything()) {
      await rawS3.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    }
    await s3Storage.removeAbandonedWrites(new Date(Date.now() + 86_400_000));
  },
};

const MINUTE_MS = 60_000;

describe.each([
  { name: "LocalDiskStorage", subject: local },
  { name: "S3Storage", subject: bucket },
])("$name", ({ subject }) => {
  const { storage } = subject;
  beforeEach(() => subject.clear());

  it("writes, reads, sizes and removes by key; removing twice is not an error", async () => {
    await storage.put("2026/11/abc", Buffer.from("hello"));
    expect((await storage.read("2026/11/abc")).toString()).toBe("hello");
    expect(await storage.sizeOf("2026/11/abc")).toBe(5);
    expect(await subject.everything()).toEqual(["2026/11/abc"]);

    const binary = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256));
    await storage.put("2026/11/abc", binary);
    expect((await storage.read("2026/11/abc")).equals(binary)).toBe(true);
    expect(await storage.sizeOf("2026/11/abc")).toBe(binary.length);

    await storage.remove("2026/11/abc");
    await storage.remove("2026/11/abc");
    await expect(storage.read("2026/11/abc")).rejects.toThrow();
    expect(await storage.sizeOf("2026/11/abc")).toBeUndefined();
    expect(await subject.everything()).toEqual([]);
  });

  it("refuses keys that are not ours", async () => {
    for (const key of ["../outside", "2026/../../outside", "/etc/passwd", "a//b", ".hidden", "a\\b", "", "a/"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/storage key/i);
      await expect(storage.read(key)).rejects.toThrow(/storage key/i);
      await expect(storage.sizeOf(key)).rejects.toThrow(/storage key/i);
      await expect(storage.remove(key)).rejects.toThrow(/storage key/i);
    }
    expect(await subject.everything()).toEqual([]);
  });

  it("lists the keys written before a time, every page of them, and nothing that is not a key of ours", async () => {
    const keys = ["2026/10/a", "2026/10/a.thumb", "2026/11/b", "2026/11/c", "2026/11/d"];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    await subject.putForeign("notes/read me!.txt");

    const listed: string[] = [];
    for await (const key of storage.listWrittenBefore(new Date(Date.now() + MINUTE_MS))) listed.push(key);
    expect(listed.sort()).toEqual(keys);

    const older: string[] = [];
    for await (const key of storage.listWrittenBefore(new Date(Date.now() - 60 * MINUTE_MS))) older.push(key);
    expect(older).toEqual([]);
  });

  it("removes what unfinished writes left before a time, counts them, and leaves stored files alone", async () => {
    await storage.put("2026/11/kept", Buffer.from("kept"));
    await subject.abandonWrite("2026/11/one");
    await subject.abandonWrite("2026/11/two");

    expect(await storage.removeAbandonedWrites(new Date(Date.now() - 60 * MINUTE_MS))).toBe(0);
    expect(await storage.removeAbandonedWrites(new Date(Date.now() + MINUTE_MS))).toBe(2);
    expect(await storage.removeAbandonedWrites(new Date(Date.now() + MINUTE_MS))).toBe(0);
    expect(await subject.everything()).toEqual(["2026/11/kept"]);
    expect((await storage.read("2026/11/kept")).toString()).toBe("kept");
  });
});

describe("LocalDiskStorage on disk", () => {
  it("keeps files readable by the server's user only, with nothing else left beside them", async () => {
    await local.clear();
    await local.storage.put("2026/11/abc", Buffer.from("hello"));
    const file = path.join(localRoot, "2026", "11", "abc");
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.dirname(file))).toEqual(["abc"]);
  });

  it("writes nothing outside its root for a refused key", async () => {
    await local.clear();
    for (const key of ["../outside", "2026/../../outside"]) {
      await expect(local.storage.put(key, Buffer.from("x"))).rejects.toThrow(/storage key/i);
    }
    expect((await fs.readdir(rootDir)).sort()).toEqual([]);
  });
});
