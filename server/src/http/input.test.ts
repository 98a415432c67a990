import { isErrorBody } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession, registration } from "../test/accounts-helpers.js";
import { createTestApp } from "../test/test-app.js";
import { pdfDocument, upload } from "../test/upload-helpers.js";

const { app } = await createTestApp();
const pdf = () => ({ filename: "scan.pdf", data: pdfDocument(), contentType: "application/pdf" });

/** A 400 in the common shape that names exactly this field, and nothing stored. */
function expectFieldRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { fields?: Record<string, string> };
  expect(isErrorBody(body)).toBe(true);
  expect(body.fields?.[field]).toMatch(/real calendar date/);
}

describe("impossible dates", () => {
  it("are refused in documents and certificates (multipart fields), naming the field", async () => {
    const member = await memberWithSession(app);
    const cases: Array<[string, Record<string, string>, string]> = [
      [
        "/api/my-account/membership/document/add",
        { document_type: "MEDICAL_CLEARANCE", issue_date: "2025-02-30" },
        "issue_date",
      ],
      [
        "/api/my-account/membership/document/add",
        { document_type: "COACHING_LICENCE", issue_date: "2025-01-10", expiry_date: "2027-13-45" },
        "expiry_date",
      ],
      [
        "/api/my-account/membership/certificate/add",
        { belt: "KYU_9", grading_date: "2025-02-31", examiner: "Sensei Owusu" },
        "grading_date",
      ],
    ];
    for (const [url, fields, field] of cases) {
      expectFieldRefused(await upload(app, "POST", url, member.access, fields, pdf()), field);
    }
    const stored = await app.db.selectFrom("documents").select("id").where("user_id", "=", member.userId).execute();
    expect(stored).toEqual([]);
  });

  it("are refused as a date of birth at registration", async () => {
    const body = registration({ date_of_birth: "2001-02-29" });
    const response = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: body,
    });
    expectFieldRefused(response, "date_of_birth");
    const user = await app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", body.email as string)
      .execute();
    expect(user).toEqual([]);
  });

  it("in the payments ledger's filters answer 400, not 500 (JSON and CSV)", async () => {
    const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    for (const path of ["/api/admin/payments", "/api/admin/payments.csv"]) {
      for (const [name, value] of [
        ["to", "2026-99-99"],
        ["to", "0000-00-00"],
        ["to", "2026-13-01"],
        ["from", "2026-02-30"],
      ]) {
        const response = await app.inject({
          method: "GET",
          url: `${path}?${name}=${value}`,
          headers: official.headers,
        });
        expect(response.statusCode, `${path} ${name}=${value}`).toBe(400);
        expectFieldRefused(response, name as string);
      }
    }
    const fine = await app.inject({
      method: "GET",
      url: "/api/admin/payments?from=2024-02-29&to=2026-12-31",
      headers: official.headers,
    });
    expect(fine.statusCode).toBe(200);
  });
});
