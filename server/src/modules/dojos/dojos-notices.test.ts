// Who is told what when a dojo or a join request is decided (issue 13): each message reaches the
// person concerned, in their language, with the page where they act, and nobody else.
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { fee, setFees } from "../../test/fee-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import type { SandboxProvider } from "../payments/sandbox-provider.js";
import { activeDojo, activeMember, clearedCoach, enrol, registerDojo, type TestMember } from "./dojo-test-helpers.js";

// The season is 2026 and today is 2026-06-15 (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const sandbox = app.services.payments.provider as SandboxProvider;
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
await setFees(app, federation, [fee("COACH", "DOJO_AFFILIATION", 50_000)]);

const INSTRUCTOR_LINK = "/dashboard/my-activities/index";
const MEMBER_LINK = "/dashboard/my-membership/training";

/** The messages a person received that name this dojo. */
async function about(person: TestMember, dojoName: string) {
  return (await outbox(app, person.email as string)).filter((message) => message.text.includes(dojoName));
}

async function dojoName(dojoId: string): Promise<string> {
  const row = await app.db.selectFrom("dojos").select("name").where("id", "=", dojoId).executeTakeFirstOrThrow();
  return row.name;
}

const decideDojo = (dojoId: string, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: `/api/admin/dojos/${dojoId}`, headers: federation.headers, payload });
const decideStudent = (dojoId: string, memberId: string, head: TestMember, decision: string) =>
  app.inject({
    method: "PATCH",
    url: `/api/gkf/dojos/${dojoId}/students/${memberId}`,
    headers: head.headers,
    payload: { decision },
  });
const join = (dojoId: string, member: TestMember) =>
  app.inject({ method: "POST", url: `/api/gkf/dojos/${dojoId}/join`, headers: member.headers, payload: {} });

async function speaksFrench(member: TestMember) {
  const changed = await app.inject({
    method: "PATCH",
    url: "/api/my-account/profile/update",
    headers: member.headers,
    payload: { language: "fr" },
  });
  expect(changed.statusCode).toBe(200);
}

