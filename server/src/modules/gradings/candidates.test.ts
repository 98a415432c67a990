import type { GradingRuleCheck } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, enrol } from "../dojos/dojo-test-helpers.js";
import type { SandboxProvider } from "../payments/sandbox-provider.js";
import { apply, graded, publishedSession, sessionBody } from "./gradings-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts); the exam is on 2026-07-18, applications until 4 July.
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const sandbox = app.services.payments.provider as SandboxProvider;
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const accra = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });
const examiner = await graded(app, "DAN_3");
const { head, dojo } = await activeDojo(app, federation);

type Who = Awaited<ReturnType<typeof graded>>;
const get = (url: string, who: Who) =>
  app.inject({ method: "GET", url: `/api/gkf/gradings${url}`, headers: who.headers });
const withdraw = (sessionId: string, applicationId: string, who: Who) =>
  app.inject({
    method: "PATCH",
    url: `/api/gkf/gradings/${sessionId}/applications/${applicationId}/withdraw`,
    headers: who.headers,
  });
const override = (sessionId: string, applicationId: string, who: Who, payload: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: `/api/admin/gradings/${sessionId}/applications/${applicationId}/overrides`,
    headers: who.headers,
    payload,
  });
const check = (checks: GradingRuleCheck[], rule: GradingRuleCheck["rule"]) => checks.find((one) => one.rule === rule);
const applicationRow = (id: string) =>
  app.db.selectFrom("grading_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the sessions open to a member", () => {
  it("lists published sessions before their deadline with the member's next grade, eligibility and application", async () => {
    const open = await publishedSession(app, federation, sessionBody(examiner.userId, { capacity: 5 }));
    const closed = await publishedSession(
      app,
      federation,
      sessionBody(examiner.userId, { application_deadline: "2026-06-10T00:00:00Z" }),
    );
    const draft = await app.inject({
      method: "POST",
      url: "/api/admin/gradings",
      headers: federation.headers,
      payload: sessionBody(examiner.userId),
    });
    const beginner = await graded(app, null, { medical: true });

    const listed = await get("", beginner);
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json().items.map((item: { id: string }) => item.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(draft.json().id);
    const mine = listed.json().items.find((item: { id: string }) => item.id === open);
    expect(mine).toMatchObject({
      applications_open: true,
      places_left: 5,
      me: {
        member: { id: beginner.userId },
        current_grade: null,
        grade: "KYU_10",
        offered: true,
        not_offered_reason: null,
        not_offered_why: null,
        eligibility: { eligible: true },
        application: null,
      },
    });

    // Applied: the application shows (free session: paid; eligible: ready) and takes a place.
    const applied = await apply(app, open, beginner);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ paid: true, receipt_number: null, ready: true, overrides: [] });
    const one = await get(`/${open}`, beginner);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      places_left: 4,
      me: { application: { id: applied.json().id, status: "SUBMITTED", ready: true } },
    });

    // A grade the session does not offer is said so, with no eligibility.
    const senior = await graded(app, "KYU_2");
    const theirs = (await get(`/${open}`, senior)).json();
    expect(theirs.me).toMatchObject({
      grade: "KYU_1",
      offered: false,
      not_offered_reason: "The next grade is 1st kyu; this session offers kyu grades up to 3rd kyu.",
      not_offered_why: { code: "GRADE_NOT_OFFERED", grade: "KYU_1", kind: "KYU", highest_grade: "KYU_3" },
      eligibility: null,
    });

    // A draft is not found, except by its officials.
    expect((await get(`/${draft.json().id}`, beginner)).statusCode).toBe(404);
    expect((await get(`/${draft.json().id}`, federation)).statusCode).toBe(200);
    expect((await get("/no-such-session", beginner)).json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps a session the member applied to listed after its deadline, until the exam day", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId));
    const member = await graded(app, null);
    expect((await apply(app, session, member)).statusCode).toBe(201);
    await app.db
      .updateTable("grading_sessions")
      .set({ application_deadline: "2026-06-14T00:00:00.000Z" })
      .where("id", "=", session)
      .execute();
    const item = (await get("", member)).json().items.find((one: { id: string }) => one.id === session);
    expect(item).toMatchObject({ applications_open: false, me: { application: { status: "SUBMITTED" } } });
    const other = await graded(app, null);
    expect((await get("", other)).json().items.map((one: { id: string }) => one.id)).not.toContain(session);
  });
});

