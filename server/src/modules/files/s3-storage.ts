import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config/config.js";
import { checkStorageKey, type FileStorage, isStorageKey } from "./file-storage.js";

type Sdk = typeof import("@aws-sdk/client-s3");

/**
 * Files in an S3-compatible bucket, under the same keys as on disk (decision 107). One PutObject
 * per file: S3 makes an object visible whole or not at all, so a crash never leaves half a
 * document under a real key; what a crash can leave is an unfinished multipart upload (another
 * client's, or a future one's), which removeAbandonedWrites aborts.
 *
 * The SDK is loaded on first use, so a server on local disk never pays for it at start-up.
 */
export class S3Storage implements FileStorage {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  /**
   * @param pageSize keys per listing request (S3's maximum and default is 1000; tests use a few
   * to go through several pages).
   */
  constructor(
    private readonly settings: S3Settings,
    private readonly pageSize = 1000,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkStorageKey(key),
        Body: data,
        ContentLength: data.length,
        ContentType: "application/octet-stream",
      }),
    );
  }

  async read(key: string): Promise<Buffer> {
    const { sdk, client } = await this.connect();
    const result = await client.send(
      new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkStorageKey(key) }),
    );
    if (!result.Body) throw new Error(`Storage object without a body: ${key}`);
    const bytes = await result.Body.transformToByteArray();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async sizeOf(key: string): Promise<number | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkStorageKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    // S3 answers 204 for a key that is not there: removing twice is not an error, as on disk.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkStorageKey(key) }));
  }

  async *listWrittenBefore(before: Date): AsyncIterable<string> {
    const { sdk, client } = await this.connect();
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          ContinuationToken: continuationToken,
          MaxKeys: this.pageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        // Anything that is not a key of ours (an object someone put in the bucket by hand) is left alone.
        if (!object.Key || !isStorageKey(object.Key)) continue;
        if (object.LastModified && object.LastModified.getTime() < before.getTime()) yield object.Key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async removeAbandonedWrites(before: Date): Promise<number> {
    const { sdk, client } = await this.connect();
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListMultipartUploadsCommand({
          Bucket: this.settings.bucket,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
          MaxUploads: this.pageSize,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
        if (upload.Initiated.getTime() >= before.getTime()) continue;
        try {
          await client.send(
            new sdk.AbortMultipartUploadCommand({
              Bucket: this.settings.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed += 1;
        } catch (error) {
          // Another process's sweeper aborted it first.
          if (!isNotFound(error)) throw error;
        }
      }
      const more = page.IsTruncated === true;
      keyMarker = more ? page.NextKeyMarker : undefined;
      uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }

  /** Closes the client's connections (scripts and tests that end). */
  async close(): Promise<void> {
    if (!this.connection) return;
    const { client } = await this.connection;
    client.destroy();
    this.connection = undefined;
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.settings.region,
        endpoint: this.settings.endpoint,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
        // Checksums only where S3 requires them: the newer default (CRC32 on every request and
        // response) is refused or mishandled by several S3-compatible stores.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
      }),
    }));
    return this.connection;
  }
}

/** NoSuchKey, NotFound (HEAD has no body), NoSuchUpload: the thing asked for is not there. */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return (
    failure?.name === "NoSuchKey" ||
    failure?.name === "NotFound" ||
    failure?.name === "NoSuchUpload" ||
    failure?.$metadata?.httpStatusCode === 404
  );
}
