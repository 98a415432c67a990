import { describe, expect, it } from "vitest";
import { convertMinors } from "../../db/migrations/2026_11_22_0030_guardianships.js";
import {
  bearer,
  memberWithSession,
  nextClientAddress,
  PASSWORD,
  registration,
  signIn,
} from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";

/**
 * Migration 0030 (decision 104): a minor's account registered before guardians existed becomes
 * guardian + child, and the person who signed in keeps signing in, now as the guardian.
 */
freezeCalendar();
const { app } = await createTestApp();

describe("existing minors' accounts (migration 0030)", () => {
  it("the registering contact becomes the guardian; the child keeps the membership; the same e-mail and password sign in as the guardian", async () => {
    const legacy = await memberWithSession(app, { overrides: { first_name: "Abla", last_name: "Tetteh" } });
    // Registered as a 14-year-old before guardians existed: the account holds the e-mail itself.
    await app.db.updateTable("users").set({ date_of_birth: "2012-03-03" }).where("id", "=", legacy.userId).execute();
    const adult = await memberWithSession(app);

    expect(await convertMinors(app.db, new Date())).toBe(1);
    expect(await convertMinors(app.db, new Date())).toBe(0);

    const child = await app.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", legacy.userId)
      .executeTakeFirstOrThrow();
    expect(child).toMatchObject({ email: null, tel: null, first_name: "Abla", date_of_birth: "2012-03-03" });
    const guardian = await app.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", legacy.email as string)
      .executeTakeFirstOrThrow();
    expect(guardian).toMatchObject({ first_name: "Guardian", last_name: "Tetteh", is_active: 1 });
    expect(guardian.id).not.toBe(legacy.userId);
    const membership = await app.db
      .selectFrom("memberships")
      .select("user_id")
      .where("user_id", "in", [legacy.userId, guardian.id])
      .execute();
    expect(membership).toEqual([{ user_id: legacy.userId }]);
    // The adult is untouched.
    expect(
      await app.db.selectFrom("guardianships").select("id").where("child_id", "=", adult.userId).execute(),
    ).toEqual([]);

    // The old session has ended; the same e-mail and password sign in as the guardian, who manages the child.
    const ended = await app.inject({ method: "GET", url: "/api/my-account/children", headers: legacy.headers });
    expect(ended.statusCode).toBe(401);
    const { access } = await signIn(app, legacy.email as string, PASSWORD);
    const headers = bearer(access);
    const children = await app.inject({ method: "GET", url: "/api/my-account/children", headers });
    expect(children.statusCode, children.body).toBe(200);
    expect(children.json().items).toMatchObject([
      { id: legacy.userId, first_name: "Abla", consent_at: expect.any(String) },
    ]);
    const record = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/my-record",
      headers: { ...headers, "x-acting-for": legacy.userId },
    });
    expect(record.statusCode, record.body).toBe(200);

    // And the same e-mail registers a brother with the guardian's password.
    const brother = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: registration({
        email: legacy.email,
        first_name: "Kofi",
        last_name: "Tetteh",
        date_of_birth: "2015-07-07",
      }),
      remoteAddress: nextClientAddress(),
    });
    expect(brother.statusCode, brother.body).toBe(201);
    const after = await app.inject({ method: "GET", url: "/api/my-account/children", headers: headers });
    expect(after.json().items.map((each: { first_name: string }) => each.first_name)).toEqual(["Abla", "Kofi"]);
  });

  it("a minor registered with a taken e-mail and a wrong password gets the usual answer and no child is added", async () => {
    const owner = await memberWithSession(app);
    const before = await app.db.selectFrom("users").select("id").execute();
    const attempt = await app.inject({
      method: "POST",
      url: "/api/account-manager/users/register/self",
      payload: registration({ email: owner.email, password: "Not-the-owners-pass-9", date_of_birth: "2015-07-07" }),
      remoteAddress: nextClientAddress(),
    });
    expect(attempt.statusCode).toBe(201);
    expect(attempt.json()).toMatchObject({ is_active: false });
    expect((await app.db.selectFrom("users").select("id").execute()).length).toBe(before.length);
    expect(
      await app.db.selectFrom("guardianships").select("id").where("guardian_id", "=", owner.userId).execute(),
    ).toEqual([]);
  });
});