describe("an instructor's students as candidates", () => {
  it("lists the students of their dojo with next grade, eligibility and application; a non-instructor is refused", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId));
    const student = await graded(app, "KYU_9", { medical: true });
    const beginner = await graded(app, null, { medical: true });
    await enrol(app, dojo.id, head, student);
    await enrol(app, dojo.id, head, beginner);
    expect((await apply(app, session, head, { member: beginner.userId })).statusCode).toBe(201);

    const response = await get(`/${session}/candidates`, head);
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(response.json().items.map((item: { member: { id: string } }) => [item.member.id, item]));
    expect(byId.size).toBe(2);
    expect(byId.get(student.userId)).toMatchObject({
      current_grade: "KYU_9",
      grade: "KYU_8",
      offered: true,
      eligibility: { eligible: false },
      application: null,
    });
    expect(byId.get(beginner.userId)).toMatchObject({
      grade: "KYU_10",
      application: { status: "SUBMITTED", applied_by: "INSTRUCTOR", ready: true },
    });

    const refused = await get(`/${session}/candidates`, student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("withdrawing an application", () => {
  it("the candidate withdraws until the deadline and the place is freed; again is refused", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId, { capacity: 1 }));
    const first = await graded(app, null);
    const second = await graded(app, null);
    const applied = await apply(app, session, first);
    expect(applied.statusCode).toBe(201);
    expect((await apply(app, session, second)).json()).toMatchObject({ code: "GRADING_FULL" });

    const response = await withdraw(session, applied.json().id, first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: applied.json().id, status: "WITHDRAWN", ready: false });
    expect((await applicationRow(applied.json().id)).status).toBe("WITHDRAWN");
    expect((await apply(app, session, second)).statusCode).toBe(201);

    const again = await withdraw(session, applied.json().id, first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "APPLICATION_WITHDRAWN" });

    // Withdrawn, they may apply again (the place is gone now).
    expect((await apply(app, session, first)).json()).toMatchObject({ code: "GRADING_FULL" });
  });

  it("the instructor of the candidate's dojo may withdraw for them; anyone else is refused", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId));
    const student = await graded(app, null);
    await enrol(app, dojo.id, head, student);
    const applied = await apply(app, session, student);
    const stranger = await graded(app, null);
    const refused = await withdraw(session, applied.json().id, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "NOT_YOUR_APPLICATION" });
    expect((await applicationRow(applied.json().id)).status).toBe("SUBMITTED");
    // Through another session's address: not found.
    const elsewhere = await publishedSession(app, federation, sessionBody(examiner.userId));
    expect((await withdraw(elsewhere, applied.json().id, student)).statusCode).toBe(404);
    const byHead = await withdraw(session, applied.json().id, head);
    expect(byHead.statusCode, byHead.body).toBe(200);
    expect(byHead.json().status).toBe("WITHDRAWN");
  });

  it("is refused after the deadline", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId));
    const member = await graded(app, null);
    const applied = await apply(app, session, member);
    await app.db
      .updateTable("grading_sessions")
      .set({ application_deadline: "2026-06-14T00:00:00.000Z" })
      .where("id", "=", session)
      .execute();
    const late = await withdraw(session, applied.json().id, member);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "APPLICATIONS_CLOSED" });
    expect((await applicationRow(applied.json().id)).status).toBe("SUBMITTED");
  });
});

