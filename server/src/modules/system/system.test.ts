import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp, TEST_ENGINE } from "../../test/test-app.js";

const { app } = await createTestApp({ FEATURE_DOJOS: "true" });

describe("GET /api/status", () => {
  it("tells anyone whether the portal works, without settings or migration names", async () => {
    const member = await memberWithSession(app);
    for (const headers of [{}, member.headers, { authorization: "Bearer not-a-token" }]) {
      const response = await app.inject({ method: "GET", url: "/api/status", headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(["checked_at", "services", "status"]);
      expect(body.status).toBe("ok");
      expect(body.services).toEqual([
        { name: "portal", state: "ok" },
        { name: "email", state: "ok" },
        { name: "sms", state: "ok" },
        { name: "payments", state: "ok" },
      ]);
      expect(response.body).not.toMatch(/migration|smtp|sandbox|console|version/i);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("shows staff the version, database, migrations, integrations and failed messages", async () => {
    const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    const now = new Date().toISOString();
    await app.db
      .insertInto("outbox_messages")
      .values({
        id: randomUUID(),
        channel: "sms",
        recipient: "+233245550199",
        subject: null,
        text: "GKF Portal: your sign-in code is [hidden].",
        status: "FAILED",
        attempts: 8,
        next_attempt_at: now,
        created_at: now,
        last_error: "Hubtel refused the message (status 103): Insufficient credit",
        delivery_state: "FAILED",
      })
      .execute();
    const response = await app.inject({ method: "GET", url: "/api/status", headers: official.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.details.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.details.database).toMatchObject({ engine: TEST_ENGINE, reachable: true });
    expect(body.details.database.migrations_applied).toBeGreaterThan(0);
    expect(body.details.database.latest_migration).toMatch(/^\d{4}_\d{2}_\d{2}_/);
    expect(body.details.integrations.map((integration: { name: string }) => integration.name)).toEqual([
      "mail",
      "sms",
      "payments",
    ]);
    expect(body.details.messages).toMatchObject({
      failed_last_24h: 1,
      failed_sms_last_24h: 1,
      failed_email_last_24h: 0,
    });
    // A message that failed for good makes SMS, and so the portal, "degraded" for everyone.
    const sms = { name: "sms", state: "degraded" };
    expect(body.status).toBe("degraded");
    expect(body.services).toContainEqual(sms);
    const anonymous = (await app.inject({ method: "GET", url: "/api/status" })).json();
    expect(anonymous).toMatchObject({ status: "degraded" });
    expect(anonymous.services).toContainEqual(sms);
    expect(anonymous.details).toBeUndefined();
  });
});

describe("GET /api/config", () => {
  it("serves the feature flags from the environment", async () => {
    const response = await app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ features: { dojos: true }, phone_signup: true, environment: "test" });
  });

  it("has dojos on by default outside production, and off with FEATURE_DOJOS=false", async () => {
    const { app: plain } = await createTestApp();
    expect((await plain.inject({ method: "GET", url: "/api/config" })).json().features.dojos).toBe(true);
    const { app: off } = await createTestApp({ FEATURE_DOJOS: "false" });
    expect((await off.inject({ method: "GET", url: "/api/config" })).json().features.dojos).toBe(false);
  });

  it("tells the web app when phone sign-up is switched off", async () => {
    const { app: emailOnly } = await createTestApp({ PHONE_SIGNUP: "off" });
    const response = await emailOnly.inject({ method: "GET", url: "/api/config" });
    expect(response.json().phone_signup).toBe(false);
  });
});

describe("API conventions", () => {
  it("answers an unknown API route with 404 in the error shape", async () => {
    const response = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "NOT_FOUND",
      message: "There is nothing at this address.",
      action: "Check the address against the API description at /api/docs.",
    });
  });

  it("answers malformed JSON with 400 MALFORMED_JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/status",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("MALFORMED_JSON");
  });

  it("answers an oversized body with 413 PAYLOAD_TOO_LARGE", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/status",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ blob: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("gives every answer a request id, and keeps a sane one sent by the client", async () => {
    const generated = await app.inject({ method: "GET", url: "/api/config" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ method: "GET", url: "/api/config", headers: { "x-request-id": "lb-1234567890" } });
    expect(given.headers["x-request-id"]).toBe("lb-1234567890");
    const odd = await app.inject({ method: "GET", url: "/api/config", headers: { "x-request-id": "<script>" } });
    expect(odd.headers["x-request-id"]).not.toBe("<script>");
  });

  it("sends security headers with a real content security policy, a page's on pages and the API's on JSON", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs/" });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // Frames of the app's own pages and of the files it fetched as Blobs (an official's PDF preview), nothing else.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

    const json = await app.inject({ method: "GET", url: "/api/config" });
    const apiPolicy = String(json.headers["content-security-policy"]);
    for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(apiPolicy).toContain(directive);
    }
    expect(apiPolicy).not.toContain("script-src");
    expect(json.headers["x-content-type-options"]).toBe("nosniff");
    expect(json.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("gzips larger JSON answers for clients that accept it", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/regions" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const zipped = await app.inject({ method: "GET", url: "/api/regions", headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("publishes an OpenAPI document generated from the schemas, and a reference page", async () => {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/status", "/api/regions", "/api/config"]));
    expect(
      document.paths["/api/regions"].get.responses["200"].content["application/json"].schema.properties.items.type,
    ).toBe("array");

    const docs = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });
});

