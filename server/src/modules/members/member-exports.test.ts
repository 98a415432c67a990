import type { MemberListItem, MemberSort } from "@gkf/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp, type TestContext } from "../../test/test-app.js";
import { MEMBER_EXPORT_HEADERS } from "./member-exports.service.js";

/** The directory's filter as CSV and Excel (issue 15, decision 96), on the engine under test. */
describe("member exports", () => {
  let context: TestContext;
  let official: Awaited<ReturnType<typeof memberWithSession>>;
  let regional: Awaited<ReturnType<typeof memberWithSession>>;
  let athlete: Awaited<ReturnType<typeof memberWithSession>>;
  let formula: Awaited<ReturnType<typeof memberWithSession>>;
  let accra: Awaited<ReturnType<typeof memberWithSession>>;
  const tag = `x${Date.now().toString(36)}`;

  const get = (url: string, who: { headers: Record<string, string> }) =>
    context.app.inject({ method: "GET", url, headers: who.headers });
  const csvRows = (body: string) =>
    body
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
  const exportsAudited = () =>
    context.app.db
      .selectFrom("audit_events")
      .select(["actor_user_id", "outcome", "detail"])
      .where("action", "=", "MEMBERS_EXPORTED")
      .orderBy("at", "desc")
      .execute();

  beforeAll(async () => {
    context = await createTestApp();
    const { app } = context;
    official = await memberWithSession(app, {
      overrides: { first_name: "Efua", last_name: `Official${tag}` },
      staff: { role: "FEDERATION_ADMIN", region: null },
    });
    regional = await memberWithSession(app, {
      overrides: { first_name: "Yaa", last_name: `Regional${tag}` },
      staff: { role: "REGIONAL_ADMIN", region: "AH" },
    });
    athlete = await memberWithSession(app, { overrides: { first_name: "Adjóa", last_name: `Mensáh${tag}` } });
    formula = await memberWithSession(app, { overrides: { first_name: "Kofi", last_name: `Formula${tag}` } });
    accra = await memberWithSession(app, {
      overrides: { first_name: "Kwame", last_name: `Boateng${tag}`, region: "AA", district: "AM" },
    });
    // A name a spreadsheet would run (set in the table: registration would refuse it).
    await app.db
      .updateTable("users")
      .set({ first_name: '=HYPERLINK("http://evil.example","x")' })
      .where("id", "=", formula.userId)
      .execute();
    await app.db
      .updateTable("memberships")
      .set({ current_belt: "KYU_3", is_national_team: 1 })
      .where("user_id", "=", athlete.userId)
      .execute();
  });
  afterAll(async () => {
    await context.app.close();
  });

  it("gives the filtered directory as CSV: header, names of region and district, labels, formulas neutralised, audited with the count", async () => {
    const response = await get(`/api/admin/members.csv?q=${tag}&sort=name`, official);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="gkf-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toBe(MEMBER_EXPORT_HEADERS.join(","));
    expect(header).toBe(
      "Number,Last name,First name,E-mail,Phone,Date of birth,Age category,Membership type,Status,Region,District,Belt,Expires,Registration fee,Compliance,National team,Joined",
    );
    // Sorted by name like the list: Boateng, Formula, Mensáh, Official, Regional.
    expect(rows.map((row) => row.split(",")[1])).toEqual([
      `Boateng${tag}`,
      `Formula${tag}`,
      `Mensáh${tag}`,
      `Official${tag}`,
      `Regional${tag}`,
    ]);
    expect(rows[0]).toContain(",Greater Accra,");
    expect(rows[2]).toContain(",Ashanti,");
    expect(rows[2]).toContain(`,Mensáh${tag},Adjóa,${athlete.email},`);
    expect(rows[2]).toContain(",Waiting for payment,");
    expect(rows[2]).toContain(",3rd kyu,");
    expect(rows[2]).toContain(",Not paid,Incomplete,Yes,");
    // The formula starts with an apostrophe and is quoted (it holds commas and quotes).
    expect(rows[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    const [audit] = await exportsAudited();
    expect(audit).toMatchObject({ actor_user_id: official.userId, outcome: "SUCCESS" });
    expect(JSON.parse(audit?.detail ?? "{}")).toEqual({
      format: "csv",
      filter: { q: tag, sort: "name" },
      rows: 5,
      complete: true,
    });
  });

  it("gives the same rows as an Excel workbook, every cell text (the formula too)", async () => {
    const response = await get(`/api/admin/members.xlsx?q=${tag}&region=AH&sort=-name`, official);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toMatch(/filename="gkf-members-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Members");
    if (!sheet) throw new Error("the workbook has no Members sheet");
    expect(sheet.rowCount).toBe(5);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(MEMBER_EXPORT_HEADERS);
    // -name: Regional, Official, Mensáh, Formula (Boateng is in Greater Accra).
    expect(values(2)[1]).toBe(`Regional${tag}`);
    const mensah = values(4);
    expect(mensah.slice(1, 4)).toEqual([`Mensáh${tag}`, "Adjóa", athlete.email]);
    expect(mensah[9]).toBe("Ashanti");
    expect(mensah[11]).toBe("3rd kyu");
    const formulaCell = sheet.getRow(5).getCell(3);
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    expect(formulaCell.value).toBe('=HYPERLINK("http://evil.example","x")');
    const [audit] = await exportsAudited();
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ format: "xlsx", rows: 4, complete: true });
  });

  it("keeps a regional admin to their region: their region's members without a filter, 403 for another", async () => {
    const own = await get(`/api/admin/members.csv?q=${tag}`, regional);
    expect(own.statusCode, own.body).toBe(200);
    const rows = csvRows(own.body).slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.includes(",Ashanti,"))).toBe(true);
    for (const format of ["csv", "xlsx"]) {
      const refused = await get(`/api/admin/members.${format}?region=AA`, regional);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const [latest] = await exportsAudited();
    expect(JSON.parse(latest?.detail ?? "{}")).toMatchObject({ format: "csv", rows: 4 });
  });

  it("refuses members (403) and anonymous callers (401), and bad filters (400) in the common error shape", async () => {
    for (const format of ["csv", "xlsx"]) {
      expect((await get(`/api/admin/members.${format}`, athlete)).statusCode).toBe(403);
      expect((await context.app.inject({ method: "GET", url: `/api/admin/members.${format}` })).statusCode).toBe(401);
      const bad = await get(`/api/admin/members.${format}?status=NOPE&expiring_within=-3`, official);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const refusals = await context.app.db
      .selectFrom("audit_events")
      .select("action")
      .where("actor_user_id", "=", athlete.userId)
      .where("action", "=", "MEMBERS_EXPORTED")
      .execute();
    expect(refusals).toHaveLength(0);
  });

  it("reads every row in each sort's order a batch at a time, as the list orders them", async () => {
    const scope = { userId: official.userId, regions: undefined, canAccessRegion: () => true };
    const sorts: MemberSort[] = ["name", "-name", "code", "-code", "expiry", "-expiry", "joined", "-joined"];
    // Two with a number and an expiry, three without.
    for (const [index, member] of [athlete, accra].entries()) {
      await context.app.db
        .updateTable("memberships")
        .set({ code: `GKF-AH-26-T${index}${tag}`.slice(0, 24), expiry_date: `2030-0${index + 1}-01` })
        .where("user_id", "=", member.userId)
        .execute();
    }
    for (const sort of sorts) {
      const batches: MemberListItem[][] = [];
      for await (const batch of context.app.services.members.directory.rows(scope, { q: tag, sort }, 2)) {
        batches.push(batch);
      }
      expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
      const ids = batches.flat().map((member) => member.id);
      expect(new Set(ids).size).toBe(5);
      const listed = await get(`/api/admin/members?q=${tag}&sort=${sort}`, official);
      expect(ids, sort).toEqual((listed.json() as { items: { id: string }[] }).items.map((item) => item.id));
    }
  });
});
