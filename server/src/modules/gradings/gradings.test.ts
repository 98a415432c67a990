import type { Belt, GradingWrite } from "@gkf/contract";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, activeMember, giveDocument, type TestMember } from "../dojos/dojo-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const accra = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });

/** An ACTIVE member whose confirmed grade is `belt` (an approved belt certificate). */
async function graded(belt: Belt | null, options: { status?: string } = {}): Promise<TestMember> {
  const member = await activeMember(app, { status: options.status });
  if (belt) {
    await giveDocument(app, member.userId, "BELT_CERTIFICATE");
    await app.db
      .updateTable("documents")
      .set({ belt, grading_date: "2020-01-01" })
      .where("user_id", "=", member.userId)
      .where("document_type", "=", "BELT_CERTIFICATE")
      .execute();
  }
  return member;
}

const sensei = await graded("DAN_1");
const danExaminers = await Promise.all([graded("DAN_4"), graded("DAN_4"), graded("DAN_5")]);

function body(overrides: Partial<GradingWrite> = {}): GradingWrite {
  return {
    host: { kind: "FEDERATION" },
    date: "2026-07-18",
    venue: "Accra Sports Stadium hall",
    kind: "KYU",
    highest_grade: "KYU_3",
    application_deadline: "2026-07-04T00:00:00Z",
    capacity: 40,
    fee: 10_000,
    examiners: [{ member: sensei.userId, max_award: "KYU_2" }],
    ...overrides,
  };
}

const post = (who: TestMember, payload: GradingWrite, target: FastifyInstance = app) =>
  target.inject({ method: "POST", url: "/api/admin/gradings", headers: who.headers, payload });

