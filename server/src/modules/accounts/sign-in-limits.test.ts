import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import {
  cookieHeader,
  latestCode,
  loginFrom,
  memberWithSession,
  outbox,
  PASSWORD,
  registerActive,
  signIn,
} from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app, database, config } = await createTestApp();

type Injector = typeof app;
const login = (address: string, username: string, password: string, cookie?: string, on: Injector = app) =>
  loginFrom(on, address, username, password, cookie);
const verifyDevice = (address: string, vcode: string, cookie: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/verify/user-device",
    payload: { vcode },
    headers: { cookie },
    remoteAddress: address,
  });
const wrong = (code: string) => (code === "000000" ? "999999" : "000000");
const WARNING = "Someone tried to sign in to your GKF Portal account";

async function deviceCodes(email: string) {
  const user = await database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return database.db
    .selectFrom("verification_codes")
    .select("id")
    .where("user_id", "=", user.id)
    .where("purpose", "=", "DEVICE")
    .execute();
}

describe("new-device codes", () => {
  it("opens at most five challenges an hour per account, even in parallel", async () => {
    const member = await registerActive(app);
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, index) => login(`192.0.2.${index + 1}`, member.email, PASSWORD)),
    );
    const opened = answers.filter((answer) => answer.statusCode === 206).length;
    expect(opened).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(9 - opened);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "We have sent several sign-in codes for this account in the last hour. Please wait before asking again.",
    });
    expect((await deviceCodes(member.email)).length).toBe(opened);
    const sent = (await outbox(app, member.email)).filter((message) => message.subject?.includes("sign-in code"));
    expect(sent).toHaveLength(opened);
  });

  it("limits wrong codes per address and warns the member once, with the way to change the password", async () => {
    const member = await registerActive(app);
    const challenges = [];
    for (let index = 0; index < 5; index += 1) {
      const challenge = await login("192.0.2.50", member.email, PASSWORD);
      expect(challenge.statusCode).toBe(206);
      challenges.push(cookieHeader(challenge));
    }
    const code = await latestCode(app, member.email);
    const statuses: number[] = [];
    for (let guess = 0; guess < 32; guess += 1) {
      const challenge = challenges[guess % challenges.length] ?? "";
      statuses.push((await verifyDevice("192.0.2.60", wrong(code), challenge)).statusCode);
    }
    expect(statuses).toEqual([...Array(30).fill(400), 429, 429]);
    const refused = await verifyDevice("192.0.2.60", code, challenges[4] ?? "");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many wrong codes were typed from your network\. Try again in \d+ minutes?\.$/,
    );

    const warnings = (await outbox(app, member.email)).filter((message) => message.subject === WARNING);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain("Someone who knows your password tried to sign in from a new device");
    expect(warnings[0]?.text).toContain("http://localhost:3000/auth/reset-password");
    expect(warnings[0]?.code).toBeNull();
  });

  it("warns once when parallel wrong codes arrive together", async () => {
    const member = await registerActive(app);
    const challenge = cookieHeader(await login("192.0.2.70", member.email, PASSWORD));
    const code = await latestCode(app, member.email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => verifyDevice(`192.0.2.${71 + index}`, wrong(code), challenge)),
    );
    expect(guesses.every((guess) => guess.statusCode === 400)).toBe(true);
    const warnings = (await outbox(app, member.email)).filter((message) => message.subject === WARNING);
    expect(warnings).toHaveLength(1);
  });
});

