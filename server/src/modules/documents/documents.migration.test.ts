import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import * as hardening from "../../db/migrations/2026_11_22_0009_documents_hardening.js";
import { createTestDatabase } from "../../test/test-app.js";
import { insertTestUser } from "../files/files.test-fixtures.js";
import type { DocumentsTable } from "./documents.table.js";

// 2026_11_22_0009: duplicates that parallel uploads made before the unique indexes existed are
// set aside (the newest of each kind stays waiting), then the indexes are created.
const database = await createTestDatabase();
afterAll(() => database.close());

describe("migration 2026_11_22_0009_documents_hardening", () => {
  it("keeps the newest pending document of each kind, rejects the older copies with a reason, then enforces one", async () => {
    const { db } = database;
    await hardening.down(db);
    const userId = await insertTestUser(db);
    const fileId = randomUUID();
    await db
      .insertInto("files")
      .values({
        id: fileId,
        owner_user_id: userId,
        storage_key: `2026/11/${fileId}`,
        original_name: "scan.pdf",
        mime_type: "application/pdf",
        size_bytes: 10,
        sha256: "0".repeat(64),
        width: null,
        height: null,
        thumbnail_key: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const document = (type: string, minute: number, belt: string | null = null): DocumentsTable => {
      const at = new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();
      return {
        id: randomUUID(),
        user_id: userId,
        document_type: type,
        status: "PENDING_REVIEW",
        document_number: null,
        issue_date: null,
        expiry_date: null,
        belt,
        grading_date: null,
        examiner: null,
        file_id: fileId,
        version: 1,
        review_reason: null,
        reviewed_by: null,
        reviewed_at: null,
        created_at: at,
        updated_at: at,
      };
    };
    const medical = [1, 2, 3].map((minute) => document("MEDICAL_CLEARANCE", minute));
    const belts = [document("BELT_CERTIFICATE", 1, "KYU_3"), document("BELT_CERTIFICATE", 2, "KYU_3")];
    const otherBelt = document("BELT_CERTIFICATE", 3, "KYU_2");
    await db
      .insertInto("documents")
      .values([...medical, ...belts, otherBelt])
      .execute();

    await hardening.up(db);

    const rows = await db.selectFrom("documents").selectAll().where("user_id", "=", userId).execute();
    const statusOf = (id: string) => rows.find((row) => row.id === id)?.status;
    expect(medical.map((row) => statusOf(row.id))).toEqual(["REJECTED", "REJECTED", "PENDING_REVIEW"]);
    expect(belts.map((row) => statusOf(row.id))).toEqual(["REJECTED", "PENDING_REVIEW"]);
    expect(statusOf(otherBelt.id)).toBe("PENDING_REVIEW");
    expect(rows.find((row) => row.id === medical[0]?.id)?.review_reason).toMatch(/same time/);
    await expect(db.insertInto("documents").values(document("MEDICAL_CLEARANCE", 9)).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );
  });
});
