import { randomUUID } from "node:crypto";
import { isErrorBody } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, activeMember, enrol, type TestMember } from "./dojo-test-helpers.js";

// 2026-06-15 is a Monday: sessions are counted from a known day.
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const { head, dojo } = await activeDojo(app, federation, "AH");
const other = await activeDojo(app, federation, "NP");
const students = [await activeMember(app), await activeMember(app)] as [TestMember, TestMember];
for (const student of students) await enrol(app, dojo.id, head, student);

const schedule = (payload: Record<string, unknown>, headers = head.headers, dojoId = dojo.id) =>
  app.inject({
    method: "POST",
    url: `/api/gkf/dojos/${dojoId}/trainings`,
    headers,
    payload: { weekday: 1, start_time: "17:30", end_time: "19:00", counts_toward_grading: true, ...payload },
  });
const sessions = (from: string, to: string, headers = head.headers) =>
  app.inject({ method: "GET", url: `/api/gkf/dojos/${dojo.id}/sessions?from=${from}&to=${to}`, headers });
const attendance = (sessionId: string, entries: unknown[], headers = head.headers) =>
  app.inject({
    method: "PUT",
    url: `/api/gkf/dojos/${dojo.id}/sessions/${sessionId}/attendance`,
    headers,
    payload: { entries },
  });

const monday = await schedule({ title: "Kata", lead_instructor: head.userId, starts_on: "2026-06-01" });
const mondayTraining = monday.json();

describe("trainings and sessions", () => {
  it("a weekly schedule (201) produces one session per week on its weekday, made once however many read", async () => {
    expect(monday.statusCode).toBe(201);
    expect(mondayTraining).toMatchObject({
      weekday: 1,
      start_time: "17:30",
      end_time: "19:00",
      lead_instructor: { member_id: head.userId, flagged: false },
      counts_toward_grading: true,
    });
    const reads = await Promise.all([sessions("2026-06-01", "2026-06-30"), sessions("2026-06-01", "2026-06-30")]);
    for (const read of reads) {
      expect(read.statusCode).toBe(200);
      expect(read.json().items.map((item: { date: string }) => item.date)).toEqual([
        "2026-06-01",
        "2026-06-08",
        "2026-06-15",
        "2026-06-22",
        "2026-06-29",
      ]);
    }
    const stored = await app.db
      .selectFrom("dojo_sessions")
      .select("id")
      .where("training_id", "=", mondayTraining.id)
      .execute();
    expect(stored).toHaveLength(5);
    // Students of the dojo see the sessions too.
    expect((await sessions("2026-06-01", "2026-06-07", students[0].headers)).statusCode).toBe(200);
  });

  it("refuses bad times (HH:MM, end after start) and ranges with 400, and a lead from another dojo with 422", async () => {
    const badTime = await schedule({ start_time: "25:00", lead_instructor: head.userId });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fields).toHaveProperty("start_time");
    const backwards = await schedule({ start_time: "19:00", end_time: "18:00", lead_instructor: head.userId });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty("end_time");
    const stranger = await schedule({ lead_instructor: other.head.userId });
    expect(stranger.statusCode).toBe(422);
    const range = await sessions("2026-06-30", "2026-06-01");
    expect(range.statusCode).toBe(400);
    expect((await sessions("2026-01-01", "2026-12-31")).statusCode).toBe(400);
  });

  it("refuses an instructor of another dojo and a student scheduling", async () => {
    const foreign = await schedule({ lead_instructor: other.head.userId }, other.head.headers);
    expect(foreign.statusCode).toBe(403);
    expect(isErrorBody(foreign.json())).toBe(true);
    expect((await schedule({ lead_instructor: head.userId }, students[0].headers)).statusCode).toBe(403);
  });

  it("cancels a session with a note (required), and restores it", async () => {
    const [session] = (await sessions("2026-06-22", "2026-06-22")).json().items;
    const url = `/api/gkf/dojos/${dojo.id}/sessions/${session.id}`;
    const noNote = await app.inject({ method: "PATCH", url, headers: head.headers, payload: { cancelled: true } });
    expect(noNote.statusCode).toBe(400);
    const cancelled = await app.inject({
      method: "PATCH",
      url,
      headers: head.headers,
      payload: { cancelled: true, note: "The hall is closed for repairs." },
    });
    expect(cancelled.json()).toMatchObject({ cancelled: true, cancel_note: "The hall is closed for repairs." });
    const roll = await attendance(session.id, [
      { member: students[0].userId, status: "PRESENT", client_id: randomUUID() },
    ]);
    expect(roll.statusCode).toBe(409);
    const byStudent = await app.inject({
      method: "PATCH",
      url,
      headers: students[0].headers,
      payload: { cancelled: false },
    });
    expect(byStudent.statusCode).toBe(403);
    const restored = await app.inject({ method: "PATCH", url, headers: head.headers, payload: { cancelled: false } });
    expect(restored.json()).toMatchObject({ cancelled: false, cancel_note: null });
  });
});

