import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, pngImage, upload } from "../../test/upload-helpers.js";

// The review queue as a table (issue 15, decision 100): filters by name, age and type, and sorts.
const { app } = await createTestApp();
const DAY = 86_400_000;
const ADD_DOCUMENT = "/api/my-account/membership/document/add";
const ADD_CERTIFICATE = "/api/my-account/membership/certificate/add";
const pdf = () => ({ filename: "doc.pdf", data: pdfDocument() });
const png = async () => ({ filename: "photo.png", data: await pngImage() });

/** Letters only: one word every test member's last name holds, so each search sees only them. */
const token = `Qv${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashantiAdmin = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });

async function memberIn(region: string, district: string, first: string, last: string) {
  return memberWithSession(app, { overrides: { region, district, first_name: first, last_name: last } });
}
async function uploadAged(access: string, fields: Record<string, string>, daysAgo: number, certificate = false) {
  const file = fields.document_type === "PASSPORT_PHOTO" ? await png() : pdf();
  const response = await upload(app, "POST", certificate ? ADD_CERTIFICATE : ADD_DOCUMENT, access, fields, file);
  expect(response.statusCode).toBe(201);
  const id = response.json().id as string;
  const at = new Date(Date.now() - daysAgo * DAY - 60_000).toISOString();
  await app.db.updateTable("documents").set({ created_at: at, updated_at: at }).where("id", "=", id).execute();
  return id;
}

// Three Ashanti members and one in Greater Accra, their uploads of different ages.
const yaa = await memberIn("AH", "KM", "Yaw", `${token}c`);
const abena = await memberIn("AH", "KM", "Ábéna", `${token}a`);
const kojo = await memberIn("AH", "KM", "Kojo", `${token}b`);
const accra = await memberIn("AA", "AM", "Esi", `${token}d`);
const ids = {
  yawCard: await uploadAged(yaa.access, { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" }, 40),
  abenaPhoto: await uploadAged(abena.access, { document_type: "PASSPORT_PHOTO" }, 5),
  kojoOther: await uploadAged(kojo.access, { document_type: "OTHER" }, 1),
  esiOther: await uploadAged(accra.access, { document_type: "OTHER" }, 10),
  abenaBelt: await uploadAged(
    abena.access,
    { belt: "KYU_5", grading_date: "2026-01-10", examiner: "Sensei Mensah" },
    20,
    true,
  ),
  kojoBelt: await uploadAged(
    kojo.access,
    { belt: "KYU_4", grading_date: "2026-02-10", examiner: "Sensei Mensah" },
    2,
    true,
  ),
};

async function queue(headers: Record<string, string>, path: string, query: Record<string, string>) {
  const search = new URLSearchParams({ q: token, page_size: "100", ...query });
  return app.inject({ method: "GET", url: `/api/admin/${path}?${search}`, headers });
}
async function idsOf(headers: Record<string, string>, path: string, query: Record<string, string>) {
  const response = await queue(headers, path, query);
  expect(response.statusCode).toBe(200);
  return (response.json().items as Array<{ id: string }>).map((item) => item.id);
}

describe("the review queue's filters", () => {
  it("finds a member's items by part of the name, accents and case ignored", async () => {
    expect(await idsOf(official.headers, "documents", { q: `abena ${token.toUpperCase()}` })).toEqual([ids.abenaPhoto]);
    expect(await idsOf(official.headers, "certificates", { q: `ÁBENA ${token}` })).toEqual([ids.abenaBelt]);
    const none = await queue(official.headers, "documents", { q: `nobody ${token}` });
    expect(none.json()).toEqual({ items: [], total: 0, page: 1, page_size: 100 });
  });

  it("filters by how long an item has waited, as the dashboard counts it", async () => {
    expect(await idsOf(official.headers, "documents", { age: "0-2" })).toEqual([ids.kojoOther]);
    expect(await idsOf(official.headers, "documents", { age: "3-7" })).toEqual([ids.abenaPhoto]);
    expect(await idsOf(official.headers, "documents", { age: "8-30" })).toEqual([ids.esiOther]);
    expect(await idsOf(official.headers, "documents", { age: "31+" })).toEqual([ids.yawCard]);
    expect(await idsOf(official.headers, "certificates", { age: "8-30" })).toEqual([ids.abenaBelt]);
  });

  it("combines type, status and region with the search, and counts what it finds", async () => {
    const response = await queue(official.headers, "documents", { type: "OTHER", status: "PENDING_REVIEW" });
    expect(response.json().total).toBe(2);
    expect(await idsOf(official.headers, "documents", { type: "OTHER", region: "AH" })).toEqual([ids.kojoOther]);
    expect(await idsOf(official.headers, "documents", { status: "APPROVED" })).toEqual([]);
  });
});

describe("the review queue's order", () => {
  it("is oldest upload first by default, and newest first on request", async () => {
    const oldest = [ids.yawCard, ids.esiOther, ids.abenaPhoto, ids.kojoOther];
    expect(await idsOf(official.headers, "documents", {})).toEqual(oldest);
    expect(await idsOf(official.headers, "documents", { sort: "oldest" })).toEqual(oldest);
    expect(await idsOf(official.headers, "documents", { sort: "newest" })).toEqual([...oldest].reverse());
    expect(await idsOf(official.headers, "certificates", { sort: "newest" })).toEqual([ids.kojoBelt, ids.abenaBelt]);
  });

  it("sorts by the member's last name, then first name, either way", async () => {
    const byName = [ids.abenaPhoto, ids.kojoOther, ids.yawCard, ids.esiOther];
    expect(await idsOf(official.headers, "documents", { sort: "name" })).toEqual(byName);
    expect(await idsOf(official.headers, "documents", { sort: "-name" })).toEqual([...byName].reverse());
    expect(await idsOf(official.headers, "certificates", { sort: "-name" })).toEqual([ids.kojoBelt, ids.abenaBelt]);
  });

  it("sorts by type, the oldest first within a type, and pages in that order", async () => {
    // GHANA_CARD, OTHER (Esi's older, then Kojo's), PASSPORT_PHOTO.
    const byType = [ids.yawCard, ids.esiOther, ids.kojoOther, ids.abenaPhoto];
    expect(await idsOf(official.headers, "documents", { sort: "type" })).toEqual(byType);
    expect((await idsOf(official.headers, "documents", { sort: "-type" }))[0]).toBe(ids.abenaPhoto);
    const second = await queue(official.headers, "documents", { sort: "type", page: "2", page_size: "3" });
    expect(second.json()).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.json().items.map((item: { id: string }) => item.id)).toEqual([ids.abenaPhoto]);
  });
});

describe("the review queue's refusals", () => {
  it("keeps a regional admin to the region: another region is 403, their own is theirs", async () => {
    for (const path of ["documents", "certificates"]) {
      const other = await queue(ashantiAdmin.headers, path, { region: "AA" });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({
        code: "FORBIDDEN",
        message: "You can review documents of your own region only.",
      });
    }
    expect(await idsOf(ashantiAdmin.headers, "documents", { sort: "name" })).toEqual([
      ids.abenaPhoto,
      ids.kojoOther,
      ids.yawCard,
    ]);
  });

  it("refuses a member (403) and unknown sorts, ages and over-long searches (400)", async () => {
    expect((await queue(kojo.headers, "documents", {})).statusCode).toBe(403);
    for (const [path, query] of [
      ["documents", { sort: "age" }],
      ["certificates", { sort: "type" }],
      ["documents", { age: "1-2" }],
      ["documents", { q: "a".repeat(101) }],
    ] as const) {
      const response = await queue(official.headers, path, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });
});
