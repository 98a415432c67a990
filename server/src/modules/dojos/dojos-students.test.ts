import { isErrorBody } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, activeMember, clearedCoach, enrol, giveDocument } from "./dojo-test-helpers.js";

const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const first = await activeDojo(app, federation, "AH");
const second = await activeDojo(app, federation, "AA");

const join = (dojoId: string, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: `/api/gkf/dojos/${dojoId}/join`, headers, payload: {} });
const decide = (dojoId: string, memberId: string, headers: Record<string, string>, decision: string) =>
  app.inject({
    method: "PATCH",
    url: `/api/gkf/dojos/${dojoId}/students/${memberId}`,
    headers,
    payload: { decision },
  });

describe("students", () => {
  it("a member asks to join (201); an instructor of that dojo accepts; the student list shows what instructors may see", async () => {
    const student = await activeMember(app, { dateOfBirth: "2016-03-01" });
    const asked = await join(first.dojo.id, student.headers);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: "REQUESTED", dojo: { id: first.dojo.id, code: first.dojo.code } });
    const waiting = await app.inject({
      method: "GET",
      url: `/api/gkf/dojos/${first.dojo.id}/students`,
      headers: first.head.headers,
    });
    expect(waiting.json().items).toEqual([
      expect.objectContaining({ member_id: student.userId, enrolment_status: "REQUESTED" }),
    ]);
    const accepted = await decide(first.dojo.id, student.userId, first.head.headers, "ACCEPTED");
    expect(accepted.statusCode).toBe(200);
    const row = accepted.json();
    expect(row).toMatchObject({
      member_id: student.userId,
      first_name: student.first_name,
      last_name: student.last_name,
      age_category: "U12",
      membership_status: "ACTIVE",
      compliance_status: "INCOMPLETE",
      enrolment_status: "ACTIVE",
    });
    // Never documents: no document fields, no file links.
    expect(JSON.stringify(row)).not.toMatch(/document|file_url|thumbnail/i);
    const again = await decide(first.dojo.id, student.userId, first.head.headers, "ACCEPTED");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_DECIDED");
  });

  it("refuses an instructor of another dojo and a member of another dojo", async () => {
    const student = await activeMember(app);
    await join(first.dojo.id, student.headers);
    const otherInstructor = await decide(first.dojo.id, student.userId, second.head.headers, "ACCEPTED");
    expect(otherInstructor.statusCode).toBe(403);
    expect(isErrorBody(otherInstructor.json())).toBe(true);
    const list = await app.inject({
      method: "GET",
      url: `/api/gkf/dojos/${first.dojo.id}/students`,
      headers: second.head.headers,
    });
    expect(list.statusCode).toBe(403);
    const otherStudent = await activeMember(app, { region: "AA" });
    await enrol(app, second.dojo.id, second.head, otherStudent);
    const asStudent = await app.inject({
      method: "GET",
      url: `/api/gkf/dojos/${first.dojo.id}/students`,
      headers: otherStudent.headers,
    });
    expect(asStudent.statusCode).toBe(403);
    const sessions = await app.inject({
      method: "GET",
      url: `/api/gkf/dojos/${first.dojo.id}/sessions?from=2026-06-01&to=2026-06-30`,
      headers: otherStudent.headers,
    });
    expect(sessions.statusCode).toBe(403);
  });

  it("refuses a member whose membership is not active, and a second request while one waits", async () => {
    const expired = await activeMember(app, { status: "EXPIRED" });
    const refused = await join(first.dojo.id, expired.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("MEMBERSHIP_NOT_ACTIVE");
    const member = await activeMember(app);
    const both = await Promise.all([join(first.dojo.id, member.headers), join(second.dojo.id, member.headers)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it("declines a request; the member may withdraw a request or leave, and the history stays", async () => {
    const member = await activeMember(app);
    await join(first.dojo.id, member.headers);
    const declined = await decide(first.dojo.id, member.userId, first.head.headers, "DECLINED");
    expect(declined.json().enrolment_status).toBe("DECLINED");
    await enrol(app, second.dojo.id, second.head, member);
    const left = await app.inject({
      method: "DELETE",
      url: `/api/gkf/dojos/${second.dojo.id}/join`,
      headers: member.headers,
    });
    expect(left.json().status).toBe("ENDED");
    const mine = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/training",
      headers: member.headers,
    });
    expect(mine.json().dojo).toBeNull();
    expect(mine.json().history.map((entry: { status: string }) => entry.status)).toEqual(["ENDED", "DECLINED"]);
  });

  it("a transfer ends the old enrolment (kept in the history) once the new dojo accepts: one home dojo", async () => {
    const member = await activeMember(app);
    await enrol(app, first.dojo.id, first.head, member);
    await join(second.dojo.id, member.headers);
    const before = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/training",
      headers: member.headers,
    });
    expect(before.json()).toMatchObject({
      dojo: { id: first.dojo.id },
      pending_request: { dojo: { id: second.dojo.id } },
    });
    await decide(second.dojo.id, member.userId, second.head.headers, "ACCEPTED");
    const after = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/training",
      headers: member.headers,
    });
    expect(after.json().dojo).toMatchObject({ id: second.dojo.id, my_role: "STUDENT" });
    expect(after.json().history).toEqual([
      expect.objectContaining({ dojo: expect.objectContaining({ id: second.dojo.id }), status: "ACTIVE" }),
      expect.objectContaining({ dojo: expect.objectContaining({ id: first.dojo.id }), status: "ENDED" }),
    ]);
    const rows = await app.db
      .selectFrom("dojo_enrolments")
      .select(["dojo_id", "status", "end_reason"])
      .where("user_id", "=", member.userId)
      .execute();
    expect(rows.filter((row) => row.status === "ACTIVE")).toHaveLength(1);
    expect(rows.find((row) => row.dojo_id === first.dojo.id)?.end_reason).toBe("TRANSFER");
  });
});

