import net from "node:net";
import { isErrorBody } from "@gkf/contract";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config/config.js";
import { cookieHeader, latestCode, memberWithSession, registerActive, registration } from "../test/accounts-helpers.js";
import { createTestApp, createTestDatabase } from "../test/test-app.js";

const { app } = await createTestApp();

const PRODUCTION = {
  NODE_ENV: "production",
  APP_SECRET: "q7Vn2Kx9LpR4tWz8bYc3Hf6Jm1Nd5Gs0Ae+Ui/Ok=",
  PAYMENTS_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: "sk_test_000000000",
  PHONE_SIGNUP: "off",
};

/** The common error shape, nothing of the request echoed, and our headers even on early errors. */
function expectShape(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  echoed: string[] = [],
) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body);
  expect(isErrorBody(body), response.body).toBe(true);
  expect(Object.keys(body).every((key) => ["code", "message", "action", "fields"].includes(key))).toBe(true);
  for (const text of echoed) expect(response.body).not.toContain(text);
  return body as { code: string; message: string };
}

describe("errors answered by the framework", () => {
  it("a bad %-escape in the path answers 400 in the error shape and echoes nothing", async () => {
    for (const url of ["/api/%ZZ", "/api/admin/positions/%ZZ", "/%ZZ-<b>", "/api/regions/%E0%A4%A"]) {
      for (const method of ["GET", "PUT"] as const) {
        const response = await app.inject({ method, url });
        const body = expectShape(response, 400, ["%ZZ", "<b>", "%A"]);
        expect(body.code).toBe("MALFORMED_REQUEST");
        expect(response.headers["x-request-id"]).toBeTruthy();
        // A JSON answer: the API's policy, which allows it nothing if it is ever opened as a page.
        expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
        expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      }
    }
  });

  it("a path parameter over 100 characters answers in the error shape and echoes nothing", async () => {
    const long = `x${"a".repeat(150)}`;
    for (const [method, url] of [
      ["PUT", `/api/admin/positions/${long}`],
      ["GET", `/api/admin/positions/${long}/applications`],
      ["GET", `/api/regions/${long}`],
    ] as const) {
      const response = await app.inject({ method, url });
      expect([404, 414]).toContain(response.statusCode);
      expectShape(response, response.statusCode, [long.slice(0, 20)]);
    }
  });

  it("an unknown path answers 404 without echoing the path or the method", async () => {
    for (const [method, url] of [
      ["GET", "/api/no-such-thing/<zz>alert(1)</zz>"],
      ["DELETE", "/api/status-of-something-else"],
      ["GET", "/api"],
      ["GET", "/assets/not-there.js"],
    ] as const) {
      const response = await app.inject({ method, url });
      const body = expectShape(response, 404, ["no-such", "<zz>", "alert", "status-of", "DELETE", "not-there"]);
      expect(body.code).toBe("NOT_FOUND");
    }
    const region = await app.inject({ method: "GET", url: "/api/regions/Q%3Cx%3E" });
    expectShape(region, 404, ["Q<x>", "Q%3Cx%3E"]);
  });

  it("field names the client made up are not written back (JSON and multipart)", async () => {
    const json = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: { ...registration(), "<img src=x onerror=alert(1)>": 1, extra_field: 2 },
    });
    const body = expectShape(json, 400, ["<img", "onerror"]) as { fields?: Record<string, string> };
    expect(body.fields).toMatchObject({ extra_field: expect.any(String), body: expect.any(String) });
    const member = await memberWithSession(app);
    const boundary = "zzboundary";
    const form = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/document/add",
      headers: { ...member.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="<svg onload=1>"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expectShape(form, 400, ["<svg", "onload"]);
  });

  it("what Node's HTTP parser refuses (URL or headers over 16 KB, garbage) answers in the error shape", async () => {
    const { app: server } = await createTestApp();
    await server.listen({ port: 0, host: "127.0.0.1" });
    const { port } = server.server.address() as net.AddressInfo;
    const raw = (request: string) =>
      new Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        let answer = "";
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
        });
        socket.on("error", reject);
        socket.on("close", () => {
          const [head = "", body = ""] = answer.split("\r\n\r\n");
          const statusCode = Number(head.split(" ")[1]);
          const headers = Object.fromEntries(
            head
              .split("\r\n")
              .slice(1)
              .map((line) => [line.split(":")[0]?.toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
          );
          resolve({ statusCode, body, headers });
        });
        socket.end(request);
      });
    const longUrl = await raw(`GET /api/${"a".repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(expectShape(longUrl, 431, ["aaaa"]).code).toBe("REQUEST_TOO_LONG");
    expect(longUrl.headers["content-type"]).toMatch(/^application\/json/);
    const longHeader = await raw(`GET /api/status HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`);
    expectShape(longHeader, 431, ["bbbb"]);
    const garbage = await raw("NOT-HTTP <zz>\r\n\r\n");
    expect(expectShape(garbage, 400, ["<zz>"]).code).toBe("MALFORMED_REQUEST");
  });
});

describe("security headers", () => {
  it("pages carry a Permissions-Policy that allows the camera to this site only", async () => {
    for (const url of ["/api/docs/"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.headers["content-type"]).toContain("text/html");
      const policy = String(page.headers["permissions-policy"]);
      expect(policy).toContain("camera=(self)");
      expect(policy).toContain("geolocation=()");
      expect(policy).toContain("microphone=()");
    }
  });

  it("JSON answers, errors included, carry the API's headers and none that only a page uses", async () => {
    for (const url of ["/api/status", "/api/no-such-thing", "/api/%ZZ"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.headers).toMatchObject({
        "content-security-policy": "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "same-origin",
        "referrer-policy": "strict-origin-when-cross-origin",
      });
      expect(response.headers["permissions-policy"], url).toBeUndefined();
      expect(response.headers["x-request-id"], url).toBeTruthy();
    }
  });
});

describe("API description", () => {
  it("is served outside production", async () => {
    expect((await app.inject({ method: "GET", url: "/api/openapi.json" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBe(200);
  });

  it("is absent in production by default, and served there with API_DOCS=on", async () => {
    const { app: production } = await createTestApp(PRODUCTION);
    for (const url of ["/api/openapi.json", "/api/docs", "/api/docs/json"]) {
      const response = await production.inject({ method: "GET", url });
      expectShape(response, 404);
      expect(response.body).not.toContain("/api/docs");
    }
    const { app: documented } = await createTestApp({ ...PRODUCTION, API_DOCS: "on" });
    const document = await documented.inject({ method: "GET", url: "/api/openapi.json" });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toBe("3.1.0");
  });
});

describe("cookies", () => {
  it("clearing the __Host- challenge cookie repeats Secure, HttpOnly, SameSite and Path", async () => {
    // Secure cookies as in production (HTTPS), with the dev outbox of a test app to read the code.
    const base = loadConfig({ NODE_ENV: "test", DATA_DIR: app.config.dataDir });
    const config = { ...base, auth: { ...base.auth, secureCookies: true } };
    const database = await createTestDatabase();
    const secure = await buildApp({ config, database, logger: false });
    afterAll(async () => {
      await secure.close();
      await database.close();
    });
    const member = await registerActive(secure);
    const login = await secure.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(206);
    const set = login.cookies.find((cookie) => cookie.name === "__Host-gkf_challenge");
    expect(set).toMatchObject({ secure: true, httpOnly: true, path: "/" });

    const verify = await secure.inject({
      method: "POST",
      url: "/api/auth/verify/user-device",
      payload: { vcode: await latestCode(secure, member.email as string) },
      headers: { cookie: cookieHeader(login) },
    });
    expect(verify.statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(verify.headers["set-cookie"] ?? []);
    const cleared = setCookies.find((header) => header.startsWith("__Host-gkf_challenge="));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/; HttpOnly/);
    expect(cleared).toMatch(/; SameSite=Strict/);
    expect(cleared).toMatch(/; Path=\//);
    expect(cleared).not.toMatch(/Domain=/);
  });
});
