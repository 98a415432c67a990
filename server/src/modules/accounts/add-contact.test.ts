import { describe, expect, it } from "vitest";
import {
  bearer,
  cookieHeader,
  latestCode,
  memberWithSession,
  nextClientAddress,
  outbox,
  PASSWORD,
  registration,
  signIn,
} from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

/**
 * Adding the contact an account lacks (issue 12, decision 76): the password again, a code to the
 * new address, and only then is the address the account's, confirmed, and a way to sign in.
 * Runs on SQLite and, with GKF_TEST_DATABASE_URL, on PostgreSQL.
 */
const { app, database } = await createTestApp();

let phones = 0;
/** A Ghana mobile number of its own for each test, as people type it and as it is stored. */
function newPhone() {
  phones += 1;
  const digits = String((Date.now() + phones * 7919) % 10_000_000).padStart(7, "0");
  return { typed: `024 ${digits.slice(0, 3)} ${digits.slice(3)}`, stored: `+23324${digits}` };
}

const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/my-account/contact/add", headers, payload });
const confirm = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: "/api/my-account/contact/add/confirm", headers, payload });
const resend = (headers: Record<string, string>, channel: string) =>
  app.inject({ method: "POST", url: "/api/my-account/contact/add/resend", headers, payload: { channel } });

