import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import { defineEndpoint, errorAnswers, fileAnswer, fillPath, listOf } from "@gkf/contract";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { multipart as form } from "../test/upload-helpers.js";
import { route, type ZodApp } from "./endpoint.js";
import { registerErrorHandling } from "./error-handler.js";
import { MULTIPART_LIMITS } from "./multipart.js";

// Descriptors of the kinds the API has: a list with a path parameter and a query, a JSON body
// answered 201, an upload (fields and a required file), and update/my-record's JSON-or-form.
const Item = z.object({ id: z.string(), name: z.string() });
const endpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/things/:group",
    summary: "Things of a group",
    tags: ["Test"],
    auth: "none",
    params: z.object({ group: z.string().max(8) }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(5).default(2) }),
    responses: { 200: listOf(Item), ...errorAnswers(400) },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/things",
    summary: "Make a thing",
    tags: ["Test"],
    auth: "bearer",
    body: z.strictObject({ name: z.string().min(2) }),
    responses: { 201: Item, ...errorAnswers(400, 401) },
  }),
  upload: defineEndpoint({
    method: "POST",
    path: "/things/upload",
    summary: "Upload a thing",
    tags: ["Test"],
    auth: "none",
    multipart: {
      fields: z.strictObject({ kind: z.enum(["A", "B"]), note: z.string().max(10).optional() }),
      file: { name: "file", required: true, description: "The thing, at most 5 MB" },
    },
    responses: { 201: z.object({ kind: z.string(), size: z.number() }), ...errorAnswers(400, 415) },
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/things/update",
    summary: "Change a thing (JSON), or also send a photo (multipart)",
    tags: ["Test"],
    auth: "none",
    body: z.strictObject({ name: z.string().min(2) }),
    multipart: {
      fields: z.strictObject({ name: z.string().min(2) }),
      file: { name: "photo", required: false, description: "A new photo" },
    },
    responses: { 200: z.object({ name: z.string(), photo: z.number().nullable() }), ...errorAnswers(400) },
  }),
  // A file answer under a wildcard path (a card token is longer than a `:param` may be).
  file: defineEndpoint({
    method: "GET",
    path: "/files/*",
    summary: "A file by its long name",
    tags: ["Test"],
    auth: "none",
    params: z.object({ "*": z.string().regex(/^[a-z]{1,200}\.(pdf|png)$/) }),
    responses: { 200: fileAnswer(["application/pdf", "image/png"], "The file"), ...errorAnswers(400) },
  }),
  // A webhook: its body documented, kept as raw bytes for the signature.
  hook: defineEndpoint({
    method: "POST",
    path: "/hook",
    summary: "A signed notification",
    tags: ["Test"],
    auth: "none",
    body: z.object({ event: z.string() }),
    responses: { 200: z.object({ bytes: z.number(), event: z.unknown() }) },
  }),
  hidden: defineEndpoint({
    method: "GET",
    path: "/hidden",
    summary: "A development page",
    tags: ["Test"],
    auth: "none",
    responses: { 200: z.object({ ok: z.boolean() }) },
  }),
};

async function buildTestApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // requireAuth asks the accounts service; one token is live here.
  app.decorate("services", {
    accounts: { authenticate: async (token: string) => (token === "live" ? { userId: "u1" } : null) },
  } as never);
  registerErrorHandling(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (api: ZodApp) => {
    route(api, endpoints.list, {}, async (request) => ({
      items: Array.from({ length: request.query.limit }, (_, index) => ({
        id: String(index),
        name: request.params.group,
      })),
    }));
    route(api, endpoints.create, {}, async (request) => ({ id: "t1", name: request.body.name }));
    route(api, endpoints.upload, {}, async (_request, _reply, upload) => ({
      kind: upload.fields.kind,
      size: upload.file.data.length,
    }));
    route(api, endpoints.update, {}, async (request, _reply, upload) =>
      upload
        ? { name: upload.fields.name, photo: upload.file?.data.length ?? null }
        : { name: request.body.name, photo: null },
    );
    route(api, endpoints.file, {}, async (request, reply) => {
      const pdf = request.params["*"].endsWith(".pdf");
      return reply.header("content-type", pdf ? "application/pdf" : "image/png").send(Buffer.from("%PDF-1.4 bytes"));
    });
    route(api, endpoints.hidden, { hide: true }, async () => ({ ok: true }));
  });
  await app.register(async (api: ZodApp) => {
    api.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    route(api, endpoints.hook, { rawBody: true }, async (request) => {
      const raw: unknown = request.body;
      const bytes = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
      return { bytes: bytes.length, event: (JSON.parse(bytes.toString("utf8")) as { event?: unknown }).event };
    });
  });
  await app.ready();
  return app;
}

const app = await buildTestApp();
afterAll(() => app.close());