describe("attendance", () => {
  it("records a roll call; the same entries sent twice, or by two requests at once, are recorded once", async () => {
    const [session] = (await sessions("2026-06-08", "2026-06-08")).json().items;
    const entries = [
      { member: students[0].userId, status: "PRESENT", client_id: randomUUID() },
      { member: students[1].userId, status: "LATE", client_id: randomUUID() },
    ];
    const [a, b] = await Promise.all([attendance(session.id, entries), attendance(session.id, entries)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().recorded, b.json().recorded].sort()).toEqual([0, 2]);
    const again = await attendance(session.id, entries);
    expect(again.json()).toMatchObject({ recorded: 0, repeated: 2 });
    expect(again.json().session.attendance).toEqual({ PRESENT: 1, LATE: 1, EXCUSED: 0, ABSENT: 0 });
    const stored = await app.db
      .selectFrom("dojo_attendance_entries")
      .select("client_id")
      .where("session_id", "=", session.id)
      .execute();
    expect(stored).toHaveLength(2);
    // A later entry for the same student (a correction) replaces the status.
    const corrected = await attendance(session.id, [
      { member: students[1].userId, status: "EXCUSED", client_id: randomUUID() },
    ]);
    expect(
      corrected.json().items.find((item: { member_id: string }) => item.member_id === students[1].userId).status,
    ).toBe("EXCUSED");
  });

  it("refuses members who are not students of the dojo (422, nothing recorded), and other dojos' instructors", async () => {
    const [session] = (await sessions("2026-06-15", "2026-06-15")).json().items;
    const outsider = await activeMember(app);
    const refused = await attendance(session.id, [
      { member: students[0].userId, status: "PRESENT", client_id: randomUUID() },
      { member: outsider.userId, status: "PRESENT", client_id: randomUUID() },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "NOT_ENROLLED", fields: { "entries.1.member": expect.any(String) } });
    const roll = await app.inject({
      method: "GET",
      url: `/api/gkf/dojos/${dojo.id}/sessions/${session.id}/attendance`,
      headers: head.headers,
    });
    expect(roll.json().items.every((item: { status: string | null }) => item.status === null)).toBe(true);
    expect(
      roll
        .json()
        .items.map((item: { member_id: string }) => item.member_id)
        .sort(),
    ).toEqual(students.map((student) => student.userId).sort());
    const foreign = await attendance(
      session.id,
      [{ member: students[0].userId, status: "PRESENT", client_id: randomUUID() }],
      other.head.headers,
    );
    expect(foreign.statusCode).toBe(403);
    const byStudent = await attendance(
      session.id,
      [{ member: students[0].userId, status: "PRESENT", client_id: randomUUID() }],
      students[0].headers,
    );
    expect(byStudent.statusCode).toBe(403);
  });

  it("refuses a malformed entry with 400", async () => {
    const [session] = (await sessions("2026-06-15", "2026-06-15")).json().items;
    const bad = await attendance(session.id, [{ member: students[0].userId, status: "HERE", client_id: "x" }]);
    expect(bad.statusCode).toBe(400);
    expect(isErrorBody(bad.json())).toBe(true);
  });
});

describe("my training", () => {
  it("shows the member's dojo, upcoming sessions, attendance history and rate", async () => {
    const [session] = (await sessions("2026-06-01", "2026-06-01")).json().items;
    await attendance(session.id, [{ member: students[0].userId, status: "ABSENT", client_id: randomUUID() }]);
    const response = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/training",
      headers: students[0].headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dojo).toMatchObject({ id: dojo.id, my_role: "STUDENT", affiliation: { state: "DUE" } });
    expect(body.upcoming_sessions.map((item: { date: string }) => item.date)).toEqual([
      "2026-06-15",
      "2026-06-22",
      "2026-06-29",
    ]);
    expect(body.attendance.map((item: { date: string; status: string }) => [item.date, item.status])).toEqual([
      ["2026-06-08", "PRESENT"],
      ["2026-06-01", "ABSENT"],
    ]);
    expect(body.rate).toEqual({ attended: 1, recorded: 2, percent: 50 });
    const none = await activeMember(app);
    const empty = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/training",
      headers: none.headers,
    });
    expect(empty.json()).toMatchObject({ dojo: null, upcoming_sessions: [], attendance: [], rate: { percent: null } });
  });

  it("ending a training keeps past sessions and drops later ones", async () => {
    const ended = await app.inject({
      method: "DELETE",
      url: `/api/gkf/dojos/${dojo.id}/trainings/${mondayTraining.id}`,
      headers: head.headers,
    });
    expect(ended.json().ends_on).toBe("2026-06-15");
    const read = await sessions("2026-06-01", "2026-06-30");
    expect(read.json().items.map((item: { date: string }) => item.date)).toEqual([
      "2026-06-01",
      "2026-06-08",
      "2026-06-15",
    ]);
  });
});
