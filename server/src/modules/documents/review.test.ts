import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";

const { app, config } = await createTestApp();
const ADD = "/api/my-account/membership/document/add";
const pdf = () => ({ filename: "doc.pdf", data: pdfDocument() });
const record = async (headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: "/api/my-account/membership/my-record", headers })).json();
const decide = (headers: Record<string, string>, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url, headers, payload });

const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashantiAdmin = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });

async function ashantiMemberWithCard() {
  const member = await memberWithSession(app, { overrides: { region: "AH", district: "KM" } });
  const card = (
    await upload(
      app,
      "POST",
      ADD,
      member.access,
      { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
      pdf(),
    )
  ).json();
  return { member, card };
}

describe("review queue permissions", () => {
  it("refuses members, and audits the refusal", async () => {
    const { member } = await ashantiMemberWithCard();
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/documents?status=PENDING_REVIEW",
      headers: member.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORBIDDEN");
    const refusal = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "ACCESS_REFUSED")
      .where("actor_user_id", "=", member.userId)
      .execute();
    expect(refusal).toHaveLength(1);
    for (const method of ["GET", "PATCH"] as const) {
      const other = await app.inject({
        method,
        url: "/api/admin/documents/anything",
        headers: member.headers,
        payload: method === "PATCH" ? { decision: "APPROVED" } : undefined,
      });
      expect(other.statusCode).toBe(403);
    }
  });

  it("limits a regional admin to the region's members", async () => {
    const { card: ashantiCard } = await ashantiMemberWithCard();
    const accra = await memberWithSession(app, { overrides: { region: "AA", district: "AM" } });
    const accraCard = (await upload(app, "POST", ADD, accra.access, { document_type: "OTHER" }, pdf())).json();

    const regional = await app.inject({
      method: "GET",
      url: "/api/admin/documents?status=PENDING_REVIEW&page_size=100",
      headers: ashantiAdmin.headers,
    });
    expect(regional.statusCode).toBe(200);
    const regions = regional.json().items.map((item: { member: { region: string } }) => item.member.region);
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set(["AH"]));
    expect(regional.json().items.map((item: { id: string }) => item.id)).toContain(ashantiCard.id);

    expect(
      (await app.inject({ method: "GET", url: "/api/admin/documents?region=AA", headers: ashantiAdmin.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: "GET", url: `/api/admin/documents/${accraCard.id}`, headers: ashantiAdmin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/admin/documents/${accraCard.id}/file`,
          headers: ashantiAdmin.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await decide(ashantiAdmin.headers, `/api/admin/documents/${accraCard.id}`, { decision: "APPROVED" })).statusCode,
    ).toBe(404);
    expect(
      (await app.db.selectFrom("documents").select("status").where("id", "=", accraCard.id).executeTakeFirstOrThrow())
        .status,
    ).toBe("PENDING_REVIEW");

    const national = await app.inject({
      method: "GET",
      url: "/api/admin/documents?status=PENDING_REVIEW&page_size=100",
      headers: official.headers,
    });
    const nationalIds = national.json().items.map((item: { id: string }) => item.id);
    expect(nationalIds).toEqual(expect.arrayContaining([ashantiCard.id, accraCard.id]));
    expect(national.json()).toMatchObject({ page: 1, page_size: 100 });
    expect(national.json().total).toBeGreaterThanOrEqual(2);
  });
});

describe("review decisions", () => {
  it("approving the Ghana Card verifies the category, raises compliance, tells the member and is audited", async () => {
    const { member, card } = await ashantiMemberWithCard();
    const before = await record(member.headers);
    expect(before.athlete_category_status).toBe("UNVERIFIED");

    const response = await decide(ashantiAdmin.headers, `/api/admin/documents/${card.id}`, { decision: "APPROVED" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "APPROVED", member: { region: "AH" } });

    const after = await record(member.headers);
    expect(after.athlete_category_status).toBe("VERIFIED");
    expect(after.compliance_score).toBe(before.compliance_score + 20);
    expect(after.current_ghana_card.status).toBe("APPROVED");
    expect((await outbox(app, member.email))[0]?.subject).toBe("Your Ghana Card was approved");
    const audit = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "DOCUMENT_APPROVED")
      .where("subject_user_id", "=", member.userId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_user_id).toBe(ashantiAdmin.userId);

    expect(
      (await decide(official.headers, `/api/admin/documents/${card.id}`, { decision: "REJECTED", reason: "late" }))
        .statusCode,
    ).toBe(409);
  });

  it("a rejection needs a reason, which the member then reads", async () => {
    const { member, card } = await ashantiMemberWithCard();
    const noReason = await decide(official.headers, `/api/admin/documents/${card.id}`, { decision: "REJECTED" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty("reason");
    const rejected = await decide(official.headers, `/api/admin/documents/${card.id}`, {
      decision: "REJECTED",
      reason: "The card number is not readable.",
    });
    expect(rejected.statusCode).toBe(200);
    const after = await record(member.headers);
    expect(after.current_ghana_card).toMatchObject({
      status: "REJECTED",
      review_reason: "The card number is not readable.",
    });
    expect(
      after.compliance_breakdown.find((entry: { item: string }) => entry.item === "IDENTITY_DOCUMENT"),
    ).toMatchObject({
      state: "REJECTED",
      reason: "Rejected: The card number is not readable. Upload a Ghana Card again.",
      rejection_reason: "The card number is not readable.",
    });
    expect((await outbox(app, member.email))[0]?.text).toContain("The card number is not readable.");
  });

  it("moves current_belt exactly when a belt certificate is approved, and never down", async () => {
    const member = await memberWithSession(app, { overrides: { region: "AH", district: "KM" } });
    const add = (belt: string) =>
      upload(
        app,
        "POST",
        "/api/my-account/membership/certificate/add",
        member.access,
        { belt, grading_date: "2025-01-01", examiner: "Sensei Addo" },
        pdf(),
      );
    const brown = (await add("KYU_2")).json();
    expect((await record(member.headers)).current_belt).toBeNull();
    expect(
      (await decide(official.headers, `/api/admin/certificates/${brown.id}`, { decision: "APPROVED" })).statusCode,
    ).toBe(200);
    expect((await record(member.headers)).current_belt).toBe("KYU_2");

    const lower = (await add("KYU_5")).json();
    await decide(official.headers, `/api/admin/certificates/${lower.id}`, { decision: "APPROVED" });
    expect((await record(member.headers)).current_belt).toBe("KYU_2");
    // Certificates are reviewed at /admin/certificates, not /admin/documents.
    expect(
      (await app.inject({ method: "GET", url: `/api/admin/documents/${lower.id}`, headers: official.headers }))
        .statusCode,
    ).toBe(404);
  });

  it("officials cannot review their own documents", async () => {
    const own = (await upload(app, "POST", ADD, official.access, { document_type: "OTHER" }, pdf())).json();
    expect(
      (await decide(official.headers, `/api/admin/documents/${own.id}`, { decision: "APPROVED" })).statusCode,
    ).toBe(403);
  });

  it("logs an official's access to a document file", async () => {
    const { member, card } = await ashantiMemberWithCard();
    const file = await app.inject({
      method: "GET",
      url: `/api/admin/documents/${card.id}/file`,
      headers: official.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment/);
    const access = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "DOCUMENT_FILE_VIEWED")
      .where("subject_user_id", "=", member.userId)
      .execute();
    expect(access).toHaveLength(1);
  });
});

describe("expiry and reminders", () => {
  it("an approved medical clearance past its date is EXPIRED when read, and compliance follows", async () => {
    const member = await memberWithSession(app);
    const issued = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const clearance = (
      await upload(app, "POST", ADD, member.access, { document_type: "MEDICAL_CLEARANCE", issue_date: issued }, pdf())
    ).json();
    await decide(official.headers, `/api/admin/documents/${clearance.id}`, { decision: "APPROVED" });
    expect((await record(member.headers)).has_valid_medical_clearance).toBe(true);

    await app.db.updateTable("documents").set({ expiry_date: "2020-01-01" }).where("id", "=", clearance.id).execute();
    const after = await record(member.headers);
    expect(after.has_valid_medical_clearance).toBe(false);
    expect(after.current_medical_clearance.status).toBe("EXPIRED");
    expect(after.compliance_breakdown.find((entry: { item: string }) => entry.item === "MEDICAL_CLEARANCE").met).toBe(
      false,
    );
  });

  it("reminds once, 30 days before a medical clearance expires", async () => {
    const member = await memberWithSession(app);
    const issued = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const clearance = (
      await upload(app, "POST", ADD, member.access, { document_type: "MEDICAL_CLEARANCE", issue_date: issued }, pdf())
    ).json();
    await decide(official.headers, `/api/admin/documents/${clearance.id}`, { decision: "APPROVED" });
    const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await app.db.updateTable("documents").set({ expiry_date: inThirtyDays }).where("id", "=", clearance.id).execute();

    await app.services.membershipRecords.runDailyJobs();
    await app.services.membershipRecords.runDailyJobs();
    const reminders = (await outbox(app, member.email)).filter(
      (message) => message.subject === "Your medical clearance expires in 30 days",
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(inThirtyDays);
    expect(config.devTools).toBe(true);
  });
});
