import { isErrorBody } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, enrol } from "../dojos/dojo-test-helpers.js";
import type { SandboxProvider } from "../payments/sandbox-provider.js";
import { athlete, enter, eventBody, publishedEvent, withdraw } from "./events-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts); the events are on 10 July.
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const sandbox = app.services.payments.provider as SandboxProvider;
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const seminar = (overrides: Parameters<typeof eventBody>[0] = {}) =>
  eventBody({ type: "SEMINAR", title: "Kata seminar", categories: [], ...overrides });

describe("entering an event", () => {
  it("a free entry of an eligible member is CONFIRMED at once and shows on their events page", async () => {
    const member = await athlete(app);
    const event = await publishedEvent(app, federation);
    const response = await enter(app, event.id, member);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: "CONFIRMED",
      category: "SEN-F-KATA",
      entered_by: "MEMBER",
      eligibility: { eligible: true },
      result: null,
    });
    const again = await enter(app, event.id, member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_ENTERED" });
    const mine = await app.inject({ method: "GET", url: "/api/my-account/membership/events", headers: member.headers });
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        status: "CONFIRMED",
        event: expect.objectContaining({ id: event.id, title: "Ashanti Open" }),
      }),
    ]);
  });

  it("refuses an ineligible entry naming each failing rule (403 NOT_ELIGIBLE)", async () => {
    const member = await athlete(app, { medical: false });
    const event = await publishedEvent(app, federation);
    const response = await enter(app, event.id, member, { category: "CAD-F-KATA" });
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(isErrorBody(body)).toBe(true);
    expect(body.code).toBe("NOT_ELIGIBLE");
    expect(Object.keys(body.fields).sort()).toEqual(["AGE_GROUP", "MEDICAL_CLEARANCE"]);
    expect(body.message).toContain("not in the CADET age group");
    const noCategory = await enter(app, event.id, member, {});
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({ code: "CATEGORY_REQUIRED" });
    const rows = await app.db.selectFrom("event_entries").selectAll().where("event_id", "=", event.id).execute();
    expect(rows).toEqual([]);
  });

  it("a minor's own entry needs their consent (until guardians exist)", async () => {
    const minor = await athlete(app, { dateOfBirth: "2011-03-01" });
    const event = await publishedEvent(app, federation);
    const refused = await enter(app, event.id, minor, { category: "CAD-F-KATA" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fields).toEqual({ GUARDIAN_CONSENT: expect.any(String) });
    // In French: the message, and each failing rule's reason (decision 154).
    const refusedInFrench = await app.inject({
      method: "POST",
      url: `/api/gkf/events/${event.id}/entries`,
      headers: { ...minor.headers, "accept-language": "fr" },
      payload: { category: "CAD-F-KATA" },
    });
    expect(refusedInFrench.json()).toMatchObject({
      code: "NOT_ELIGIBLE",
      message: "Vous ne remplissez pas les conditions de cet événement.",
      fields: { GUARDIAN_CONSENT: "L'inscription d'un mineur demande un consentement." },
    });
    const entered = await enter(app, event.id, minor, { category: "CAD-F-KATA", consent: true });
    expect(entered.json()).toMatchObject({ status: "CONFIRMED", consent_given: true });
  });

  it("a full event waitlists; a withdrawal gives the place to the first waitlisted, who is told", async () => {
    const event = await publishedEvent(app, federation, seminar({ capacity: 1 }));
    const [first, second, third] = [await athlete(app), await athlete(app), await athlete(app)];
    const a = await enter(app, event.id, first, {});
    const b = await enter(app, event.id, second, {});
    const c = await enter(app, event.id, third, {});
    expect([a.json().status, b.json().status, c.json().status]).toEqual(["CONFIRMED", "WAITLISTED", "WAITLISTED"]);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({
      reason: "The event is full: on the waiting list.",
      reason_code: "WAITLISTED",
      reason_note: null,
    });
    // Someone else's entry cannot be withdrawn.
    const notMine = await withdraw(app, event.id, a.json().id, second);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ code: "NOT_YOUR_ENTRY" });
    const withdrawn = await app.inject({
      method: "PATCH",
      url: `/api/gkf/events/${event.id}/entries/${a.json().id}/withdraw`,
      headers: first.headers,
      payload: { note: "Injured at training." },
    });
    // The note as written, beside the code the web app words; the sentence for API clients.
    expect(withdrawn.json()).toMatchObject({
      status: "WITHDRAWN",
      reason: "Withdrawn: Injured at training.",
      reason_code: "WITHDRAWN",
      reason_note: "Injured at training.",
    });
    const view = await app.inject({ method: "GET", url: `/api/gkf/events/${event.id}`, headers: second.headers });
    expect(view.json()).toMatchObject({ places_taken: 1, waitlisted: 1, my_entries: [{ status: "CONFIRMED" }] });
    const messages = await outbox(app, second.email as string);
    expect(messages[0]?.subject).toBe("A place is yours: Kata seminar");
    expect(messages[0]?.text).toContain("Your entry is confirmed.");
    const toThird = await outbox(app, third.email as string);
    expect(toThird.filter((message) => message.subject?.startsWith("A place is yours"))).toEqual([]);
    const twice = await withdraw(app, event.id, a.json().id, first);
    expect(twice.statusCode).toBe(409);
  });

  it("the same entry sent three times at once (a double tap) is one entry; the others are told ALREADY_ENTERED", async () => {
    const event = await publishedEvent(app, federation, seminar({ capacity: 5 }));
    const member = await athlete(app);
    const answers = await Promise.all([1, 2, 3].map(() => enter(app, event.id, member, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: "ALREADY_ENTERED" });
    }
    const row = await app.db.selectFrom("events").select("places_taken").where("id", "=", event.id).executeTakeFirst();
    expect(row?.places_taken).toBe(1);
  });

  it("parallel entries never exceed the capacity", async () => {
    const event = await publishedEvent(app, federation, seminar({ capacity: 3 }));
    const members = await Promise.all(Array.from({ length: 6 }, () => athlete(app)));
    const responses = await Promise.all(members.map((member) => enter(app, event.id, member, {})));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const statuses = responses.map((response) => response.json().status as string).sort();
    expect(statuses).toEqual(["CONFIRMED", "CONFIRMED", "CONFIRMED", "WAITLISTED", "WAITLISTED", "WAITLISTED"]);
    const row = await app.db.selectFrom("events").select("places_taken").where("id", "=", event.id).executeTakeFirst();
    expect(row?.places_taken).toBe(3);
  });
});

