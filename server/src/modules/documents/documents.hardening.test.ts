import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, pngImage, upload } from "../../test/upload-helpers.js";

// Issue 9: refused, parallel and replaced uploads leave neither file nor row behind, and the
// database keeps one document of a kind waiting for review.
const { app, config } = await createTestApp();
const ADD = "/api/my-account/membership/document/add";
const UPDATE = "/api/my-account/membership/document/update";
const CERTIFICATE_ADD = "/api/my-account/membership/certificate/add";
const MY_RECORD = "/api/my-account/membership/update/my-record";
const storageRoot = path.join(config.dataDir, "files");

const pdf = (filename = "doc.pdf") => ({ filename, data: pdfDocument(), contentType: "application/pdf" });

/** Every file under the storage folder (bytes and any temporary file), as relative paths. */
function filesOnDisk(): string[] {
  if (!fs.existsSync(storageRoot)) return [];
  return (fs.readdirSync(storageRoot, { recursive: true }) as string[]).filter((entry) =>
    fs.statSync(path.join(storageRoot, entry)).isFile(),
  );
}

/** The member's files rows, and whether each row's bytes are on disk and each file on disk has a row. */
async function fileState(userId: string) {
  const rows = await app.db.selectFrom("files").selectAll().where("owner_user_id", "=", userId).execute();
  const onDisk = new Set(filesOnDisk().map((entry) => entry.split(path.sep).join("/")));
  return {
    rows: rows.length,
    rowsWithoutBytes: rows.filter((row) => !onDisk.has(row.storage_key)).length,
    keys: rows.flatMap((row) => [row.storage_key, row.thumbnail_key].filter((key): key is string => key !== null)),
  };
}

/** No file on disk without a row, over the whole storage folder. */
async function orphansOnDisk(): Promise<string[]> {
  const rows = await app.db.selectFrom("files").select(["storage_key", "thumbnail_key"]).execute();
  const known = new Set(rows.flatMap((row) => [row.storage_key, row.thumbnail_key]));
  return filesOnDisk()
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((key) => !known.has(key));
}

const documentsOf = (userId: string) =>
  app.db.selectFrom("documents").selectAll().where("user_id", "=", userId).execute();

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  for (const key of Object.keys(body)) expect(["code", "message", "action", "fields"]).toContain(key);
}

describe("refused uploads leave nothing behind", () => {
  it("a 4.9 MB PDF sent as PASSPORT_PHOTO ten times: ten 415s, no files row, no bytes", async () => {
    const member = await memberWithSession(app);
    const base = pdfDocument();
    const tail = Buffer.from("\n%%EOF\n");
    const big = Buffer.concat([
      base,
      Buffer.alloc(Math.floor(4.9 * 1024 * 1024) - base.length - tail.length, 32),
      tail,
    ]);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await upload(
        app,
        "POST",
        ADD,
        member.access,
        { document_type: "PASSPORT_PHOTO" },
        { filename: "photo.pdf", data: big, contentType: "application/pdf" },
      );
      expect(response.statusCode).toBe(415);
      expectErrorShape(response.json(), "UNSUPPORTED_FILE_TYPE");
    }
    expect((await fileState(member.userId)).rows).toBe(0);
    expect(await documentsOf(member.userId)).toEqual([]);
    expect(await orphansOnDisk()).toEqual([]);
  });

  it("the same through update/my-record with a photo part: 415, nothing stored, nothing changed", async () => {
    const member = await memberWithSession(app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await upload(
        app,
        "PATCH",
        MY_RECORD,
        member.access,
        { special_needs: "Wheelchair access" },
        { name: "photo", filename: "me.pdf", data: pdfDocument(), contentType: "application/pdf" },
      );
      expect(response.statusCode).toBe(415);
      expectErrorShape(response.json(), "UNSUPPORTED_FILE_TYPE");
    }
    expect((await fileState(member.userId)).rows).toBe(0);
    expect(await documentsOf(member.userId)).toEqual([]);
    const membership = await app.db
      .selectFrom("memberships")
      .select("special_needs")
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(membership.special_needs).not.toBe("Wheelchair access");
    expect(await orphansOnDisk()).toEqual([]);
  });
});