describe("messages about a dojo's decisions", () => {
  it("tells the head instructor that the dojo is approved, with the season's affiliation to pay; nobody else", async () => {
    const head = await clearedCoach(app);
    const dojo = await registerDojo(app, head);
    const name = await dojoName(dojo.id);
    expect(await about(head, name)).toEqual([]);
    expect((await decideDojo(dojo.id, { decision: "ACTIVE" })).statusCode).toBe(200);
    const messages = await about(head, name);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe(`Your dojo ${name} is approved`);
    expect(messages[0]?.text).toContain(dojo.code);
    expect(messages[0]?.text).toContain("Pay its 2026 affiliation by 2026-07-15");
    expect(messages[0]?.text).toContain(INSTRUCTOR_LINK);
    expect(await about(federation, name)).toEqual([]);
  });

  it("tells a French-speaking head instructor the rejection and its reason, in French", async () => {
    const head = await clearedCoach(app);
    await speaksFrench(head);
    const dojo = await registerDojo(app, head);
    const name = await dojoName(dojo.id);
    const refused = await decideDojo(dojo.id, { decision: "REJECTED", reason: "Adresse incomplète" });
    expect(refused.statusCode).toBe(200);
    const messages = await about(head, name);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe(`Votre dojo ${name} n'a pas été approuvé`);
    expect(messages[0]?.text).toContain("Motif : Adresse incomplète");
    expect(messages[0]?.text).toContain(INSTRUCTOR_LINK);
    expect(await about(federation, name)).toEqual([]);
  });

  it("tells the head instructor a suspension with its reason and the reinstatement; the students hear nothing of it", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const name = await dojoName(dojo.id);
    const student = await activeMember(app);
    await enrol(app, dojo.id, head, student);
    const before = (await about(head, name)).length;
    const suspended = await decideDojo(dojo.id, { decision: "SUSPENDED", reason: "Unsafe training hall" });
    expect(suspended.statusCode).toBe(200);
    const [suspension] = await about(head, name);
    expect(suspension?.subject).toBe(`Your dojo ${name} is suspended`);
    expect(suspension?.text).toContain("Reason: Unsafe training hall");
    expect(suspension?.text).toContain(INSTRUCTOR_LINK);
    expect((await decideDojo(dojo.id, { decision: "ACTIVE" })).statusCode).toBe(200);
    const after = await about(head, name);
    expect(after).toHaveLength(before + 2);
    expect(after[0]?.subject).toBe(`Your dojo ${name} is reinstated`);
    expect(after[0]?.text).toContain("lifted the suspension");
    // A refused decision (already active) tells nobody anything.
    expect((await decideDojo(dojo.id, { decision: "ACTIVE" })).statusCode).toBe(409);
    expect(await about(head, name)).toHaveLength(before + 2);
    const studentMessages = await about(student, name);
    expect(studentMessages.map((message) => message.subject)).toEqual([`Welcome to ${name}`]);
  });

  it("tells the head instructor once when the season lapses (two runs at once), then that paying made it active again", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const name = await dojoName(dojo.id);
    const recent = await activeDojo(app, federation);
    const recentName = await dojoName(recent.dojo.id);
    const student = await activeMember(app);
    await enrol(app, dojo.id, head, student);
    await app.db.updateTable("dojos").set({ approved_on: "2025-03-01" }).where("id", "=", dojo.id).execute();
    await Promise.all([app.services.dojos.affiliation.lapseUnpaid(), app.services.dojos.affiliation.lapseUnpaid()]);
    await app.services.dojos.affiliation.lapseUnpaid();
    const lapses = (await about(head, name)).filter((message) => message.subject?.includes("has lapsed"));
    expect(lapses).toHaveLength(1);
    expect(lapses[0]?.subject).toBe(`The affiliation of ${name} has lapsed`);
    expect(lapses[0]?.text).toContain("The 2026 affiliation");
    expect(lapses[0]?.text).toContain(INSTRUCTOR_LINK);
    expect((await about(recent.head, recentName)).some((message) => message.subject?.includes("lapsed"))).toBe(false);
    expect((await about(student, name)).some((message) => message.subject?.includes("lapsed"))).toBe(false);

    // Paying: the receipt (payments) and one affiliation message, however often it is verified.
    const before = (await about(head, name)).length;
    const started = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${dojo.id}/affiliation/pay`,
      headers: head.headers,
    });
    const { reference } = started.json();
    await sandbox.settle(reference, "success");
    const verify = () =>
      app.inject({
        method: "POST",
        url: "/api/my-account/membership/payment/verify",
        headers: head.headers,
        payload: { reference },
      });
    const [a, b] = await Promise.all([verify(), verify()]);
    expect(a.json().status).toBe("SUCCESS");
    expect(b.json().status).toBe("SUCCESS");
    const after = await about(head, name);
    expect(after).toHaveLength(before + 2);
    const affiliated = after.filter((message) => message.subject === `${name} is affiliated for 2026`);
    expect(affiliated).toHaveLength(1);
    expect(affiliated[0]?.text).toContain("The dojo is active again.");
    expect(affiliated[0]?.text).toContain(INSTRUCTOR_LINK);
    expect(affiliated[0]?.text).not.toContain("500.00");
    expect(await about(student, name)).toHaveLength(1);
    expect(await about(federation, name)).toEqual([]);
  });
});

describe("messages about students and instructors", () => {
  it("tells the member their request was accepted (a transfer names the old dojo) or declined; not the instructors", async () => {
    const first = await activeDojo(app, federation);
    const second = await activeDojo(app, federation, "AA");
    const [firstName, secondName] = [await dojoName(first.dojo.id), await dojoName(second.dojo.id)];
    const student = await activeMember(app);
    const bystander = await activeMember(app);
    await enrol(app, first.dojo.id, first.head, student);
    const [welcome] = await about(student, firstName);
    expect(welcome?.subject).toBe(`Welcome to ${firstName}`);
    expect(welcome?.text).toContain(MEMBER_LINK);

    await speaksFrench(student);
    expect((await join(second.dojo.id, student)).statusCode).toBe(201);
    expect((await decideStudent(second.dojo.id, student.userId, second.head, "ACCEPTED")).statusCode).toBe(200);
    const [transfer] = await about(student, secondName);
    expect(transfer?.subject).toBe(`Bienvenue à ${secondName}`);
    expect(transfer?.text).toContain(`Votre inscription à ${firstName} a pris fin`);
    expect(transfer?.text).toContain(MEMBER_LINK);

    expect((await join(first.dojo.id, bystander)).statusCode).toBe(201);
    expect((await decideStudent(first.dojo.id, bystander.userId, first.head, "DECLINED")).statusCode).toBe(200);
    const [declined] = await about(bystander, firstName);
    expect(declined?.subject).toBe(`Your request to join ${firstName}`);
    expect(declined?.text).toContain("declined your request");
    expect(declined?.text).toContain(MEMBER_LINK);

    // The instructors acted: they are told nothing; the other student hears nothing of it.
    expect((await about(first.head, firstName)).map((message) => message.subject)).toEqual([
      `Your dojo ${firstName} is approved`,
    ]);
    expect((await about(second.head, secondName)).map((message) => message.subject)).toEqual([
      `Your dojo ${secondName} is approved`,
    ]);
    expect((await about(student, firstName)).some((message) => message.text.includes("declined"))).toBe(false);
  });

  it("tells the member when an instructor ends their enrolment, not when they leave themselves", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const name = await dojoName(dojo.id);
    const removed = await activeMember(app);
    const leaving = await activeMember(app);
    await enrol(app, dojo.id, head, removed);
    await enrol(app, dojo.id, head, leaving);
    expect((await decideStudent(dojo.id, removed.userId, head, "ENDED")).statusCode).toBe(200);
    const [ended] = await about(removed, name);
    expect(ended?.subject).toBe(`Your enrolment at ${name} has ended`);
    expect(ended?.text).toContain(MEMBER_LINK);
    const left = await app.inject({
      method: "DELETE",
      url: `/api/gkf/dojos/${dojo.id}/join`,
      headers: leaving.headers,
    });
    expect(left.statusCode).toBeLessThan(300);
    expect((await about(leaving, name)).map((message) => message.subject)).toEqual([`Welcome to ${name}`]);
    expect(await about(head, name)).toHaveLength(1);
  });

  it("tells a coach added as an assistant instructor, naming the head instructor; nobody else", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const name = await dojoName(dojo.id);
    const assistant = await clearedCoach(app);
    const other = await clearedCoach(app);
    const added = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${dojo.id}/instructors`,
      headers: head.headers,
      payload: { member: assistant.userId },
    });
    expect(added.statusCode).toBeLessThan(300);
    const messages = await about(assistant, name);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe(`You teach at ${name}`);
    expect(messages[0]?.text).toContain(`${head.first_name} ${head.last_name} added you as an assistant instructor`);
    expect(messages[0]?.text).toContain(INSTRUCTOR_LINK);
    // Added again: refused, and no second message.
    const again = await app.inject({
      method: "POST",
      url: `/api/gkf/dojos/${dojo.id}/instructors`,
      headers: head.headers,
      payload: { member: assistant.userId },
    });
    expect(again.statusCode).toBe(409);
    expect(await about(assistant, name)).toHaveLength(1);
    expect(await about(head, name)).toHaveLength(1);
    expect(await about(other, name)).toEqual([]);
  });
});
