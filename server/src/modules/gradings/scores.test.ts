import type { CandidateSheet, ScoreSheets } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { pdfTextRuns } from "../../test/pdf-text.js";
import { createTestApp } from "../../test/test-app.js";
import type { TestMember } from "../dojos/dojo-test-helpers.js";
import { apply, graded, publishedSession, sessionBody } from "./gradings-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts); sessions are created for 2026-07-18 and, once
// candidates have applied, held earlier (the exam day moved into the past, as time would).
freezeCalendar();
const { app } = await createTestApp();
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const accra = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
// Examiners: a 3rd dan and a 2nd dan who may award up to 1st kyu here, a 1st dan up to 5th kyu only.
const sensei = await graded(app, "DAN_3");
const second = await graded(app, "DAN_2");
const junior = await graded(app, "DAN_1");
const stranger = await graded(app, "DAN_4");

// Every candidate eligible for 4th kyu: no trainings or months needed, medical clearance given.
const minimums = await app.inject({
  method: "PUT",
  url: "/api/admin/gradings/minimums",
  headers: federation.headers,
  payload: { minimums: [{ grade: "KYU_4", months: 0, trainings: 0, min_age: null }] },
});
expect(minimums.statusCode, minimums.body).toBe(200);

const panel = [
  { member: sensei.userId, max_award: "KYU_1" as const },
  { member: second.userId, max_award: "KYU_1" as const },
  { member: junior.userId, max_award: "KYU_5" as const },
];
const regionSession = () =>
  publishedSession(
    app,
    accra,
    sessionBody(sensei.userId, { host: { kind: "REGION", region: "AA" }, examiners: panel }),
  );

/** The exam day moves into the past: the grading has been held. */
const hold = (id: string, day = "2026-06-10") =>
  app.db.updateTable("grading_sessions").set({ exam_date: day }).where("id", "=", id).execute();

const candidate = async (sessionId: string) => {
  const member = await graded(app, "KYU_5", { medical: true });
  const response = await apply(app, sessionId, member);
  expect(response.statusCode, response.body).toBe(201);
  return { member, application: response.json<{ id: string }>().id };
};

const putScores = (sessionId: string, who: TestMember, payload: Record<string, unknown>) =>
  app.inject({ method: "PUT", url: `/api/admin/gradings/${sessionId}/scores`, headers: who.headers, payload });
const putResults = (sessionId: string, who: TestMember, payload: Record<string, unknown>) =>
  app.inject({ method: "PUT", url: `/api/admin/gradings/${sessionId}/results`, headers: who.headers, payload });
