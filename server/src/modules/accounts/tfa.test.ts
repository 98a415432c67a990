import { RECOVERY_CODE_PATTERN } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { totpCode } from "../../security/totp.js";
import {
  bearer,
  cookieHeader,
  memberWithSession,
  nextAppCode,
  outbox,
  PASSWORD,
  registerActive,
  rememberTfaSecret,
  signIn,
} from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// Two-step sign-in (issue 17, decision 106): the app's codes (`tfa`) and recovery codes (`otp`).
const { app } = await createTestApp();

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({ method: "POST", url: `/api/my-account/tfa/${url}`, headers, ...(payload ? { payload } : {}) });
const login = (username: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password: PASSWORD },
    headers: cookie ? { cookie } : {},
  });
const verify = (challenge: { cookies: Array<{ name: string; value: string }> }, vcode: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/verify/user-device",
    payload: { vcode },
    headers: { cookie: cookieHeader(challenge) },
  });
const profile = async (headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: "/api/my-account/profile", headers })).json();
const audited = (action: string, userId: string) =>
  app.db
    .selectFrom("audit_events")
    .selectAll()
    .where("action", "=", action)
    .where("actor_user_id", "=", userId)
    .execute();

const devicesOf = (userId: string) =>
  app.db
    .selectFrom("trusted_devices")
    .select("id")
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();

/** A member who turned two-step sign-in on through the API; their secret and recovery codes. */
async function memberWithApp() {
  const member = await memberWithSession(app);
  const setup = await post("setup", member.headers);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  rememberTfaSecret(member.email as string, secret);
  const enabled = await post("enable", member.headers, { code: await nextAppCode(member.email as string) });
  expect(enabled.statusCode).toBe(200);
  return { ...member, secret, recoveryCodes: enabled.json().recovery_codes as string[] };
}

