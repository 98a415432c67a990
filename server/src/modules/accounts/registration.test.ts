import { describe, expect, it } from "vitest";
import { cookieHeader, latestCode, outbox, registration } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const { app, database } = await createTestApp();
const register = (payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/account-manager/users/register/self", payload });

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
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
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

  it("refuses a duplicate e-mail or phone with 409 naming the field", async () => {
    const first = registration({ tel: "0205550102" });
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(registration({ email: first.email.toUpperCase(), tel: "+233205550102" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "DUPLICATE_ACCOUNT",
      fields: { email: "is already registered", tel: "is already registered" },
    });
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