const sheets = async (sessionId: string, who: TestMember = accra) => {
  const response = await app.inject({
    method: "GET",
    url: `/api/admin/gradings/${sessionId}/scores`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScoreSheets>();
};
const sheetOf = (all: ScoreSheets, application: string) =>
  all.candidates.find((entry) => entry.application === application) as CandidateSheet;
const marks = (application: string, passed: [boolean, boolean, boolean]) =>
  (["KIHON", "KATA", "KUMITE"] as const).map((component, index) => ({
    application,
    component,
    mark: passed[index] ? 7 : 3,
    passed: passed[index],
  }));
const record = async (who: TestMember) => {
  const response = await app.inject({
    method: "GET",
    url: "/api/my-account/membership/my-record",
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const myEvents = async (who: TestMember) => {
  const response = await app.inject({ method: "GET", url: "/api/my-account/membership/events", headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const sessionId = await regionSession();
const passing = await candidate(sessionId);
const partial = await candidate(sessionId);
const failing = await candidate(sessionId);
// Applied, but not ready to be examined: no medical clearance (and no official's override).
const unready = await graded(app, "KYU_5");
const unreadyApplication = (await apply(app, sessionId, unready)).json<{ id: string }>().id;

describe("score sheets", () => {
  it("takes no marks before the exam day", async () => {
    const response = await putScores(sessionId, sensei, { scores: marks(passing.application, [true, true, true]) });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe("GRADING_NOT_HELD_YET");
  });

  it("closing the session ends applications; marks then come from the exam day", async () => {
    const closed = await app.inject({
      method: "PATCH",
      url: `/api/admin/gradings/${sessionId}/close`,
      headers: accra.headers,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe("CLOSED");
    const late = await apply(app, sessionId, await graded(app, "KYU_5", { medical: true }));
    expect(late.json().code).toBe("APPLICATIONS_CLOSED");
    const again = await app.inject({
      method: "PATCH",
      url: `/api/admin/gradings/${sessionId}/close`,
      headers: accra.headers,
    });
    expect(again.json().code).toBe("INVALID_TRANSITION");
    await hold(sessionId);
  });

  it("refuses bad input with 400 naming the field", async () => {
    for (const payload of [
      { scores: [] },
      { scores: [{ application: passing.application, component: "KIHON", mark: 11, passed: true }] },
      { scores: [{ application: passing.application, component: "SPARRING", mark: 5, passed: true }] },
      { scores: [{ application: passing.application, component: "KATA", mark: 5 }] },
      {
        scores: [...marks(passing.application, [true, true, true]), marks(passing.application, [true, true, true])[0]],
      },
    ]) {
      const response = await putScores(sessionId, sensei, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("refuses someone not on the panel, another region's official, and an examiner naming another", async () => {
    const outsider = await putScores(sessionId, stranger, { scores: marks(passing.application, [true, true, true]) });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().code).toBe("NOT_ON_PANEL");
    const otherRegion = await putScores(sessionId, ashanti, {
      examiner: sensei.userId,
      scores: marks(passing.application, [true, true, true]),
    });
    expect(otherRegion.statusCode).toBe(403);
    for (const url of [`/api/admin/gradings/${sessionId}/scores`]) {
      const read = await app.inject({ method: "GET", url, headers: ashanti.headers });
      expect(read.statusCode).toBe(403);
    }
    const onBehalf = await putScores(sessionId, sensei, {
      examiner: second.userId,
      scores: marks(passing.application, [true, true, true]),
    });
    expect(onBehalf.statusCode).toBe(403);
    expect(onBehalf.json().code).toBe("NOT_ON_PANEL");
    for (const application of ["no-such-application", unreadyApplication]) {
      const notCandidate = await putScores(sessionId, sensei, { scores: marks(application, [true, true, true]) });
      expect(notCandidate.statusCode).toBe(422);
      expect(notCandidate.json().code).toBe("NOT_A_CANDIDATE");
    }
    // Only applications ready to be examined are on the sheets.
    expect((await sheets(sessionId)).candidates.map((entry) => entry.application)).toEqual([
      passing.application,
      partial.application,
      failing.application,
    ]);
    expect(
      (await sheets(sessionId)).candidates.every((entry) => entry.components.every((c) => c.marks.length === 0)),
    ).toBe(true);
  });

  it("refuses an examiner whose authorisation in the session is below the candidate's grade", async () => {
    const response = await putScores(sessionId, junior, { scores: marks(passing.application, [true, true, true]) });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: "EXAMINER_NOT_AUTHORISED" });
    expect(response.json().message).toContain("5th kyu");
    const results = await putResults(sessionId, junior, { results: [{ application: passing.application }] });
    expect(results.statusCode, results.body).toBe(403);
    expect(results.json().code).toBe("EXAMINER_NOT_AUTHORISED");
  });

  it("each examiner marks each candidate per component; the majority of those who marked decides", async () => {
    const own = await putScores(sessionId, sensei, {
      scores: [
        ...marks(passing.application, [true, true, true]),
        ...marks(partial.application, [true, false, false]),
        ...marks(failing.application, [false, false, false]),
      ],
    });
    expect(own.statusCode, own.body).toBe(200);
    // An official enters the 2nd dan's sheet on their behalf, naming them.
    const entered = await putScores(sessionId, accra, {
      examiner: second.userId,
      scores: [
        ...marks(passing.application, [true, true, false]),
        ...marks(partial.application, [true, true, false]),
        ...marks(failing.application, [false, true, false]),
      ],
    });
    expect(entered.statusCode, entered.body).toBe(200);
    // A tie (one pass, one fail) is not a majority: kumite of the first candidate waits for a third mark.
    const tied = sheetOf(entered.json(), passing.application);
    expect(tied.components.map((c) => c.verdict)).toEqual(["PASSED", "PASSED", "FAILED"]);
    // The 3rd dan changes their mind on one mark: it replaces the earlier one.
    await putScores(sessionId, sensei, {
      scores: [{ application: partial.application, component: "KATA", mark: 6, passed: true }],
    });
    const all = await sheets(sessionId);
    const first = sheetOf(all, passing.application);
    expect(first.member.id).toBe(passing.member.userId);
    expect(first.components[0]?.marks).toHaveLength(2);
    expect(first.components[0]?.marks.find((mark) => mark.examiner === second.userId)).toMatchObject({
      mark: 7,
      passed: true,
      recorded_by: accra.userId,
    });
    expect(first.proposed).toEqual({ result: "PARTIAL", retake: ["KUMITE"] });
    expect(sheetOf(all, partial.application).proposed).toEqual({ result: "PARTIAL", retake: ["KUMITE"] });
    expect(sheetOf(all, failing.application).proposed).toEqual({ result: "FAILED", retake: [] });
    // The examiners see the sheets too; the session shows among the ones they examine.
    expect((await sheets(sessionId, second)).candidates).toHaveLength(3);
    const examining = await app.inject({ method: "GET", url: "/api/gkf/gradings/examining", headers: second.headers });
    expect(examining.json().items.map((item: { id: string }) => item.id)).toContain(sessionId);
  });
});

describe("results", () => {
  it("completing is refused while a candidate has no result", async () => {
    const response = await app.inject({
      method: "PATCH",
      url: `/api/admin/gradings/${sessionId}/complete`,
      headers: accra.headers,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe("RESULTS_MISSING");
  });

  it("another region's official cannot confirm results; bad input is 400", async () => {
    const other = await putResults(sessionId, ashanti, { results: [{ application: passing.application }] });
    expect(other.statusCode).toBe(403);
    for (const payload of [
      { results: [] },
      { results: [{ application: passing.application, result: "GOOD" }] },
      { results: [{ application: passing.application, result: "PASSED", retake: ["KATA"] }] },
      { results: [{ application: passing.application, result: "PARTIAL", retake: ["KATA", "KUMITE", "KIHON"] }] },
    ]) {
      const response = await putResults(sessionId, accra, payload);
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it("a pass awards the grade: belt history, current belt, message, certificate and its QR check", async () => {
    // The third examiner's kumite mark breaks the tie; the official confirms the sheets' proposal.
    await putScores(sessionId, sensei, {
      scores: [{ application: passing.application, component: "KUMITE", mark: 8, passed: true }],
    });
    await putScores(sessionId, second, {
      scores: [{ application: passing.application, component: "KUMITE", mark: 6, passed: true }],
    });
    const confirmed = await putResults(sessionId, accra, { results: [{ application: passing.application }] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = sheetOf(confirmed.json(), passing.application).result;
    expect(result).toMatchObject({ result: "PASSED", retake: [], retake_deadline: null, decided_by: accra.userId });
    expect(result?.award_id).toBeTruthy();

    const mine = await record(passing.member);
    expect(mine.current_belt).toBe("KYU_4");
    const entry = mine.belt_history[0];
    expect(entry).toMatchObject({
      belt: "KYU_4",
      grading_date: "2026-06-10",
      source: "GKF_GRADING",
      confirmed_by: "GKF grading",
      certificate_id: result?.award_id,
    });
    expect(entry.examiner).toContain(sensei.first_name as string);
    expect(mine.belt_history.map((item: { source: string }) => item.source)).toEqual(["GKF_GRADING", "CERTIFICATE"]);

    const [message] = await outbox(app, passing.member.email as string);
    expect(message?.subject).toBe("You passed: 4th kyu");
    expect(message?.text).toContain(`/api/my-account/membership/grades/${result?.award_id}/certificate.pdf`);

    const pdf = await app.inject({ method: "GET", url: entry.certificate_url, headers: passing.member.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfTextRuns(pdf.rawPayload).join("\n");
    expect(text).toContain(`${passing.member.first_name} ${passing.member.last_name}`);
    expect(text).toContain("4th kyu");
    expect(text).toContain("GRADE CERTIFICATE");
    // Someone else's certificate is not theirs to download; the session's officials may.
    const foreign = await app.inject({ method: "GET", url: entry.certificate_url, headers: failing.member.headers });
    expect(foreign.statusCode).toBe(404);
    const official = await app.inject({
      method: "GET",
      url: result?.certificate_url as string,
      headers: accra.headers,
    });
    expect(official.statusCode).toBe(200);
    const otherRegion = await app.inject({
      method: "GET",
      url: result?.certificate_url as string,
      headers: ashanti.headers,
    });
    expect(otherRegion.statusCode).toBe(403);

    // The QR code's link (in the PDF) is checked publicly, without signing in.
    const token = /\/verify\/grade\/([A-Za-z0-9_.-]+)/.exec(pdf.rawPayload.toString("latin1"))?.[1] as string;
    expect(token).toBeTruthy();
    const check = await app.inject({ method: "GET", url: `/api/public/grades/verify/${token}` });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      valid: true,
      name: `${passing.member.first_name} ${passing.member.last_name}`,
      grade: "KYU_4",
      grading_date: "2026-06-10",
      venue: "Accra Sports Stadium hall",
    });
    const forged = await app.inject({
      method: "GET",
      url: `/api/public/grades/verify/${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("GRADE_CERTIFICATE_NOT_GENUINE");
    const malformed = await app.inject({ method: "GET", url: "/api/public/grades/verify/not-a-token" });
    expect(malformed.statusCode).toBe(400);

    // The result is final: no second confirmation, no more marks for that candidate.
    const twice = await putResults(sessionId, accra, {
      results: [{ application: passing.application, result: "FAILED" }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("RESULT_FINAL");
    const late = await putScores(sessionId, sensei, { scores: marks(passing.application, [false, false, false]) });
    expect(late.json().code).toBe("RESULT_FINAL");
  });

  it("PARTIAL and FAILED leave the belt as it was; PARTIAL names the parts to retake within 12 months", async () => {
    // An examiner authorised for 4th kyu confirms these two.
    const confirmed = await putResults(sessionId, sensei, {
      results: [{ application: partial.application }, { application: failing.application }],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(sheetOf(confirmed.json(), partial.application).result).toMatchObject({
      result: "PARTIAL",
      retake: ["KUMITE"],
      retake_deadline: "2027-06-10",
      award_id: null,
      certificate_url: null,
    });
    expect(sheetOf(confirmed.json(), failing.application).result).toMatchObject({ result: "FAILED", retake: [] });
    for (const who of [partial.member, failing.member]) {
      const mine = await record(who);
      expect(mine.current_belt).toBe("KYU_5");
      expect(mine.belt_history.every((item: { source: string }) => item.source === "CERTIFICATE")).toBe(true);
    }
    const [retakeMessage] = await outbox(app, partial.member.email as string);
    expect(retakeMessage?.text).toContain("retake kumite at a grading by 2027-06-10");
    const [failedMessage] = await outbox(app, failing.member.email as string);
    expect(failedMessage?.subject).toBe("Your grading result for 4th kyu");
  });

  it("the member's events page carries their gradings", async () => {
    const passed = await myEvents(passing.member);
    expect(passed.items).toEqual([]);
    expect(passed.gradings).toEqual([
      expect.objectContaining({
        application: passing.application,
        session: { id: sessionId, date: "2026-06-10", venue: "Accra Sports Stadium hall", status: "CLOSED" },
        from_grade: "KYU_5",
        grade: "KYU_4",
        result: "PASSED",
        retake_deadline: null,
        certificate_url: expect.stringContaining("/certificate.pdf"),
      }),
    ]);
    const retaking = await myEvents(partial.member);
    expect(retaking.gradings[0]).toMatchObject({
      result: "PARTIAL",
      retake: ["KUMITE"],
      retake_deadline: "2027-06-10",
    });
  });

  it("completing a session with every result; it then takes no marks", async () => {
    const completed = await app.inject({
      method: "PATCH",
      url: `/api/admin/gradings/${sessionId}/complete`,
      headers: accra.headers,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().status).toBe("COMPLETED");
    const late = await putScores(sessionId, sensei, { scores: marks(partial.application, [true, true, true]) });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("GRADING_NOT_OPEN_FOR_RESULTS");
  });

  it("a retake: at a later grading for the same grade the parts passed count, only the rest is marked", async () => {
    const later = await regionSession();
    const response = await apply(app, later, partial.member);
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json().id as string;
    await hold(later, "2026-06-14");
    const before = sheetOf(await sheets(later), application);
    expect(before.components.map((c) => [c.component, c.verdict, c.credited])).toEqual([
      ["KIHON", "PASSED", true],
      ["KATA", "PASSED", true],
      ["KUMITE", "PENDING", false],
    ]);
    await putScores(later, sensei, {
      scores: [{ application, component: "KUMITE", mark: 7, passed: true }],
    });
    const confirmed = await putResults(later, accra, { results: [{ application }] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(sheetOf(confirmed.json(), application).result?.result).toBe("PASSED");
    expect((await record(partial.member)).current_belt).toBe("KYU_4");
  });
});

describe("two officials confirming at once", () => {
  it("one result, one award, one message: the other is told RESULT_FINAL", async () => {
    const session = await regionSession();
    const { member, application } = await candidate(session);
    await hold(session);
    const marked = await putScores(session, sensei, { scores: marks(application, [true, true, true]) });
    expect(marked.statusCode, marked.body).toBe(200);
    const answers = await Promise.all([
      putResults(session, accra, { results: [{ application }] }),
      putResults(session, federation, { results: [{ application }] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe("RESULT_FINAL");
    const awards = await app.db
      .selectFrom("awarded_grades")
      .select("id")
      .where("user_id", "=", member.userId)
      .execute();
    expect(awards).toHaveLength(1);
    const told = (await outbox(app, member.email as string)).filter((message) =>
      message.subject?.startsWith("You passed"),
    );
    expect(told).toHaveLength(1);
  });
});
