import { randomUUID } from "node:crypto";
import type { Statistics } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";
import { DocumentsRepository } from "./documents.repository.js";

// Each member's document validity is kept by triggers on documents (migration 0034, decision 112)
// and the dashboard's compliance reads it: every way a document changes must show there.
const { app } = await createTestApp();
const ADD = "/api/my-account/membership/document/add";
const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });

const decide = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: `/api/admin/documents/${id}`, headers: official.headers, payload });
const uploadDocument = async (access: string, fields: Record<string, string>) =>
  (await upload(app, "POST", ADD, access, fields, { filename: "doc.pdf", data: pdfDocument() })).json() as {
    id: string;
  };
async function missing(item: string): Promise<number> {
  // fresh=true: computed now, not the answer kept for a minute (decision 157).
  const response = await app.inject({
    method: "GET",
    url: "/api/admin/statistics?fresh=true",
    headers: official.headers,
  });
  expect(response.statusCode).toBe(200);
  const body: Statistics = response.json();
  return body.compliance.missing.find((entry) => entry.key === item)?.count ?? 0;
}
const validity = (userId: string) =>
  app.db.selectFrom("document_validity").selectAll().where("user_id", "=", userId).executeTakeFirst();

describe("document validity behind the dashboard's compliance", () => {
  it("an approved Ghana Card counts at once; a rejected one never does", async () => {
    const member = await memberWithSession(app);
    const card = await uploadDocument(member.access, {
      document_type: "GHANA_CARD",
      document_number: "GHA-123456789-0",
    });
    const before = await missing("IDENTITY_DOCUMENT");

    const other = await memberWithSession(app);
    const rejected = await uploadDocument(other.access, {
      document_type: "GHANA_CARD",
      document_number: "GHA-987654321-0",
    });
    expect((await decide(rejected.id, { decision: "REJECTED", reason: "Not readable." })).statusCode).toBe(200);
    expect(await missing("IDENTITY_DOCUMENT")).toBe(before + 1);
    expect((await validity(other.userId))?.ghana_card ?? null).toBeNull();

    expect((await decide(card.id, { decision: "APPROVED" })).statusCode).toBe(200);
    expect(await missing("IDENTITY_DOCUMENT")).toBe(before);
    expect(await validity(member.userId)).toMatchObject({ ghana_card: "9999-12-31", medical_clearance: null });
  });

  it("a medical clearance stops counting when its expiry is past, and a newer approved one takes over", async () => {
    const member = await memberWithSession(app);
    const before = await missing("MEDICAL_CLEARANCE");
    const issued = dayFrom(-100);
    const first = await uploadDocument(member.access, { document_type: "MEDICAL_CLEARANCE", issue_date: issued });
    await decide(first.id, { decision: "APPROVED" });
    expect(await missing("MEDICAL_CLEARANCE")).toBe(before - 1);
    const stored = await app.db
      .selectFrom("documents")
      .select("expiry_date")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect((await validity(member.userId))?.medical_clearance).toBe(stored.expiry_date);

    // Its expiry passes (yesterday): missing again, with no job run.
    await app.db
      .updateTable("documents")
      .set({ expiry_date: dayFrom(-1) })
      .where("id", "=", first.id)
      .execute();
    expect(await missing("MEDICAL_CLEARANCE")).toBe(before);

    // A new clearance is approved: the latest expiry counts, whatever became of the old one.
    const second = await uploadDocument(member.access, { document_type: "MEDICAL_CLEARANCE", issue_date: dayFrom(-5) });
    await decide(second.id, { decision: "APPROVED" });
    expect(await missing("MEDICAL_CLEARANCE")).toBe(before - 1);
    await app.db.updateTable("documents").set({ status: "EXPIRED" }).where("id", "=", first.id).execute();
    expect(await missing("MEDICAL_CLEARANCE")).toBe(before - 1);
  });

  it("documents written directly (fixtures, the seed) count too, and erasure's deletion forgets them", async () => {
    const member = await memberWithSession(app);
    const before = await missing("PASSPORT_PHOTO");
    const file = await uploadDocument(member.access, { document_type: "OTHER" });
    const { file_id } = await app.db
      .selectFrom("documents")
      .select("file_id")
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    const at = new Date().toISOString();
    await app.db
      .insertInto("documents")
      .values({
        id,
        user_id: member.userId,
        document_type: "PASSPORT_PHOTO",
        status: "APPROVED",
        file_id,
        version: 1,
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    expect(await missing("PASSPORT_PHOTO")).toBe(before - 1);

    // Erasure deletes the member's documents with the documents repository.
    await new DocumentsRepository(app.db).deleteDocuments([id, file.id]);
    expect(await missing("PASSPORT_PHOTO")).toBe(before);
    expect((await validity(member.userId))?.passport_photo ?? null).toBeNull();
  });

  it("a document moved to another member moves its validity with it", async () => {
    const [from, to] = [await memberWithSession(app), await memberWithSession(app)];
    const card = await uploadDocument(from.access, { document_type: "GHANA_CARD", document_number: "GHA-111111111-1" });
    await decide(card.id, { decision: "APPROVED" });
    await app.db.updateTable("documents").set({ user_id: to.userId }).where("id", "=", card.id).execute();
    expect((await validity(from.userId))?.ghana_card ?? null).toBeNull();
    expect((await validity(to.userId))?.ghana_card).toBe("9999-12-31");
  });

  it("an account deleted outright takes its documents and its validity with it", async () => {
    const member = await memberWithSession(app);
    const card = await uploadDocument(member.access, {
      document_type: "GHANA_CARD",
      document_number: "GHA-222222222-2",
    });
    await decide(card.id, { decision: "APPROVED" });
    expect((await validity(member.userId))?.ghana_card).toBe("9999-12-31");
    // Nothing in the app deletes an account (erasure keeps it, decision 105); the database must
    // still allow it: the cascade's deletion of the documents must not write a row for it.
    await app.db.deleteFrom("users").where("id", "=", member.userId).execute();
    expect(await validity(member.userId)).toBeUndefined();
  });
});
