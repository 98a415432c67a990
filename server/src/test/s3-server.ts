import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A running local S3-compatible server and what a client needs to reach it. */
export interface TestS3Server {
  /** `http://127.0.0.1:<port>`: use path-style addressing (S3_FORCE_PATH_STYLE, the default with an endpoint). */
  endpoint: string;
  /** An empty bucket made for this server. */
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings as environment variables, for loadConfig or a child process. */
  env: Record<string, string>;
  /** Stops the server and deletes everything it stored. */
  stop(): Promise<void>;
}

/**
 * Starts s3rver (decision 107) on a free port of 127.0.0.1 over a fresh temporary folder, with
 * one empty bucket. Takes tens of milliseconds; each test file starts its own. Signatures are
 * checked as S3 does (s3rver's fixed keys `S3RVER`/`S3RVER`).
 *
 * What s3rver 3.7.1 lacks on Node 20 is answered here, from s3rver's own store: ListObjectsV2
 * (s3rver's continuation tokens use DES, which Node 17+'s OpenSSL 3 refuses, so every truncated
 * listing failed), ListMultipartUploads (`NotImplemented` in s3rver) and AbortMultipartUpload
 * (absent). These three answers do not check request signatures; everything else is s3rver's.
 *
 * Usage (also from other test files, e.g. the two-machine test):
 * ```ts
 * const s3 = await startS3Server();
 * afterAll(() => s3.stop());
 * const app = await createTestApp({ FILE_STORAGE: "s3", ...s3.env });
 * ```
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "gkf-s3-"));
  const bucket = `gkf-test-${randomBytes(4).toString("hex")}`;
  const s3rver = new S3rver({
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const uploadsDir = path.join(directory, bucket, "._S3rver_uploads");
  const server = http.createServer((request, response) => {
    missingOperations(request, response, { bucket, uploadsDir, store: s3rver as unknown as S3rverWithStore }).then(
      (handled) => {
        if (!handled) handle(request, response);
      },
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    bucket,
    region: "us-east-1",
    ...credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      (s3rver as unknown as { logger?: { close(): void } }).logger?.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** The part of s3rver's (untyped) filesystem store used here. */
interface S3rverWithStore {
  store: {
    listObjects(
      bucket: string,
      options: { prefix?: string; startAfter?: string; maxKeys: number },
    ): Promise<{ objects: { key: string; size: number; lastModifiedDate: Date }[]; isTruncated: boolean }>;
  };
}

/**
 * ListObjectsV2 (`GET /<bucket>?list-type=2`, continuation tokens being the last key listed),
 * ListMultipartUploads (`GET /<bucket>?uploads`) and AbortMultipartUpload
 * (`DELETE /<bucket>/<key>?uploadId=`) over s3rver's store and its folder of unfinished uploads
 * (one folder per upload id holding a `key` file). True when the request was one of them and has
 * been answered.
 */
async function missingOperations(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  { bucket, uploadsDir, store }: { bucket: string; uploadsDir: string; store: S3rverWithStore },
): Promise<boolean> {
  const url = new URL(request.url ?? "/", "http://localhost");
  const onBucket = url.pathname === `/${bucket}` || url.pathname === `/${bucket}/`;
  if (request.method === "GET" && onBucket && url.searchParams.get("list-type") === "2") {
    const token = url.searchParams.get("continuation-token");
    const startAfter = token ? Buffer.from(token, "base64url").toString("utf8") : url.searchParams.get("start-after");
    const maxKeys = Math.min(1000, Number(url.searchParams.get("max-keys") ?? 1000));
    const result = await store.store.listObjects(bucket, {
      prefix: url.searchParams.get("prefix") ?? undefined,
      startAfter: startAfter ?? undefined,
      maxKeys,
    });
    const last = result.objects.at(-1)?.key;
    const contents = result.objects.map(
      (object) =>
        `<Contents><Key>${escapeXml(object.key)}</Key><LastModified>${object.lastModifiedDate.toISOString()}</LastModified><Size>${object.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    );
    const next =
      result.isTruncated && last
        ? `<NextContinuationToken>${Buffer.from(last).toString("base64url")}</NextContinuationToken>`
        : "";
    sendXml(
      response,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix></Prefix><KeyCount>${result.objects.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${result.isTruncated}</IsTruncated>${next}${contents.join("")}</ListBucketResult>`,
    );
    return true;
  }
  if (request.method === "GET" && onBucket && url.searchParams.has("uploads")) {
    const uploads: string[] = [];
    for (const uploadId of await fs.readdir(uploadsDir).catch(() => [] as string[])) {
      const keyFile = path.join(uploadsDir, uploadId, "key");
      const [key, stats] = await Promise.all([fs.readFile(keyFile, "utf8"), fs.stat(keyFile)]).catch(() => []);
      if (key === undefined || stats === undefined) continue;
      uploads.push(
        `<Upload><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><Initiated>${stats.mtime.toISOString()}</Initiated></Upload>`,
      );
    }
    sendXml(
      response,
      200,
      `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join("")}</ListMultipartUploadsResult>`,
    );
    return true;
  }
  const uploadId = url.searchParams.get("uploadId");
  if (request.method === "DELETE" && url.pathname.startsWith(`/${bucket}/`) && uploadId) {
    // Renamed away first: of two aborts at once, exactly one succeeds, as in S3.
    const folder = path.join(uploadsDir, path.basename(uploadId));
    const aborted = path.join(path.dirname(uploadsDir), `._aborted_${randomBytes(8).toString("hex")}`);
    const renamed = await fs.rename(folder, aborted).then(
      () => true,
      () => false,
    );
    if (!renamed) {
      sendXml(
        response,
        404,
        "<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>",
      );
      return true;
    }
    await fs.rm(aborted, { recursive: true, force: true });
    response.statusCode = 204;
    response.end();
    return true;
  }
  return false;
}

function sendXml(response: http.ServerResponse, status: number, body: string): void {
  response.statusCode = status;
  response.setHeader("content-type", "application/xml");
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
