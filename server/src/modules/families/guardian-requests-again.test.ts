import { ERROR_CODES, FAMILY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { actingFor, familiesTestApp, guardianRequestToken, teenNaming } from "./families-test-helpers.js";

/**
 * A minor whose guardian request waits or was declined names a parent or guardian again (decision
 * 138): the new addressee gets the link, the request still waiting stops working, three a day;
 * both engines. The calendar is frozen on 2026-06-15.
 */
const { app, get, post, guardianWithChild } = await familiesTestApp();

const NAME_AGAIN = "/api/my-account/guardian-requests";

const requestsOf = (childId: string) =>
  app.db
    .selectFrom("guardian_requests")
    .select(["contact", "status"])
    .where("child_id", "=", childId)
    .orderBy("created_at")
    .execute();

describe("a minor names a parent or guardian again", () => {
  it("after a decline: the new guardian gets the link and confirms, and the minor's account is theirs to manage", async () => {
    const first = await memberWithSession(app);
    const teen = await teenNaming(app, first.email as string);
    const declined = await post(
      `/api/my-account/guardian-requests/${await guardianRequestToken(app, first.email as string)}/decline`,
      first.headers,
    );
    expect(declined.statusCode).toBe(200);

    const second = await memberWithSession(app, { overrides: { first_name: "Adjoa", last_name: "Quaye" } });
    const sent = await post(NAME_AGAIN, teen.headers, { guardian_email: second.email });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({
      status: "PENDING",
      sent_to: expect.stringContaining("•"),
      created_at: expect.any(String),
    });
    expect(sent.json().sent_to).not.toBe(second.email);
    const family = await get("/api/my-account/family", teen.headers);
    expect(family.json().guardian_request).toEqual(sent.json());
    const audit = await app.db
      .selectFrom("audit_events")
      .select(["actor_user_id"])
      .where("action", "=", "GUARDIAN_REQUEST_SENT")
      .where("actor_user_id", "=", teen.id)
      .execute();
    expect(audit).toHaveLength(1);

    const confirmed = await post(
      `/api/my-account/guardian-requests/${await guardianRequestToken(app, second.email as string)}/confirm`,
      second.headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await get("/api/my-account/family", teen.headers)).json()).toMatchObject({
      guardian: { id: second.userId, first_name: "Adjoa" },
      guardian_request: null,
    });
    expect(await requestsOf(teen.id)).toEqual([
      { contact: first.email, status: "DECLINED" },
      { contact: second.email, status: "CONFIRMED" },
    ]);

    // With a guardian now, there is no one to name.
    const after = await post(NAME_AGAIN, teen.headers, { guardian_email: first.email });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_NOT_NEEDED);
  });

  it("while one waits: the new request replaces it, and the first link says so and no longer confirms", async () => {
    const mistyped = `esi.mum.${Date.now()}@example.com`;
    const teen = await teenNaming(app, mistyped);
    const firstToken = await guardianRequestToken(app, mistyped);
    const mother = await memberWithSession(app);

    const sent = await post(NAME_AGAIN, teen.headers, { guardian_email: mother.email });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await requestsOf(teen.id)).toEqual([
      { contact: mistyped, status: "REPLACED" },
      { contact: mother.email, status: "PENDING" },
    ]);

    // Whoever holds the first address later sees the request replaced, and cannot confirm it.
    const late = await memberWithSession(app, { overrides: { email: mistyped } });
    const seen = await get(`/api/my-account/guardian-requests/${firstToken}`, late.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ status: "REPLACED", child: { first_name: "Esi" } });
    const refused = await post(`/api/my-account/guardian-requests/${firstToken}/confirm`, late.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_REQUEST_CLOSED);

    // The same parent named again (a message lost): a new link, and the previous one stops working.
    const previousToken = await guardianRequestToken(app, mother.email as string);
    expect((await post(NAME_AGAIN, teen.headers, { guardian_email: mother.email })).statusCode).toBe(201);
    const newToken = await guardianRequestToken(app, mother.email as string);
    expect(newToken).not.toBe(previousToken);
    expect((await post(`/api/my-account/guardian-requests/${previousToken}/confirm`, mother.headers)).statusCode).toBe(
      409,
    );
    expect((await post(`/api/my-account/guardian-requests/${newToken}/confirm`, mother.headers)).statusCode).toBe(200);
  });

  it("sends three a day: the fourth is refused with a wait, and no fourth message goes out", async () => {
    const teen = await teenNaming(app, `nobody.${Date.now()}@example.com`);
    const addresses = [1, 2, 3, 4].map((n) => `guardian${n}.${Date.now()}@example.com`);
    for (const address of addresses.slice(0, 3)) {
      expect((await post(NAME_AGAIN, teen.headers, { guardian_email: address })).statusCode).toBe(201);
    }
    const fourth = await post(NAME_AGAIN, teen.headers, { guardian_email: addresses[3] });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: ERROR_CODES.RATE_LIMITED,
      message: expect.stringMatching(/Try again in/),
    });
    expect(await outbox(app, addresses[3] as string)).toEqual([]);
    expect((await requestsOf(teen.id)).filter((row) => row.status === "PENDING")).toEqual([
      { contact: addresses[2], status: "PENDING" },
    ]);
  });

  it("sent three at once: every one answered, and exactly one request waits, the others replaced", async () => {
    const teen = await teenNaming(app, `first.${Date.now()}@example.com`);
    const addresses = [1, 2, 3].map((n) => `parallel${n}.${Date.now()}@example.com`);
    const answers = await Promise.all(
      addresses.map((address) => post(NAME_AGAIN, teen.headers, { guardian_email: address })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const rows = await requestsOf(teen.id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.status === "PENDING")).toHaveLength(1);
    expect(rows.filter((row) => row.status === "REPLACED")).toHaveLength(3);
    // The one that waits is the one the minor's page shows.
    const pending = rows.find((row) => row.status === "PENDING");
    const family = (await get("/api/my-account/family", teen.headers)).json();
    expect(family.guardian_request.status).toBe("PENDING");
    expect(pending?.contact.startsWith(family.guardian_request.sent_to.slice(0, 1))).toBe(true);
  });

  it("shows and keeps the request that waits even when a replaced one carries a later time (two servers' clocks apart)", async () => {
    const teen = await teenNaming(app, `early.${Date.now()}@example.com`);
    const mother = await memberWithSession(app);
    expect((await post(NAME_AGAIN, teen.headers, { guardian_email: mother.email })).statusCode).toBe(201);
    // The server that took the first request ran a minute ahead of the one that replaced it.
    await app.db
      .updateTable("guardian_requests")
      .set({ created_at: "2099-01-01T00:00:00.000Z" })
      .where("child_id", "=", teen.id)
      .where("status", "=", "REPLACED")
      .execute();

    const family = (await get("/api/my-account/family", teen.headers)).json();
    expect(family.guardian_request).toMatchObject({
      status: "PENDING",
      sent_to: expect.stringMatching(/^[^@]+@example\.com$/),
    });
    expect(family.guardian_request.sent_to.startsWith((mother.email as string).slice(0, 1))).toBe(true);
    // Still a minor waiting: naming someone again works, and the mother's link is the one replaced.
    expect(
      (await post(NAME_AGAIN, teen.headers, { guardian_email: `aunt.${Date.now()}@example.com` })).statusCode,
    ).toBe(201);
    const token = await guardianRequestToken(app, mother.email as string);
    expect((await post(`/api/my-account/guardian-requests/${token}/confirm`, mother.headers)).statusCode).toBe(409);
  });

  it("is refused to anyone but a minor waiting for a guardian, and for bad addresses, without a message", async () => {
    const stranger = `stranger.${Date.now()}@example.com`;
    const adult = await memberWithSession(app);
    const { guardian, child } = await guardianWithChild();
    const teen = await teenNaming(app, `waiting.${Date.now()}@example.com`);

    const unsigned = await app.inject({ method: "POST", url: NAME_AGAIN, payload: { guardian_email: stranger } });
    expect(unsigned.statusCode).toBe(401);
    for (const headers of [adult.headers, guardian.headers]) {
      const refused = await post(NAME_AGAIN, headers, { guardian_email: stranger });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_NOT_NEEDED);
    }
    // A guardian cannot do it for a child: it is the minor's own request.
    const forChild = await post(NAME_AGAIN, actingFor(guardian.headers, child.id), { guardian_email: stranger });
    expect(forChild.statusCode).toBe(403);
    expect(forChild.json().code).toBe(FAMILY_ERROR_CODES.ACTING_FOR_NOT_ALLOWED);

    for (const [payload, field] of [
      [{ guardian_email: teen.email }, "guardian_email"],
      [{ guardian_email: stranger, guardian_tel: "0241234567" }, "guardian_tel"],
      [{}, "guardian_email"],
      [{ guardian_email: "not an address" }, "guardian_email"],
    ] as const) {
      const answer = await post(NAME_AGAIN, teen.headers, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({
        code: ERROR_CODES.VALIDATION_FAILED,
        fields: { [field]: expect.any(String) },
      });
    }
    expect(await outbox(app, stranger)).toEqual([]);
    expect((await requestsOf(teen.id)).map((row) => row.status)).toEqual(["PENDING"]);
  });

  it("names a parent by phone where SMS reach phones: the code goes by SMS to the number as the server writes it", async () => {
    const teen = await teenNaming(app, `by.phone.${Date.now()}@example.com`);
    const rest = String(Date.now() % 10_000_000).padStart(7, "0");
    const sent = await post(NAME_AGAIN, teen.headers, { guardian_tel: `024 ${rest.slice(0, 3)} ${rest.slice(3)}` });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = await outbox(app, `+23324${rest}`);
    expect(message).toMatchObject({ channel: "sms" });
    expect(message?.text).toContain("Esi Quaye");
    expect((await requestsOf(teen.id)).at(-1)).toEqual({ contact: `+23324${rest}`, status: "PENDING" });
  });
});

describe("a minor names a parent again where phone sign-up is off", () => {
  it("refuses a phone number at its field, and sends nothing", async () => {
    const { app: off } = await createTestApp({ PHONE_SIGNUP: "off" });
    const teen = await teenNaming(off, `no.phone.${Date.now()}@example.com`);
    const answer = await off.inject({
      method: "POST",
      url: NAME_AGAIN,
      headers: teen.headers,
      payload: { guardian_tel: "0241234567" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      fields: { guardian_tel: expect.any(String) },
    });
    expect(await outbox(off, "+233241234567")).toEqual([]);
  });
});
