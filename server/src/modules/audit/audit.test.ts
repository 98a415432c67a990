import type { AuditPage } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";

const { app } = await createTestApp();
const superAdmin = await memberWithSession(app, { staff: { role: "SUPER_ADMIN", region: null } });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const regional = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const member = await memberWithSession(app, { overrides: { first_name: "Abena", last_name: "Boateng" } });

const search = (headers: Record<string, string> | undefined, query = "") =>
  app.inject({ method: "GET", url: `/api/admin/audit${query}`, headers });

// The member uploads a medical clearance; the regional admin opens it and its file; the regional
// admin is refused the positions (a national area) and another region's documents.
const today = new Date().toISOString().slice(0, 10);
const medical = (
  await upload(
    app,
    "POST",
    "/api/my-account/membership/document/add",
    member.access,
    { document_type: "MEDICAL_CLEARANCE", issue_date: today },
    { filename: "medical.pdf", data: pdfDocument() },
  )
).json();
expect(medical.id).toBeTypeOf("string");
expect(
  (await app.inject({ method: "GET", url: `/api/admin/documents/${medical.id}`, headers: regional.headers }))
    .statusCode,
).toBe(200);
expect(
  (await app.inject({ method: "GET", url: `/api/admin/documents/${medical.id}/file`, headers: regional.headers }))
    .statusCode,
).toBe(200);
expect((await app.inject({ method: "GET", url: "/api/admin/positions", headers: regional.headers })).statusCode).toBe(
  403,
);
expect(
  (await app.inject({ method: "GET", url: "/api/admin/documents?region=AA", headers: regional.headers })).statusCode,
).toBe(403);

describe("audit log", () => {
  it("national officials read it newest first, paginated, with the people named", async () => {
    for (const caller of [federation, superAdmin]) {
      const response = await search(caller.headers, "?page_size=2");
      expect(response.statusCode).toBe(200);
      const body: AuditPage = response.json();
      expect(body).toMatchObject({ page: 1, page_size: 2 });
      expect(body.items).toHaveLength(2);
      expect(body.total).toBeGreaterThan(10);
      const [first, second] = body.items;
      expect(first && second && first.at >= second.at).toBe(true);
    }
  });

  it("every official's view of a member's document is there, with its type, under the member", async () => {
    const body: AuditPage = (await search(federation.headers, `?subject=${member.email}`)).json();
    const views = body.items.filter((event) => event.action.startsWith("DOCUMENT_"));
    expect(views.map((event) => event.action).sort()).toEqual(["DOCUMENT_FILE_VIEWED", "DOCUMENT_VIEWED"]);
    for (const view of views) {
      expect(view).toMatchObject({
        actor: { id: regional.userId, name: expect.stringContaining("Owusu") },
        subject: { id: member.userId, name: "Abena Boateng" },
        detail: { document: medical.id, type: "MEDICAL_CLEARANCE" },
      });
    }
  });

  it("every refused access is there: a missing permission and another region's records", async () => {
    const body: AuditPage = (
      await search(federation.headers, `?action=access_refused&actor=${regional.userId}`)
    ).json();
    expect(body.items.map((event) => event.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ permission: "positions.manage", url: "/api/admin/positions" }),
        { code: "FORBIDDEN", method: "GET", url: "/api/admin/documents" },
      ]),
    );
    expect(body.items.every((event) => event.outcome === "FAILURE" && event.actor?.id === regional.userId)).toBe(true);
  });

  it("filters by days: today has events, a day before anyone signed up has none", async () => {
    const todays: AuditPage = (await search(federation.headers, `?from=${today}&to=${today}`)).json();
    expect(todays.total).toBeGreaterThan(0);
    const past: AuditPage = (await search(federation.headers, "?from=2020-01-01&to=2020-01-02")).json();
    expect(past).toMatchObject({ items: [], total: 0 });
  });

  it("a person nobody is gives an empty page; a second page continues the first", async () => {
    expect((await search(federation.headers, "?actor=nobody@example.com")).json()).toMatchObject({
      total: 0,
      items: [],
    });
    const first: AuditPage = (await search(federation.headers, "?page_size=3")).json();
    const second: AuditPage = (await search(federation.headers, "?page_size=3&page=2")).json();
    expect(second.total).toBe(first.total);
    expect(second.items.map((event) => event.id)).not.toContain(first.items[0]?.id);
  });

  it("a regional admin and a member are refused (403, and that refusal is audited too)", async () => {
    for (const caller of [regional, member]) {
      const response = await search(caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
    }
    const body: AuditPage = (await search(federation.headers, `?action=ACCESS_REFUSED&actor=${member.email}`)).json();
    expect(body.items[0]?.detail).toMatchObject({ permission: "audit.read", url: "/api/admin/audit" });
    expect((await search(undefined)).statusCode).toBe(401);
  });

  it("refuses a malformed filter (400)", async () => {
    for (const query of ["?from=yesterday", "?action=DROP%20TABLE", "?page=0", "?page_size=1000"]) {
      const response = await search(federation.headers, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
  });
});
