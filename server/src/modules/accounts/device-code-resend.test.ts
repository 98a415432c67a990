import { describe, expect, it } from "vitest";
import { cookieHeader, nextClientAddress, outbox, PASSWORD, registerActive } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// "Send a new code" on the device-code page (issue 12): the sign-in waiting on this browser gets a
// new code without the password being asked again.

const { app } = await createTestApp();

async function newDeviceLogin(email: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: email, password: PASSWORD },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(206);
  return cookieHeader(response);
}

const resend = (cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/verify/user-device/resend",
    headers: cookie ? { cookie } : {},
  });
const verify = (vcode: string, cookie: string) =>
  app.inject({ method: "POST", url: "/api/auth/verify/user-device", payload: { vcode }, headers: { cookie } });

describe("POST /api/auth/verify/user-device/resend", () => {
  it("sends a new code to the same address; the new one signs in, the first no longer does", async () => {
    const member = await registerActive(app);
    const cookie = await newDeviceLogin(member.email);
    const [first] = await outbox(app, member.email);

    const again = await resend(cookie);
    expect(again.statusCode).toBe(200);
    expect(Date.parse(again.json().expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    const messages = await outbox(app, member.email);
    expect(messages).toHaveLength(3); // activation, first code, new code
    const [second] = messages;
    expect(second?.subject).toBe("Your GKF Portal sign-in code");
    expect(second?.code).toMatch(/^\d{6}$/);

    const newCookie = cookieHeader(again);
    if (first?.code !== second?.code) {
      expect((await verify(first?.code ?? "", newCookie)).statusCode).toBe(400);
    }
    const signedIn = await verify(second?.code ?? "", newCookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().tokens.access).toBeTruthy();
  });

  it("answers 400 NO_CHALLENGE in the error shape when no sign-in waits on this browser", async () => {
    const response = await resend();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "NO_CHALLENGE", action: "Sign in again." });
    const forged = await resend("gkf_challenge=not-a-signed-value");
    expect(forged.statusCode).toBe(400);
  });

  it("sends nothing once the code was used or the hour's codes are spent, and answers alike", async () => {
    const member = await registerActive(app);
    const cookie = await newDeviceLogin(member.email);
    const [code] = await outbox(app, member.email);
    expect((await verify(code?.code ?? "", cookie)).statusCode).toBe(200);
    const afterUse = await resend(cookie);
    expect(afterUse.statusCode).toBe(200);
    expect(afterUse.json().expires_at).toEqual(expect.any(String));
    expect(await outbox(app, member.email)).toHaveLength(2);

    // Five codes an hour per account, logins and new codes together: the login was the first.
    const other = await registerActive(app);
    const waiting = await newDeviceLogin(other.email);
    // The browser keeps the newest cookie, as a browser does.
    let current = waiting;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const answer = await resend(current);
      answers.push(answer);
      current = cookieHeader(answer);
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await outbox(app, other.email)).toHaveLength(1 + 5);
  });

  it("never sends more than the hour's codes when asked in parallel", async () => {
    const member = await registerActive(app);
    const cookie = await newDeviceLogin(member.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => resend(cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    // The activation, then five codes at most: the login's and four new ones (the limiter refuses
    // rather than lets through when parallel requests overshoot).
    expect((await outbox(app, member.email)).length).toBeLessThanOrEqual(1 + 5);
  });
});