const sessionCount = async () =>
  Number(
    (
      await app.db
        .selectFrom("grading_sessions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("creating grading sessions", () => {
  it("a federation admin creates a kyu session as a DRAFT with its panel, stored and listed", async () => {
    const response = await post(federation, body());
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      host: { kind: "FEDERATION", region: null, dojo: null },
      date: "2026-07-18",
      kind: "KYU",
      highest_grade: "KYU_3",
      status: "DRAFT",
      fee: { amount: 10_000, currency: "GHS" },
      examiners: [{ member: { id: sensei.userId }, grade: "DAN_1", authorised_up_to: "KYU_2", max_award: "KYU_2" }],
    });
    const row = await app.db.selectFrom("grading_examiners").selectAll().where("session_id", "=", created.id).execute();
    expect(row).toEqual([{ session_id: created.id, user_id: sensei.userId, max_award: "KYU_2", position: 0 }]);
    const list = await app.inject({ method: "GET", url: "/api/admin/gradings", headers: federation.headers });
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(created.id);
  });

  it("refuses an examiner set to award above their authorisation, naming the rule; nothing is stored", async () => {
    const before = await sessionCount();
    const above = await post(federation, body({ examiners: [{ member: sensei.userId, max_award: "KYU_1" }] }));
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: "EXAMINER_NOT_AUTHORISED",
      fields: { "examiners.0.max_award": expect.stringContaining("at most 2nd kyu") },
    });
    const brown = await graded("KYU_1");
    const kyuExaminer = await post(federation, body({ examiners: [{ member: brown.userId, max_award: "KYU_5" }] }));
    expect(kyuExaminer.statusCode).toBe(422);
    expect(kyuExaminer.json()).toMatchObject({
      code: "EXAMINER_NOT_AUTHORISED",
      fields: { "examiners.0.member": expect.stringContaining("holds no dan grade") },
    });
    expect(await sessionCount()).toBe(before);
  });

  it("a dan panel needs at least three examiners (422 naming the rule); three are accepted", async () => {
    const dan = (count: number) =>
      body({
        kind: "DAN",
        highest_grade: "DAN_2",
        examiners: danExaminers.slice(0, count).map((examiner) => ({ member: examiner.userId, max_award: "DAN_2" })),
      });
    const two = await post(federation, dan(2));
    expect(two.statusCode).toBe(422);
    expect(two.json()).toMatchObject({ code: "DAN_PANEL_TOO_SMALL", message: expect.stringContaining("at least 3") });
    const three = await post(federation, dan(3));
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json().examiners).toHaveLength(3);
  });

  it("refuses a grade offered that no examiner may award, and fields that do not fit the session", async () => {
    const beyond = await post(federation, body({ highest_grade: "KYU_1" }));
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().code).toBe("PANEL_CANNOT_AWARD");
    const mismatch = await post(federation, body({ highest_grade: "DAN_1" }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty("highest_grade");
    const late = await post(federation, body({ application_deadline: "2026-07-20T00:00:00Z" }));
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toHaveProperty("application_deadline");
    const twice = await post(
      federation,
      body({
        examiners: [
          { member: sensei.userId, max_award: "KYU_2" },
          { member: sensei.userId, max_award: "KYU_3" },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields["examiners.1.member"]).toContain("twice");
    const lapsed = await graded("DAN_3", { status: "EXPIRED" });
    const inactive = await post(federation, body({ examiners: [{ member: lapsed.userId, max_award: "KYU_1" }] }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().fields["examiners.0.member"]).toContain("ACTIVE");
  });
});

describe("who may hold a grading", () => {
  it("a regional admin holds their region's sessions; another region's official is refused", async () => {
    const own = await post(ashanti, body({ host: { kind: "REGION", region: "AH" } }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().host).toMatchObject({ kind: "REGION", region: "AH" });
    const id = own.json().id;

    const other = await post(accra, body({ host: { kind: "REGION", region: "AH" } }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Only this region's officials can hold its gradings.");
    const national = await post(ashanti, body());
    expect(national.statusCode).toBe(403);

    const read = await app.inject({ method: "GET", url: `/api/admin/gradings/${id}`, headers: accra.headers });
    expect(read.statusCode).toBe(403);
    const panel = await app.inject({
      method: "PUT",
      url: `/api/admin/gradings/${id}/panel`,
      headers: accra.headers,
      payload: { examiners: [{ member: sensei.userId, max_award: "KYU_3" }] },
    });
    expect(panel.statusCode).toBe(403);
    const listed = await app.inject({ method: "GET", url: "/api/admin/gradings", headers: accra.headers });
    expect(listed.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it("a head instructor holds their own dojo's sessions only; a member is refused", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const { dojo: otherDojo } = await activeDojo(app, federation);
    const own = await post(head, body({ host: { kind: "DOJO", dojo: dojo.id } }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().host).toMatchObject({ kind: "DOJO", region: "AH", dojo: { id: dojo.id } });
    const other = await post(head, body({ host: { kind: "DOJO", dojo: otherDojo.id } }));
    expect(other.statusCode).toBe(403);
    const member = await activeMember(app);
    expect((await post(member, body())).statusCode).toBe(403);
    const list = await app.inject({ method: "GET", url: "/api/admin/gradings", headers: member.headers });
    expect(list.statusCode).toBe(403);
  });

  it("with the dojos flag off, a dojo cannot host a grading", async () => {
    const { app: flagless } = await createTestApp({ FEATURE_DOJOS: "false" });
    const admin = await memberWithSession(flagless, { staff: { role: "FEDERATION_ADMIN", region: null } });
    const response = await flagless.inject({
      method: "POST",
      url: "/api/admin/gradings",
      headers: admin.headers,
      payload: body({ host: { kind: "DOJO", dojo: "x" } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ "host.kind": "dojo gradings are not available" });
  });
});

describe("the examiner panel", () => {
  it("an official replaces the panel; a dan session's panel cannot shrink below three", async () => {
    const created = await post(
      federation,
      body({
        kind: "DAN",
        highest_grade: "DAN_1",
        examiners: danExaminers.map((examiner) => ({ member: examiner.userId, max_award: "DAN_2" })),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const put = (examiners: Array<{ member: string; max_award: Belt }>) =>
      app.inject({
        method: "PUT",
        url: `/api/admin/gradings/${id}/panel`,
        headers: federation.headers,
        payload: { examiners },
      });
    const shrunk = await put(
      danExaminers.slice(0, 2).map((examiner) => ({ member: examiner.userId, max_award: "DAN_2" })),
    );
    expect(shrunk.statusCode).toBe(422);
    expect(shrunk.json().code).toBe("DAN_PANEL_TOO_SMALL");
    const above = await put(danExaminers.map((examiner) => ({ member: examiner.userId, max_award: "DAN_3" })));
    expect(above.statusCode).toBe(422);
    expect(above.json().code).toBe("EXAMINER_NOT_AUTHORISED");
    const replaced = await put([
      ...danExaminers.map((examiner) => ({ member: examiner.userId, max_award: "DAN_1" as Belt })),
      { member: sensei.userId, max_award: "KYU_2" },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().examiners.map((examiner: { max_award: string }) => examiner.max_award)).toEqual([
      "DAN_1",
      "DAN_1",
      "DAN_1",
      "KYU_2",
    ]);
  });
});
