import { describe, expect, it } from "vitest";
import {
  latestCode,
  memberWithSession,
  nextClientAddress,
  outbox,
  PASSWORD,
  registration,
} from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

/**
 * The spec's declared calls that answered 404 (issue 12): each does what the call that does it
 * today does, under the spec's path, with the same rules and limits.
 */
const { app, database } = await createTestApp();

async function registered() {
  const body = registration();
  const response = await app.inject({
    method: "POST",
    url: "/api/account-manager/users/register/self",
    payload: body,
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(201);
  return { email: body.email, token: await latestCode(app, body.email) };
}

const isActive = async (email: string) =>
  (await database.db.selectFrom("users").select("is_active").where("email", "=", email).executeTakeFirstOrThrow())
    .is_active;

describe.each(["/api/auth/verify-email", "/api/account-manager/users/verify-user-email"])("PATCH %s", (url) => {
  it("activates the account with the activation link's token (200), then answers 204 for it", async () => {
    const { email, token } = await registered();
    const verify = (payload: Record<string, unknown>) => app.inject({ method: "PATCH", url, payload });

    expect((await verify({ token: "x".repeat(40) })).statusCode).toBe(204);
    expect(await isActive(email)).toBe(0);
    const first = await verify({ token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ is_active: true, message: "Your account is active. You can sign in now." });
    expect(await isActive(email)).toBe(1);
    expect((await verify({ token })).statusCode).toBe(204);

    const malformed = await verify({ token: "short" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { token: expect.any(String) } });
  });
});

describe("PATCH /api/my-account/user/details/update", () => {
  const update = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: "PATCH", url: "/api/my-account/user/details/update", headers, payload });

  it("changes the caller's names and contacts like profile/update, with the same rules", async () => {
    const member = await memberWithSession(app);
    expect((await update({ first_name: "Ama" })).statusCode).toBe(401);

    const noPassword = await update({ email: "details-new@example.com" }, member.headers);
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json().code).toBe("REAUTHENTICATION_REQUIRED");
    const massAssignment = await update({ main_role: "OFFICIAL" }, member.headers);
    expect(massAssignment.statusCode).toBe(400);
    expect(massAssignment.json().fields).toHaveProperty("main_role");

    const changed = await update(
      { first_name: "Ama", email: "Details-New@example.com", current_password: PASSWORD },
      member.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      first_name: "Ama",
      email: "details-new@example.com",
      email_verified: false,
    });
    const profile = await app.inject({ method: "GET", url: "/api/my-account/profile", headers: member.headers });
    expect(profile.json()).toMatchObject({ first_name: "Ama", email: "details-new@example.com" });
  });
});

describe("PATCH /api/my-account/user/request-reset-password", () => {
  const request = (username: string) =>
    app.inject({ method: "PATCH", url: "/api/my-account/user/request-reset-password", payload: { username } });

  it("sends a reset code like account-manager/users/reset-password; the code sets a new password", async () => {
    const member = await memberWithSession(app);
    const unknown = await request("nobody-here-at-all@example.com");
    const known = await request(member.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(unknown.json().reset_token).toHaveLength(known.json().reset_token.length);
    expect((await outbox(app, member.email))[0]?.subject).toBe("Reset your GKF Portal password");

    const confirmed = await app.inject({
      method: "PATCH",
      url: "/api/my-account/user/confirm-reset-password",
      payload: {
        reset_token: known.json().reset_token,
        code: await latestCode(app, member.email),
        password: "a-brand-new-secret-9",
      },
    });
    expect(confirmed.statusCode).toBe(200);
    const profile = await app.inject({ method: "GET", url: "/api/my-account/profile", headers: member.headers });
    expect(profile.statusCode).toBe(401);
  });

  it("shares the 5 reset messages an hour with the other path", async () => {
    const member = await memberWithSession(app);
    const other = (username: string) =>
      app.inject({ method: "PATCH", url: "/api/account-manager/users/reset-password", payload: { username } });
    for (let round = 0; round < 3; round += 1) {
      expect((await request(member.email)).statusCode).toBe(200);
      expect((await other(member.email)).statusCode).toBe(200);
    }
    const resets = (await outbox(app, member.email)).filter(
      (message) => message.subject === "Reset your GKF Portal password",
    );
    expect(resets).toHaveLength(5);
  });

  it("refuses a body without a username (400 naming it)", async () => {
    const response = await app.inject({
      method: "PATCH",
      url: "/api/my-account/user/request-reset-password",
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { username: expect.any(String) } });
  });
});
