import { isErrorBody } from "@gkf/contract";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../test/accounts-helpers.js";
import { createTestApp, TEST_ENGINE } from "../test/test-app.js";
import { pdfDocument } from "../test/upload-helpers.js";

/**
 * Drives every operation of the OpenAPI document with malformed input: path parameters, query
 * values, JSON bodies (wrong types, huge strings, nulls, arrays, invalid JSON, wrong content
 * types) and multipart forms, without a token, with a forged one, as a member and as an official.
 * No answer may be a 5xx, and every 4xx must be the common error shape. Deterministic: the cases
 * come from a seeded generator (GKF_FUZZ_SEED to try another seed), bounded per operation.
 */

const SEED = Number(process.env.GKF_FUZZ_SEED ?? 20261122);
/** Cases per operation (all auth variants together); the file stays well under a minute. GKF_FUZZ_CASES=1000 sends them all. */
const CASES_PER_OPERATION = Number(process.env.GKF_FUZZ_CASES ?? 40);

/** mulberry32: small, seedable, good enough to pick cases. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    uuid: () =>
      "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (c) => {
        const r = Math.floor(next() * 16);
        return (c === "x" ? r : (r & 0x3) | 0x8).toString(16);
      }),
  };
}
type Random = ReturnType<typeof generator>;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  required?: string[];
}
interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; schema?: JsonSchema }>;
  jsonBody?: JsonSchema;
}

const { app } = await createTestApp();

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────

const PATH_VALUES = [
  "0",
  "-1",
  "1e999",
  "null",
  "undefined",
  "true",
  "%00",
  "%F0%9F%92%A9",
  "%E0%A4%A",
  "..%2F..%2Fetc%2Fpasswd",
  "'%20OR%20'1'%3D'1",
  "%3Cscript%3E",
  "__proto__",
  "constructor",
  "%20",
  "a".repeat(99),
  "a".repeat(101),
  "GKF-AA-26-000001",
  "00000000-0000-0000-0000-000000000000",
];

const QUERY_VALUES = [
  "",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "99999999999999999999999",
  "2026-99-99",
  "2025-02-30",
  "0000-00-00",
  "%00",
  "%ZZ",
  "__proto__",
  "x".repeat(3000),
  "%F0%9F%92%A9",
  "true",
];

/** A value of the declared type, so that one wrong field at a time reaches further in. */
function plausible(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 4) return "x";
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant, random, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "email") return `fuzz${Math.floor(random.next() * 1e6)}@example.com`;
      if (schema.format === "date") return "2026-01-15";
      if (schema.format === "date-time") return "2026-01-15T10:00:00Z";
      return "x".repeat(Math.max(schema.minLength ?? 1, 8));
    case "integer":
    case "number":
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return [plausible(schema.items, random, depth + 1)];
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, random, depth + 1)]),
      );
    default:
      return "x";
  }
}

const WRONG_VALUES: unknown[] = [
  null,
  123,
  -1,
  1e308,
  1.5,
  true,
  [],
  [null],
  {},
  { $gt: "" },
  "",
  " ",
  "x".repeat(100_000),
  "\u0000<zz>\u202e",
  "2025-02-30",
  "2026-13-45T99:99:99Z",
  "NOT_A_VALUE",
  "../../etc/passwd",
  Array.from({ length: 2000 }, () => "x"),
];

interface Case {
  label: string;
  request: InjectOptions;
}