describe("an official's override of a failed rule", () => {
  it("needs a written reason; the rule then shows as met by override, with who and why, and the application is ready", async () => {
    const session = await publishedSession(
      app,
      ashanti,
      sessionBody(examiner.userId, { host: { kind: "REGION", region: "AH" } }),
    );
    const candidate = await graded(app, "KYU_9", { medical: true });
    const applied = await apply(app, session, candidate);
    const id = applied.json().id;
    expect(check(applied.json().eligibility.checks, "ATTENDANCE")?.met).toBe(false);
    expect(applied.json().ready).toBe(false);

    const short = await override(session, id, ashanti, { rule: "ATTENDANCE", reason: "ok" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { reason: expect.any(String) } });
    const none = await override(session, id, ashanti, { rule: "ATTENDANCE" });
    expect(none.statusCode).toBe(400);
    const otherRegion = await override(session, id, accra, {
      rule: "ATTENDANCE",
      reason: "Trained abroad all season",
    });
    expect(otherRegion.statusCode).toBe(403);
    const member = await override(session, id, candidate, { rule: "ATTENDANCE", reason: "Trained abroad all season" });
    expect(member.statusCode).toBe(403);

    const response = await override(session, id, ashanti, {
      rule: "ATTENDANCE",
      reason: "Trained in Kumasi's police club all season, registers seen",
    });
    expect(response.statusCode, response.body).toBe(201);
    const attendance = check(response.json().eligibility.checks, "ATTENDANCE");
    expect(attendance).toMatchObject({
      met: true,
      reason: "24 trainings counting toward gradings are needed since 2020-01-01; 0 attended.",
      override: {
        rule: "ATTENDANCE",
        reason: "Trained in Kumasi's police club all season, registers seen",
        by: { id: ashanti.userId },
      },
    });
    expect(response.json()).toMatchObject({ ready: true, eligibility: { eligible: true } });
    expect(response.json().overrides).toHaveLength(1);
    const stored = await app.db.selectFrom("grading_overrides").selectAll().where("application_id", "=", id).execute();
    expect(stored).toEqual([expect.objectContaining({ rule: "ATTENDANCE", by_user_id: ashanti.userId })]);
    const audited = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "GRADING_RULE_OVERRIDDEN")
      .where("actor_user_id", "=", ashanti.userId)
      .execute();
    expect(audited).toHaveLength(1);

    // The officials' list shows it too.
    const listed = await app.inject({
      method: "GET",
      url: `/api/admin/gradings/${session}/applications`,
      headers: ashanti.headers,
    });
    expect(listed.json().items[0]).toMatchObject({ id, ready: true, overrides: [{ rule: "ATTENDANCE" }] });

    const twice = await override(session, id, federation, { rule: "ATTENDANCE", reason: "Another reason, longer" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "ALREADY_OVERRIDDEN" });
    const met = await override(session, id, federation, { rule: "MEDICAL_CLEARANCE", reason: "Nothing to override" });
    expect(met.statusCode).toBe(409);
    expect(met.json()).toMatchObject({ code: "RULE_NOT_FAILED" });
  });

  it("a dojo's head instructor may not override, even at their own dojo's session; the region's official may", async () => {
    const session = await publishedSession(
      app,
      head,
      sessionBody(examiner.userId, { host: { kind: "DOJO", dojo: dojo.id } }),
    );
    const student = await graded(app, "KYU_9", { medical: true });
    await enrol(app, dojo.id, head, student);
    const applied = await apply(app, session, head, { member: student.userId });
    const id = applied.json().id;
    const body = { rule: "ATTENDANCE", reason: "Injured for two months, made up since" };
    const byHead = await override(session, id, head, body);
    expect(byHead.statusCode).toBe(403);
    expect(await app.db.selectFrom("grading_overrides").selectAll().where("application_id", "=", id).execute()).toEqual(
      [],
    );
    expect((await override(session, id, accra, body)).statusCode).toBe(403);
    expect((await override(session, id, ashanti, body)).statusCode).toBe(201);
  });

  it("a federation session's rules are overridden by national officials only", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId));
    const candidate = await graded(app, "KYU_9", { medical: true });
    const id = (await apply(app, session, candidate)).json().id;
    const body = { rule: "ATTENDANCE", reason: "Trained abroad all season" };
    expect((await override(session, id, ashanti, body)).statusCode).toBe(403);
    expect((await override(session, id, federation, body)).statusCode).toBe(201);
  });
});

