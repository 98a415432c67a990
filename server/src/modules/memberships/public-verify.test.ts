import { createPublicKey, generateKeyPairSync, sign, verify } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pngImage, upload } from "../../test/upload-helpers.js";

const { app } = await createTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

let sequence = 800_000 + Math.floor(Math.random() * 90_000);
function nextCode(region = "AH") {
  sequence += 1;
  return `GKF-${region}-26-${String(sequence).padStart(6, "0")}`;
}

afterEach(async () => {
  await app.db.deleteFrom("rate_limit_hits").execute();
});

/** An ACTIVE member with an approved passport photo; answers the token of their card's QR code. */
async function cardHolder(overrides: Record<string, unknown>, options: { photo?: boolean } = {}) {
  const member = await memberWithSession(app, { overrides });
  const code = nextCode();
  await app.db
    .updateTable("memberships")
    .set({ status: "ACTIVE", has_paid_registration: 1, code, period_start: "2026-01-10", expiry_date: "2099-01-10" })
    .where("user_id", "=", member.userId)
    .execute();
  if (options.photo !== false) {
    const photo = await upload(
      app,
      "PATCH",
      "/api/my-account/membership/update/my-record",
      member.access,
      {},
      { name: "photo", filename: "me.png", data: await pngImage(), contentType: "image/png" },
    );
    expect(photo.statusCode).toBe(200);
    await app.db
      .updateTable("documents")
      .set({ status: "APPROVED" })
      .where("user_id", "=", member.userId)
      .where("document_type", "=", "PASSPORT_PHOTO")
      .execute();
  }
  const record = (await get("/api/my-account/membership/my-record", member.headers)).json();
  const url: string = record.membership_certificate.verify_url;
  const token = url.split("/verify/t/")[1] ?? "";
  return { member, code, url, token };
}

/** Changes one character of the claims part, keeping it valid base64url. */
function tamper(token: string): string {
  const [payload = "", signature = ""] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  const altered = Buffer.from(JSON.stringify({ ...claims, x: "2199-12-31" })).toString("base64url");
  return `${altered}.${signature}`;
}

