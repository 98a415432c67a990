import { gunzipSync } from "node:zlib";
import type { MemberPageSchema } from "@gkf/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { memberWithSession, outbox, registration, turnOnTwoStep } from "../../test/accounts-helpers.js";
import { batchedStatements } from "../../test/batched-statements.js";
import { createTestApp, TEST_ENGINE, type TestContext } from "../../test/test-app.js";

type MemberPage = z.infer<typeof MemberPageSchema>;

/** The officials' directory, a member's file and the actions on a member (issue 15), on the engine under test. */
describe("member directory and actions", () => {
  let context: TestContext;
  let official: Awaited<ReturnType<typeof memberWithSession>>;
  let regional: Awaited<ReturnType<typeof memberWithSession>>;
  let adjoa: Awaited<ReturnType<typeof memberWithSession>>;
  let kwame: Awaited<ReturnType<typeof memberWithSession>>;
  const tag = `z${Date.now().toString(36)}`;

  const get = (url: string, headers: Record<string, string>) => context.app.inject({ method: "GET", url, headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    context.app.inject({ method: "POST", url, headers, payload });

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
    adjoa = await memberWithSession(app, {
      overrides: { first_name: "Adjóa", last_name: `Mensáh${tag}`, date_of_birth: "2013-06-01" },
    });
    kwame = await memberWithSession(app, {
      overrides: { first_name: "Kwame", last_name: `Boateng${tag}`, region: "AA", district: "AM" },
    });
    await app.db.updateTable("users").set({ tel: "+233241234567" }).where("id", "=", kwame.userId).execute();
  });
  afterAll(async () => {
    await context.app.close();
  });

  const search = async (query: string, who = official) => {
    const response = await get(`/api/admin/members?${query}`, who.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MemberPage;
  };

  describe("the directory", () => {
    it("finds a member by part of the name, accents and case ignored, every word matching", async () => {
      for (const q of ["adjoa", "ADJÓA", `mensah${tag}`, `djo ensah${tag.slice(0, 4)}`]) {
        const page = await search(`q=${encodeURIComponent(q)}`);
        expect(page.items.map((item) => item.id)).toEqual([adjoa.userId]);
      }
      expect((await search(`q=adjoa%20boateng${tag}`)).total).toBe(0);
      // A page past the end still says how many there are.
      expect(await search("q=adjoa&page=2")).toMatchObject({ items: [], total: 1, page: 2 });
    });

    it("finds a member by e-mail and by phone in any Ghana format", async () => {
      expect((await search(`q=${encodeURIComponent(adjoa.email.toUpperCase())}`)).items[0]?.id).toBe(adjoa.userId);
      for (const tel of ["024 123 4567", "+233241234567", "(024) 123-4567"]) {
        const page = await search(`q=${encodeURIComponent(tel)}`);
        expect(page.items.map((item) => item.id)).toEqual([kwame.userId]);
      }
    });

    it("filters, sorts and pages, answering {items, total, page, page_size}", async () => {
      const accra = await search(`region=AA&q=${tag}`);
      expect(accra.items.map((item) => item.last_name)).toEqual([`Boateng${tag}`]);
      expect(accra.items[0]).toMatchObject({
        region: { code: "AA", name: expect.stringContaining("Accra") },
        status: "PENDING_PAYMENT",
        has_paid_registration: false,
        compliance: "INCOMPLETE",
      });
      const unpaid = await search(`paid=false&status=PENDING_PAYMENT&q=${tag}&sort=-name&page_size=2`);
      expect(unpaid).toMatchObject({ total: 4, page: 1, page_size: 2 });
      expect(unpaid.items.map((item) => item.last_name)).toEqual([`Regional${tag}`, `Official${tag}`]);
      const second = await search(`paid=false&q=${tag}&sort=-name&page_size=2&page=2`);
      expect(second.items.map((item) => item.last_name)).toEqual([`Mensáh${tag}`, `Boateng${tag}`]);
      const children = await search(`age_category=U14&q=${tag}`);
      expect(children.items.map((item) => item.id)).toEqual([adjoa.userId]);
      expect(children.items[0]?.age_category).toBe("U14");
      expect((await search(`paid=true&q=${tag}`)).total).toBe(0);
      expect((await search(`status=ACTIVE&q=${tag}`)).total).toBe(0);
      expect((await search(`compliance=COMPLIANT&q=${tag}`)).total).toBe(0);
      expect((await search(`expiring_within=30&q=${tag}`)).total).toBe(0);
    });

    it("refuses bad filters with a 400 in the common error shape", async () => {
      for (const query of ["status=SLEEPING", "page_size=500", "paid=maybe", "age_category=OLD", "sort=age"]) {
        const response = await get(`/api/admin/members?${query}`, official.headers);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    });

    it("shows a regional admin their region only, and refuses another region's filter", async () => {
      const mine = await search(`q=${tag}`, regional);
      expect(mine.items.every((item) => item.region.code === "AH")).toBe(true);
      expect(mine.items.map((item) => item.id)).not.toContain(kwame.userId);
      const refused = await get("/api/admin/members?region=AA", regional.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
    });

    it("answers a page of several KB gzipped to a browser that takes gzip, plain JSON otherwise", async () => {
      const plain = await get("/api/admin/members?page_size=20", official.headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-type"]).toMatch(/^application\/json/);
      const page = plain.json() as MemberPage;
      expect(page.items.length).toBeGreaterThan(1);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const zipped = await get("/api/admin/members?page_size=20", {
        ...official.headers,
        "accept-encoding": "gzip, deflate, br",
      });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(page);
    });

    it("reads the caller's grants and two-step with the session on every search: a change counts at once", async () => {
      const { app } = context;
      const newcomer = await memberWithSession(app, {
        overrides: { first_name: "Esi", last_name: `Newcomer${tag}` },
      });
      const url = `/api/admin/members?q=${tag}`;
      expect((await get(url, newcomer.headers)).statusCode).toBe(403);
      // A grant without two-step sign-in: TFA_REQUIRED, then the search once it is on.
      await app.db
        .insertInto("staff_grants")
        .values({
          user_id: newcomer.userId,
          role: "REGIONAL_ADMIN",
          region_code: "AH",
          granted_at: new Date().toISOString(),
        })
        .execute();
      const withoutApp = await get(url, newcomer.headers);
      expect(withoutApp.statusCode).toBe(403);
      expect(withoutApp.json()).toMatchObject({ code: "TFA_REQUIRED" });
      await turnOnTwoStep(app, newcomer);
      const regional = await get(url, newcomer.headers);
      expect(regional.statusCode, regional.body).toBe(200);
      const items = (regional.json() as MemberPage).items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.region.code === "AH")).toBe(true);
      // A second, national grant widens the reach; revoking both refuses the very next search.
      await app.db
        .insertInto("staff_grants")
        .values({
          user_id: newcomer.userId,
          role: "FEDERATION_ADMIN",
          region_code: null,
          granted_at: new Date().toISOString(),
        })
        .execute();
      const national = (await get(url, newcomer.headers)).json() as MemberPage;
      expect(national.items.map((item) => item.id)).toContain(kwame.userId);
      await app.db.deleteFrom("staff_grants").where("user_id", "=", newcomer.userId).execute();
      expect((await get(url, newcomer.headers)).statusCode).toBe(403);
    });

    it("asked at once by several callers, answers each by their own session and grants (one statement for many on PostgreSQL)", async () => {
      const { app } = context;
      // Another federation admin, signed out: 401 before any grant counts.
      const signedOut = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
      await post("/api/auth/logout", signedOut.headers);
      // Greater Accra's members: the national official's to see, not Ashanti's regional admin's.
      const callers = [official, regional, adjoa, signedOut];
      const expected = [200, 403, 403, 401];
      const statements = () => batchedStatements((read) => read === "staff-session");
      const before = await statements();

      const answers = await Promise.all(
        Array.from({ length: 24 }, async (_, index) => {
          const who = index % callers.length;
          const answer = await get(`/api/admin/members?region=AA&q=${tag}`, callers[who]?.headers ?? {});
          const found = answer.statusCode === 200 ? (answer.json() as MemberPage).items.map((item) => item.id) : [];
          return { who, status: answer.statusCode, found };
        }),
      );
      for (const answer of answers) {
        expect(answer).toEqual({
          who: answer.who,
          status: expected[answer.who],
          found: answer.who === 0 ? [kwame.userId] : [],
        });
      }
      if (TEST_ENGINE === "postgres") {
        const sent = (await statements()) - before;
        expect(sent).toBeGreaterThan(0);
        expect(sent).toBeLessThan(24);
      }
    });

    it("refuses members", async () => {
      const response = await get("/api/admin/members", adjoa.headers);
      expect(response.statusCode).toBe(403);
      const audited = await context.app.db
        .selectFrom("audit_events")
        .select("action")
        .where("actor_user_id", "=", adjoa.userId)
        .where("action", "=", "ACCESS_REFUSED")
        .execute();
      expect(audited.length).toBeGreaterThan(0);
    });
  });

  describe("the member's file", () => {
    it("gathers identity, record, documents, payments, applications, dojo, events and audit", async () => {
      const response = await get(`/api/admin/members/${adjoa.userId}`, official.headers);
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json();
      expect(file).toMatchObject({
        id: adjoa.userId,
        identity: { first_name: "Adjóa", email: adjoa.email, date_of_birth: "2013-06-01" },
        membership: { status: "PENDING_PAYMENT", compliance_breakdown: expect.any(Array) },
        documents: [],
        payments: [],
        applications: [],
        dojo: null,
        events: [],
      });
      expect(file.audit.map((entry: { action: string }) => entry.action)).toContain("ACCOUNT_ACTIVATED");
    });

    it("is refused to a regional admin for another region's member (403) and to members", async () => {
      expect((await get(`/api/admin/members/${kwame.userId}`, regional.headers)).statusCode).toBe(403);
      expect((await get(`/api/admin/members/${adjoa.userId}`, regional.headers)).statusCode).toBe(200);
      expect((await get(`/api/admin/members/${adjoa.userId}`, kwame.headers)).statusCode).toBe(403);
      expect((await get("/api/admin/members/no-such-member", official.headers)).statusCode).toBe(404);
    });
  });

  describe("actions", () => {
    it("suspends with a reason, tells the member, audits; reinstates to what the dates say", async () => {
      const url = `/api/admin/members/${adjoa.userId}`;
      expect((await post(`${url}/suspend`, official.headers, {})).statusCode).toBe(400);
      expect((await post(`${url}/suspend`, official.headers, { reason: " " })).statusCode).toBe(400);
      const suspended = await post(`${url}/suspend`, regional.headers, { reason: "Unpaid dojo dues" });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json().member).toMatchObject({ id: adjoa.userId, status: "SUSPENDED" });
      expect((await search(`status=SUSPENDED&q=${tag}`)).items.map((item) => item.id)).toEqual([adjoa.userId]);
      const [told] = await outbox(context.app, adjoa.email);
      expect(told).toMatchObject({ subject: "Your membership is suspended" });
      expect(told?.text).toContain("Unpaid dojo dues");
      expect((await post(`${url}/suspend`, official.headers, { reason: "Again" })).statusCode).toBe(409);

      const reinstated = await post(`${url}/reinstate`, official.headers, { reason: "Dues paid" });
      expect(reinstated.statusCode, reinstated.body).toBe(200);
      expect(reinstated.json().member.status).toBe("PENDING_PAYMENT");
      expect((await outbox(context.app, adjoa.email))[0]?.subject).toBe("Your membership is reinstated");
      expect((await post(`${url}/reinstate`, official.headers, { reason: "Again" })).statusCode).toBe(409);

      const audit = await context.app.db
        .selectFrom("audit_events")
        .select(["action", "actor_user_id", "detail"])
        .where("subject_user_id", "=", adjoa.userId)
        .where("action", "in", ["MEMBER_SUSPENDED", "MEMBER_REINSTATED"])
        .orderBy("at")
        .execute();
      expect(
        audit.map((entry) => [entry.action, entry.actor_user_id, JSON.parse(entry.detail ?? "{}").reason]),
      ).toEqual([
        ["MEMBER_SUSPENDED", regional.userId, "Unpaid dojo dues"],
        ["MEMBER_REINSTATED", official.userId, "Dues paid"],
      ]);
    });

    it("refuses actions on another region's member (regional admin), by members, and on oneself", async () => {
      const url = `/api/admin/members/${kwame.userId}`;
      for (const action of ["suspend", "reinstate", "end-sessions", "resend-activation"]) {
        expect((await post(`${url}/${action}`, regional.headers, { reason: "Not mine" })).statusCode, action).toBe(403);
        expect((await post(`${url}/${action}`, adjoa.headers, { reason: "Not staff" })).statusCode, action).toBe(403);
      }
      const patch = { changes: { first_name: "Kojo" }, reason: "Spelling" };
      expect(
        (await context.app.inject({ method: "PATCH", url, headers: regional.headers, payload: patch })).statusCode,
      ).toBe(403);
      expect(
        (await context.app.inject({ method: "PATCH", url, headers: adjoa.headers, payload: patch })).statusCode,
      ).toBe(403);
      const self = await post(`/api/admin/members/${official.userId}/suspend`, official.headers, {
        reason: "Me myself",
      });
      expect(self.statusCode).toBe(403);
      const state = await context.app.db
        .selectFrom("memberships")
        .select("status")
        .where("user_id", "=", kwame.userId)
        .executeTakeFirstOrThrow();
      expect(state.status).toBe("PENDING_PAYMENT");
    });

    it("ends every session: the member's next request is 401", async () => {
      const before = await get("/api/my-account/profile", kwame.headers);
      expect(before.statusCode).toBe(200);
      expect((await post(`/api/admin/members/${kwame.userId}/end-sessions`, official.headers, {})).statusCode).toBe(
        400,
      );
      const ended = await post(`/api/admin/members/${kwame.userId}/end-sessions`, official.headers, {
        reason: "Lost phone",
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect((await get("/api/my-account/profile", kwame.headers)).statusCode).toBe(401);
      expect((await outbox(context.app, kwame.email))[0]?.subject).toBe("You were signed out everywhere");
    });

    it("corrects a record field with the old and new value in the audit, and the search follows", async () => {
      const url = `/api/admin/members/${kwame.userId}`;
      const patch = (payload: object) =>
        context.app.inject({ method: "PATCH", url, headers: official.headers, payload });
      expect((await patch({ changes: { first_name: "Kojo" } })).statusCode).toBe(400);
      expect((await patch({ changes: {}, reason: "Nothing" })).statusCode).toBe(400);
      expect((await patch({ changes: { region: "AH", district: "AM" }, reason: "Moved" })).statusCode).toBe(400);
      const corrected = await patch({
        changes: { first_name: "Kwamé", region: "AH", district: "KM", national_team: true },
        reason: "Spelling on the Ghana card; moved to Kumasi",
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json().member).toMatchObject({
        first_name: "Kwamé",
        region: { code: "AH" },
        is_national_team: true,
      });
      expect((await search(`q=kwame%20boateng${tag}&region=AH`)).items.map((item) => item.id)).toEqual([kwame.userId]);
      const profile = await get(`${url}`, official.headers);
      expect(profile.json().identity).toMatchObject({ first_name: "Kwamé", region: "AH", district: "KM" });
      const entry = await context.app.db
        .selectFrom("audit_events")
        .select(["detail", "actor_user_id"])
        .where("subject_user_id", "=", kwame.userId)
        .where("action", "=", "MEMBER_RECORD_CORRECTED")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(entry.detail ?? "{}")).toEqual({
        reason: "Spelling on the Ghana card; moved to Kumasi",
        changes: {
          first_name: { from: "Kwame", to: "Kwamé" },
          region: { from: "AA", to: "AH" },
          district: { from: "AM", to: "KM" },
          national_team: { from: false, to: true },
        },
      });
      const [told] = await outbox(context.app, kwame.email);
      expect(told?.subject).toBe("Your membership record was corrected");
      expect(told?.text).toContain("first name, region, district, national team");
      // Now in Ashanti: the regional admin reaches the member.
      expect((await get(url, regional.headers)).statusCode).toBe(200);
    });

    it("sends the activation message again to an account not activated yet, 409 otherwise", async () => {
      const body = registration({ first_name: "Abena", last_name: `Pending${tag}` });
      const registered = await context.app.inject({
        method: "POST",
        url: "/api/account-manager/users/register/self",
        payload: body,
        remoteAddress: "10.250.0.9",
      });
      expect(registered.statusCode).toBe(201);
      const [pending] = (await search(`q=pending${tag}`)).items;
      expect(pending).toBeDefined();
      const before = (await outbox(context.app, body.email as string)).length;
      const resent = await post(`/api/admin/members/${pending?.id}/resend-activation`, official.headers, {
        reason: "Member asked at the desk",
      });
      expect(resent.statusCode, resent.body).toBe(200);
      expect((await outbox(context.app, body.email as string)).length).toBe(before + 1);
      const active = await post(`/api/admin/members/${adjoa.userId}/resend-activation`, official.headers, {
        reason: "By mistake",
      });
      expect(active.statusCode).toBe(409);
    });
  });
});
