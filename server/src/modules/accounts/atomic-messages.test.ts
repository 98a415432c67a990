import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bearer,
  memberWithSession,
  nextClientAddress,
  outbox,
  PASSWORD,
  registration,
  signIn,
} from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// What an accounts request writes and the message that tells the member about it commit together:
// when the outbox cannot take the message, nothing of the request stays behind.
const { app } = await createTestApp();
const outboxDown = () =>
  vi.spyOn(app.services.notifications, "send").mockRejectedValueOnce(new Error("the outbox is unavailable"));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("accounts writes and their messages", () => {
  it("a registration whose activation message cannot be written leaves no account behind", async () => {
    const body = registration();
    outboxDown();
    const failed = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: body,
      remoteAddress: nextClientAddress(),
    });
    expect(failed.statusCode).toBe(500);
    const users = await app.db.selectFrom("users").select("id").where("email", "=", body.email).execute();
    expect(users).toEqual([]);

    // The address is free, so registering again makes the account and sends the link.
    const again = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: body,
      remoteAddress: nextClientAddress(),
    });
    expect(again.statusCode).toBe(201);
    const [message] = await outbox(app, body.email);
    expect(message?.subject).toContain("Activate");
  });

  it("a reset code whose message cannot be written is not stored", async () => {
    const member = await memberWithSession(app);
    outboxDown();
    const failed = await app.inject({
      method: "PATCH",
      url: "/api/account-manager/users/reset-password",
      payload: { username: member.email },
    });
    expect(failed.statusCode).toBe(500);
    const codes = await app.db
      .selectFrom("verification_codes")
      .select("id")
      .where("user_id", "=", member.userId)
      .where("purpose", "=", "RESET")
      .execute();
    expect(codes).toEqual([]);
  });

  it("a password change whose notice cannot be written changes nothing and ends no session", async () => {
    const member = await memberWithSession(app);
    const other = await signIn(app, member.email);
    outboxDown();
    const failed = await app.inject({
      method: "PATCH",
      url: "/api/my-account/user/change-password",
      headers: member.headers,
      payload: { current_password: PASSWORD, new_password: "uraken-gedan-barai-42" },
    });
    expect(failed.statusCode).toBe(500);
    const profile = await app.inject({ method: "GET", url: "/api/my-account/profile", headers: bearer(other.access) });
    expect(profile.statusCode).toBe(200);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: member.email, password: PASSWORD },
      headers: { cookie: other.deviceCookie },
    });
    expect(login.statusCode).toBe(200);
    const messages = await outbox(app, member.email);
    expect(messages.some((message) => message.subject === "Your GKF Portal password was changed")).toBe(false);
  });
});