/** Every malformed request of one operation, in a fixed order, before sampling. */
function casesOf(operation: Operation, random: Random): Case[] {
  const cases: Case[] = [];
  const pathParams = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryParams = operation.parameters.filter((parameter) => parameter.in === "query");
  const fillPath = (override?: { name: string; value: string }) =>
    operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
      override && override.name === name ? override.value : name === "*" ? `t${random.uuid()}` : random.uuid(),
    );
  const hasBody = ["POST", "PUT", "PATCH", "DELETE"].includes(operation.method);
  const base = (label: string, extra: Partial<InjectOptions> = {}, url = fillPath()): Case => ({
    label,
    request: { method: operation.method as InjectOptions["method"], url, ...extra },
  });

  cases.push(base("plain"));
  cases.push(base("unknown query", {}, `${fillPath()}?__proto__[x]=1&constructor=2&page=-1&${"q".repeat(50)}=%ZZ`));
  cases.push(base("body on a read", { payload: '{"a":', headers: { "content-type": "application/json" } }));
  cases.push(
    base("odd headers", { headers: { "content-type": "application/json; charset=utf-7", accept: "text/html" } }),
  );
  for (const parameter of pathParams) {
    for (const value of PATH_VALUES)
      cases.push(base(`path ${parameter.name}=${value.slice(0, 20)}`, {}, fillPath({ name: parameter.name, value })));
  }
  for (const parameter of queryParams) {
    for (const value of QUERY_VALUES) {
      cases.push(base(`query ${parameter.name}=${value.slice(0, 20)}`, {}, `${fillPath()}?${parameter.name}=${value}`));
    }
    cases.push(base(`query ${parameter.name} twice`, {}, `${fillPath()}?${parameter.name}=1&${parameter.name}=2`));
    cases.push(base(`query ${parameter.name}[a]`, {}, `${fillPath()}?${parameter.name}[a]=b&${parameter.name}[]=c`));
  }

  if (hasBody) {
    const json = (label: string, payload: string, contentType = "application/json") =>
      cases.push(base(label, { payload, headers: { "content-type": contentType } }));
    json("invalid JSON", "{");
    json("JSON null", "null");
    json("JSON array", "[]");
    json("JSON string", '"text"');
    json("JSON number", "123");
    json("JSON empty object", "{}");
    json("JSON empty body", "");
    json("JSON prototype pollution", '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}');
    json("JSON deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`);
    json("JSON duplicate keys", '{"a":1,"a":2}');
    json("JSON latin-1 charset", '{"a":"\u00e9"}', "application/json; charset=latin1");
    json("text/plain", "hello", "text/plain");
    json("form-urlencoded", "a=b&c=d", "application/x-www-form-urlencoded");
    json("xml", "<a>b</a>", "application/xml");
    json("multipart without boundary", "--x\r\n", "multipart/form-data");
    json(
      "multipart, broken",
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      "multipart/form-data; boundary=zz",
    );

    const schema = operation.jsonBody;
    const valid = plausible(schema ?? { type: "object" }, random) as Record<string, unknown>;
    cases.push(base("plausible body", { payload: valid as InjectOptions["payload"] }));
    for (const property of Object.keys(schema?.properties ?? {})) {
      for (const wrong of WRONG_VALUES) {
        cases.push(
          base(`body ${property}=${JSON.stringify(wrong)?.slice(0, 20)}`, {
            payload: JSON.stringify({ ...valid, [property]: wrong }),
            headers: { "content-type": "application/json" },
          }),
        );
      }
      const { [property]: _missing, ...without } = valid;
      cases.push(base(`body without ${property}`, { payload: without as InjectOptions["payload"] }));
    }
    cases.push(base("body with unknown field", { payload: { ...valid, is_admin: true, role: "SUPER_ADMIN" } }));

    // Multipart forms (the upload endpoints read them by hand and declare no JSON body).
    const form = (
      label: string,
      fields: Record<string, string>,
      file?: { data: Buffer; type: string; name: string },
    ) => {
      const boundary = `fuzz${Math.floor(random.next() * 1e9)}`;
      const parts = Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
      if (file) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.data,
          Buffer.from("\r\n"),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      cases.push(
        base(label, {
          payload: Buffer.concat(chunks),
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        }),
      );
    };
    const dateFields = { issue_date: "2025-02-30", expiry_date: "2027-13-45", grading_date: "2025-02-31" };
    form(
      "multipart, impossible dates",
      { document_type: "MEDICAL_CLEARANCE", belt: "KYU_9", ...dateFields },
      {
        data: pdfDocument(),
        type: "application/pdf",
        name: "a.pdf",
      },
    );
    form("multipart, unknown fields", { __proto__x: "1", document_id: random.uuid(), certificate_id: "../x" });
    form(
      "multipart, HTML as a PDF",
      { document_type: "OTHER" },
      {
        data: Buffer.from("<html><script>alert(1)</script></html>"),
        type: "application/pdf",
        name: "../../evil.pdf",
      },
    );
    form(
      "multipart, empty file",
      { document_type: "PASSPORT_PHOTO" },
      { data: Buffer.alloc(0), type: "image/png", name: "" },
    );
    form("multipart, long field", { document_type: "x".repeat(20_000), region: "\u0000" });
  }
  return cases;
}

// ── The run ───────────────────────────────────────────────────────────────────────────────────

describe(`every operation of the OpenAPI document, malformed (seed ${SEED}, ${TEST_ENGINE})`, () => {
  it("answers no 5xx, and every 4xx in the common error shape", { timeout: 300_000 }, async () => {
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        Record<
          string,
          { parameters?: Operation["parameters"]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
        >
      >;
    }>();
    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations.push({
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          jsonBody: operation.requestBody?.content["application/json"]?.schema,
        });
      }
    }
    expect(operations.length).toBeGreaterThan(50);
    // Ending one's own session or devices would turn every later case into a plain 401: last.
    const endsSessions = (operation: Operation) => /\/auth\/logout|\/sessions\/|\/devices\//.test(operation.path);
    operations.sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));

    const member = await memberWithSession(app);
    const official = await memberWithSession(app, { staff: { role: "SUPER_ADMIN", region: null } });
    const auths: Array<[string, Record<string, string>]> = [
      ["member", member.headers],
      ["official", official.headers],
      ["no token", {}],
      ["forged token", { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." }],
    ];

    const random = generator(SEED);
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const all = casesOf(operation, random);
      // The plain request first, then a seeded sample of the rest.
      const plain = all[0] as Case;
      const rest = all.slice(1);
      const chosen: Array<[Case, (typeof auths)[number]]> = auths.map((auth) => [plain, auth]);
      while (chosen.length < CASES_PER_OPERATION && rest.length > 0) {
        const testCase = rest.splice(Math.floor(random.next() * rest.length), 1)[0] as Case;
        // Members and officials most of the time: that is where the code runs deepest.
        const auth = random.next() < 0.9 ? random.pick(auths.slice(0, 2)) : random.pick(auths.slice(2));
        chosen.push([testCase, auth]);
      }
      for (const [testCase, [authName, authHeaders]] of chosen) {
        const request = {
          ...testCase.request,
          headers: { ...(testCase.request.headers as Record<string, string> | undefined), ...authHeaders },
        };
        const response = await app.inject(request);
        sent += 1;
        const where = `${request.method} ${String(request.url).slice(0, 160)} [${authName}; ${testCase.label}]`;
        if (response.statusCode >= 500) {
          problems.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (response.statusCode >= 400) {
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          const keys = body && typeof body === "object" ? Object.keys(body) : [];
          if (!isErrorBody(body) || keys.some((key) => !["code", "message", "action", "fields"].includes(key))) {
            problems.push(`${where} → ${response.statusCode} not in the error shape: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(operations.length * 10);
    expect(problems).toEqual([]);
  });
});
