import { describe, expect, it } from "vitest";
import { argon2Options } from "../../security/passwords.js";
import { cookieHeader, latestCode, outbox, registration } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app, database } = await createTestApp();
const register = (payload: Record<string, unknown>, remoteAddress = "127.0.0.1") =>
  app.inject({ method: "POST", url: "/api/account-manager/users/register/self", payload, remoteAddress });

describe("POST /api/account-manager/users/register/self", () => {
  it("creates an inactive account with a PENDING_PAYMENT membership and e-mails an activation link", async () => {
    const body = registration({ email: "  Kofi.Mensah@Example.COM " });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      first_name: "Akosua",
      login_with: "email",
      main_role: "ATHLETE",
      is_active: false,
      activation_channel: "email",
      sent_to: "k•••@example.com",
    });

    const user = await database.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "kofi.mensah@example.com")
      .executeTakeFirstOrThrow();
    expect(user.is_active).toBe(0);
    // argon2id at the cost of this run (token cost under Vitest; production's: passwords.test.ts).
    const { memoryCost, timeCost, parallelism } = argon2Options();
    expect(user.password_hash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true);
    const membership = await database.db
      .selectFrom("memberships")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({
      status: "PENDING_PAYMENT",
      has_paid_registration: 0,
      membership_type: "ATHLETE",
      region_code: "AH",
    });

    const [message] = await outbox(app, "kofi.mensah@example.com");
    expect(message?.subject).toBe("Activate your GKF Portal account");
    expect(message?.text).toContain(`http://localhost:3000/auth/activate/${message?.code}`);
  });

  it("accepts Ghana phone numbers as people write them and stores E.164; sends an SMS code", async () => {
    const response = await register(registration({ login_with: "tel", email: undefined, tel: "(024) 555 - 0101" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().activation_channel).toBe("sms");
    const stored = await database.db
      .selectFrom("users")
      .select("tel")
      .where("tel", "=", "+233245550101")
      .executeTakeFirst();
    expect(stored?.tel).toBe("+233245550101");
    const [sms] = await outbox(app, "0245550101");
    expect(sms).toMatchObject({ channel: "sms", to: "+233245550101" });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(sms?.code ?? "missing");
  });

  it("answers a taken e-mail exactly like a new registration, makes no account, and tells the owner once", async () => {
    const first = registration({ tel: "0205550102" });
    const created = await register(first, "198.51.100.1");
    expect(created.statusCode).toBe(201);
    const again = await register(
      registration({ email: first.email.toUpperCase(), tel: "+233205550102" }),
      "198.51.100.2",
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(created.json());
    expect(again.cookies.map((cookie) => cookie.name)).toEqual(created.cookies.map((cookie) => cookie.name));
    const accounts = await database.db.selectFrom("users").select("id").where("email", "=", first.email).execute();
    expect(accounts).toHaveLength(1);

    const messages = await outbox(app, first.email);
    expect(messages.map((message) => message.subject)).toEqual([
      "Someone tried to register with your address",
      "Activate your GKF Portal account",
    ]);
    expect(messages[0]?.text).toContain("http://localhost:3000/auth/reset-password");
    // A second try within the hour does not send the owner a second message.
    expect((await register(registration({ email: first.email }), "198.51.100.3")).statusCode).toBe(201);
    expect(await outbox(app, first.email)).toHaveLength(2);
  });

  it("answers a taken phone like a new one and texts the owner, not a code", async () => {
    const owner = registration({ login_with: "tel", email: undefined, tel: "0205550104" });
    const created = await register(owner, "198.51.100.4");
    const again = await register(
      registration({ login_with: "tel", email: undefined, tel: "020 555 0104" }),
      "198.51.100.5",
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(created.json());
    const [notice, activation] = await outbox(app, "+233205550104");
    expect(notice).toMatchObject({ channel: "sms", code: null });
    expect(notice?.text).toContain("someone tried to register with your number");
    expect(activation?.code).toMatch(/^\d{6}$/);
  });

  it("makes one account of parallel registrations with the same e-mail, answering each the same", async () => {
    const body = registration();
    const answers = await Promise.all(
      ["198.51.100.6", "198.51.100.7", "198.51.100.8"].map((address) => register(body, address)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json()))).size).toBe(1);
    const accounts = await database.db.selectFrom("users").select("id").where("email", "=", body.email).execute();
    expect(accounts).toHaveLength(1);
  });

  it("limits registrations per address, new and taken alike, without slowing other addresses", async () => {
    const taken = registration();
    expect((await register(taken, "203.0.113.9")).statusCode).toBe(201);
    const answers = [];
    for (let index = 0; index < 12; index += 1) {
      // Every other one names an address that is taken: they count the same.
      const body = index % 2 === 0 ? registration() : registration({ email: taken.email });
      answers.push((await register(body, "203.0.113.10")).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429, 429]);
    const refused = await register(registration(), "203.0.113.10");
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused.json().message).toMatch(/^Too many registrations from your network\. Try again in \d+ minutes?\.$/);
    expect((await register(registration(), "203.0.113.11")).statusCode).toBe(201);

    // Parallel requests from one address cannot all slip under the limit.
    const burst = await Promise.all(Array.from({ length: 14 }, () => register(registration(), "203.0.113.12")));
    const accepted = burst.filter((answer) => answer.statusCode === 201).length;
    expect(accepted).toBeLessThanOrEqual(10);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(14 - accepted);
  });

  it("refuses bad input with 400 naming each field, and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: "short" }, "password"],
      [{ password: "password123" }, "password"],
      [{ district: "KM", region: "AA" }, "district"],
      [{ tel: "12345", login_with: "tel" }, "tel"],
      [{ date_of_birth: "2001-02-30" }, "date_of_birth"],
      [{ main_role: "SUPER_ADMIN" }, "main_role"],
      [{ consent: false }, "consent"],
      [{ is_active: true }, "is_active"],
      [{ login_with: "email", email: undefined }, "email"],
    ];
    for (const [override, field] of cases) {
      const body = registration(override);
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(override)).toContain(field);
      if (body.email) {
        expect(
          await database.db.selectFrom("users").select("id").where("email", "=", body.email).executeTakeFirst(),
        ).toBeUndefined();
      }
    }
  });
});

