import { FAMILY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { latestCode, memberWithSession, outbox, signIn } from "../../test/accounts-helpers.js";
import { publishedEvent } from "../events/events-test-helpers.js";
import { graded, publishedSession, sessionBody } from "../gradings/gradings-test-helpers.js";
import { actingFor, familiesTestApp, multipartBody } from "./families-test-helpers.js";

/**
 * Children (issue 16, decision 104): their own sign-in at 13–17, messages about them, their
 * privacy and event entries, and coming of age; both engines.
 */
const { app, official, get, post, refusals, guardianWithChild, activeChild, bearer } = await familiesTestApp();

describe("a child's own sign-in (13–17)", () => {
  it("is created by the guardian; the child activates it, sees their membership, and is refused payments, consent and documents", async () => {
    const { guardian, child: teen } = await guardianWithChild({ first_name: "Kwesi", date_of_birth: "2011-01-20" });
    expect(teen).toMatchObject({ age: 15, may_have_sign_in: true });
    const email = `kwesi.${Date.now()}@example.com`;
    const created = await post(`/api/my-account/children/${teen.id}/sign-in`, guardian.headers, {
      login_with: "email",
      email,
      password: "Kwesi-owns-a-sign-in-7",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      own_sign_in: { login_with: "email", active: false },
      may_have_sign_in: false,
    });
    const again = await post(`/api/my-account/children/${teen.id}/sign-in`, guardian.headers, {
      login_with: "email",
      email: `other.${Date.now()}@example.com`,
      password: "Kwesi-owns-a-sign-in-7",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(FAMILY_ERROR_CODES.CHILD_HAS_SIGN_IN);

    const token = await latestCode(app, email);
    const activated = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-email",
      payload: { token },
    });
    expect(activated.statusCode).toBe(200);
    const { access } = await signIn(app, email, "Kwesi-owns-a-sign-in-7");
    const own = bearer(access);

    const record = await get("/api/my-account/membership/my-record", own);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({ status: "PENDING_PAYMENT" });
    const family = await get("/api/my-account/family", own);
    expect(family.json()).toMatchObject({ children: [], guardian: { id: guardian.userId, first_name: "Yaw" } });

    const paying = await post("/api/my-account/membership/payment/initialize", own, { purpose: "REGISTRATION" });
    expect(paying.statusCode).toBe(403);
    expect(paying.json()).toMatchObject({ code: FAMILY_ERROR_CODES.GUARDIAN_REQUIRED, action: expect.any(String) });
    const body = multipartBody({ document_type: "BIRTH_CERTIFICATE" });
    const uploading = await app.inject({
      method: "POST",
      url: "/api/my-account/membership/document/add",
      payload: body.payload,
      headers: { ...own, ...body.headers },
    });
    expect(uploading.statusCode).toBe(403);
    expect(uploading.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_REQUIRED);
    expect(await app.db.selectFrom("payments").select("id").where("user_id", "=", teen.id).execute()).toEqual([]);
    expect((await refusals(teen.id)).length).toBe(2);

    // The guardian still pays for the child.
    const byGuardian = await post(
      "/api/my-account/membership/payment/initialize",
      actingFor(guardian.headers, teen.id),
      {
        purpose: "REGISTRATION",
      },
    );
    expect(byGuardian.statusCode, byGuardian.body).toBe(201);
  });

  it("is refused under 13 (409 CHILD_AGE) and to anyone but the guardian (404)", async () => {
    const { guardian, child: young } = await guardianWithChild();
    const payload = { login_with: "email", email: `young.${Date.now()}@example.com`, password: "Young-sign-in-77" };
    const tooYoung = await post(`/api/my-account/children/${young.id}/sign-in`, guardian.headers, payload);
    expect(tooYoung.statusCode).toBe(409);
    expect(tooYoung.json().code).toBe(FAMILY_ERROR_CODES.CHILD_AGE);
    const stranger = await memberWithSession(app);
    expect((await post(`/api/my-account/children/${young.id}/sign-in`, stranger.headers, payload)).statusCode).toBe(
      404,
    );
  });
});

describe("messages about a child", () => {
  it("go to the guardian's channel and name the child", async () => {
    const { guardian, child: added } = await guardianWithChild({ first_name: "Esi" });
    const payment = await post("/api/my-account/membership/payment/initialize", actingFor(guardian.headers, added.id), {
      purpose: "REGISTRATION",
    });
    expect(payment.statusCode).toBe(201);
    const paid = await app.inject({
      method: "POST",
      url: `/api/payments/sandbox/checkout/${payment.json().reference}`,
      payload: "outcome=success",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.statusCode).toBe(303);
    const messages = await outbox(app, guardian.email as string);
    const receipt = messages.find((message) => message.subject?.includes("Payment received"));
    expect(receipt?.subject).toMatch(/^For Esi Mensah: Payment received/);
    expect(receipt?.text).toContain("For Esi Mensah:");
    const children = (await get("/api/my-account/children", guardian.headers)).json().items;
    expect(children[0].membership).toMatchObject({
      status: "ACTIVE",
      has_paid_registration: true,
      code: expect.any(String),
    });
  });
});

describe("a child's privacy, asked for by the guardian", () => {
  it("the child's data export is announced to the guardian, and an erased child leaves the guardian's list", async () => {
    const { guardian, child: added } = await guardianWithChild({ first_name: "Akua" });
    const headers = actingFor(guardian.headers, added.id);
    const requested = await post("/api/my-account/privacy/export", headers);
    expect(requested.statusCode, requested.body).toBe(202);
    for (;;) {
      const status = await get(`/api/my-account/privacy/exports/${requested.json().id}`, headers);
      expect(status.statusCode).toBe(200);
      if (status.json().status !== "PENDING") break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const ready = (await outbox(app, guardian.email as string)).find((message) =>
      message.subject?.includes("ready to download"),
    );
    expect(ready?.subject).toMatch(/^For Akua Mensah: /);
    // The guardian's own export is another one.
    expect((await get(`/api/my-account/privacy/exports/${requested.json().id}`, guardian.headers)).statusCode).toBe(
      404,
    );

    const erasure = await post("/api/my-account/privacy/erasure", headers, {});
    expect(erasure.statusCode, erasure.body).toBe(202);
    await app.services.privacy.jobs.run(new Date(Date.parse(erasure.json().due_at) + 60_000));
    expect((await get("/api/my-account/children", guardian.headers)).json().items).toEqual([]);
  });
});

describe("a minor's event entry", () => {
  it("takes the guardian's recorded consent: entered as consented when the guardian consented, refused when not", async () => {
    const guardian = await memberWithSession(app, { overrides: { first_name: "Kofi", last_name: "Ansah" } });
    const addTeen = (consent: boolean) =>
      activeChild(
        guardian.headers,
        { first_name: consent ? "Adjoa" : "Abena", date_of_birth: "2011-03-01", consent },
        { medical: true },
      );
    const [consented, withoutConsent] = [await addTeen(true), await addTeen(false)];
    const event = await publishedEvent(app, official);
    const enterFor = (id: string, payload: object) =>
      post(`/api/gkf/events/${event.id}/entries`, actingFor(guardian.headers, id), payload);

    const entered = await enterFor(consented, { category: "CAD-F-KATA" });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toMatchObject({ status: "CONFIRMED", consent_given: true });
    const audit = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "EVENT_ENTERED")
      .where("subject_user_id", "=", consented)
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(guardian.userId);

    const refused = await enterFor(withoutConsent, { category: "CAD-F-KATA", consent: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fields).toEqual({ GUARDIAN_CONSENT: expect.any(String) });
  });
});

describe("a minor's grading application", () => {
  it("needs the guardian's recorded consent: 403 GUARDIAN_CONSENT_MISSING when withheld, 201 when given", async () => {
    const examiner = await graded(app, "DAN_2");
    const session = await publishedSession(app, official, sessionBody(examiner.userId));
    const guardian = await memberWithSession(app, { overrides: { first_name: "Ekow", last_name: "Quaye" } });
    const addChild = (consent: boolean) =>
      activeChild(guardian.headers, { first_name: consent ? "Fiifi" : "Kobina", gender: "MALE", consent });
    const [withConsent, withoutConsent] = [await addChild(true), await addChild(false)];
    const applyFor = (id: string) =>
      post(`/api/gkf/gradings/${session}/applications`, actingFor(guardian.headers, id), {});

    const refused = await applyFor(withoutConsent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(FAMILY_ERROR_CODES.GUARDIAN_CONSENT_MISSING);
    expect(
      await app.db.selectFrom("grading_applications").select("id").where("user_id", "=", withoutConsent).execute(),
    ).toEqual([]);
    const applied = await applyFor(withConsent);
    expect(applied.statusCode, applied.body).toBe(201);
  });
});

describe("turning 18", () => {
  it("the hourly job ends the guardian's access and tells both; X-Acting-For is refused from then on", async () => {
    const { guardian, child: teen } = await guardianWithChild({ first_name: "Nana", date_of_birth: "2008-06-20" });
    const email = `nana.${Date.now()}@example.com`;
    const created = await post(`/api/my-account/children/${teen.id}/sign-in`, guardian.headers, {
      login_with: "email",
      email,
      password: "Nana-owns-a-sign-in-7",
    });
    expect(created.statusCode).toBe(201);

    // Before the birthday nothing changes.
    expect(await app.services.families.runAdulthood(new Date("2026-06-19T10:00:00Z"))).toBe(0);
    expect((await get("/api/my-account/membership/my-record", actingFor(guardian.headers, teen.id))).statusCode).toBe(
      200,
    );

    expect(await app.services.families.runAdulthood(new Date("2026-06-20T10:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(await app.services.families.runAdulthood(new Date("2026-06-20T11:00:00Z"))).toBe(0);

    const refused = await get("/api/my-account/membership/my-record", actingFor(guardian.headers, teen.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(FAMILY_ERROR_CODES.NOT_GUARDIAN);
    expect((await get("/api/my-account/children", guardian.headers)).json().items).toEqual([]);

    const toGuardian = (await outbox(app, guardian.email as string)).find((message) =>
      message.subject?.includes("is now an adult member"),
    );
    expect(toGuardian?.subject).toBe("Nana Mensah is now an adult member");
    expect(toGuardian?.text).toContain("your access to it as their guardian has ended");
    expect(toGuardian?.text).toContain("Nana Mensah keeps signing in with their own e-mail or phone");
    const toMember = (await outbox(app, email)).find((message) => message.subject?.includes("now your own"));
    expect(toMember?.text).toContain("You are 18");
  });

  it("a child without a sign-in of their own is handed over: the guardian's only act left is to give them one", async () => {
    const { guardian, child: teen } = await guardianWithChild({ first_name: "Afia", date_of_birth: "2008-06-21" });
    expect(await app.services.families.runAdulthood(new Date("2026-06-21T10:00:00Z"))).toBeGreaterThanOrEqual(1);

    const toGuardian = (await outbox(app, guardian.email as string)).find((message) =>
      message.subject?.includes("Afia Mensah is now an adult member"),
    );
    expect(toGuardian?.text).toContain("give Afia Mensah a sign-in with their own e-mail or phone");
    const listed = (await get("/api/my-account/children", guardian.headers)).json().items;
    expect(listed).toMatchObject([{ id: teen.id, guardian_access: "HANDOVER", may_have_sign_in: true }]);
    const refused = await get("/api/my-account/membership/my-record", actingFor(guardian.headers, teen.id));
    expect(refused.json().code).toBe(FAMILY_ERROR_CODES.NOT_GUARDIAN);

    const email = `afia.${Date.now()}@example.com`;
    const handed = await post(`/api/my-account/children/${teen.id}/sign-in`, guardian.headers, {
      login_with: "email",
      email,
      password: "Afia-takes-it-over-7",
    });
    expect(handed.statusCode, handed.body).toBe(201);
    expect((await outbox(app, email)).some((message) => message.subject?.includes("Activate"))).toBe(true);
    expect((await get("/api/my-account/children", guardian.headers)).json().items).toEqual([]);
  });
});
