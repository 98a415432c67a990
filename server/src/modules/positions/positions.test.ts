import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app } = await createTestApp();
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const DAY = 86_400_000;

async function openPosition(overrides: Record<string, unknown> = {}) {
  const created = await app.inject({
    method: "POST",
    url: "/api/admin/positions",
    headers: official.headers,
    payload: {
      name: "Athletes' Commission member",
      description: "Represents athletes on the federation board.",
      seats: 1,
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 10 * DAY).toISOString(),
      ...overrides,
    },
  });
  expect(created.statusCode).toBe(201);
  const opened = await app.inject({
    method: "POST",
    url: `/api/admin/positions/${created.json().id}/open`,
    headers: official.headers,
  });
  expect(opened.json().status).toBe("OPEN");
  return opened.json();
}

async function activeMember(overrides: Record<string, unknown> = {}, belt: string | null = null) {
  const member = await memberWithSession(app, { overrides });
  await app.db
    .updateTable("memberships")
    .set({ status: "ACTIVE", has_paid_registration: 1, expiry_date: "2099-01-01", period_start: "2026-01-01" })
    .where("user_id", "=", member.userId)
    .execute();
  if (belt) {
    const fileId = randomUUID();
    await app.db
      .insertInto("files")
      .values({
        id: fileId,
        owner_user_id: member.userId,
        storage_key: "2026/11/x",
        original_name: "belt.pdf",
        mime_type: "application/pdf",
        size_bytes: 1,
        sha256: "0".repeat(64),
        width: null,
        height: null,
        thumbnail_key: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await app.db
      .insertInto("documents")
      .values({
        id: randomUUID(),
        user_id: member.userId,
        document_type: "BELT_CERTIFICATE",
        status: "APPROVED",
        document_number: null,
        issue_date: null,
        expiry_date: null,
        belt,
        grading_date: "2025-01-01",
        examiner: "Sensei",
        file_id: fileId,
        version: 1,
        review_reason: null,
        reviewed_by: official.userId,
        reviewed_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
  }
  return member;
}

const apply = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/gkf/my-positions/applications/apply", headers, payload });
const withdraw = (headers: Record<string, string>, position: string) =>
  app.inject({ method: "PATCH", url: "/api/gkf/my-positions/applications/withdraw", headers, payload: { position } });
const decide = (positionId: string, applicationId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: "PATCH",
    url: `/api/admin/positions/${positionId}/applications/${applicationId}`,
    headers: official.headers,
    payload,
  });

describe("GET /api/gkf/positions/available", () => {
  it("lists open positions with the caller's eligibility, and hides drafts and closed windows", async () => {
    const open = await openPosition({ name: "Open seat", min_belt: "DAN_1" });
    await app.inject({
      method: "POST",
      url: "/api/admin/positions",
      headers: official.headers,
      payload: {
        name: "Draft seat",
        description: "x",
        seats: 1,
        opens_at: new Date(Date.now() - DAY).toISOString(),
        closes_at: new Date(Date.now() + DAY).toISOString(),
      },
    });
    await openPosition({
      name: "Past seat",
      opens_at: new Date(Date.now() - 10 * DAY).toISOString(),
      closes_at: new Date(Date.now() - DAY).toISOString(),
    });
    const member = await activeMember({}, "KYU_3");
    const response = await app.inject({ method: "GET", url: "/api/gkf/positions/available", headers: member.headers });
    expect(response.statusCode).toBe(200);
    const names = response.json().items.map((item: { name: string }) => item.name);
    expect(names).toContain("Open seat");
    expect(names).not.toContain("Draft seat");
    expect(names).not.toContain("Past seat");
    const item = response.json().items.find((candidate: { id: string }) => candidate.id === open.id);
    expect(item.my_eligibility).toEqual({
      eligible: false,
      reasons: [
        {
          code: "BELT_TOO_LOW",
          min_belt: "DAN_1",
          belt: "KYU_3",
          message: "This position needs at least 1st dan; your confirmed belt is 3rd kyu.",
        },
      ],
    });
    expect(item.my_application).toBeNull();
  });
});

describe("applying", () => {
  it("creates a SUBMITTED application with the statement, and refuses a second live one", async () => {
    const position = await openPosition();
    const member = await activeMember();
    const applied = await apply(member.headers, { position: position.id, statement: "I have competed for ten years." });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({
      status: "SUBMITTED",
      statement: "I have competed for ten years.",
      position: { id: position.id, name: position.name },
    });
    const again = await apply(member.headers, { position: position.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_APPLIED");
    const both = await Promise.all([
      apply(member.headers, { position: position.id }),
      apply(member.headers, { position: position.id }),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([409, 409]);
  });

  it("sent three times at once (a double tap), makes one application and tells the others ALREADY_APPLIED", async () => {
    const position = await openPosition();
    const member = await activeMember();
    const answers = await Promise.all([1, 2, 3].map(() => apply(member.headers, { position: position.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: "ALREADY_APPLIED",
        message: "You have already applied for this position.",
      });
    }
    const rows = await app.db
      .selectFrom("position_applications")
      .select("status")
      .where("position_id", "=", position.id)
      .execute();
    expect(rows).toEqual([{ status: "SUBMITTED" }]);
  });

  it("refuses a closed window, and a statement that is too long", async () => {
    const position = await openPosition();
    const member = await activeMember();
    expect((await apply(member.headers, { position: position.id, statement: "x".repeat(2001) })).statusCode).toBe(400);
    await app.inject({ method: "POST", url: `/api/admin/positions/${position.id}/close`, headers: official.headers });
    const closed = await apply(member.headers, { position: position.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("APPLICATION_WINDOW_CLOSED");
    expect((await apply(member.headers, { position: "no-such-position" })).statusCode).toBe(404);
  });

  it("names each reason a member is not eligible: a code with its facts, and the English sentence", async () => {
    type Case = [Record<string, unknown>, () => Promise<{ headers: Record<string, string> }>, RegExp, object];
    const cases: Case[] = [
      [{}, () => memberWithSession(app), /registration fee is not paid/, { code: "REGISTRATION_UNPAID" }],
      [
        { requires_compliance: true },
        () => activeMember(),
        /not compliant yet \(\d+%\)/,
        { code: "NOT_COMPLIANT", compliance_score: expect.any(Number) },
      ],
      [
        { min_belt: "KYU_1" },
        () => activeMember({}, "KYU_5"),
        /needs at least 1st kyu; your confirmed belt is 5th kyu\./,
        { code: "BELT_TOO_LOW", min_belt: "KYU_1", belt: "KYU_5" },
      ],
      [
        { min_belt: "DAN_2" },
        () => activeMember(),
        /needs at least 2nd dan; you have no confirmed belt yet\.$/,
        { code: "BELT_TOO_LOW", min_belt: "DAN_2", belt: null },
      ],
      [
        { membership_types: ["COACH", "REFEREE"] },
        () => activeMember(),
        /This position is for coaches or referees\./,
        { code: "MEMBERSHIP_TYPE_NOT_ACCEPTED", membership_types: ["COACH", "REFEREE"] },
      ],
    ];
    for (const [eligibility, makeMember, sentence, reason] of cases) {
      const position = await openPosition(eligibility);
      const member = await makeMember();
      const listed = await app.inject({ method: "GET", url: "/api/gkf/positions/available", headers: member.headers });
      const item = listed.json().items.find((candidate: { id: string }) => candidate.id === position.id);
      expect(item.my_eligibility.eligible).toBe(false);
      expect(item.my_eligibility.reasons, JSON.stringify(eligibility)).toEqual([
        { ...reason, message: expect.stringMatching(sentence) },
      ]);
      const response = await apply(member.headers, { position: position.id });
      expect(response.statusCode, JSON.stringify(eligibility)).toBe(403);
      expect(response.json().code).toBe("NOT_ELIGIBLE");
      expect(response.json().message).toMatch(sentence);
    }
    const belted = await activeMember({}, "DAN_2");
    expect((await apply(belted.headers, { position: (await openPosition({ min_belt: "KYU_1" })).id })).statusCode).toBe(
      201,
    );
  });
});

describe("withdrawing", () => {
  it("withdraws one's own live application, allows applying again, and refuses someone else's", async () => {
    const position = await openPosition();
    const member = await activeMember();
    const stranger = await activeMember();
    await apply(member.headers, { position: position.id });
    expect((await withdraw(stranger.headers, position.id)).statusCode).toBe(404);
    const withdrawn = await withdraw(member.headers, position.id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe("WITHDRAWN");
    expect((await apply(member.headers, { position: position.id })).statusCode).toBe(201);
    const mine = await app.inject({
      method: "GET",
      url: "/api/gkf/my-positions/applications",
      headers: member.headers,
    });
    expect(mine.json().items.map((item: { status: string }) => item.status)).toEqual(["SUBMITTED", "WITHDRAWN"]);
  });

  it("refuses withdrawing after a decision", async () => {
    const position = await openPosition({ seats: 2 });
    const member = await activeMember();
    const application = (await apply(member.headers, { position: position.id })).json();
    expect((await decide(position.id, application.id, { status: "REJECTED", note: "Not this time." })).statusCode).toBe(
      200,
    );
    const late = await withdraw(member.headers, position.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("ALREADY_DECIDED");
  });
});

describe("officials decide", () => {
  it("shortlists and appoints no more than the seats, telling each applicant", async () => {
    const position = await openPosition({ seats: 1 });
    const first = await activeMember();
    const second = await activeMember();
    const a = (await apply(first.headers, { position: position.id })).json();
    const b = (await apply(second.headers, { position: position.id })).json();

    const applicants = await app.inject({
      method: "GET",
      url: `/api/admin/positions/${position.id}/applications`,
      headers: official.headers,
    });
    expect(applicants.json().items).toHaveLength(2);
    expect(applicants.json().items[0].member).toMatchObject({
      membership_status: "ACTIVE",
      membership_type: "ATHLETE",
    });

    expect((await decide(position.id, a.id, { status: "SHORTLISTED" })).json().status).toBe("SHORTLISTED");
    expect((await decide(position.id, a.id, { status: "APPOINTED", note: "Congratulations." })).json().status).toBe(
      "APPOINTED",
    );
    const full = await decide(position.id, b.id, { status: "APPOINTED" });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("NO_SEATS_LEFT");
    expect(
      (
        await app.db
          .selectFrom("position_applications")
          .select("status")
          .where("id", "=", b.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe("SUBMITTED");
    expect((await decide(position.id, b.id, { status: "REJECTED" })).statusCode).toBe(400);

    const mine = await app.inject({ method: "GET", url: "/api/gkf/my-positions/applications", headers: first.headers });
    expect(mine.json().items[0]).toMatchObject({ status: "APPOINTED", decision_note: "Congratulations." });
    expect((await outbox(app, first.email))[0]?.subject).toBe(`Your application for ${position.name}: appointed`);
    const audit = await app.db
      .selectFrom("audit_events")
      .select("action")
      .where("subject_user_id", "=", first.userId)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["APPLICATION_SHORTLISTED", "APPLICATION_APPOINTED"]),
    );
  });

  it("appoints and tells the applicant together: when the message cannot be written, the seat stays free", async () => {
    const position = await openPosition({ seats: 1 });
    const member = await activeMember();
    const application = (await apply(member.headers, { position: position.id })).json();
    const outboxDown = vi
      .spyOn(app.services.notifications, "send")
      .mockRejectedValueOnce(new Error("the outbox is unavailable"));
    try {
      expect((await decide(position.id, application.id, { status: "APPOINTED" })).statusCode).toBe(500);
    } finally {
      outboxDown.mockRestore();
    }
    const stored = await app.db
      .selectFrom("position_applications")
      .select("status")
      .where("id", "=", application.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("SUBMITTED");
    const seats = await app.db
      .selectFrom("positions")
      .select("appointed_count")
      .where("id", "=", position.id)
      .executeTakeFirstOrThrow();
    expect(Number(seats.appointed_count)).toBe(0);

    expect((await decide(position.id, application.id, { status: "APPOINTED" })).json().status).toBe("APPOINTED");
    expect((await outbox(app, member.email))[0]?.subject).toBe(`Your application for ${position.name}: appointed`);
  });

  it("keeps members and regional admins out of the officials' positions pages", async () => {
    const member = await activeMember();
    const regional = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
    for (const headers of [member.headers, regional.headers]) {
      expect((await app.inject({ method: "GET", url: "/api/admin/positions", headers })).statusCode).toBe(403);
      const create = await app.inject({
        method: "POST",
        url: "/api/admin/positions",
        headers,
        payload: {
          name: "Sneaky",
          description: "x",
          seats: 1,
          opens_at: new Date().toISOString(),
          closes_at: new Date(Date.now() + DAY).toISOString(),
        },
      });
      expect(create.statusCode).toBe(403);
    }
  });
});