describe("the session's fee", () => {
  it("is paid through the payments module (GRADING_FEE), credited once, and makes the application ready", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId, { fee: 15_000 }));
    const member = await graded(app, null, { medical: true });
    const applied = await apply(app, session, member);
    expect(applied.json()).toMatchObject({ paid: false, ready: false, eligibility: { eligible: true } });
    const url = `/api/gkf/gradings/${session}/applications/${applied.json().id}/pay`;

    const stranger = await graded(app, null);
    const refused = await app.inject({ method: "POST", url, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "NOT_YOUR_APPLICATION" });

    const [first, second] = await Promise.all([
      app.inject({ method: "POST", url, headers: member.headers }),
      app.inject({ method: "POST", url, headers: member.headers }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json()).toMatchObject({ amount: 15_000, currency: "GHS" });
    const { reference } = first.json();
    expect(reference).toMatch(/GRD/);
    await sandbox.settle(reference, "success");
    const verify = () =>
      app.inject({
        method: "POST",
        url: "/api/my-account/membership/payment/verify",
        headers: member.headers,
        payload: { reference },
      });
    const [a, b] = await Promise.all([verify(), verify()]);
    expect(a.json()).toMatchObject({ status: "SUCCESS", purpose: "GRADING_FEE" });
    expect(b.json().receipt_number).toBe(a.json().receipt_number);

    const row = await applicationRow(applied.json().id);
    expect(row.receipt_number).toBe(a.json().receipt_number);
    const view = (await get(`/${session}`, member)).json();
    expect(view.me.application).toMatchObject({ paid: true, ready: true, receipt_number: a.json().receipt_number });
    const receipts = (await outbox(app, member.email as string)).filter((message) =>
      message.text.includes("grading fee (10th kyu, 2026-07-18)"),
    );
    expect(receipts).toHaveLength(1);

    const again = await app.inject({ method: "POST", url, headers: member.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "NOTHING_TO_PAY" });
  });

  it("a payment for an application withdrawn meanwhile is recorded as a duplicate, never credited", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId, { fee: 15_000 }));
    const member = await graded(app, null);
    const applied = await apply(app, session, member);
    const url = `/api/gkf/gradings/${session}/applications/${applied.json().id}/pay`;
    const { reference } = (await app.inject({ method: "POST", url, headers: member.headers })).json();
    expect((await withdraw(session, applied.json().id, member)).statusCode).toBe(200);
    await sandbox.settle(reference, "success");
    const verified = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/payment/verify",
      headers: member.headers,
      payload: { reference },
    });
    expect(verified.json()).toMatchObject({ status: "DUPLICATE", purpose: "GRADING_FEE" });
    expect((await applicationRow(applied.json().id)).payment_id).toBeNull();
    const payAgain = await app.inject({ method: "POST", url, headers: member.headers });
    expect(payAgain.json()).toMatchObject({ code: "NOTHING_TO_PAY" });
  });

  it("paid twice (the member and her instructor each started a payment): one credit, the other a duplicate", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId, { fee: 15_000 }));
    const student = await graded(app, null);
    await enrol(app, dojo.id, head, student);
    const applied = await apply(app, session, student);
    const url = `/api/gkf/gradings/${session}/applications/${applied.json().id}/pay`;
    const byStudent = (await app.inject({ method: "POST", url, headers: student.headers })).json().reference;
    const byHead = (await app.inject({ method: "POST", url, headers: head.headers })).json().reference;
    expect(byHead).not.toBe(byStudent);
    await sandbox.settle(byStudent, "success");
    await sandbox.settle(byHead, "success");
    const verify = (who: Who, reference: string) =>
      app.inject({
        method: "POST",
        url: "/api/my-account/membership/payment/verify",
        headers: who.headers,
        payload: { reference },
      });
    expect((await verify(student, byStudent)).json()).toMatchObject({ status: "SUCCESS" });
    expect((await verify(head, byHead)).json()).toMatchObject({ status: "DUPLICATE" });
    const payments = await app.db
      .selectFrom("payments")
      .select(["reference", "status"])
      .where("purpose", "=", "GRADING_FEE")
      .where("subject", "=", applied.json().id)
      .orderBy("reference")
      .execute();
    expect(payments.map((row) => row.status).sort()).toEqual(["DUPLICATE", "SUCCESS"]);
    const row = await applicationRow(applied.json().id);
    expect(row.payment_id).not.toBeNull();
  });

  it("a free session has nothing to pay", async () => {
    const session = await publishedSession(app, federation, sessionBody(examiner.userId));
    const member = await graded(app, null);
    const applied = await apply(app, session, member);
    const response = await app.inject({
      method: "POST",
      url: `/api/gkf/gradings/${session}/applications/${applied.json().id}/pay`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "NOTHING_TO_PAY", message: "This grading is free." });
  });
});