describe("route(): a Fastify route from an endpoint descriptor", () => {
  it("checks path parameters and query with the descriptor's schemas and answers its schema", async () => {
    const ok = await app.inject({ method: "GET", url: "/things/blue?limit=3" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      items: [
        { id: "0", name: "blue" },
        { id: "1", name: "blue" },
        { id: "2", name: "blue" },
      ],
    });
    const bad = await app.inject({ method: "GET", url: "/things/blue?limit=9" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { limit: expect.any(String) } });
  });

  it("refuses a bearer endpoint without a live session before reading the body, and answers its one success status", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/things", payload: { name: 5 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED" });

    const headers = { authorization: "Bearer live" };
    const created = await app.inject({ method: "POST", url: "/things", headers, payload: { name: "Kata" } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: "t1", name: "Kata" });

    const unknown = await app.inject({ method: "POST", url: "/things", headers, payload: { name: "Kata", role: "x" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { role: "is not a field you can send here" } });
  });

  it("reads a form the streaming way and checks its text fields with the descriptor's schema", async () => {
    const file = { filename: "a.pdf", data: Buffer.from("%PDF-1.4 test") };
    const ok = await app.inject({ method: "POST", url: "/things/upload", ...form({ kind: "A" }, file) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ kind: "A", size: file.data.length });

    const badField = await app.inject({
      method: "POST",
      url: "/things/upload",
      ...form({ kind: "C", extra: "1" }, file),
    });
    expect(badField.statusCode).toBe(400);
    expect(badField.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { kind: expect.any(String), extra: "is not a field you can send here" },
    });

    const noFile = await app.inject({ method: "POST", url: "/things/upload", ...form({ kind: "A" }) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ fields: { file: "is required" } });

    const json = await app.inject({ method: "POST", url: "/things/upload", payload: { kind: "A" } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("takes JSON or a form where the descriptor has both, checking each by the same rules", async () => {
    const asJson = await app.inject({ method: "PATCH", url: "/things/update", payload: { name: "Kumite" } });
    expect(asJson.json()).toEqual({ name: "Kumite", photo: null });
    const badJson = await app.inject({ method: "PATCH", url: "/things/update", payload: { name: "K" } });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ fields: { name: expect.any(String) } });

    for (const payload of ["null", ""]) {
      const empty = await app.inject({
        method: "PATCH",
        url: "/things/update",
        payload,
        headers: payload ? { "content-type": "application/json" } : {},
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }

    const photo = { name: "photo", filename: "p.png", data: Buffer.from("png") };
    const asForm = await app.inject({ method: "PATCH", url: "/things/update", ...form({ name: "Kumite" }, photo) });
    expect(asForm.json()).toEqual({ name: "Kumite", photo: 3 });
    const badForm = await app.inject({ method: "PATCH", url: "/things/update", ...form({ name: "K" }) });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json()).toMatchObject({ fields: { name: expect.any(String) } });
  });

  it("sends a file answer's bytes as they are, under a wildcard path filled by fillPath", async () => {
    expect(fillPath(endpoints.file.path, { "*": "report.pdf" })).toBe("/files/report.pdf");
    const file = await app.inject({ method: "GET", url: fillPath(endpoints.file.path, { "*": "report.pdf" }) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.toString()).toBe("%PDF-1.4 bytes");
    const bad = await app.inject({ method: "GET", url: "/files/REPORT.exe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("hands a raw body over unchecked (a webhook's bytes are signed), and documents it all the same", async () => {
    const payload = '{"event":5,"data":{}}';
    const hook = await app.inject({
      method: "POST",
      url: "/hook",
      payload,
      headers: { "content-type": "application/json" },
    });
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ bytes: payload.length, event: 5 });

    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(document.paths["/hook"]?.post?.requestBody).toMatchObject({
      content: { "application/json": { schema: { properties: { event: { type: "string" } } } } },
    });
    expect(document.paths["/files/{*}"]?.get?.responses).toMatchObject({
      "200": {
        description: "The file",
        content: {
          "application/pdf": { schema: expect.any(Object) },
          "image/png": { schema: expect.any(Object) },
        },
      },
    });
    expect(document.paths["/hidden"]).toBeUndefined();
    expect((await app.inject({ method: "GET", url: "/hidden" })).json()).toEqual({ ok: true });
  });

  it("documents every part in OpenAPI: forms as multipart/form-data with their file part", async () => {
    const document = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } } & object>
      >;
    };
    const create = document.paths["/things"]?.post as Record<string, unknown>;
    expect(create).toMatchObject({ tags: ["Test"], summary: "Make a thing", security: [{ bearer: [] }] });
    expect(Object.keys(create.responses as object)).toEqual(["201", "400", "401"]);
    expect(document.paths["/things"]?.post?.requestBody?.content["application/json"]?.schema).toMatchObject({
      properties: { name: { type: "string", minLength: 2 } },
    });

    const upload = document.paths["/things/upload"]?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(["multipart/form-data"]);
    expect(upload?.["multipart/form-data"]?.schema).toMatchObject({
      type: "object",
      properties: {
        kind: { enum: ["A", "B"] },
        file: { type: "string", format: "binary", description: "The thing, at most 5 MB" },
      },
      required: ["kind", "file"],
    });

    const update = document.paths["/things/update"]?.patch?.requestBody?.content;
    expect(Object.keys(update ?? {}).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(update?.["multipart/form-data"]?.schema).toMatchObject({
      properties: { name: { type: "string" }, photo: { format: "binary" } },
      required: ["name"],
    });
  });
});