describe("a card's QR code", () => {
  it("opens the verify page with a signed token", async () => {
    const { url, token, code } = await cardHolder({ first_name: "Kwesi", last_name: "Arthur" }, { photo: false });
    expect(url).toMatch(/^http:\/\/localhost:3000\/verify\/t\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    const claims = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString());
    expect(claims).toMatchObject({ v: 1, code, n: "Kwesi Arthur", t: "ATHLETE", b: null, x: "2099-01-10" });
    expect(typeof claims.kid).toBe("string");
    expect(Number.isInteger(claims.iat)).toBe(true);
    // Short enough for the QR code of a credit-card-sized card.
    expect(url.length).toBeLessThan(330);
  });

  it("shows an adult's name, photo, type, belt, status and expiry, and nothing private", async () => {
    const { token, code } = await cardHolder({
      first_name: "Kwesi",
      last_name: "Arthur",
      date_of_birth: "1990-01-01",
      region: "AA",
      district: "AM",
    });
    const response = await get(`/api/public/verify/t/${token}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      "belt",
      "checked_at",
      "code",
      "expiry_date",
      "is_valid",
      "membership_type",
      "name",
      "photo_url",
      "status",
    ]);
    expect(body).toMatchObject({
      code,
      name: "Kwesi Arthur",
      membership_type: "ATHLETE",
      status: "ACTIVE",
      is_valid: true,
      expiry_date: "2099-01-10",
      photo_url: `/api/public/verify/photo/${token}`,
    });
    expect(JSON.stringify(body)).not.toMatch(/1990|@|\+233|Greater Accra|"AA"/);
    const photo = await get(body.photo_url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
  });

  it("never shows a minor's photo, even with a genuine token: first name and initial only", async () => {
    const { token } = await cardHolder({ first_name: "Esi", last_name: "Quansah", date_of_birth: "2015-06-01" });
    const claims = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString());
    expect(claims.n).toBe("Esi Q.");
    const response = await get(`/api/public/verify/t/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Esi Q.", photo_url: null, is_valid: true });
    expect(response.body).not.toContain("Quansah");
    const photo = await get(`/api/public/verify/photo/${token}`);
    expect(photo.statusCode).toBe(404);
    expect(photo.headers["content-type"]).toMatch(/application\/json/);
  });

  it("shows the membership as it is now: a suspended member's card is not valid", async () => {
    const { token, member } = await cardHolder({}, { photo: false });
    await app.db.updateTable("memberships").set({ status: "SUSPENDED" }).where("user_id", "=", member.userId).execute();
    expect((await get(`/api/public/verify/t/${token}`)).json()).toMatchObject({ status: "SUSPENDED", is_valid: false });
  });

  it("refuses a forged or altered token, and its photo", async () => {
    const { token } = await cardHolder({ date_of_birth: "1988-02-02" });
    const forger = generateKeyPairSync("ed25519").privateKey;
    const [payload = ""] = token.split(".");
    const forgedSignature = sign(null, Buffer.from(payload, "ascii"), forger).toString("base64url");
    for (const bad of [tamper(token), `${payload}.${forgedSignature}`]) {
      const response = await get(`/api/public/verify/t/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "CARD_NOT_GENUINE" });
      expect((await get(`/api/public/verify/photo/${bad}`)).statusCode).toBe(400);
    }
    const garbage = await get("/api/public/verify/t/not-a-token");
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});

describe("GET /api/public/verify/keys", () => {
  it("publishes the Ed25519 public key with which a token verifies, no server needed", async () => {
    const { token } = await cardHolder({}, { photo: false });
    const response = await get("/api/public/verify/keys");
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    const [payload = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(claims.kid).toBe(keys[0].kid);
    // What the phone does offline: the published key alone (the web app's check is tested there).
    const publicKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: keys[0].x }, format: "jwk" });
    const signatureBytes = Buffer.from(signature, "base64url");
    expect(verify(null, Buffer.from(payload, "ascii"), publicKey, signatureBytes)).toBe(true);
    const altered = tamper(token).split(".")[0] ?? "";
    expect(verify(null, Buffer.from(altered, "ascii"), publicKey, signatureBytes)).toBe(false);
  });
});

describe("a membership number typed by hand", () => {
  it("says only whether an active membership has it, with initials: no name, photo or region", async () => {
    const { code } = await cardHolder({
      first_name: "Kwesi",
      last_name: "Arthur",
      date_of_birth: "1990-01-01",
      region: "AA",
      district: "AM",
    });
    const response = await get(`/api/public/verify/${code.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["checked_at", "code", "initials", "is_active"]);
    expect(body).toMatchObject({ code, is_active: true, initials: "K. A." });
    expect(response.body).not.toMatch(/Kwesi|Arthur|photo|Accra/);
  });

  it("answers the same for an unknown number and an inactive one", async () => {
    const { code, member } = await cardHolder({}, { photo: false });
    await app.db.updateTable("memberships").set({ status: "SUSPENDED" }).where("user_id", "=", member.userId).execute();
    for (const number of [code, "GKF-ZZ-26-000000"]) {
      const response = await get(`/api/public/verify/${number}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ is_active: false, initials: null });
    }
    const odd = await get("/api/public/verify/abc'%20or%201=1");
    expect(odd.statusCode).toBe(400);
    expect(odd.json().code).toBe("VALIDATION_FAILED");
  });

  it("allows 10 look-ups in 10 minutes per address, while scanned cards still work", async () => {
    const { token } = await cardHolder({}, { photo: false });
    const numbers = Array.from({ length: 12 }, () => nextCode());
    const answers = await Promise.all(
      numbers.map((number) =>
        app.inject({ method: "GET", url: `/api/public/verify/${number}`, remoteAddress: "10.9.0.1" }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Parallel requests may all pass the check before any hit lands; sequential ones never exceed 10.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(10);
    const after = await app.inject({
      method: "GET",
      url: `/api/public/verify/${nextCode()}`,
      remoteAddress: "10.9.0.1",
    });
    expect(after.statusCode).toBe(429);
    expect(after.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(after.json().message).toMatch(/^Too many look-ups\. Try again in \d+ minutes?\.$/);
    // Another address is not affected, and the same address can still check a card's token.
    const other = await app.inject({
      method: "GET",
      url: `/api/public/verify/${nextCode()}`,
      remoteAddress: "10.9.0.2",
    });
    expect(other.statusCode).toBe(200);
    const scanned = await app.inject({
      method: "GET",
      url: `/api/public/verify/t/${token}`,
      remoteAddress: "10.9.0.1",
    });
    expect(scanned.statusCode).toBe(200);
  });

  it("allows 20 look-ups an hour per address", async () => {
    const now = Date.now();
    for (let minute = 15; minute < 55; minute += 2) {
      await app.services.rateLimiter.hit("verify-number:ip:10.9.0.3", now - minute * 60_000);
    }
    const response = await app.inject({
      method: "GET",
      url: `/api/public/verify/${nextCode()}`,
      remoteAddress: "10.9.0.3",
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/Try again in \d+ minutes/);
  });

  it("keeps 60 card look-ups in 10 minutes per address", async () => {
    const { token } = await cardHolder({}, { photo: false });
    for (let index = 0; index < 60; index += 1) {
      await app.services.rateLimiter.hit("verify:ip:10.9.0.4");
    }
    const response = await app.inject({
      method: "GET",
      url: `/api/public/verify/t/${token}`,
      remoteAddress: "10.9.0.4",
    });
    expect(response.statusCode).toBe(429);
  });
});

describe("the QR address", () => {
  it("opens the app's page, though it ends in a dot and 86 characters (not a missing file)", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "gkf-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>GKF Portal</title>");
    const { app: withWeb } = await createTestApp({ WEB_DIST_DIR: dist });
    // A signature of letters and digits only looks like a file extension to a naive rule.
    const page = await withWeb.inject({ method: "GET", url: `/verify/t/eyJ2IjoxfQ.${"a1".repeat(43)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect((await withWeb.inject({ method: "GET", url: "/assets/index-old.js" })).statusCode).toBe(404);
  });
});
