import multipart from "@fastify/multipart";
import { defineEndpoint, errorAnswers, fileAnswer } from "@gkf/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { route } from "../../http/endpoint.js";
import { registerErrorHandling } from "../../http/error-handler.js";
import { MULTIPART_LIMITS, readMultipartUpload } from "../../http/multipart.js";
import { createTestApp } from "../../test/test-app.js";
import { MAX_UPLOAD_BYTES } from "./file-inspector.js";
import { sendStoredFile } from "./files.http.js";
import type { StoredFile } from "./files.service.js";
import { makeJpeg, makePdf } from "./files.test-fixtures.js";

const download = defineEndpoint({
  method: "GET",
  path: "/download",
  summary: "A stored file",
  tags: ["Test"],
  auth: "none",
  query: z.object({ thumbnail: z.enum(["yes", "no"]).optional() }),
  responses: {
    200: fileAnswer(["application/pdf", "image/jpeg", "image/png", "image/webp"], "The file"),
    ...errorAnswers(404),
  },
});

// A tiny app with the upload plumbing of app.ts: multipart with our limits and our error shape.
async function buildUploadApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  app.post<{ Querystring: { required?: string } }>("/upload", async (request) => {
    const { fields, file } = await readMultipartUpload(request, { requireFile: request.query.required !== "no" });
    return { fields, file: file ? { filename: file.filename, size: file.data.length } : null };
  });
  // As the modules that serve files declare their routes: a descriptor whose 200 is a fileAnswer.
  route(app.withTypeProvider<ZodTypeProvider>(), download, {}, async (request, reply) => {
    const file: Pick<StoredFile, "mimeType"> = { mimeType: "application/pdf" };
    const thumbnail = request.query.thumbnail === "yes";
    return sendStoredFile(reply, file, thumbnail ? await makeJpeg(32, 32) : makePdf(), {
      downloadName: thumbnail ? "ghana-card-42" : "Ghana card – Ama.pdf",
      disposition: thumbnail ? "inline" : "attachment",
    });
  });
  await app.ready();
  return app;
}

const app = await buildUploadApp();
afterAll(() => app.close());

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

const BOUNDARY = "----gkf-test-boundary-7MA4YWxkTrZu0gW";

/** A multipart/form-data body by hand, the way a browser writes one. */
function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const upload = (parts: Part[], query = "") =>
  app.inject({
    method: "POST",
    url: `/upload${query}`,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(parts),
  });

describe("readMultipartUpload", () => {
  it("gives back the text fields and the file", async () => {
    const response = await upload([
      { name: "document_type", value: "GHANA_CARD" },
      { name: "document_number", value: "GHA-123456789-0" },
      { name: "file", filename: "card.pdf", data: makePdf(), type: "application/pdf" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
      file: { filename: "card.pdf", size: makePdf().length },
    });
  });

  it("accepts a file of exactly 5 MB", async () => {
    const response = await upload([{ name: "file", filename: "a.bin", data: Buffer.alloc(MAX_UPLOAD_BYTES) }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().file.size).toBe(MAX_UPLOAD_BYTES);
  });

  it("answers 413 for a file over 5 MB, after reading the rest of the form", async () => {
    const response = await upload([
      { name: "file", filename: "big.pdf", data: Buffer.alloc(MAX_UPLOAD_BYTES + 1) },
      { name: "after", value: "still read" },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "The file is larger than 5 MB." });
  });

  it("answers 413 over a real connection too, without hanging", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const form = new FormData();
    form.append("document_type", "GHANA_CARD");
    form.append("file", new Blob([Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]), "big.pdf");
    const response = await fetch(`${address}/upload`, { method: "POST", body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers 415 for a JSON body", async () => {
    const response = await app.inject({ method: "POST", url: "/upload", payload: { file: "not a file" } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Send the form as multipart/form-data.",
      action: "Send the file in a multipart/form-data form.",
    });
  });

  it("answers 400 with fields.file when a required file is missing or was not chosen", async () => {
    for (const parts of [
      [{ name: "document_type", value: "GHANA_CARD" }],
      // What a browser sends for a file input left empty.
      [{ name: "file", filename: "", data: Buffer.alloc(0) }],
    ]) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { file: "is required" } });
    }
    const optional = await upload([{ name: "note", value: "no file" }], "?required=no");
    expect(optional.json()).toEqual({ fields: { note: "no file" }, file: null });
  });

  it("answers 400 for two files, too many fields, a file under another name or an overlong field", async () => {
    const file = { name: "file", filename: "a.pdf", data: makePdf() };
    const manyFields = Array.from({ length: 21 }, (_, index) => ({ name: `f${index}`, value: "x" }));
    const cases: Array<[Part[], { message?: string; fields?: Record<string, string> }]> = [
      [[file, { ...file, filename: "b.pdf" }], { message: "Send one file at a time." }],
      [[...manyFields, file], { message: "The form has more fields than this request accepts." }],
      [
        [{ name: "photo", filename: "p.pdf", data: makePdf() }],
        { fields: { photo: "is not a file field", file: "is required" } },
      ],
      [[{ name: "note", value: "x".repeat(10_001) }, file], { fields: { note: "is too long" } }],
      [
        [{ name: "note", value: "a" }, { name: "note", value: "b" }, file],
        { fields: { note: "was sent more than once" } },
      ],
    ];
    for (const [parts, expected] of cases) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", ...expected });
    }
  });

  it("answers 400 for a form that is cut off or has no boundary", async () => {
    const body = multipartBody([{ name: "file", filename: "a.pdf", data: makePdf() }]);
    const cut = await app.inject({
      method: "POST",
      url: "/upload",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body.subarray(0, body.length - 30),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const noBoundary = await app.inject({
      method: "POST",
      url: "/upload",
      headers: { "content-type": "multipart/form-data" },
      payload: body,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("is wired into the app: buildApp registers @fastify/multipart", async () => {
    const { app: realApp } = await createTestApp();
    expect(realApp.hasContentTypeParser("multipart/form-data")).toBe(true);
  });
});

describe("sendStoredFile", () => {
  it("serves a file as an attachment with our name, its real type, nosniff, no caching and a sandbox", async () => {
    const response = await app.inject({ method: "GET", url: "/download" });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Ghana card _ Ama.pdf"; filename*=UTF-8''Ghana%20card%20%E2%80%93%20Ama.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(response.rawPayload.equals(makePdf())).toBe(true);
  });

  it("serves a thumbnail as the JPEG it is, and adds the extension to a bare name", async () => {
    const response = await app.inject({ method: "GET", url: "/download?thumbnail=yes" });
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="ghana-card-42.jpg"; filename*=UTF-8''ghana-card-42.jpg`,
    );
  });
});
