import { PRIVACY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";

/**
 * Federation admins publish a new version of the privacy notice (issue 16, decision 111); members
 * are asked at their next visit once it is in force. Both engines. A file of its own: every later
 * test would meet the new version.
 */
const { app } = await createTestApp();
const today = () => new Date().toISOString().slice(0, 10);

describe("publishing a privacy notice version", () => {
  it("is for federation admins, audited, listed, and asked of members from its effective day", async () => {
    const admin = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
    const regional = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
    const member = await memberWithSession(app);
    const body = { version: `v-${Date.now()}`, effective_on: today(), url: "https://gkf.example/privacy-2027" };
    const publish = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: "POST", url: "/api/admin/privacy-notices", headers, payload });

    for (const who of [regional, member]) {
      expect((await publish(who.headers, body)).statusCode).toBe(403);
      expect(
        (await app.inject({ method: "GET", url: "/api/admin/privacy-notices", headers: who.headers })).statusCode,
      ).toBe(403);
    }
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await publish(admin.headers, { ...body, effective_on: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toMatchObject({ effective_on: "must be today or later" });
    expect((await publish(admin.headers, { ...body, url: "javascript:alert(1)" })).statusCode).toBe(400);

    const published = await publish(admin.headers, body);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toEqual({
      version: body.version,
      published_at: expect.stringMatching(new RegExp(`^${today()}T`)),
      url: body.url,
    });
    const again = await publish(admin.headers, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(PRIVACY_ERROR_CODES.NOTICE_VERSION_EXISTS);

    const list = await app.inject({ method: "GET", url: "/api/admin/privacy-notices", headers: admin.headers });
    expect(list.json().items[0]).toMatchObject({ version: body.version });
    const audit = await app.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "PRIVACY_NOTICE_PUBLISHED")
      .where("actor_user_id", "=", admin.userId)
      .execute();
    expect(audit).toHaveLength(1);

    const asked = await app.inject({ method: "GET", url: "/api/my-account/consents", headers: member.headers });
    expect(asked.json()).toMatchObject({ required: { version: body.version, url: body.url } });
  });
});
