import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";

const { app } = await createTestApp();
const RECORD = "/api/my-account/membership/my-record";
const record = async (headers: Record<string, string>) => {
  const response = await app.inject({ method: "GET", url: RECORD, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const official = await memberWithSession(app, {
  staff: { role: "FEDERATION_ADMIN", region: null },
  overrides: { first_name: "Kwame", last_name: "Boateng" },
});

async function certificate(access: string, belt: string, gradingDate: string, examiner: string) {
  const response = await upload(
    app,
    "POST",
    "/api/my-account/membership/certificate/add",
    access,
    { belt, grading_date: gradingDate, examiner },
    { filename: "belt.pdf", data: pdfDocument(belt) },
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>();
}

async function decide(id: string, decision: "APPROVED" | "REJECTED") {
  const response = await app.inject({
    method: "PATCH",
    url: `/api/admin/certificates/${id}`,
    headers: official.headers,
    payload: decision === "APPROVED" ? { decision } : { decision, reason: "The examiner's signature is missing." },
  });
  expect(response.statusCode).toBe(200);
}

describe("the belt history on the membership record", () => {
  it("lists each confirmed grade, newest first, with date, examiner and who confirmed it; never a waiting or rejected one", async () => {
    const member = await memberWithSession(app);
    const orange = await certificate(member.access, "KYU_8", "2023-06-10", "Sensei Addo");
    const blue = await certificate(member.access, "KYU_6", "2025-02-01", "Sensei Mensah");
    const green = await certificate(member.access, "KYU_7", "2024-03-15", "Sensei Addo");
    const purple = await certificate(member.access, "KYU_5", "2025-09-20", "Sensei Owusu");
    const brown = await certificate(member.access, "KYU_3", "2025-11-01", "Sensei Owusu");
    expect((await record(member.headers)).belt_history).toEqual([]);

    await decide(green.id, "APPROVED");
    await decide(orange.id, "APPROVED");
    await decide(blue.id, "APPROVED");
    await decide(purple.id, "REJECTED");
    // brown stays waiting for review.

    const history = (await record(member.headers)).belt_history;
    expect(history.map((entry: { belt: string }) => entry.belt)).toEqual(["KYU_6", "KYU_7", "KYU_8"]);
    expect(history[0]).toEqual({
      certificate_id: blue.id,
      belt: "KYU_6",
      grading_date: "2025-02-01",
      examiner: "Sensei Mensah",
      confirmed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      confirmed_by: "Kwame Boateng",
      source: "CERTIFICATE",
      certificate_url: null,
    });
    const stored = await app.db
      .selectFrom("documents")
      .select("reviewed_at")
      .where("id", "=", blue.id)
      .executeTakeFirstOrThrow();
    expect(history[0].confirmed_at).toBe(stored.reviewed_at);
    expect(history.map((entry: { certificate_id: string }) => entry.certificate_id)).not.toContain(purple.id);
    expect(history.map((entry: { certificate_id: string }) => entry.certificate_id)).not.toContain(brown.id);
    // The current belt is the highest confirmed grade of the same history.
    expect((await record(member.headers)).current_belt).toBe("KYU_6");
  });

  it("is the caller's own: another member sees only theirs, and a guest is refused", async () => {
    const owner = await memberWithSession(app);
    const other = await memberWithSession(app);
    const black = await certificate(owner.access, "DAN_1", "2024-12-07", "Sensei Addo");
    await decide(black.id, "APPROVED");
    const mine = await certificate(other.access, "KYU_9", "2025-01-11", "Sensei Tetteh");
    await decide(mine.id, "APPROVED");

    expect((await record(owner.headers)).belt_history.map((entry: { belt: string }) => entry.belt)).toEqual(["DAN_1"]);
    const seen = await record(other.headers);
    expect(seen.belt_history).toHaveLength(1);
    expect(seen.belt_history[0]).toMatchObject({ certificate_id: mine.id, belt: "KYU_9", examiner: "Sensei Tetteh" });
    expect(JSON.stringify(seen)).not.toContain(black.id);
    // Nor can the other member reach the owner's certificate by its id.
    const file = await app.inject({
      method: "GET",
      url: `/api/my-account/membership/documents/${black.id}/file`,
      headers: other.headers,
    });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: "NOT_FOUND" });

    const guest = await app.inject({ method: "GET", url: RECORD });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toHaveProperty("code");
  });
});
