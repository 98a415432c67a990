import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";

const { app } = await createTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });

let sequence = 700_000 + Math.floor(Math.random() * 90_000);

/** An ACTIVE member whose approved medical clearance passed its date before the hourly job ran. */
async function memberWithLapsedClearance() {
  const member = await memberWithSession(app);
  sequence += 1;
  const code = `GKF-AA-26-${String(sequence).padStart(6, "0")}`;
  await app.db
    .updateTable("memberships")
    .set({ status: "ACTIVE", has_paid_registration: 1, code, period_start: "2026-01-10", expiry_date: "2099-01-10" })
    .where("user_id", "=", member.userId)
    .execute();
  const issued = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
  const clearance = await upload(
    app,
    "POST",
    "/api/my-account/membership/document/add",
    member.access,
    { document_type: "MEDICAL_CLEARANCE", issue_date: issued },
    { filename: "medical.pdf", data: pdfDocument() },
  );
  expect(clearance.statusCode).toBe(201);
  const decided = await app.inject({
    method: "PATCH",
    url: `/api/admin/documents/${clearance.json().id}`,
    headers: official.headers,
    payload: { decision: "APPROVED" },
  });
  expect(decided.statusCode).toBe(200);
  await app.db
    .updateTable("documents")
    .set({ expiry_date: "2020-01-01" })
    .where("id", "=", clearance.json().id)
    .execute();
  return { member, code, documentId: clearance.json().id as string };
}

/** What a read must leave as it was: the member's documents, record and score history. */
async function storedState(userId: string) {
  const [documents, membership, history] = await Promise.all([
    app.db.selectFrom("documents").selectAll().where("user_id", "=", userId).orderBy("id").execute(),
    app.db.selectFrom("memberships").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow(),
    app.db.selectFrom("compliance_history").selectAll().where("user_id", "=", userId).orderBy("id").execute(),
  ]);
  return { documents, membership, history };
}

describe("a read never writes", () => {
  it("shows a lapsed document EXPIRED on every GET without storing it; the hourly job stores it", async () => {
    const { member, code, documentId } = await memberWithLapsedClearance();
    const before = await storedState(member.userId);
    expect(before.documents.find((row) => row.id === documentId)?.status).toBe("APPROVED");

    const record = await get("/api/my-account/membership/my-record", member.headers);
    expect(record.statusCode).toBe(200);
    expect(record.json().current_medical_clearance.status).toBe("EXPIRED");
    const token = String(record.json().membership_certificate.verify_url).split("/verify/t/")[1] ?? "";

    const reads = await Promise.all([
      get(`/api/public/verify/t/${token}`),
      get(`/api/public/verify/${code}`),
      get("/api/my-account/membership/documents", member.headers),
      get("/api/my-account/membership/documents/statistics", member.headers),
      get("/api/my-account/membership/card/pdf", member.headers),
      get("/api/admin/documents?type=MEDICAL_CLEARANCE", official.headers),
    ]);
    expect(reads.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const listed = reads[2]?.json().items.find((item: { id: string }) => item.id === documentId);
    expect(listed.status).toBe("EXPIRED");
    const queued = reads[5]?.json().items.find((item: { id: string }) => item.id === documentId);
    expect(queued.status).toBe("EXPIRED");

    expect(await storedState(member.userId)).toEqual(before);

    await app.services.membershipRecords.runDailyJobs();
    const after = await storedState(member.userId);
    expect(after.documents.find((row) => row.id === documentId)?.status).toBe("EXPIRED");
    // The job told the record: the lower score is in the member's history.
    expect(after.history.length).toBe(before.history.length + 1);
  });
});
