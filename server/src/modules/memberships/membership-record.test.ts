import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pngImage, upload } from "../../test/upload-helpers.js";

const { app } = await createTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

async function activate(userId: string, code: string) {
  await app.db
    .updateTable("memberships")
    .set({ status: "ACTIVE", has_paid_registration: 1, code, period_start: "2026-01-10", expiry_date: "2099-01-10" })
    .where("user_id", "=", userId)
    .execute();
}

describe("GET /api/my-account/membership/my-record", () => {
  it("answers every field of a new member's record, computed from what is stored", async () => {
    const member = await memberWithSession(app, {
      overrides: { date_of_birth: "2010-03-04", region: "AA", district: "AM" },
    });
    const response = await get("/api/my-account/membership/my-record", member.headers);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      status: "PENDING_PAYMENT",
      current_membership_type: "ATHLETE",
      code: null,
      athlete_category: "JUNIOR",
      athlete_category_status: "UNVERIFIED",
      expiry_date: null,
      is_national_team: false,
      renewal_count: 0,
      region: { code: "AA", name: "Greater Accra" },
      district: { code: "AM", name: "Accra Metropolitan" },
      has_paid_registration: false,
      has_valid_medical_clearance: false,
      is_active: false,
      has_all_required_docs: false,
      current_belt: null,
      membership_certificate: null,
      certifications: [],
      compliance_status: "INCOMPLETE",
      compliance_score: 0,
      documents_summary: { total: 0 },
      current_medical_clearance: null,
      current_belt_certificate: null,
      current_ghana_card: null,
    });
    // A minor proves identity with a birth certificate or a Ghana Card.
    expect(
      record.compliance_breakdown.find((entry: { item: string }) => entry.item === "IDENTITY_DOCUMENT").document_types,
    ).toEqual(["BIRTH_CERTIFICATE", "GHANA_CARD"]);
  });

  it("refuses a guest", async () => {
    expect((await get("/api/my-account/membership/my-record")).statusCode).toBe(401);
  });
});

describe("GET /api/my-account/membership/my-record-summary", () => {
  it("answers 206 before the registration is paid and 200 after", async () => {
    const member = await memberWithSession(app);
    const unpaid = await get("/api/my-account/membership/my-record-summary", member.headers);
    expect(unpaid.statusCode).toBe(206);
    expect(unpaid.json()).toMatchObject({
      has_paid_registration: false,
      payment_summary: { total_paid: { currency: "GHS" } },
    });
    await activate(member.userId, "GKF-AH-26-900001");
    const paid = await get("/api/my-account/membership/my-record-summary", member.headers);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().has_paid_registration).toBe(true);
  });
});

describe("PATCH /api/my-account/membership/update/my-record", () => {
  const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: "PATCH", url: "/api/my-account/membership/update/my-record", headers, payload });

  it("changes region, district and special needs, and keeps the district inside the region", async () => {
    const member = await memberWithSession(app);
    const changed = await patch(member.headers, { region: "AA", district: "AM", special_needs: "Uses a wheelchair" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      region: { code: "AA" },
      district: { code: "AM" },
      special_needs: "Uses a wheelchair",
    });

    const wrongDistrict = await patch(member.headers, { district: "KM" });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().fields).toEqual({ district: "is not a district of the region" });
    const regionOnly = await patch(member.headers, { region: "AH" });
    expect(regionOnly.statusCode).toBe(400);
    expect(regionOnly.json().fields).toHaveProperty("district");
  });

  it("refuses any other field with 400 naming it, and changes nothing", async () => {
    const member = await memberWithSession(app);
    for (const field of ["status", "has_paid_registration", "code", "current_belt", "is_national_team"]) {
      const response = await patch(member.headers, {
        [field]: field === "status" ? "ACTIVE" : true,
        special_needs: "x",
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toHaveProperty(field);
    }
    const record = await get("/api/my-account/membership/my-record", member.headers);
    expect(record.json()).toMatchObject({ status: "PENDING_PAYMENT", special_needs: null, is_national_team: false });
  });

  it("takes a new passport photo as multipart, waiting for review", async () => {
    const member = await memberWithSession(app);
    const response = await upload(
      app,
      "PATCH",
      "/api/my-account/membership/update/my-record",
      member.access,
      { special_needs: "None" },
      {
        name: "photo",
        filename: "me.png",
        data: await pngImage(),
        contentType: "image/png",
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().current_passport_photo).toMatchObject({
      document_type: "PASSPORT_PHOTO",
      status: "PENDING_REVIEW",
      mime_type: "image/png",
    });
    expect(response.json().special_needs).toBe("None");
  });
});

describe("membership certificate and public verification", () => {
  it("has no certificate before the membership is active", async () => {
    const member = await memberWithSession(app);
    const response = await get("/api/my-account/membership/certificate/pdf", member.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("MEMBERSHIP_NOT_ACTIVE");
  });

  it("serves the certificate and card as PDFs once active, with the public verify link", async () => {
    const member = await memberWithSession(app, { overrides: { region: "AA", district: "AM" } });
    await activate(member.userId, "GKF-AA-26-900002");
    const record = (await get("/api/my-account/membership/my-record", member.headers)).json();
    // The QR code opens the verify page with the card's signed token (public-verify.test.ts).
    expect(record.membership_certificate.verify_url).toMatch(/^http:\/\/localhost:3000\/verify\/t\/[\w-]+\.[\w-]{86}$/);
    for (const url of [record.membership_certificate.certificate_url, record.membership_certificate.card_url]) {
      const pdf = await get(url, member.headers);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const qr = await get(record.membership_certificate.qr_url, member.headers);
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });
});