describe("a shared address (carrier-grade NAT)", () => {
  it("lets a trusted device and a new device with the right password in after others' failures", async () => {
    const NAT = "100.64.0.1";
    const regular = await registerActive(app);
    const newcomer = await registerActive(app);
    const { deviceCookie } = await signIn(app, regular.email);
    // Someone behind the same address guesses: other accounts, and the regular member's own.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(NAT, `sprayed-${attempt}@example.com`, "Password123!")).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(NAT, regular.email, `guess-number-${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(NAT, regular.email, PASSWORD)).statusCode).toBe(429);

    const trusted = await login(NAT, regular.email, PASSWORD, deviceCookie);
    expect(trusted.statusCode).toBe(200);

    const challenge = await login(NAT, newcomer.email, PASSWORD);
    expect(challenge.statusCode).toBe(206);
    const verified = await verifyDevice(NAT, await latestCode(app, newcomer.email), cookieHeader(challenge));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().tokens.access).toBeTruthy();
  });

  it("answers spraying from a busy address the same for right, wrong and unknown, sending codes only for the right password", async () => {
    const BUSY = "100.64.0.2";
    const target = await registerActive(app);
    const other = await registerActive(app);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login(BUSY, `sprayed-${attempt}@example.com`, "Password123!");
    }
    const before = (await outbox(app, target.email)).length;
    const wrongPassword = await login(BUSY, target.email, "Password123!");
    expect(wrongPassword.statusCode).toBe(206);
    expect(await outbox(app, target.email)).toHaveLength(before);

    const right = await login(BUSY, other.email, PASSWORD);
    expect(right.statusCode).toBe(206);
    const unknown = await login(BUSY, "nobody-here-at-all@example.com", "Password123!");
    expect(unknown.statusCode).toBe(206);
    const shape = (answer: typeof right) => {
      const { expires_at, ...rest } = answer.json().verify_user;
      expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
      return { ...rest, sent_to: rest.sent_to.replace(/^.•••/, "") };
    };
    expect(shape(wrongPassword)).toEqual(shape(right));
    expect(shape(unknown)).toEqual(shape(right));
    expect(shape(right)).toEqual({
      message_channel: "email",
      comm_protocol: "smtp",
      sent_to: "@example.com",
      last_time_logged: null,
    });
    for (const answer of [wrongPassword, right, unknown]) {
      expect(answer.cookies.map((cookie) => cookie.name)).toEqual(["gkf_challenge"]);
    }
    // Only the right password sent a code, and it lets its owner in.
    const verified = await verifyDevice(BUSY, await latestCode(app, other.email), cookieHeader(right));
    expect(verified.statusCode).toBe(200);
    expect((await verifyDevice(BUSY, "123456", cookieHeader(wrongPassword))).statusCode).toBe(400);
  });
});

describe("the failure limit", () => {
  it("answers the same for existing and unknown accounts", async () => {
    const member = await registerActive(app);
    const answers = [];
    for (const [address, username] of [
      ["192.0.2.200", member.email],
      ["192.0.2.201", "never-registered@example.com"],
    ] as const) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login(address, username, `guess-number-${attempt}`)).statusCode).toBe(401);
      }
      answers.push(await login(address, username, `guess-number-11`));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([429, 429]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
  });

  it("counts the longest unknown usernames too (no 500)", async () => {
    const longest = `${"x".repeat(242)}@example.com`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login("192.0.2.205", longest, `guess-number-${attempt}`)).statusCode).toBe(401);
    }
    expect((await login("192.0.2.205", longest, "guess-number-11")).statusCode).toBe(429);
  });

  it("is shared by two server processes on one database", async () => {
    const second = await buildApp({ config, database, logger: false });
    await second.ready();
    try {
      const member = await registerActive(app);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const on = attempt % 2 === 0 ? app : second;
        expect((await login("192.0.2.210", member.email, `guess-number-${attempt}`, undefined, on)).statusCode).toBe(
          401,
        );
      }
      expect((await login("192.0.2.211", member.email, PASSWORD, undefined, second)).statusCode).toBe(429);
      expect((await login("192.0.2.212", member.email, PASSWORD, undefined, app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("changing one's contact to a taken one", () => {
  it("says the contact is taken a few times an hour, then refuses with 429", async () => {
    const member = await memberWithSession(app);
    const taken = await Promise.all(Array.from({ length: 6 }, () => registerActive(app)));
    const statuses = [];
    for (const other of taken) {
      const answer = await app.inject({
        method: "PATCH",
        url: "/api/my-account/profile/update",
        headers: member.headers,
        payload: { email: other.email, current_password: PASSWORD },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });
});