describe("setting up two-step sign-in", () => {
  it("gives a secret and its otpauth address, refuses a wrong code, and turns on with the app's code", async () => {
    const member = await memberWithSession(app);
    expect(await profile(member.headers)).toMatchObject({ tfa_enabled: false });
    const setup = await post("setup", member.headers);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/GKF%20Portal%3A/);
    // Stored sealed, never as the secret itself.
    const row = await app.db.selectFrom("user_tfa").selectAll().where("user_id", "=", member.userId).executeTakeFirst();
    expect(row?.secret_sealed).not.toContain(secret);
    expect(row?.enabled_at).toBeNull();

    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await post("enable", member.headers, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "INVALID_CODE" });
    const malformed = await post("enable", member.headers, { code: "12ab" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "VALIDATION_FAILED" });

    const enabled = await post("enable", member.headers, { code: totpCode(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(await profile(member.headers)).toMatchObject({ tfa_enabled: true });
    const [told] = await outbox(app, member.email as string);
    expect(told?.subject).toBe("Two-step sign-in is on for your GKF Portal account");
    expect(await audited("TFA_ENABLED", member.userId)).toHaveLength(1);

    // On already: a new setup is refused, the codes stay.
    const again = await post("setup", member.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "TFA_ALREADY_ON" });
  });

  it("needs a signed-in member", async () => {
    expect((await post("setup", {})).statusCode).toBe(401);
    expect((await post("enable", {}, { code: "123456" })).statusCode).toBe(401);
  });

  it("a new set of recovery codes needs a code and replaces the old set", async () => {
    const member = await memberWithApp();
    const refused = await post("recovery-codes", member.headers, { code: "aaaa-aaaa" });
    expect(refused.statusCode).toBe(400);
    const renewed = await post("recovery-codes", member.headers, { code: await nextAppCode(member.email as string) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recovery_codes).toHaveLength(10);
    const [told] = await outbox(app, member.email as string);
    expect(told?.subject).toBe("New recovery codes for your GKF Portal account");
    // An old code no longer signs in.
    const challenge = await login(member.email as string);
    expect(challenge.statusCode).toBe(206);
    expect((await verify(challenge, member.recoveryCodes[0] as string)).statusCode).toBe(400);
  });
});

describe("signing in with two-step sign-in on", () => {
  it("a new device answers 206 tfa, sends nothing, and takes the app's code once", async () => {
    const member = await memberWithApp();
    const email = member.email as string;
    const before = (await outbox(app, email)).length;
    const challenge = await login(email);
    expect(challenge.statusCode).toBe(206);
    expect(challenge.json().verify_user).toMatchObject({ message_channel: "tfa", comm_protocol: "totp" });
    expect(await outbox(app, email)).toHaveLength(before);

    const wrong = await verify(challenge, "000000" === totpCode(member.secret) ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "INVALID_CODE" });
    const code = await nextAppCode(email);
    const verified = await verify(challenge, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().tokens.access).toEqual(expect.any(String));

    // The same code again, on another new device: refused.
    const second = await login(email);
    expect(second.statusCode).toBe(206);
    const reused = await verify(second, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: "INVALID_CODE" });

    // A member's trusted device signs in without a code.
    const trusted = await login(email, cookieHeader(verified));
    expect(trusted.statusCode).toBe(200);
  });

  it("a recovery code signs in once, recorded as otp, and the member is told how many remain", async () => {
    const member = await memberWithApp();
    const email = member.email as string;
    const recovery = (member.recoveryCodes[3] as string).toUpperCase().replace("-", "");
    const challenge = await login(email);
    const verified = await verify(challenge, recovery);
    expect(verified.statusCode).toBe(200);
    const rows = await audited("DEVICE_VERIFIED", member.userId);
    expect(rows.map((row) => JSON.parse(String(row.detail ?? "{}")).channel)).toContain("otp");
    const [told] = await outbox(app, email);
    expect(told?.subject).toBe("A recovery code was used to sign in to GKF Portal");
    expect(told?.text).toContain("9 unused recovery codes remain");

    const again = await login(email);
    const reused = await verify(again, member.recoveryCodes[3] as string);
    expect(reused.statusCode).toBe(400);
  });

  it("turning it off needs the password and a code, and the member is told", async () => {
    const member = await memberWithApp();
    const email = member.email as string;
    const wrongPassword = await post("disable", member.headers, {
      password: "not-the-password",
      code: await nextAppCode(email),
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toMatchObject({ code: "REAUTHENTICATION_REQUIRED" });
    const wrongCode = await post("disable", member.headers, { password: PASSWORD, code: "zzzz-zzzz" });
    expect(wrongCode.statusCode).toBe(400);
    const off = await post("disable", member.headers, { password: PASSWORD, code: await nextAppCode(email) });
    expect(off.statusCode).toBe(200);
    expect(await profile(member.headers)).toMatchObject({ tfa_enabled: false });
    const [told] = await outbox(app, email);
    expect(told?.subject).toBe("Two-step sign-in is off for your GKF Portal account");
    expect(await audited("TFA_DISABLED", member.userId)).toHaveLength(1);
    // A new device gets a code by message again.
    const challenge = await login(email);
    expect(challenge.json().verify_user).toMatchObject({ message_channel: "email" });
  });
});

describe("staff and two-step sign-in", () => {
  it("staff without it are refused staff endpoints (403 TFA_REQUIRED) until they set it up; member pages work", async () => {
    const body = await registerActive(app);
    const email = body.email as string;
    const user = await app.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await app.db
      .insertInto("staff_grants")
      .values({ user_id: user.id, role: "SUPER_ADMIN", region_code: null, granted_at: new Date().toISOString() })
      .execute();
    const { access } = await signIn(app, email);
    const headers = bearer(access);
    const refused = await app.inject({ method: "GET", url: "/api/admin/staff", headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "TFA_REQUIRED", action: expect.any(String) });
    const members = await app.inject({ method: "GET", url: "/api/admin/members", headers });
    expect(members.statusCode).toBe(403);
    expect(members.json()).toMatchObject({ code: "TFA_REQUIRED" });
    expect((await app.inject({ method: "GET", url: "/api/my-account/profile", headers })).statusCode).toBe(200);

    const setup = await post("setup", headers);
    rememberTfaSecret(email, setup.json().secret);
    expect((await post("enable", headers, { code: await nextAppCode(email) })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/admin/staff", headers })).statusCode).toBe(200);
  });

  it("staff cannot turn it off (403), and a trusted device asks again after 12 hours", async () => {
    const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    const email = official.email as string;
    const refused = await post("disable", official.headers, { password: PASSWORD, code: await nextAppCode(email) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "TFA_STAFF_CANNOT_DISABLE" });
    expect(await profile(official.headers)).toMatchObject({ tfa_enabled: true });

    // A new device: the app's code; then the trusted device signs in without one for 12 hours.
    const challenge = await login(email);
    expect(challenge.json().verify_user).toMatchObject({ message_channel: "tfa" });
    const verified = await verify(challenge, await nextAppCode(email));
    expect(verified.statusCode).toBe(200);
    const device = cookieHeader(verified);
    expect((await login(email, device)).statusCode).toBe(200);

    // Thirteen hours later, the same trusted device is asked again.
    const longAgo = new Date(Date.now() - 13 * 60 * 60_000).toISOString();
    await app.db
      .updateTable("trusted_devices")
      .set({ tfa_verified_at: longAgo })
      .where("user_id", "=", official.userId)
      .execute();
    const devicesBefore = (await devicesOf(official.userId)).length;
    const asked = await login(email, device);
    expect(asked.statusCode).toBe(206);
    expect(asked.json().verify_user).toMatchObject({ message_channel: "tfa" });
    const again = await verify(asked, await nextAppCode(email));
    expect(again.statusCode).toBe(200);
    // The same trusted device, not a new one.
    expect(await devicesOf(official.userId)).toHaveLength(devicesBefore);
    expect((await login(email, device)).statusCode).toBe(200);
  });
});