describe("instructors entering students", () => {
  it("an instructor with a valid coaching licence enters a student; a non-student is refused", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const student = await athlete(app);
    await enrol(app, dojo.id, head, student);
    const event = await publishedEvent(app, federation);
    const entered = await enter(app, event.id, head, { member: student.userId, category: "SEN-F-KUM-55" });
    expect(entered.statusCode).toBe(201);
    expect(entered.json()).toMatchObject({
      entered_by: "INSTRUCTOR",
      member: { id: student.userId },
      status: "CONFIRMED",
    });
    const stranger = await athlete(app);
    const refused = await enter(app, event.id, head, { member: stranger.userId, category: "SEN-F-KATA" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "NOT_YOUR_STUDENT" });
    // The instructor who entered them may withdraw the entry.
    const withdrawn = await withdraw(app, event.id, entered.json().id, head);
    expect(withdrawn.json()).toMatchObject({ status: "WITHDRAWN" });
  });

  it("refuses a coach without a valid coaching licence", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const student = await athlete(app);
    await enrol(app, dojo.id, head, student);
    await app.db
      .updateTable("documents")
      .set({ expiry_date: "2026-01-01" })
      .where("user_id", "=", head.userId)
      .where("document_type", "=", "COACHING_LICENCE")
      .execute();
    const event = await publishedEvent(app, federation);
    const refused = await enter(app, event.id, head, { member: student.userId, category: "SEN-F-KATA" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "COACHING_LICENCE_REQUIRED" });
  });

  it("a minor entered by their instructor waits for the member's consent", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const minor = await athlete(app, { dateOfBirth: "2011-03-01" });
    await enrol(app, dojo.id, head, minor);
    const event = await publishedEvent(app, federation);
    const entered = await enter(app, event.id, head, { member: minor.userId, category: "CAD-F-KATA" });
    expect(entered.json()).toMatchObject({ status: "SUBMITTED", consent_given: false, reason_code: "WAITING_CONSENT" });
    const url = `/api/gkf/events/${event.id}/entries/${entered.json().id}/consent`;
    const byCoach = await app.inject({ method: "PATCH", url, headers: head.headers });
    expect(byCoach.statusCode).toBe(403);
    const consented = await app.inject({ method: "PATCH", url, headers: minor.headers });
    expect(consented.json()).toMatchObject({
      status: "CONFIRMED",
      consent_given: true,
      reason: null,
      reason_code: null,
    });
  });
});

