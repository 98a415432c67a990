import { describe, expect, it } from "vitest";
import {
  bearer,
  cookieHeader,
  latestCode,
  outbox,
  PASSWORD,
  registerActive,
  registration,
  signIn,
} from "../../test/accounts-helpers.js";
import { batchedStatements } from "../../test/batched-statements.js";
import { createTestApp, TEST_ENGINE } from "../../test/test-app.js";

const { app, database } = await createTestApp();
const login = (username: string, password: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    headers: cookie ? { cookie } : {},
  });
const verifyDevice = (vcode: string, cookie: string) =>
  app.inject({ method: "POST", url: "/api/auth/verify/user-device", payload: { vcode }, headers: { cookie } });
const profile = (access: string) =>
  app.inject({ method: "GET", url: "/api/my-account/profile", headers: bearer(access) });
const wrong = (code: string) => (code === "000000" ? "999999" : "000000");

describe("POST /api/auth/login", () => {
  it("answers 206 on a new device, then 200 with tokens after the code, then 200 straight away on that device", async () => {
    const member = await registerActive(app);
    const first = await login(member.email, PASSWORD);
    expect(first.statusCode).toBe(206);
    const challenge = first.json().verify_user;
    expect(challenge).toMatchObject({ message_channel: "email", comm_protocol: "smtp", last_time_logged: null });
    expect(Date.parse(challenge.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    const challengeCookie = first.cookies.find((cookie) => cookie.name === "gkf_challenge");
    expect(challengeCookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });

    const [message] = await outbox(app, member.email);
    expect(message?.subject).toBe("Your GKF Portal sign-in code");
    const verified = await verifyDevice(message?.code ?? "", cookieHeader(first));
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toEqual({
      first_name: "Akosua",
      last_name: "Owusu",
      login_with: "email",
      main_role: "ATHLETE",
      staff_roles: [],
    });
    expect(body.last_time_logged).toBeNull();
    expect(body.tokens.access.split(".")).toHaveLength(3);
    const deviceCookie = verified.cookies.find((cookie) => cookie.name === "gkf_device");
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    const again = await login(member.email, PASSWORD, cookieHeader(verified));
    expect(again.statusCode).toBe(200);
    expect(again.json().last_time_logged).not.toBeNull();
    expect((await profile(again.json().tokens.access)).json().email).toBe(member.email);
  });

  it("logs in with the phone number in any accepted format", async () => {
    const member = await registerActive(app, { tel: "0265550201" });
    // The code goes over the channel the member logs in with (e-mail here), whatever the username.
    const { access } = await signIn(app, "+233265550201", PASSWORD, undefined, member.email);
    expect((await profile(access)).json().tel).toBe("+233265550201");
    const loginAgain = await login("026 555 0201", PASSWORD);
    expect(loginAgain.statusCode).toBe(206);
  });

  it("gives one 401 message for a wrong password and an unknown account, and audits both", async () => {
    const member = await registerActive(app);
    const wrongPassword = await login(member.email, "not-the-password-1");
    const unknown = await login("nobody-here@example.com", "not-the-password-1");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().code).toBe("INVALID_CREDENTIALS");
    const failures = await database.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "LOGIN_FAILED")
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(failures)).not.toContain("not-the-password-1");
  });

  it("refuses an inactive account with 403 ACCOUNT_NOT_ACTIVE", async () => {
    const body = registration();
    await app.inject({ method: "POST", url: "/api/account-manager/users/register/self", payload: body });
    const response = await login(body.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("ACCOUNT_NOT_ACTIVE");
  });

  it("answers 429 with the wait after ten failures, but still lets the member's trusted device in", async () => {
    const member = await registerActive(app);
    const { deviceCookie } = await signIn(app, member.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(member.email, `guess-number-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(member.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await login(member.email, PASSWORD, deviceCookie)).statusCode).toBe(200);
  });

  it("answers the account's staff roles, read with the account, in the order they were granted", async () => {
    const { app: kiosk } = await createTestApp({ DEVICE_VERIFICATION: "off" });
    const member = await registerActive(kiosk);
    const signInAs = () =>
      kiosk.inject({ method: "POST", url: "/api/auth/login", payload: { username: member.email, password: PASSWORD } });
    const before = await signInAs();
    expect(before.statusCode).toBe(200);
    expect(before.json().user).toMatchObject({ main_role: "ATHLETE", staff_roles: [] });
    const user = await kiosk.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", member.email as string)
      .executeTakeFirstOrThrow();
    await kiosk.db
      .insertInto("staff_grants")
      .values([
        { user_id: user.id, role: "REGIONAL_ADMIN", region_code: "AH", granted_at: "2026-11-01T10:00:00.000Z" },
        { user_id: user.id, role: "FEDERATION_ADMIN", region_code: null, granted_at: "2026-11-02T10:00:00.000Z" },
      ])
      .execute();
    const after = await signInAs();
    expect(after.statusCode).toBe(200);
    expect(after.json().user.staff_roles).toEqual(["REGIONAL_ADMIN", "FEDERATION_ADMIN"]);
    // The first sign-in was noted with its session: the second is told when it was.
    const sessions = await kiosk.db
      .selectFrom("sessions")
      .select("created_at")
      .where("user_id", "=", user.id)
      .orderBy("created_at")
      .execute();
    expect(sessions).toHaveLength(2);
    expect(after.json().last_time_logged).toBe(sessions[0]?.created_at);
  });

  it("skips the device check when DEVICE_VERIFICATION is off", async () => {
    const { app: kiosk } = await createTestApp({ DEVICE_VERIFICATION: "off" });
    const member = await registerActive(kiosk);
    const response = await kiosk.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: member.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("POST /api/auth/verify/user-device", () => {
  it("refuses a wrong code, and kills the challenge after five tries even for the right code", async () => {
    const member = await registerActive(app);
    const challenge = await login(member.email, PASSWORD);
    const code = await latestCode(app, member.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verifyDevice(wrong(code), cookieHeader(challenge));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "INVALID_CODE",
        message: "Verification code is invalid or has expired",
      });
    }
    expect((await verifyDevice(code, cookieHeader(challenge))).statusCode).toBe(400);
  });

  it("refuses a used code and an expired code", async () => {
    const member = await registerActive(app);
    const challenge = await login(member.email, PASSWORD);
    const code = await latestCode(app, member.email);
    expect((await verifyDevice(code, cookieHeader(challenge))).statusCode).toBe(200);
    expect((await verifyDevice(code, cookieHeader(challenge))).statusCode).toBe(400);

    const second = await login(member.email, PASSWORD);
    const secondCode = await latestCode(app, member.email);
    await database.db
      .updateTable("verification_codes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "DEVICE")
      .execute();
    expect((await verifyDevice(secondCode, cookieHeader(second))).statusCode).toBe(400);
  });

  it("refuses a code without the challenge cookie, or with a forged one", async () => {
    const member = await registerActive(app);
    await login(member.email, PASSWORD);
    const code = await latestCode(app, member.email);
    expect(
      (await app.inject({ method: "POST", url: "/api/auth/verify/user-device", payload: { vcode: code } })).statusCode,
    ).toBe(400);
    const row = await database.db
      .selectFrom("verification_codes")
      .select("id")
      .where("purpose", "=", "DEVICE")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect((await verifyDevice(code, `gkf_challenge=${row.id}`)).statusCode).toBe(400);
  });
});

describe("tokens and sessions", () => {
  it("refreshes a valid token, and logout ends the session at once", async () => {
    const member = await registerActive(app);
    const { access } = await signIn(app, member.email);
    const refreshed = await app.inject({
      method: "POST",
      url: "/api/auth/token/refresh",
      headers: bearer(access),
      payload: { access },
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.json().tokens.access;
    expect((await profile(renewed)).statusCode).toBe(200);

    const logout = await app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(renewed) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe("You have been signed out.");
    for (const token of [access, renewed]) {
      const refused = await profile(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe("UNAUTHENTICATED");
    }
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/auth/token/refresh",
          headers: bearer(renewed),
          payload: { access: renewed },
        })
      ).statusCode,
    ).toBe(401);
  });

  // On PostgreSQL the bearer checks of one turn of the event loop share one statement (decision 143).
  it("lets each of many members asking at the same moment in as themself, and refuses a signed-out one among them", async () => {
    const members = await Promise.all([1, 2, 3].map(() => registerActive(app)));
    const tokens = await Promise.all(members.map(async (member) => (await signIn(app, member.email)).access));
    const signedOut = (await signIn(app, (await registerActive(app)).email)).access;
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(signedOut) });
    const statements = () => batchedStatements((read) => read === "live-session");
    const before = await statements();

    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const who = index % 4;
        const answer = await profile(tokens[who] ?? signedOut);
        return { who, status: answer.statusCode, email: answer.statusCode === 200 ? answer.json().email : undefined };
      }),
    );
    for (const answer of answers) {
      if (answer.who === 3) expect(answer).toEqual({ who: 3, status: 401, email: undefined });
      else expect(answer).toEqual({ who: answer.who, status: 200, email: members[answer.who]?.email });
    }
    if (TEST_ENGINE === "postgres") {
      const sent = (await statements()) - before;
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThan(20);
    }
  });

  it("refuses missing, tampered and `alg: none` tokens", async () => {
    const member = await registerActive(app);
    const { access } = await signIn(app, member.email);
    const [header, payload] = access.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), sub: "someone-else" })).toString("base64url")}.${access.split(".")[2]}`;
    expect((await app.inject({ method: "GET", url: "/api/my-account/profile" })).statusCode).toBe(401);
    expect((await profile(none)).statusCode).toBe(401);
    expect((await profile(tampered)).statusCode).toBe(401);
  });

  it("lists the member's sessions and devices; ends one's own session but not another member's", async () => {
    const member = await registerActive(app);
    const other = await registerActive(app);
    const first = await signIn(app, member.email);
    const second = await signIn(app, member.email, PASSWORD, first.deviceCookie);
    const stranger = await signIn(app, other.email);

    const list = await app.inject({ method: "GET", url: "/api/my-account/sessions", headers: bearer(second.access) });
    expect(list.statusCode).toBe(200);
    const { sessions, devices } = list.json();
    expect(sessions).toHaveLength(2);
    expect(devices).toHaveLength(1);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const firstSession = sessions.find((session: { current: boolean }) => !session.current);

    const strangerTry = await app.inject({
      method: "DELETE",
      url: `/api/my-account/sessions/${firstSession.id}`,
      headers: bearer(stranger.access),
    });
    expect(strangerTry.statusCode).toBe(404);
    expect((await profile(first.access)).statusCode).toBe(200);

    const ended = await app.inject({
      method: "DELETE",
      url: `/api/my-account/sessions/${firstSession.id}`,
      headers: bearer(second.access),
    });
    expect(ended.statusCode).toBe(200);
    expect((await profile(first.access)).statusCode).toBe(401);
    expect((await profile(second.access)).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  it("answers the same shape for unknown accounts and sends a code to known ones", async () => {
    const member = await registerActive(app);
    const reset = (username: string) =>
      app.inject({ method: "PATCH", url: "/api/account-manager/users/reset-password", payload: { username } });
    const unknown = await reset("nobody-at-all@example.com");
    const known = await reset(member.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(unknown.json().reset_token).toHaveLength(known.json().reset_token.length);
    expect(unknown.json().message).toBe(known.json().message);
    expect((await outbox(app, member.email))[0]?.subject).toBe("Reset your GKF Portal password");
  });

  it("sets the new password with the code, ends every session, and refuses the code a second time", async () => {
    const member = await registerActive(app);
    const { access, deviceCookie } = await signIn(app, member.email);
    const requested = await app.inject({
      method: "PATCH",
      url: "/api/account-manager/users/reset-password",
      payload: { username: member.email },
    });
    const resetToken = requested.json().reset_token;
    const code = await latestCode(app, member.email);
    const confirm = (payload: Record<string, string>) =>
      app.inject({ method: "PATCH", url: "/api/my-account/user/confirm-reset-password", payload });

    expect((await confirm({ reset_token: resetToken, code, password: "123456789" })).statusCode).toBe(400);
    expect(
      (await confirm({ reset_token: resetToken, code: wrong(code), password: "a-brand-new-secret-9" })).statusCode,
    ).toBe(400);
    const done = await confirm({ reset_token: resetToken, code, password: "a-brand-new-secret-9" });
    expect(done.statusCode).toBe(200);
    expect((await profile(access)).statusCode).toBe(401);
    expect((await login(member.email, PASSWORD, deviceCookie)).statusCode).toBe(401);
    expect((await login(member.email, "a-brand-new-secret-9", deviceCookie)).statusCode).toBe(200);
    expect((await confirm({ reset_token: resetToken, code, password: "another-new-secret-9" })).statusCode).toBe(400);
    expect((await outbox(app, member.email))[0]?.subject).toBe("Your GKF Portal password was changed");
  });

  it("changes the password when signed in, ending the other sessions only", async () => {
    const member = await registerActive(app);
    const first = await signIn(app, member.email);
    const second = await signIn(app, member.email, PASSWORD, first.deviceCookie);
    const change = (payload: Record<string, string>) =>
      app.inject({
        method: "PATCH",
        url: "/api/my-account/user/change-password",
        headers: bearer(second.access),
        payload,
      });
    const badCurrent = await change({ current_password: "not-it-at-all", new_password: "fresh-secret-value-1" });
    expect(badCurrent.statusCode).toBe(400);
    expect(badCurrent.json().fields).toEqual({ current_password: "is not your current password" });
    expect((await change({ current_password: PASSWORD, new_password: "fresh-secret-value-1" })).statusCode).toBe(200);
    expect((await profile(first.access)).statusCode).toBe(401);
    expect((await profile(second.access)).statusCode).toBe(200);
  });
});

describe("contact details and profile", () => {
  it("verifies the phone with a code sent to it", async () => {
    const member = await registerActive(app, { tel: "0275550301" });
    const { access } = await signIn(app, member.email);
    const sent = await app.inject({
      method: "POST",
      url: "/api/my-account/contact/verification",
      headers: bearer(access),
      payload: { channel: "tel" },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sent_to).toBe("+233•••••0301");
    const code = await latestCode(app, "0275550301");
    const verify = (vcode: string) =>
      app.inject({
        method: "PATCH",
        url: "/api/my-account/contact/verify-my-tel",
        headers: bearer(access),
        payload: { code: vcode },
      });
    expect((await verify(wrong(code))).statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(200);
    expect((await profile(access)).json().tel_verified).toBe(true);
    const status = await app.inject({ method: "GET", url: "/api/my-account/activate/status", headers: bearer(access) });
    expect(status.json()).toEqual({ is_active: true, email_verified: true, tel_verified: true });
    const again = await app.inject({
      method: "POST",
      url: "/api/my-account/contact/verification",
      headers: bearer(access),
      payload: { channel: "tel" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_VERIFIED");
  });

  it("needs the current password to change the e-mail, refuses unknown fields, and marks the new e-mail unverified", async () => {
    const member = await registerActive(app);
    const { access } = await signIn(app, member.email);
    const update = (payload: Record<string, unknown>) =>
      app.inject({ method: "PATCH", url: "/api/my-account/profile/update", headers: bearer(access), payload });
    const noPassword = await update({ email: "new-address@example.com" });
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json().code).toBe("REAUTHENTICATION_REQUIRED");
    const massAssignment = await update({ main_role: "OFFICIAL" });
    expect(massAssignment.statusCode).toBe(400);
    expect(massAssignment.json().fields).toHaveProperty("main_role");
    const changed = await update({ email: "New-Address@example.com", current_password: PASSWORD, first_name: "Akos" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: "new-address@example.com",
      email_verified: false,
      first_name: "Akos",
      main_role: "ATHLETE",
    });
  });
});

describe("development outbox", () => {
  it("does not exist in production", async () => {
    const { app: production } = await createTestApp({
      NODE_ENV: "production",
      APP_SECRET: "q7Vn2Kx9LpR4tWz8bYc3Hf6Jm1Nd5Gs0Ae+Ui/Ok=",
      PAYMENTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_000000000",
      PHONE_SIGNUP: "off",
    });
    const response = await production.inject({ method: "GET", url: "/api/dev/outbox?to=a@b.c" });
    expect(response.statusCode).toBe(404);
  });
});
