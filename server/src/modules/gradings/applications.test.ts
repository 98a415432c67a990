import type { GradingRuleCheck } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, enrol } from "../dojos/dojo-test-helpers.js";
import { apply, attend, graded, publishedSession, sessionBody } from "./gradings-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts); the exam is on 2026-07-18.
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const accra = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });
const examiner = await graded(app, "DAN_3");
const kyuSession = await publishedSession(app, federation, sessionBody(examiner.userId));
const { head, dojo } = await activeDojo(app, federation);

const rule = (checks: GradingRuleCheck[], name: GradingRuleCheck["rule"]) =>
  checks.find((check) => check.rule === name);
const applications = async (sessionId: string, who = federation) => {
  const response = await app.inject({
    method: "GET",
    url: `/api/admin/gradings/${sessionId}/applications`,
    headers: who.headers,
  });
  return response;
};

describe("applying for the next grade", () => {
  it("a member applies for the next grade; each rule is judged at the exam date and named", async () => {
    const candidate = await graded(app, "KYU_5", { medical: true });
    await enrol(app, dojo.id, head, candidate);
    await attend(app, dojo.id, head.userId, candidate.userId, 3);
    await attend(app, dojo.id, head.userId, candidate.userId, 2, false);
    const response = await apply(app, kyuSession, candidate);
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json();
    expect(application).toMatchObject({
      member: { id: candidate.userId },
      from_grade: "KYU_5",
      grade: "KYU_4",
      status: "SUBMITTED",
      applied_by: "MEMBER",
    });
    // Defaults for 4th kyu: 4 months and 32 trainings; only trainings that count are counted.
    expect(application.eligibility).toMatchObject({ eligible: false, attended: 3 });
    expect(application.eligibility.checks.map((check: GradingRuleCheck) => check.rule)).toEqual([
      "MEMBERSHIP_ACTIVE",
      "MEDICAL_CLEARANCE",
      "TIME_IN_GRADE",
      "ATTENDANCE",
    ]);
    expect(rule(application.eligibility.checks, "ATTENDANCE")).toEqual({
      rule: "ATTENDANCE",
      met: false,
      reason: "32 trainings counting toward gradings are needed since 2020-01-01; 3 attended.",
      why: { code: "ATTENDANCE", required: 32, attended: 3, since: "2020-01-01" },
    });
    expect(rule(application.eligibility.checks, "TIME_IN_GRADE")?.met).toBe(true);

    // Officials set 4th kyu's minimums: the same application is now eligible, an age rule shown.
    const set = await app.inject({
      method: "PUT",
      url: "/api/admin/gradings/minimums",
      headers: federation.headers,
      payload: { minimums: [{ grade: "KYU_4", months: 4, trainings: 3, min_age: 10 }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().items).toContainEqual({ grade: "KYU_4", months: 4, trainings: 3, min_age: 10 });
    const listed = (await applications(kyuSession)).json().items;
    const mine = listed.find((item: { id: string }) => item.id === application.id);
    expect(mine.eligibility.eligible).toBe(true);
    expect(rule(mine.eligibility.checks, "AGE")).toEqual({ rule: "AGE", met: true, reason: null, why: null });
  });

  it("names the failing rules: too soon in grade, no medical clearance, membership ending before the exam", async () => {
    const candidate = await graded(app, "KYU_8", { since: "2026-05-01" });
    await app.db
      .updateTable("memberships")
      .set({ expiry_date: "2026-07-01" })
      .where("user_id", "=", candidate.userId)
      .execute();
    const response = await apply(app, kyuSession, candidate);
    expect(response.statusCode, response.body).toBe(201);
    const { checks, eligible } = response.json().eligibility;
    expect(eligible).toBe(false);
    expect(rule(checks, "TIME_IN_GRADE")?.reason).toBe(
      "3 months in the current grade are needed (held since 2026-05-01): not before 2026-08-01.",
    );
    expect(rule(checks, "MEDICAL_CLEARANCE")?.reason).toBe("There is no valid medical clearance.");
    expect(rule(checks, "MEMBERSHIP_ACTIVE")?.reason).toBe(
      "The membership expires on 2026-07-01, before the exam on 2026-07-18.",
    );
    // The same as facts, which the web app words in the reader's language.
    expect(Object.fromEntries(checks.map((check: GradingRuleCheck) => [check.rule, check.why]))).toMatchObject({
      TIME_IN_GRADE: {
        code: "TIME_IN_GRADE",
        first_dan_years: null,
        months: 3,
        since: "2026-05-01",
        ready: "2026-08-01",
      },
      MEDICAL_CLEARANCE: { code: "NO_MEDICAL_CLEARANCE" },
      MEMBERSHIP_ACTIVE: { code: "MEMBERSHIP_EXPIRES", expiry_date: "2026-07-01", exam_date: "2026-07-18" },
    });
  });

  it("dan grades follow WKF's table: age and years since the previous dan", async () => {
    const panel = await Promise.all([graded(app, "DAN_5"), graded(app, "DAN_5"), graded(app, "DAN_5")]);
    const danSession = await publishedSession(
      app,
      federation,
      sessionBody(examiner.userId, {
        kind: "DAN",
        highest_grade: "DAN_2",
        examiners: panel.map((member) => ({ member: member.userId, max_award: "DAN_3" })),
      }),
    );
    const young = await graded(app, "DAN_1", { since: "2025-01-01", medical: true, dateOfBirth: "2010-03-01" });
    const response = await apply(app, danSession, young);
    expect(response.statusCode, response.body).toBe(201);
    const { checks } = response.json().eligibility;
    expect(response.json().grade).toBe("DAN_2");
    expect(rule(checks, "AGE")?.reason).toBe("Aged 16 on 2026-07-18; this grade needs at least 17.");
    expect(rule(checks, "AGE")?.why).toEqual({ code: "TOO_YOUNG", age: 16, exam_date: "2026-07-18", min_age: 17 });
    expect(rule(checks, "TIME_IN_GRADE")?.reason).toBe(
      "24 months in the current grade are needed (held since 2025-01-01): not before 2027-01-01.",
    );
    const brown = await graded(app, "KYU_5");
    const kyu = await apply(app, danSession, brown);
    expect(kyu.statusCode).toBe(409);
    expect(kyu.json().code).toBe("GRADE_NOT_OFFERED");
  });

  it("an instructor applies for a student of their dojo; for anyone else they are refused", async () => {
    const student = await graded(app, "KYU_8", { medical: true });
    await enrol(app, dojo.id, head, student);
    const response = await apply(app, kyuSession, head, { member: student.userId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ member: { id: student.userId }, grade: "KYU_7", applied_by: "INSTRUCTOR" });
    const stranger = await graded(app, "KYU_8");
    const refused = await apply(app, kyuSession, head, { member: stranger.userId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("NOT_YOUR_STUDENT");
  });

  it("refuses a second application, a grade above the session's, a full session, closed applications and drafts", async () => {
    const candidate = await graded(app, "KYU_9");
    expect((await apply(app, kyuSession, candidate)).statusCode).toBe(201);
    const again = await apply(app, kyuSession, candidate);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_APPLIED");

    const senior = await graded(app, "KYU_2");
    const above = await apply(app, kyuSession, senior);
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({
      code: "GRADE_NOT_OFFERED",
      message: "The next grade is 1st kyu; this session offers kyu grades up to 3rd kyu.",
    });

    const small = await publishedSession(app, federation, sessionBody(examiner.userId, { capacity: 1 }));
    expect((await apply(app, small, candidate)).statusCode).toBe(201);
    const full = await apply(app, small, await graded(app, "KYU_9"));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("GRADING_FULL");

    // Five candidates at once for the last two places: two get them, three are told it is full.
    const two = await publishedSession(app, federation, sessionBody(examiner.userId, { capacity: 2 }));
    const rush = await Promise.all(
      await Promise.all([1, 2, 3, 4, 5].map(() => graded(app, "KYU_9"))).then((candidates) =>
        candidates.map((one) => apply(app, two, one)),
      ),
    );
    expect(rush.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(rush.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual([
      "GRADING_FULL",
      "GRADING_FULL",
      "GRADING_FULL",
    ]);
    expect((await applications(two)).json().items).toHaveLength(2);

    const past = await publishedSession(
      app,
      federation,
      sessionBody(examiner.userId, { application_deadline: "2026-06-10T00:00:00Z" }),
    );
    const closed = await apply(app, past, candidate);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("APPLICATIONS_CLOSED");

    const draft = await app.inject({
      method: "POST",
      url: "/api/admin/gradings",
      headers: federation.headers,
      payload: sessionBody(examiner.userId),
    });
    expect((await apply(app, draft.json().id, candidate)).statusCode).toBe(404);
  });
});

describe("the officials' side", () => {
  it("another region's official cannot see a region's applications; a member cannot either", async () => {
    const regional = await publishedSession(
      app,
      ashanti,
      sessionBody(examiner.userId, { host: { kind: "REGION", region: "AH" } }),
    );
    expect((await applications(regional, ashanti)).statusCode).toBe(200);
    expect((await applications(regional, accra)).statusCode).toBe(403);
    expect((await applications(regional, await graded(app, "KYU_9"))).statusCode).toBe(403);
  });

  it("only national officials set minimums; dan grades take only the attendance count", async () => {
    const put = (who: typeof federation, minimums: unknown[]) =>
      app.inject({ method: "PUT", url: "/api/admin/gradings/minimums", headers: who.headers, payload: { minimums } });
    const regional = await put(ashanti, [{ grade: "KYU_9", months: 2, trainings: 10, min_age: null }]);
    expect(regional.statusCode).toBe(403);
    const dan = await put(federation, [{ grade: "DAN_1", months: 12, trainings: 40, min_age: null }]);
    expect(dan.statusCode).toBe(400);
    expect(dan.json().fields).toEqual({ "minimums.0.months": "dan grades follow WKF's table" });
    const kyu = await put(federation, [{ grade: "KYU_9", months: null, trainings: 10, min_age: null }]);
    expect(kyu.statusCode).toBe(400);
    const ok = await put(federation, [{ grade: "DAN_1", months: null, trainings: 40, min_age: null }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const read = await app.inject({ method: "GET", url: "/api/admin/gradings/minimums", headers: ashanti.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().items).toContainEqual({ grade: "DAN_1", months: null, trainings: 40, min_age: null });
    expect(read.json().items).toContainEqual({ grade: "KYU_9", months: 3, trainings: 24, min_age: null });
    const member = await graded(app, null);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/gradings/minimums", headers: member.headers })).statusCode,
    ).toBe(403);
  });
});
