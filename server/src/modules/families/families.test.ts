import { FAMILY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import {
  latestCode,
  memberWithSession,
  nextClientAddress,
  PASSWORD,
  registration,
  signIn,
} from "../../test/accounts-helpers.js";
import { actingFor, child, familiesTestApp, multipartBody } from "./families-test-helpers.js";

/** Guardians and children (issue 16, decision 104): registration, adding, acting for a child; both engines. */
const { app, official, get, post, refusals, guardianWithChild, bearer } = await familiesTestApp();

async function register(body: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/account-manager/users/register/self",
    payload: body,
    remoteAddress: nextClientAddress(),
  });
}

describe("a guardian with one phone and two children", () => {
  it("registers a minor with a phone (the phone becomes the guardian), registers a second minor with the same phone, and manages both through X-Acting-For", async () => {
    const tel = "0245550301";
    const first = await register(
      registration({
        login_with: "tel",
        email: undefined,
        tel,
        first_name: "Kojo",
        last_name: "Asante",
        date_of_birth: "2014-04-02",
        gender: "MALE",
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const code = await latestCode(app, "+233245550301");
    const activated = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-sms",
      payload: { code, username: tel },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const { access } = await signIn(app, tel, PASSWORD, undefined, "+233245550301");
    const guardian = bearer(access);

    // The form's promise: a parent registers a further child with the same phone (and their password).
    const second = await register(
      registration({
        login_with: "tel",
        email: undefined,
        tel: "+233 24 555 0301",
        first_name: "Efua",
        last_name: "Asante",
        date_of_birth: "2011-09-09",
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ first_name: "Efua", is_active: true });

    const children = await get("/api/my-account/children", guardian);
    expect(children.statusCode, children.body).toBe(200);
    const items = children.json().items as Array<{ id: string; first_name: string; membership: unknown; age: number }>;
    expect(items.map((each) => each.first_name)).toEqual(["Kojo", "Efua"]);
    for (const each of items) {
      expect(each.membership).toMatchObject({ status: "PENDING_PAYMENT", has_paid_registration: false });
    }
    // The guardian's own account is not a member: its profile holds the phone, the children hold none.
    const phoneOwners = await app.db.selectFrom("users").select("id").where("tel", "=", "+233245550301").execute();
    expect(phoneOwners).toHaveLength(1);
    expect(items.map((each) => each.id)).not.toContain(phoneOwners[0]?.id);

    for (const each of items) {
      const headers = actingFor(guardian, each.id);
      const record = await get("/api/my-account/membership/my-record", headers);
      expect(record.statusCode, record.body).toBe(200);
      expect(record.json()).toMatchObject({ status: "PENDING_PAYMENT" });

      const uploaded = await app.inject({
        method: "POST",
        url: "/api/my-account/membership/document/add",
        ...(() => {
          const body = multipartBody({ document_type: "BIRTH_CERTIFICATE" });
          return { payload: body.payload, headers: { ...headers, ...body.headers } };
        })(),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const stored = await app.db
        .selectFrom("documents")
        .select("user_id")
        .where("id", "=", uploaded.json().id)
        .executeTakeFirst();
      expect(stored?.user_id).toBe(each.id);

      const payment = await post("/api/my-account/membership/payment/initialize", headers, { purpose: "REGISTRATION" });
      expect(payment.statusCode, payment.body).toBe(201);
      expect(payment.json()).toMatchObject({ amount: 15_000 });
      const row = await app.db
        .selectFrom("payments")
        .select("user_id")
        .where("reference", "=", payment.json().reference)
        .executeTakeFirst();
      expect(row?.user_id).toBe(each.id);
    }
    // The guardian's own record is untouched by all this.
    expect((await get("/api/my-account/membership/my-record", guardian)).statusCode).not.toBe(200);
  });
});

describe("POST /api/my-account/children", () => {
  it("adds a child under 18, without e-mail or phone, with a pending membership and the guardian's consent", async () => {
    const { guardian, child: added } = await guardianWithChild();
    expect(added).toMatchObject({
      first_name: "Ama",
      last_name: "Mensah",
      age: 10,
      own_sign_in: null,
      may_have_sign_in: false,
      consent_at: expect.any(String),
      membership: { status: "PENDING_PAYMENT", membership_type: "ATHLETE", has_paid_registration: false },
    });
    const row = await app.db.selectFrom("users").selectAll().where("id", "=", added.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, tel: null });
    const listed = await get("/api/my-account/children", guardian.headers);
    expect(listed.json().items).toEqual([added]);
    const audit = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "CHILD_ADDED")
      .where("subject_user_id", "=", added.id)
      .executeTakeFirst();
    expect(audit?.actor_user_id).toBe(guardian.userId);
  });

  it("refuses a child of 18 or more and a district of another region with 400 naming the fields", async () => {
    const guardian = await memberWithSession(app);
    const adult = await post("/api/my-account/children", guardian.headers, child({ date_of_birth: "2008-06-15" }));
    expect(adult.statusCode).toBe(400);
    expect(adult.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { date_of_birth: expect.any(String) } });
    const elsewhere = await post("/api/my-account/children", guardian.headers, child({ region: "AA", district: "KM" }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toHaveProperty("district");
    const unknown = await post("/api/my-account/children", guardian.headers, { ...child(), email: "x@example.com" });
    expect(unknown.statusCode).toBe(400);
    expect((await get("/api/my-account/children", guardian.headers)).json().items).toEqual([]);
  });
});

describe("X-Acting-For", () => {
  it("refuses a stranger with 403 NOT_GUARDIAN, records the refusal, and changes nothing of the child's", async () => {
    const { child: added } = await guardianWithChild();
    const stranger = await memberWithSession(app);
    const record = await get("/api/my-account/membership/my-record", actingFor(stranger.headers, added.id));
    expect(record.statusCode).toBe(403);
    expect(record.json()).toMatchObject({ code: FAMILY_ERROR_CODES.NOT_GUARDIAN, message: expect.any(String) });
    const paying = await post("/api/my-account/membership/payment/initialize", actingFor(stranger.headers, added.id), {
      purpose: "REGISTRATION",
    });
    expect(paying.statusCode).toBe(403);
    expect(await app.db.selectFrom("payments").select("id").where("user_id", "=", added.id).execute()).toEqual([]);
    const refused = await refusals(stranger.userId);
    expect(refused.map((row) => JSON.parse(row.detail ?? "{}").code)).toEqual([
      FAMILY_ERROR_CODES.NOT_GUARDIAN,
      FAMILY_ERROR_CODES.NOT_GUARDIAN,
    ]);
    // Nobody acts for an adult either, not even for themselves by id.
    const self = await get("/api/my-account/membership/my-record", actingFor(stranger.headers, stranger.userId));
    expect(self.statusCode).toBe(403);
  });

  it("keeps the guardian as the actor of the audit log and refuses the guardian's own business and officials' pages for a child", async () => {
    const { guardian, child: added } = await guardianWithChild();
    const headers = actingFor(guardian.headers, added.id);
    const renamed = await app.inject({
      method: "PATCH",
      url: "/api/my-account/profile/update",
      headers,
      payload: { first_name: "Adwoa" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ first_name: "Adwoa" });
    const entry = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "PROFILE_UPDATED")
      .where("subject_user_id", "=", added.id)
      .executeTakeFirstOrThrow();
    expect(entry.actor_user_id).toBe(guardian.userId);

    for (const [method, url] of [
      ["GET", "/api/my-account/sessions"],
      ["GET", "/api/my-account/children"],
      ["POST", "/api/gkf/my-positions/applications/apply"],
    ] as const) {
      const refused = await app.inject({ method, url, headers, payload: method === "POST" ? {} : undefined });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe(FAMILY_ERROR_CODES.ACTING_FOR_NOT_ALLOWED);
    }
    const staffPage = await get("/api/admin/fees", actingFor(official.headers, added.id));
    expect(staffPage.statusCode).toBe(403);
  });
});