describe("parallel replacement of one document", () => {
  it("six parallel updates, five rounds: each version is replaced once, the others get 409, nothing is left behind", async () => {
    const member = await memberWithSession(app);
    const added = await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, pdf("first.pdf"));
    expect(added.statusCode).toBe(201);
    const documentId = added.json().id as string;

    // The PATCH names no version: a request that reads the document after another's replacement
    // committed replaces the newer version (a second, later win, not a lost update). What must
    // never happen is two replacements of one version: every win takes the next version number.
    let wins = 0;
    for (let round = 1; round <= 5; round += 1) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          upload(app, "PATCH", UPDATE, member.access, { document_id: documentId }, pdf(`r${round}-${index}.pdf`)),
        ),
      );
      const winners = responses.filter((response) => response.statusCode === 200);
      const losers = responses.filter((response) => response.statusCode !== 200);
      expect(winners.length, `round ${round}`).toBeGreaterThanOrEqual(1);
      for (const response of losers) {
        expect(response.statusCode, `round ${round}`).toBe(409);
        expectErrorShape(response.json(), "CONFLICT");
      }
      const versionsWon = winners.map((response) => response.json().version as number).sort((a, b) => a - b);
      expect(versionsWon, `round ${round}`).toEqual(winners.map((_, index) => wins + 2 + index));
      wins += winners.length;
    }

    const [document] = await documentsOf(member.userId);
    expect(document?.version).toBe(wins + 1);
    const versions = await app.db
      .selectFrom("document_versions")
      .select(["version", "file_id"])
      .where("document_id", "=", documentId)
      .orderBy("version")
      .execute();
    expect(versions.map((version) => version.version)).toEqual(Array.from({ length: wins }, (_, index) => index + 1));
    // The current file and one per archived version: the losers' files are gone, rows and bytes.
    const state = await fileState(member.userId);
    expect(state.rows).toBe(wins + 1);
    expect(state.rowsWithoutBytes).toBe(0);
    const referenced = new Set([document?.file_id, ...versions.map((version) => version.file_id)]);
    expect(referenced.size).toBe(wins + 1);
    expect(await orphansOnDisk()).toEqual([]);
  });
});

describe("one document of a kind waits for review", () => {
  it("six parallel medical clearances: one is added, five get 409, no orphan file or row", async () => {
    const member = await memberWithSession(app);
    const issued = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        upload(
          app,
          "POST",
          ADD,
          member.access,
          { document_type: "MEDICAL_CLEARANCE", issue_date: issued },
          pdf(`medical-${index}.pdf`),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expectErrorShape(response.json(), "CONFLICT");
    }
    const documents = await documentsOf(member.userId);
    expect(documents.map((document) => document.status)).toEqual(["PENDING_REVIEW"]);
    expect((await fileState(member.userId)).rows).toBe(1);
    expect(await orphansOnDisk()).toEqual([]);
  });

  it("is enforced by the database, not only by the service's check", async () => {
    const member = await memberWithSession(app);
    const added = await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, pdf());
    const row = (await documentsOf(member.userId))[0];
    expect(added.statusCode).toBe(201);
    if (!row) throw new Error("no document");
    await expect(
      app.db
        .insertInto("documents")
        .values({ ...row, id: crypto.randomUUID() })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    // A decided one does not count: the member may send a new one after a rejection.
    await app.db.updateTable("documents").set({ status: "REJECTED" }).where("id", "=", row.id).execute();
    await app.db
      .insertInto("documents")
      .values({ ...row, id: crypto.randomUUID() })
      .execute();
  });

  it("replacing a rejected document while another of its type waits for review is a 409 that leaves nothing", async () => {
    const member = await memberWithSession(app);
    const first = await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, pdf());
    await app.db.updateTable("documents").set({ status: "REJECTED" }).where("id", "=", first.json().id).execute();
    const second = await upload(app, "POST", ADD, member.access, { document_type: "OTHER" }, pdf());
    expect(second.statusCode).toBe(201);
    const replaced = await upload(
      app,
      "PATCH",
      UPDATE,
      member.access,
      { document_id: first.json().id },
      pdf("again.pdf"),
    );
    expect(replaced.statusCode).toBe(409);
    expectErrorShape(replaced.json(), "CONFLICT");
    const statuses = (await documentsOf(member.userId)).map((document) => document.status).sort();
    expect(statuses).toEqual(["PENDING_REVIEW", "REJECTED"]);
    expect((await fileState(member.userId)).rows).toBe(2);
    expect(await orphansOnDisk()).toEqual([]);
  });

  it("belt certificates: one waits per belt; parallel adds of one belt make one, of different belts make each", async () => {
    const member = await memberWithSession(app);
    const images = await Promise.all(Array.from({ length: 6 }, (_, index) => pngImage(index * 40)));
    const sameBelt = await Promise.all(
      images.map((data, index) =>
        upload(
          app,
          "POST",
          CERTIFICATE_ADD,
          member.access,
          { belt: "KYU_3", grading_date: "2025-06-01", examiner: "Sensei Owusu" },
          { filename: `belt-${index}.png`, data, contentType: "image/png" },
        ),
      ),
    );
    expect(sameBelt.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const loser = sameBelt.find((response) => response.statusCode === 409);
    expectErrorShape(loser?.json() ?? {}, "CONFLICT");
    expect(loser?.json().message).toMatch(/belt/);
    // A member joining brings the certificates of several gradings at once.
    const otherBelts = await Promise.all(
      ["KYU_2", "KYU_1", "DAN_1"].map((belt, index) =>
        upload(
          app,
          "POST",
          CERTIFICATE_ADD,
          member.access,
          { belt, grading_date: "2025-06-01", examiner: "Sensei Owusu" },
          pdf(`belt-${index}.pdf`),
        ),
      ),
    );
    expect(otherBelts.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const pending = (await documentsOf(member.userId)).map((document) => document.belt).sort();
    expect(pending).toEqual(["DAN_1", "KYU_1", "KYU_2", "KYU_3"]);
    const state = await fileState(member.userId);
    expect(state.rows).toBe(4);
    expect(state.rowsWithoutBytes).toBe(0);
    expect(await orphansOnDisk()).toEqual([]);
  });
});
