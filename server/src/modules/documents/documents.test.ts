import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, pngImage, upload } from "../../test/upload-helpers.js";

// Expiry assertions count a year from today: on a frozen calendar (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp();
const ADD = "/api/my-account/membership/document/add";
const UPDATE = "/api/my-account/membership/document/update";
const CERTIFICATE_ADD = "/api/my-account/membership/certificate/add";
const CERTIFICATE_UPDATE = "/api/my-account/membership/certificate/update";

const pdf = (filename = "card.pdf") => ({ filename, data: pdfDocument(), contentType: "application/pdf" });
const countRows = async (userId: string) => ({
  documents: (await app.db.selectFrom("documents").select("id").where("user_id", "=", userId).execute()).length,
  files: (await app.db.selectFrom("files").select("id").where("owner_user_id", "=", userId).execute()).length,
});

describe("POST /api/my-account/membership/document/add", () => {
  it("stores a Ghana Card waiting for review, with the file's hash, and answers 201 with the document", async () => {
    const member = await memberWithSession(app);
    const response = await upload(
      app,
      "POST",
      ADD,
      member.access,
      { document_type: "GHANA_CARD", document_number: "gha-123456789-0" },
      pdf(),
    );
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      document_type: "GHANA_CARD",
      status: "PENDING_REVIEW",
      document_number: "GHA-123456789-0",
      file_name: "card.pdf",
      mime_type: "application/pdf",
      version: 1,
      has_thumbnail: false,
    });
    expect(document.file_size).toBe(pdfDocument().length);
    const file = await app.db
      .selectFrom("files")
      .selectAll()
      .where("owner_user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);

    const download = await app.inject({ method: "GET", url: document.file_url, headers: member.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(pdfDocument())).toBe(true);
  });

  it("checks the fields each type needs", async () => {
    const member = await memberWithSession(app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ document_type: "GHANA_CARD", document_number: "GHA-12345-0" }, "document_number"],
      [{ document_type: "GHANA_CARD" }, "document_number"],
      [{ document_type: "MEDICAL_CLEARANCE" }, "issue_date"],
      [{ document_type: "MEDICAL_CLEARANCE", issue_date: "2020-01-01" }, "issue_date"],
      [{ document_type: "BELT_CERTIFICATE" }, "document_type"],
      [{ document_type: "GHANA_CARD", document_number: "GHA-123456789-0", owner: "someone" }, "owner"],
    ];
    for (const [fields, field] of cases) {
      const response = await upload(app, "POST", ADD, member.access, fields, pdf());
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().fields, JSON.stringify(fields)).toHaveProperty(field);
    }
    const missingFile = await upload(app, "POST", ADD, member.access, { document_type: "OTHER" });
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json().fields).toHaveProperty("file");
    expect(await countRows(member.userId)).toEqual({ documents: 0, files: 0 });
  });

  it("gives a medical clearance 12 months from its issue date", async () => {
    const member = await memberWithSession(app);
    const issued = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const response = await upload(
      app,
      "POST",
      ADD,
      member.access,
      { document_type: "MEDICAL_CLEARANCE", issue_date: issued, expiry_date: "2099-01-01" },
      pdf("medical.pdf"),
    );
    expect(response.statusCode).toBe(201);
    const [year, month, day] = issued.split("-").map(Number) as [number, number, number];
    expect(response.json().expiry_date).toBe(new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10));
  });

  it("refuses each bad file kind and stores nothing", async () => {
    const member = await memberWithSession(app);
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(2000, 1)]);
    const polyglot = Buffer.concat([await pngImage(), Buffer.from("<html><script>alert(1)</script></html>")]);
    const cases: Array<[string, Buffer, number]> = [
      ["renamed.pdf", exe, 415],
      ["page.pdf", html, 415],
      ["image.png", svg, 415],
      ["photo.png", polyglot, 400],
      ["big.pdf", Buffer.concat([pdfDocument(), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]), 413],
    ];
    for (const [filename, data, status] of cases) {
      const response = await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, { filename, data });
      expect(response.statusCode, filename).toBe(status);
      expect(response.json().code, filename).toMatch(/^[A-Z_]+$/);
    }
    expect(await countRows(member.userId)).toEqual({ documents: 0, files: 0 });
  });

  it("wants an image for a passport photo, and makes a thumbnail of it", async () => {
    const member = await memberWithSession(app);
    const asPdf = await upload(app, "POST", ADD, member.access, { document_type: "PASSPORT_PHOTO" }, pdf("photo.pdf"));
    expect(asPdf.statusCode).toBe(415);
    const photo = await upload(
      app,
      "POST",
      ADD,
      member.access,
      { document_type: "PASSPORT_PHOTO" },
      { filename: "me.png", data: await pngImage() },
    );
    expect(photo.statusCode).toBe(201);
    expect(photo.json().has_thumbnail).toBe(true);
    const thumbnail = await app.inject({ method: "GET", url: photo.json().thumbnail_url, headers: member.headers });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toMatch(/^image\//);
  });

  it("keeps one document of a type waiting for review at a time", async () => {
    const member = await memberWithSession(app);
    expect((await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, pdf())).statusCode).toBe(201);
    const again = await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, pdf());
    expect(again.statusCode).toBe(409);
  });
});