const userRow = (id: string) =>
  database.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("POST /api/my-account/contact/add and PATCH …/add/confirm", () => {
  it("adds a phone to an e-mail account: password, code to the phone, then it signs in", async () => {
    const member = await memberWithSession(app);
    const phone = newPhone();

    const started = await add(member.headers, { channel: "tel", value: phone.typed, current_password: PASSWORD });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ sent_to: `+233•••••${phone.stored.slice(-4)}` });
    // Not the account's yet: not stored, and no way to sign in.
    expect((await userRow(member.userId)).tel).toBeNull();
    const early = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: phone.typed, password: PASSWORD },
    });
    expect(early.statusCode).toBe(401);

    const [sms] = await outbox(app, phone.stored);
    expect(sms).toMatchObject({ channel: "sms", code: expect.stringMatching(/^\d{6}$/) });
    const confirmed = await confirm(member.headers, { channel: "tel", code: sms?.code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ tel: phone.stored, tel_verified: true, email: member.email });
    const row = await userRow(member.userId);
    expect(row.tel).toBe(phone.stored);
    expect(row.tel_verified_at).not.toBeNull();
    expect(row.login_with).toBe("email");

    // The owner's sign-in address is told.
    const [notice] = await outbox(app, member.email);
    expect(notice?.subject).toBe("A new address can sign in to your GKF Portal account");
    expect(notice?.text).toContain(`${phone.typed} was added to your GKF Portal account`);

    // The phone signs in now (the device code goes to the account's sign-in channel).
    const { access } = await signIn(app, phone.typed, PASSWORD, undefined, member.email);
    const profile = await app.inject({ method: "GET", url: "/api/my-account/profile", headers: bearer(access) });
    expect(profile.json()).toMatchObject({ email: member.email, tel: phone.stored });
    // A used code does not work twice.
    expect((await confirm(member.headers, { channel: "tel", code: sms?.code })).statusCode).toBe(400);
  });

  it("adds an e-mail to a phone account", async () => {
    const phone = newPhone();
    const body = registration({ login_with: "tel", tel: phone.typed, email: undefined });
    const registered = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: body,
      remoteAddress: nextClientAddress(),
    });
    expect(registered.statusCode).toBe(201);
    const activated = await app.inject({
      method: "PATCH",
      url: "/api/my-account/activate/account-by-sms",
      payload: { code: await latestCode(app, phone.stored) },
      headers: { cookie: cookieHeader(registered) },
    });
    expect(activated.statusCode).toBe(200);
    const { access } = await signIn(app, phone.typed, PASSWORD, undefined, phone.stored);
    const email = `added.${Date.now()}@example.com`;

    const started = await add(bearer(access), {
      channel: "email",
      value: email.toUpperCase(),
      current_password: PASSWORD,
    });
    expect(started.statusCode).toBe(200);
    const code = await latestCode(app, email);
    const confirmed = await confirm(bearer(access), { channel: "email", code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, email_verified: true, tel: phone.stored, login_with: "tel" });
    const [notice] = await outbox(app, phone.stored);
    expect(notice?.text).toContain(`${email} was added to your account`);
    await signIn(app, email, PASSWORD, undefined, phone.stored);
  });

  it("refuses a wrong password (403), counted by the sign-in limits until 429", async () => {
    const member = await memberWithSession(app);
    const phone = newPhone();
    const wrong = await add(member.headers, {
      channel: "tel",
      value: phone.typed,
      current_password: "not my password",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: "REAUTHENTICATION_REQUIRED",
      message: "The password is not correct.",
      fields: { current_password: "is not your current password" },
    });
    expect(await outbox(app, phone.stored)).toEqual([]);

    const missing = await add(member.headers, { channel: "tel", value: phone.typed });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("current_password");
    const badPhone = await add(member.headers, { channel: "tel", value: "12345", current_password: PASSWORD });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { value: expect.any(String) } });
    // The channel the member signs in with is changed through the profile, not added.
    const own = await add(member.headers, { channel: "email", value: "x@example.com", current_password: PASSWORD });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toHaveProperty("channel");

    // Ten tries per 15 minutes on the account, as for signing in (one was counted above).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await add(member.headers, { channel: "tel", value: phone.typed, current_password: "wrong again" });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403, 429]);
    // The sign-in itself is held back too, from a browser the account does not trust.
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: member.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });

  it("refuses a wrong code, an expired code and a code that is out of tries; a new code can be asked for", async () => {
    const member = await memberWithSession(app);
    const phone = newPhone();
    expect((await resend(member.headers, "tel")).json()).toMatchObject({ code: "NO_PENDING_CONTACT" });
    expect(
      (await add(member.headers, { channel: "tel", value: phone.typed, current_password: PASSWORD })).statusCode,
    ).toBe(200);
    const first = await latestCode(app, phone.stored);

    const wrong = await confirm(member.headers, { channel: "tel", code: wrongCode(first) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "INVALID_CODE",
      message: "Verification code is invalid or has expired",
    });
    expect((await confirm(member.headers, { channel: "tel", code: "12ab" })).statusCode).toBe(400);

    // Expired: ten minutes have passed.
    await database.db
      .updateTable("verification_codes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", member.userId)
      .where("purpose", "=", "NEW_TEL")
      .execute();
    expect((await confirm(member.headers, { channel: "tel", code: first })).json().code).toBe("INVALID_CODE");
    expect((await userRow(member.userId)).tel).toBeNull();

    // "Send a new code": to the same phone, without the password again.
    const again = await resend(member.headers, "tel");
    expect(again.statusCode).toBe(200);
    expect(again.json().sent_to).toBe(`+233•••••${phone.stored.slice(-4)}`);
    const messages = await outbox(app, phone.stored);
    expect(messages).toHaveLength(2);
    const second = messages[0]?.code ?? "";

    // Five tries per code: after five wrong ones even the right code is refused.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await confirm(member.headers, { channel: "tel", code: wrongCode(second) })).statusCode).toBe(400);
    }
    expect((await confirm(member.headers, { channel: "tel", code: second })).statusCode).toBe(400);
    expect((await userRow(member.userId)).tel).toBeNull();

    // A third code works, and the one before it stops working.
    expect((await resend(member.headers, "tel")).statusCode).toBe(200);
    const third = (await outbox(app, phone.stored))[0]?.code ?? "";
    expect((await confirm(member.headers, { channel: "tel", code: third })).statusCode).toBe(200);
    expect((await userRow(member.userId)).tel).toBe(phone.stored);
    expect((await resend(member.headers, "tel")).statusCode).toBe(400);
  });

  it("refuses an address another account uses without naming it, a few times an hour", async () => {
    const owner = await memberWithSession(app);
    const phone = newPhone();
    await add(owner.headers, { channel: "tel", value: phone.typed, current_password: PASSWORD });
    await confirm(owner.headers, { channel: "tel", code: await latestCode(app, phone.stored) });
    const member = await memberWithSession(app);

    const taken = await add(member.headers, { channel: "tel", value: phone.typed, current_password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: "DUPLICATE_ACCOUNT",
      message: "Another account already uses this address.",
      action: "Use another address, or sign in to the account that has it.",
      fields: { value: "is already registered" },
    });
    expect(JSON.stringify(taken.json())).not.toContain(owner.last_name);
    // No code went to the owner's phone.
    expect(await outbox(app, phone.stored)).toHaveLength(1);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await add(member.headers, { channel: "tel", value: phone.typed, current_password: PASSWORD })).statusCode,
      );
    }
    expect(statuses).toEqual([409, 409, 409, 409, 429]);
  });

  it("refuses the address when another account took it between the code and the confirmation", async () => {
    const member = await memberWithSession(app);
    const phone = newPhone();
    await add(member.headers, { channel: "tel", value: phone.typed, current_password: PASSWORD });
    const code = await latestCode(app, phone.stored);
    const other = await memberWithSession(app);
    await database.db.updateTable("users").set({ tel: phone.stored }).where("id", "=", other.userId).execute();

    const confirmed = await confirm(member.headers, { channel: "tel", code });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().code).toBe("DUPLICATE_ACCOUNT");
    expect((await userRow(member.userId)).tel).toBeNull();
  });

  it("another member's session cannot confirm someone's pending address", async () => {
    const member = await memberWithSession(app);
    const intruder = await memberWithSession(app);
    const phone = newPhone();
    await add(member.headers, { channel: "tel", value: phone.typed, current_password: PASSWORD });
    const code = await latestCode(app, phone.stored);

    const stolen = await confirm(intruder.headers, { channel: "tel", code });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe("INVALID_CODE");
    expect((await resend(intruder.headers, "tel")).statusCode).toBe(400);
    expect((await userRow(intruder.userId)).tel).toBeNull();
    expect((await userRow(member.userId)).tel).toBeNull();
    expect(await outbox(app, phone.stored)).toHaveLength(1);
    // Signed out: 401. The owner's code still works.
    expect((await confirm({}, { channel: "tel", code })).statusCode).toBe(401);
    expect((await confirm(member.headers, { channel: "tel", code })).statusCode).toBe(200);
  });

  it("the profile update no longer adds a contact without a code", async () => {
    const member = await memberWithSession(app);
    const phone = newPhone();
    const update = await app.inject({
      method: "PATCH",
      url: "/api/my-account/profile/update",
      headers: member.headers,
      payload: { tel: phone.typed, current_password: PASSWORD },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { tel: expect.any(String) } });
    expect((await userRow(member.userId)).tel).toBeNull();
  });
});