describe("account activation", () => {
  it("activates with the e-mailed token (200) and answers 204 for a used, wrong or missing token", async () => {
    const body = registration();
    await register(body);
    const token = await latestCode(app, body.email);
    const activate = (payload: Record<string, unknown>) =>
      app.inject({ method: "PATCH", url: "/api/my-account/activate/account-by-email", payload });

    const first = await activate({ token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ is_active: true, message: "Your account is active. You can sign in now." });
    expect(
      (
        await database.db
          .selectFrom("users")
          .select("is_active")
          .where("email", "=", body.email)
          .executeTakeFirstOrThrow()
      ).is_active,
    ).toBe(1);

    expect((await activate({ token })).statusCode).toBe(204);
    expect((await activate({ token: "x".repeat(43) })).statusCode).toBe(204);
    expect((await activate({})).statusCode).toBe(400);
    expect((await activate({ token: 42 })).statusCode).toBe(400);
  });

  it("activates with the SMS code on the registering device, or naming the phone", async () => {
    const body = registration({ login_with: "tel", email: undefined, tel: "0545550103" });
    const registered = await register(body);
    const code = await latestCode(app, "0545550103");
    const activate = (payload: Record<string, unknown>, cookie?: string) =>
      app.inject({
        method: "PATCH",
        url: "/api/my-account/activate/account-by-sms",
        payload,
        headers: cookie ? { cookie } : {},
      });

    const wrongCode = code === "000000" ? "111111" : "000000";
    expect((await activate({ code: wrongCode }, cookieHeader(registered))).statusCode).toBe(204);
    expect((await activate({ code })).statusCode).toBe(204); // no cookie, no phone: nothing to activate
    expect((await activate({ code: "12ab56" })).statusCode).toBe(400);
    const ok = await activate({ code }, cookieHeader(registered));
    expect(ok.statusCode).toBe(200);
    expect((await activate({ code, username: "054 555 0103" })).statusCode).toBe(204); // single use
  });

  it("resends activation without revealing whether the account exists, and stops after five an hour", async () => {
    const body = registration();
    await register(body);
    const resend = (username: string) =>
      app.inject({ method: "POST", url: "/api/auth/resend-activation", payload: { username } });
    const unknown = await resend("nobody@example.com");
    const known = await resend(body.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    for (let index = 0; index < 6; index += 1) await resend(body.email);
    // One at registration, four resends: the hourly cap of five holds.
    expect(await outbox(app, body.email)).toHaveLength(5);
  });
});