describe("PATCH /api/my-account/membership/document/update", () => {
  it("replaces a pending document and keeps the earlier version", async () => {
    const member = await memberWithSession(app);
    const added = (
      await upload(
        app,
        "POST",
        ADD,
        member.access,
        { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
        pdf(),
      )
    ).json();
    const replaced = await upload(
      app,
      "PATCH",
      UPDATE,
      member.access,
      { document_id: added.id, document_number: "GHA-987654321-1" },
      { filename: "new.png", data: await pngImage() },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: added.id,
      version: 2,
      document_number: "GHA-987654321-1",
      file_name: "new.png",
      status: "PENDING_REVIEW",
    });
    const versions = await app.db
      .selectFrom("document_versions")
      .selectAll()
      .where("document_id", "=", added.id)
      .execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, document_number: "GHA-123456789-0" });
  });

  it("refuses another member's document and an approved one", async () => {
    const owner = await memberWithSession(app);
    const stranger = await memberWithSession(app);
    const added = (await upload(app, "POST", ADD, owner.access, { document_type: "OTHER" }, pdf())).json();

    const strangerUpdate = await upload(
      app,
      "PATCH",
      UPDATE,
      stranger.access,
      { document_id: added.id },
      pdf("mine.pdf"),
    );
    expect(strangerUpdate.statusCode).toBe(404);
    const strangerDownload = await app.inject({ method: "GET", url: added.file_url, headers: stranger.headers });
    expect(strangerDownload.statusCode).toBe(404);
    const strangerList = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/documents",
      headers: stranger.headers,
    });
    expect(strangerList.json().items).toEqual([]);

    await app.db.updateTable("documents").set({ status: "APPROVED" }).where("id", "=", added.id).execute();
    const approvedUpdate = await upload(
      app,
      "PATCH",
      UPDATE,
      owner.access,
      { document_id: added.id },
      pdf("again.pdf"),
    );
    expect(approvedUpdate.statusCode).toBe(409);
  });
});

describe("belt certificates", () => {
  it("adds a certificate with belt, grading date and examiner, and replaces it while pending", async () => {
    const member = await memberWithSession(app);
    const bad = await upload(
      app,
      "POST",
      CERTIFICATE_ADD,
      member.access,
      { belt: "KYU_11", grading_date: "2025-06-01", examiner: "Sensei Owusu" },
      pdf(),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("belt");
    const added = await upload(
      app,
      "POST",
      CERTIFICATE_ADD,
      member.access,
      { belt: "KYU_3", grading_date: "2025-06-01", examiner: "Sensei Owusu" },
      pdf("belt.pdf"),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ document_type: "BELT_CERTIFICATE", belt: "KYU_3", examiner: "Sensei Owusu" });
    const updated = await upload(app, "PATCH", CERTIFICATE_UPDATE, member.access, {
      certificate_id: added.json().id,
      belt: "KYU_2",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ belt: "KYU_2", version: 2 });
    // A certificate is not a document for the document endpoint, and the other way round.
    const crossed = await upload(app, "PATCH", UPDATE, member.access, { document_id: added.json().id });
    expect(crossed.statusCode).toBe(404);
  });
});

describe("GET /api/my-account/membership/documents/statistics", () => {
  it("counts the caller's documents per type and status", async () => {
    const member = await memberWithSession(app);
    await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, pdf());
    await upload(
      app,
      "POST",
      ADD,
      member.access,
      { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
      pdf(),
    );
    const response = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/documents/statistics",
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(2);
    expect(response.json().items).toEqual(
      expect.arrayContaining([
        { document_type: "OTHER", status: "PENDING_REVIEW", count: 1 },
        { document_type: "GHANA_CARD", status: "PENDING_REVIEW", count: 1 },
      ]),
    );
  });
});