describe("instructors", () => {
  it("the head instructor adds an ACTIVE coach as assistant; credentials are flagged, never documents", async () => {
    const assistant = await activeMember(app, { role: "COACH" });
    await giveDocument(app, assistant.userId, "COACHING_LICENCE", { expiry: "2020-01-01" });
    const added = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${first.dojo.id}/instructors`,
      headers: first.head.headers,
      payload: { member: (await memberCode(assistant.userId)) as string },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ member_id: assistant.userId, role: "ASSISTANT", flagged: true });
    const states = Object.fromEntries(
      added.json().credentials.map((entry: { type: string; state: string }) => [entry.type, entry.state]),
    );
    expect(states).toEqual({ COACHING_LICENCE: "EXPIRED", FIRST_AID: "MISSING", SAFEGUARDING: "MISSING" });
    const list = await app.inject({
      method: "GET",
      url: `/api/gkf/dojos/${first.dojo.id}/instructors`,
      headers: assistant.headers,
    });
    expect(list.json().items.map((item: { role: string }) => item.role)).toEqual(["HEAD", "ASSISTANT"]);
    // A flagged instructor cannot lead a new training (422 in the error shape).
    const training = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${first.dojo.id}/trainings`,
      headers: first.head.headers,
      payload: {
        weekday: 2,
        start_time: "17:00",
        end_time: "18:30",
        lead_instructor: assistant.userId,
        counts_toward_grading: true,
      },
    });
    expect(training.statusCode).toBe(422);
    expect(training.json().code).toBe("INSTRUCTOR_NOT_CLEARED");
    // An assistant cannot add instructors; a non-coach cannot be added.
    const byAssistant = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${first.dojo.id}/instructors`,
      headers: assistant.headers,
      payload: { member: assistant.userId },
    });
    expect(byAssistant.statusCode).toBe(403);
    const athlete = await activeMember(app);
    const notCoach = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${first.dojo.id}/instructors`,
      headers: first.head.headers,
      payload: { member: athlete.userId },
    });
    expect(notCoach.statusCode).toBe(403);
    expect(notCoach.json().code).toBe("COACH_MEMBERSHIP_REQUIRED");
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/gkf/dojos/${first.dojo.id}/instructors/${assistant.userId}`,
      headers: first.head.headers,
    });
    expect(removed.json().items).toHaveLength(1);
  });

  it("refuses the head instructor of another dojo", async () => {
    const coach = await clearedCoach(app);
    const response = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${first.dojo.id}/instructors`,
      headers: second.head.headers,
      payload: { member: coach.userId },
    });
    expect(response.statusCode).toBe(403);
  });
});

async function memberCode(userId: string) {
  const row = await app.db.selectFrom("memberships").select("code").where("user_id", "=", userId).executeTakeFirst();
  return row?.code;
}