describe("the web app on the same port", () => {
  it("serves the app's page for / and app paths, and 404s for API paths and missing files", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>GKF Portal</title>");
    const { app: withWeb } = await createTestApp({ WEB_DIST_DIR: dist });
    for (const url of ["/", "/home", "/dashboard/my-membership/index?reference=x"]) {
      const page = await withWeb.inject({ method: "GET", url, headers: { accept: "*/*" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toContain("text/html");
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
    const api = await withWeb.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("NOT_FOUND");
    expect((await withWeb.inject({ method: "GET", url: "/assets/index-old.js" })).statusCode).toBe(404);
  });
});

/** A web build folder with index.html and these first pages, each titled by its file name. */
function buildWithFirstPages(...names: string[]): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-dist-"));
  fs.mkdirSync(path.join(dist, "first-pages"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>index</title>");
  for (const name of names) {
    fs.writeFileSync(path.join(dist, "first-pages", `${name}.html`), `<!doctype html><title>${name}</title>`);
  }
  return dist;
}

describe("the pages people open the app on", () => {
  it("are answered with the build's page that preloads their chunks; other addresses with index.html", async () => {
    const { app: withWeb } = await createTestApp({
      WEB_DIST_DIR: buildWithFirstPages("splash", "login", "my-membership"),
    });
    const title = async (url: string) => {
      const page = await withWeb.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      return /<title>(.*)<\/title>/.exec(page.body)?.[1];
    };
    expect(await title("/")).toBe("splash");
    expect(await title("/auth/login")).toBe("login");
    expect(await title("/auth/login?redirect=%2Fdashboard")).toBe("login");
    expect(await title("/dashboard/my-membership/index")).toBe("my-membership");
    expect(await title("/dashboard/my-membership/index/")).toBe("my-membership");
    // No such file in this build (an older one): index.html, never a 404.
    expect(await title("/dashboard/my-profile/index")).toBe("index");
    expect(await title("/auth/register")).toBe("index");
  });

  it("are answered in the language the app last ran in (its cookie) when the build wrote the page in it", async () => {
    const { app: withWeb } = await createTestApp({
      WEB_DIST_DIR: buildWithFirstPages("login", "my-membership", "my-membership.fr"),
    });
    const page = async (url: string, cookie?: string) => {
      const answer = await withWeb.inject({
        method: "GET",
        url,
        headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
      });
      expect(answer.statusCode, url).toBe(200);
      return { title: /<title>(.*)<\/title>/.exec(answer.body)?.[1], vary: String(answer.headers.vary ?? "") };
    };
    const overview = "/dashboard/my-membership/index";
    expect(await page(overview, "gkf_language=fr")).toEqual({
      title: "my-membership.fr",
      vary: expect.stringMatching(/^Cookie\b/),
    });
    expect((await page(overview, "theme=dark; gkf_language=fr; other=1")).title).toBe("my-membership.fr");
    // English, the app's default: no cookie, the English cookie, or a language the build did not write.
    expect((await page(overview)).title).toBe("my-membership");
    expect((await page(overview, "gkf_language=en")).title).toBe("my-membership");
    expect((await page(overview, "gkf_language=de")).title).toBe("my-membership");
    expect((await page(overview, "xgkf_language=fr")).title).toBe("my-membership");
    // A page written in one language only does not vary with the cookie.
    expect(await page("/auth/login", "gkf_language=fr")).toEqual({
      title: "login",
      vary: expect.not.stringMatching(/cookie/i),
    });
  });
});
