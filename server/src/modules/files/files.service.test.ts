import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.js";
import { createTestDatabase } from "../../test/test-app.js";
import { LocalDiskStorage } from "./file-storage.js";
import { FilesRepository } from "./files.repository.js";
import { FilesService, sanitizeOriginalName } from "./files.service.js";
import {
  insertTestUser,
  makeJavaScriptPdf,
  makePdf,
  makePng,
  makePngBomb,
  makeSidewaysJpeg,
  makeWebp,
} from "./files.test-fixtures.js";

const database = await createTestDatabase();
const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), "gkf-files-"));
const files = new FilesService(new FilesRepository(database.db), new LocalDiskStorage(rootDir));
const ownerUserId = await insertTestUser(database.db);

afterAll(async () => {
  await database.close();
  await fs.rm(rootDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.deleteFrom("files").execute();
  await fs.rm(rootDir, { recursive: true, force: true });
});

/** Every file under the storage root, relative paths, sorted. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(rootDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const countRows = async () =>
  Number(
    (
      await database.db
        .selectFrom("files")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("FilesService.store", () => {
  it("keeps an image, its SHA-256, its size and a JPEG thumbnail about 320 px wide", async () => {
    const png = await makePng(1000, 600);
    const stored = await files.store({ ownerUserId, data: png, originalName: "photo.png" });
    expect(stored).toEqual({
      id: expect.any(String),
      ownerUserId,
      originalName: "photo.png",
      mimeType: "image/png",
      sizeBytes: png.length,
      sha256: createHash("sha256").update(png).digest("hex"),
      width: 1000,
      height: 600,
      hasThumbnail: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await files.get(stored.id)).toEqual(stored);

    const original = await files.read(stored.id);
    expect(original?.data.equals(png)).toBe(true);
    expect(original?.mimeType).toBe("image/png");

    const thumbnail = await files.readThumbnail(stored.id);
    expect(thumbnail?.mimeType).toBe("image/jpeg");
    const thumbnailMetadata = await sharp(thumbnail?.data).metadata();
    expect(thumbnailMetadata).toMatchObject({ format: "jpeg", width: 320, height: 192 });

    const onDisk = await filesOnDisk();
    expect(onDisk).toHaveLength(2);
    expect(onDisk[0]).toMatch(/^\d{4}\/\d\d\/[0-9a-f-]{36}$/);
    for (const file of onDisk) expect((await fs.stat(path.join(rootDir, file))).mode & 0o777).toBe(0o600);
  });

  it("turns a sideways phone photo's thumbnail upright and keeps none of its metadata", async () => {
    const stored = await files.store({ ownerUserId, data: await makeSidewaysJpeg(600, 400), originalName: "a.jpg" });
    expect(stored).toMatchObject({ mimeType: "image/jpeg", width: 400, height: 600 });
    const thumbnail = await files.readThumbnail(stored.id);
    const metadata = await sharp(thumbnail?.data).metadata();
    expect(metadata).toMatchObject({ width: 320, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("does not enlarge a small image for its thumbnail", async () => {
    const stored = await files.store({ ownerUserId, data: await makeWebp(200, 100), originalName: "small.webp" });
    const thumbnail = await files.readThumbnail(stored.id);
    expect(await sharp(thumbnail?.data).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it("keeps a PDF without a thumbnail", async () => {
    const pdf = makePdf();
    const stored = await files.store({ ownerUserId, data: pdf, originalName: "birth-certificate.pdf" });
    expect(stored).toMatchObject({ mimeType: "application/pdf", width: null, height: null, hasThumbnail: false });
    expect(await files.readThumbnail(stored.id)).toBeUndefined();
    expect((await files.read(stored.id))?.data.equals(pdf)).toBe(true);
    expect(await filesOnDisk()).toHaveLength(1);
  });

  it("leaves no file and no row behind when it refuses an upload", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(200)]);
    for (const [data, status] of [
      [exe, 415],
      [makeJavaScriptPdf(), 400],
      [makePngBomb(), 400],
    ] as const) {
      const error = await files.store({ ownerUserId, data, originalName: "card.pdf" }).catch((thrown) => thrown);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(status);
    }
    expect(await filesOnDisk()).toEqual([]);
    expect(await countRows()).toBe(0);
  });

  it("removes what it wrote when the row cannot be recorded", async () => {
    const error = await files
      .store({ ownerUserId: "00000000-0000-4000-8000-000000000000", data: await makePng(), originalName: "x.png" })
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect(await filesOnDisk()).toEqual([]);
    expect(await countRows()).toBe(0);
  });

  it("keeps the uploader's name only as a sanitised label", async () => {
    const stored = await files.store({
      ownerUserId,
      data: makePdf(),
      originalName: "C:\\Users\\Ama\\Desktop\\card\u202Efdp.exe\u0000\n",
    });
    expect(stored.originalName).toBe("cardfdp.exe");
  });
});

describe("FilesService.get, read and remove", () => {
  it("answer undefined for an unknown id", async () => {
    expect(await files.get("no-such-file")).toBeUndefined();
    expect(await files.read("no-such-file")).toBeUndefined();
    expect(await files.readThumbnail("no-such-file")).toBeUndefined();
    expect(await files.remove("no-such-file")).toBe(false);
  });

  it("remove forgets the row and deletes the bytes and the thumbnail", async () => {
    const stored = await files.store({ ownerUserId, data: await makePng(), originalName: "photo.png" });
    expect(await filesOnDisk()).toHaveLength(2);
    expect(await files.remove(stored.id)).toBe(true);
    expect(await files.get(stored.id)).toBeUndefined();
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe("sanitizeOriginalName", () => {
  it("keeps the last path segment without control or direction characters, at most 255 characters", () => {
    expect(sanitizeOriginalName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeOriginalName("Ama\u0007 Mensah – Ghana Card.pdf")).toBe("Ama Mensah – Ghana Card.pdf");
    expect(sanitizeOriginalName("\u202Egpj.exe")).toBe("gpj.exe");
    expect(sanitizeOriginalName("   ")).toBe("upload");
    expect(Array.from(sanitizeOriginalName(`${"é".repeat(300)}.pdf`))).toHaveLength(255);
  });
});
