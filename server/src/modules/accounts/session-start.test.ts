import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cookieHeader, loginFrom, PASSWORD, registerActive, signIn } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import type { AuditEventArgs } from "../audit/audit.repository.js";
import { AccountsRepository } from "./accounts.repository.js";

// Decision 131: on PostgreSQL a session's start is one statement (the session, the last sign-in,
// the audit event, the emptied failed-tries window). What it writes, on both engines.
const direct = await createTestApp({ DEVICE_VERIFICATION: "off" });
const withCodes = await createTestApp();

async function userOf(context: typeof direct, email: string) {
  return context.database.db
    .selectFrom("users")
    .select(["id", "last_login_at"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

describe("a sign-in's start", () => {
  it("writes the session, the account's last sign-in and the audit event", async () => {
    const { db } = direct.database;
    const member = await registerActive(direct.app);
    const email = member.email as string;
    const before = await userOf(direct, email);
    expect(before.last_login_at).toBeNull();

    const answer = await loginFrom(direct.app, "198.51.100.7", email, PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().last_time_logged).toBeNull();
    const sessions = await db.selectFrom("sessions").selectAll().where("user_id", "=", before.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ip: "198.51.100.7", ended_at: null, device_id: null });
    expect((await userOf(direct, email)).last_login_at).toBe(sessions[0]?.created_at);
    const events = await db
      .selectFrom("audit_events")
      .selectAll()
      .where("actor_user_id", "=", before.id)
      .where("action", "=", "LOGIN_SUCCEEDED")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: "SUCCESS", subject_user_id: before.id, ip: "198.51.100.7" });
    expect(JSON.parse(events[0]?.detail ?? "null")).toEqual({ session: sessions[0]?.id });

    // The next sign-in is told when the last one was, and its session works.
    const next = await loginFrom(direct.app, "198.51.100.7", email, PASSWORD);
    expect(next.statusCode).toBe(200);
    expect(next.json().last_time_logged).toBe(sessions[0]?.created_at);
    const me = await direct.app.inject({
      method: "GET",
      url: "/api/my-account/sessions",
      headers: { authorization: `Bearer ${next.json().tokens.access}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("writes all of it or none: a session is never without its audit event", async () => {
    const { db } = direct.database;
    const member = await registerActive(direct.app);
    const email = member.email as string;
    const user = await userOf(direct, email);
    const existing = await db.selectFrom("audit_events").select("id").limit(1).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const session = {
      id: randomUUID(),
      user_id: user.id,
      device_id: null,
      user_agent: "test",
      ip: "198.51.100.9",
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      ended_at: null,
      ended_reason: null,
    };
    const event = (id: string): AuditEventArgs => [
      id,
      at,
      "LOGIN_SUCCEEDED",
      "SUCCESS",
      user.id,
      user.id,
      null,
      null,
      null,
    ];
    // An audit event that cannot be written (its id is taken) fails the whole start.
    await expect(new AccountsRepository(db).startSession(session, event(existing.id), null)).rejects.toThrow();
    expect(await db.selectFrom("sessions").select("id").where("id", "=", session.id).execute()).toEqual([]);
    expect((await userOf(direct, email)).last_login_at).toBeNull();

    await new AccountsRepository(db).startSession(session, event(randomUUID()), null);
    expect(await db.selectFrom("sessions").select("id").where("id", "=", session.id).execute()).toHaveLength(1);
    expect((await userOf(direct, email)).last_login_at).toBe(at);
  });

  it("empties the account's window of failed tries: ten more before it refuses", async () => {
    const member = await registerActive(direct.app);
    const email = member.email as string;
    const address = "198.51.100.21";
    for (let index = 0; index < 9; index += 1) {
      expect((await loginFrom(direct.app, address, email, "not-the-password")).statusCode).toBe(401);
    }
    expect((await loginFrom(direct.app, address, email, PASSWORD)).statusCode).toBe(200);
    // Unemptied, the window would hold ten tries and refuse the next one.
    for (let index = 0; index < 10; index += 1) {
      expect((await loginFrom(direct.app, address, email, "not-the-password")).statusCode).toBe(401);
    }
    const refused = await loginFrom(direct.app, address, email, "not-the-password");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("empties a trusted browser's own window when it signs in", async () => {
    const member = await registerActive(withCodes.app);
    const email = member.email as string;
    const { deviceCookie } = await signIn(withCodes.app, email);
    const address = "198.51.100.33";
    for (let index = 0; index < 9; index += 1) {
      expect((await loginFrom(withCodes.app, address, email, "not-the-password", deviceCookie)).statusCode).toBe(401);
    }
    const right = await loginFrom(withCodes.app, address, email, PASSWORD, deviceCookie);
    expect(right.statusCode).toBe(200);
    expect(cookieHeader(right)).toBe("");
    for (let index = 0; index < 10; index += 1) {
      expect((await loginFrom(withCodes.app, address, email, "not-the-password", deviceCookie)).statusCode).toBe(401);
    }
    expect((await loginFrom(withCodes.app, address, email, "not-the-password", deviceCookie)).statusCode).toBe(429);
  });
});

// Decision 132: the account's read also says whether it trusts the browser's device.
describe("the browser a sign-in trusts", () => {
  it("is a device of the account's own, not another member's, and not one it stopped trusting", async () => {
    const { db } = withCodes.database;
    const ama = (await registerActive(withCodes.app)).email as string;
    const kofi = (await registerActive(withCodes.app)).email as string;
    const amaBrowser = await signIn(withCodes.app, ama);
    const kofiBrowser = await signIn(withCodes.app, kofi);
    const address = "198.51.100.45";

    // Kofi's browser is a new one to Ama's account: a code first.
    const onKofis = await loginFrom(withCodes.app, address, ama, PASSWORD, kofiBrowser.deviceCookie);
    expect(onKofis.statusCode).toBe(206);
    const onHers = await loginFrom(withCodes.app, address, ama, PASSWORD, amaBrowser.deviceCookie);
    expect(onHers.statusCode).toBe(200);

    const amaId = (await userOf(withCodes, ama)).id;
    const device = await db
      .selectFrom("trusted_devices")
      .select("id")
      .where("user_id", "=", amaId)
      .executeTakeFirstOrThrow();
    const revoked = await withCodes.app.inject({
      method: "DELETE",
      url: `/api/my-account/devices/${device.id}`,
      headers: { authorization: `Bearer ${onHers.json().tokens.access}` },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await loginFrom(withCodes.app, address, ama, PASSWORD, amaBrowser.deviceCookie)).statusCode).toBe(206);
  });
});

// Which windows a try counts in (sign-in-limits.ts): the account's by its id, a browser it trusts
// by the device, a name that is no account's by the name, and every failure by the address.
describe("the buckets a sign-in's try counts in", () => {
  /** How many hits each sign-in bucket holds. */
  async function hitsByBucket(context: typeof direct): Promise<Map<string, number>> {
    const rows = await context.database.db
      .selectFrom("rate_limit_hits")
      .select((eb) => ["bucket", eb.fn.countAll<number>().as("hits")])
      .where("bucket", "like", "login-fail:%")
      .groupBy("bucket")
      .execute();
    return new Map(rows.map((row) => [row.bucket, Number(row.hits)]));
  }

  /** The buckets that gained hits since `before`, once per hit gained. */
  async function hitsSince(context: typeof direct, before: Map<string, number>): Promise<string[]> {
    const after = await hitsByBucket(context);
    return [...after].flatMap(([bucket, hits]) => Array(hits - (before.get(bucket) ?? 0)).fill(bucket) as string[]);
  }

  it("counts an account's tries by its id, a trusted browser's by the device, an unknown name's by the name", async () => {
    const { db } = withCodes.database;
    const member = await registerActive(withCodes.app);
    const email = member.email as string;
    const id = (await userOf(withCodes, email)).id;
    const { deviceCookie } = await signIn(withCodes.app, email);
    const device = await db
      .selectFrom("trusted_devices")
      .select("id")
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    const before = await hitsByBucket(withCodes);

    expect((await loginFrom(withCodes.app, "198.51.100.61", email, "not-the-password")).statusCode).toBe(401);
    expect((await loginFrom(withCodes.app, "198.51.100.61", email, "not-the-password", deviceCookie)).statusCode).toBe(
      401,
    );
    const unknown = `nobody-${id}@example.com`;
    expect((await loginFrom(withCodes.app, "198.51.100.61", unknown, "not-the-password")).statusCode).toBe(401);

    const added = await hitsSince(withCodes, before);
    const named = added.filter((bucket) => bucket.startsWith("login-fail:name:"));
    expect(added.filter((bucket) => !bucket.startsWith("login-fail:name:")).sort()).toEqual(
      [
        `login-fail:account:${id}`,
        `login-fail:account:${id}:hour`,
        `login-fail:device:${device.id}`,
        // Each failure also counts against the address (a busy address answers blind).
        "login-fail:ip:198.51.100.61",
        "login-fail:ip:198.51.100.61",
        "login-fail:ip:198.51.100.61",
      ].sort(),
    );
    // The unknown name's two windows, under a hash of the name (never the account's marker).
    expect(named).toHaveLength(2);
    expect(named[0]?.replace(/:hour$/, "")).toBe(named[1]?.replace(/:hour$/, ""));
    expect(added.some((bucket) => bucket.includes("{account}"))).toBe(false);
  });
});
