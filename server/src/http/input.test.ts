import { isErrorBody } from "@gkf/contract";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { memberWithSession, registration } from "../test/accounts-helpers.js";
import { createTestApp } from "../test/test-app.js";
import { pdfDocument, upload } from "../test/upload-helpers.js";
import { registerErrorHandling } from "./error-handler.js";

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

describe("NUL characters (PostgreSQL's text cannot hold them)", () => {
  it("in path parameters, query values, JSON bodies and multipart fields answer 400 naming the field", async () => {
    const member = await memberWithSession(app);
    const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    const cases: Array<[Promise<{ statusCode: number; json: () => unknown }>, string]> = [
      [
        app.inject({ method: "GET", url: "/api/my-account/membership/documents/%00/file", headers: member.headers }),
        "id",
      ],
      [app.inject({ method: "GET", url: "/api/admin/documents/%00/file", headers: official.headers }), "id"],
      [app.inject({ method: "GET", url: "/api/admin/positions/a%00b/applications", headers: official.headers }), "id"],
      [
        app.inject({ method: "GET", url: "/api/my-account/membership/payments/%00/receipt", headers: member.headers }),
        "reference",
      ],
      [app.inject({ method: "GET", url: "/api/dev/outbox?to=%00" }), "to"],
      [
        app.inject({
          method: "PATCH",
          url: "/api/gkf/my-positions/applications/withdraw",
          headers: member.headers,
          payload: { position: "x\u0000<zz>" },
        }),
        "position",
      ],
      [
        upload(
          app,
          "POST",
          "/api/my-account/membership/document/add",
          member.access,
          {
            document_type: "OTHER",
            document_number: "A\u0000B",
          },
          pdf(),
        ),
        "document_number",
      ],
    ];
    for (const [pending, field] of cases) {
      const response = await pending;
      expect(response.statusCode, field).toBe(400);
      const body = response.json() as { fields?: Record<string, string> };
      expect(isErrorBody(body)).toBe(true);
      expect(body.fields?.[field]).toMatch(/NUL/);
    }
  });
});

describe("values the database refuses", () => {
  it("answer 400 in the error shape, not 500 (a safety net behind the schemas)", async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandling(bare);
    bare.get("/:sqlstate", async (request) => {
      // What the pg driver throws: an Error with PostgreSQL's SQLSTATE as its code.
      throw Object.assign(new Error("value too long for type character varying(32)"), {
        code: (request.params as { sqlstate: string }).sqlstate,
      });
    });
    for (const sqlstate of ["22001", "22021", "22P05"]) {
      const response = await bare.inject({ method: "GET", url: `/${sqlstate}` });
      expect(response.statusCode).toBe(400);
      expect(isErrorBody(response.json())).toBe(true);
      expect(response.body).not.toContain("varying");
    }
    expect((await bare.inject({ method: "GET", url: "/XX000" })).statusCode).toBe(500);
    await bare.close();
  });
});