describe("the entry fee", () => {
  it("is paid through the payments module (EVENT_ENTRY), credited once, and confirms the entry", async () => {
    const member = await athlete(app);
    const event = await publishedEvent(app, federation, seminar({ fee: 5_000 }));
    const entered = await enter(app, event.id, member, {});
    expect(entered.json()).toMatchObject({
      status: "SUBMITTED",
      reason: "Waiting for the entry fee.",
      reason_code: "WAITING_FEE",
    });
    const url = `/api/gkf/events/${event.id}/entries/${entered.json().id}/pay`;
    const [first, second] = await Promise.all([
      app.inject({ method: "POST", url, headers: member.headers }),
      app.inject({ method: "POST", url, headers: member.headers }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const { reference } = first.json();
    expect(first.json()).toMatchObject({ amount: 5_000, currency: "GHS" });
    await sandbox.settle(reference, "success");
    const verify = () =>
      app.inject({
        method: "POST",
        url: "/api/my-account/membership/payment/verify",
        headers: member.headers,
        payload: { reference },
      });
    const [a, b] = await Promise.all([verify(), verify()]);
    expect(a.json()).toMatchObject({ status: "SUCCESS", purpose: "EVENT_ENTRY" });
    expect(b.json().receipt_number).toBe(a.json().receipt_number);
    const view = await app.inject({ method: "GET", url: `/api/gkf/events/${event.id}`, headers: member.headers });
    expect(view.json().my_entries).toEqual([
      expect.objectContaining({ status: "CONFIRMED", payment_reference: reference }),
    ]);
    const receipts = (await outbox(app, member.email as string)).filter((message) =>
      message.text.includes("entry fee (Kata seminar)"),
    );
    expect(receipts).toHaveLength(1);
    const paidAgain = await app.inject({ method: "POST", url, headers: member.headers });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toMatchObject({ code: "NOTHING_TO_PAY" });
  });
});

describe("closing the entry list", () => {
  it("checks every entry again: the ineligible, the unpaid and the waitlisted are REJECTED with a reason", async () => {
    const event = await publishedEvent(app, federation, eventBody({ capacity: 2, title: "Closing Cup" }));
    const [fit, lapsed, late] = [await athlete(app), await athlete(app), await athlete(app)];
    for (const member of [fit, lapsed, late]) expect((await enter(app, event.id, member)).statusCode).toBe(201);
    await app.db
      .updateTable("documents")
      .set({ expiry_date: "2026-07-01" })
      .where("user_id", "=", lapsed.userId)
      .where("document_type", "=", "MEDICAL_CLEARANCE")
      .execute();
    const closed = await app.inject({
      method: "PATCH",
      url: `/api/admin/events/${event.id}/close`,
      headers: federation.headers,
    });
    expect(closed.json()).toMatchObject({ status: "CLOSED", places_taken: 1, waitlisted: 0 });
    const entries = await app.inject({
      method: "GET",
      url: `/api/admin/events/${event.id}/entries`,
      headers: federation.headers,
    });
    const byMember = new Map(
      entries.json().items.map((entry: { member: { id: string } }) => [entry.member.id, entry] as const),
    );
    expect(byMember.get(fit.userId)).toMatchObject({ status: "CONFIRMED" });
    expect(byMember.get(lapsed.userId)).toMatchObject({
      status: "REJECTED",
      reason: expect.stringContaining("medical clearance expires on 2026-07-01"),
      reason_code: "NOT_ELIGIBLE",
      eligibility: {
        checks: expect.arrayContaining([
          expect.objectContaining({
            rule: "MEDICAL_CLEARANCE",
            why: { code: "MEDICAL_CLEARANCE_EXPIRES", expiry_date: "2026-07-01" },
          }),
        ]),
      },
    });
    expect(byMember.get(late.userId)).toMatchObject({
      status: "REJECTED",
      reason: expect.stringContaining("No place"),
      reason_code: "NO_PLACE",
    });
    const entry = await enter(app, event.id, await athlete(app));
    expect(entry.statusCode).toBe(409);
    expect(entry.json()).toMatchObject({ code: "REGISTRATION_CLOSED" });
  });

  it("closes by itself once the registration window is over (the hourly job), once", async () => {
    const event = await publishedEvent(
      app,
      federation,
      seminar({ title: "Early close", registration_closes_at: "2026-06-20T00:00:00Z", fee: 2_000 }),
    );
    const unpaid = await enter(app, event.id, await athlete(app), {});
    expect(unpaid.json()).toMatchObject({ status: "SUBMITTED" });
    const later = new Date("2026-06-21T00:00:00Z");
    expect(await app.services.events.events.closeDue(later)).toBe(1);
    expect(await app.services.events.events.closeDue(later)).toBe(0);
    const entries = await app.inject({
      method: "GET",
      url: `/api/admin/events/${event.id}/entries`,
      headers: federation.headers,
    });
    expect(entries.json().items).toEqual([
      expect.objectContaining({
        status: "REJECTED",
        reason: "The entry fee was not paid before the entry list closed.",
        reason_code: "UNPAID",
      }),
    ]);
  });
});
