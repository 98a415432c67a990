import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { startS3Server } from "../../test/s3-server.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, pngImage, upload } from "../../test/upload-helpers.js";

// Decision 107: with FILE_STORAGE=s3 a member's document lands in the bucket under its row's key
// and comes back through the app byte for byte, with the very headers the local disk gives.
const s3 = await startS3Server();
const raw = new S3Client({
  endpoint: s3.endpoint,
  region: s3.region,
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
});
afterAll(async () => {
  raw.destroy();
  await s3.stop();
});
const onDisk = await createTestApp();
const inBucket = await createTestApp({ FILE_STORAGE: "s3", ...s3.env });

const ADD = "/api/my-account/membership/document/add";
const PDF = pdfDocument("Ghana Card of a member");
const PNG = await pngImage(42);

async function bucketKeys(): Promise<string[]> {
  const listing = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listing.Contents ?? []).map((object) => object.Key ?? "").sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

/** Uploads a Ghana Card PDF and a passport photo, and downloads the card, the photo and its thumbnail. */
async function roundTrip(app: FastifyInstance) {
  const member = await memberWithSession(app);
  const card = await upload(
    app,
    "POST",
    ADD,
    member.access,
    { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
    { filename: "card.pdf", data: PDF, contentType: "application/pdf" },
  );
  const photo = await upload(
    app,
    "POST",
    ADD,
    member.access,
    { document_type: "PASSPORT_PHOTO" },
    { filename: "me.png", data: PNG },
  );
  expect(card.statusCode).toBe(201);
  expect(photo.statusCode).toBe(201);
  const get = (url: string) => app.inject({ method: "GET", url, headers: member.headers });
  const downloads = {
    card: await get(card.json().file_url),
    photo: await get(photo.json().file_url),
    thumbnail: await get(photo.json().thumbnail_url),
  };
  // Another member asks for the same files.
  const stranger = await memberWithSession(app);
  const refused = await app.inject({ method: "GET", url: card.json().file_url, headers: stranger.headers });
  const rows = await app.db
    .selectFrom("files")
    .select(["id", "storage_key", "thumbnail_key", "size_bytes"])
    .where("owner_user_id", "=", member.userId)
    .execute();
  return { downloads, refused, rows };
}

/** Headers as a caller sees them, less the date, the request's id and the file's (random) id in its name. */
function comparable(headers: Record<string, unknown>) {
  const { date: _date, "x-request-id": _request, "content-disposition": disposition, ...rest } = headers;
  return { ...rest, "content-disposition": String(disposition).replace(/-[0-9a-f-]{8,}\./g, "-<id>.") };
}

describe("documents with FILE_STORAGE=s3", () => {
  it("stores each upload and thumbnail in the bucket under its row's key, served as from the local disk", async () => {
    const local = await roundTrip(onDisk.app);
    const s3Side = await roundTrip(inBucket.app);

    // In the bucket: the PDF, the photo and its thumbnail, under the keys the rows name, nothing else.
    const keys = s3Side.rows.flatMap((row) => [row.storage_key, row.thumbnail_key]).filter((key) => key !== null);
    expect(keys).toHaveLength(3);
    expect(await bucketKeys()).toEqual([...keys].sort());
    for (const row of s3Side.rows) expect((await objectBytes(row.storage_key)).length).toBe(row.size_bytes);

    for (const name of ["card", "photo", "thumbnail"] as const) {
      const fromDisk = local.downloads[name];
      const fromBucket = s3Side.downloads[name];
      expect(fromBucket.statusCode, name).toBe(200);
      expect(comparable(fromBucket.headers), name).toEqual(comparable(fromDisk.headers));
      expect(fromBucket.rawPayload.equals(fromDisk.rawPayload), name).toBe(true);
    }
    expect(s3Side.downloads.card.rawPayload.equals(PDF)).toBe(true);
    expect(s3Side.downloads.photo.rawPayload.equals(PNG)).toBe(true);
    expect(s3Side.downloads.card.headers).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });

    // Another member is refused the same way on both stores.
    expect(s3Side.refused.statusCode).toBe(local.refused.statusCode);
    expect(s3Side.refused.statusCode).toBeGreaterThanOrEqual(403);
    expect(s3Side.refused.json()).toEqual(local.refused.json());
  });
});
