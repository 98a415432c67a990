import { PRIVACY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { publishedEvent } from "../events/events-test-helpers.js";
import { graded, publishedSession, sessionBody } from "../gradings/gradings-test-helpers.js";
import { actingFor, familiesTestApp } from "./families-test-helpers.js";

/**
 * A minor's entries to events and gradings need the guardian's acceptance of the privacy notice in
 * force, not of an earlier version (issue 16, decision 111); both engines. A file of its own: it
 * publishes a new notice, which every later test would meet.
 */
const { app, official, get, post, activeChild } = await familiesTestApp();

describe("a minor's entries after a new privacy notice", () => {
  it("are refused with PRIVACY_NOTICE_NOT_ACCEPTED until the guardian accepts the new version for the child", async () => {
    // The calendar is frozen on 2026-06-15, before migration 0031's first notice: one in force then.
    await app.db
      .insertInto("privacy_notices")
      .values({ version: "2026-06-01-families", published_at: "2026-06-01T00:00:00.000Z", url: null })
      .execute();
    const examiner = await graded(app, "DAN_2");
    const session = await publishedSession(app, official, sessionBody(examiner.userId));
    const event = await publishedEvent(app, official);
    const guardian = await memberWithSession(app, { overrides: { first_name: "Adwoa", last_name: "Sarpong" } });
    const id = await activeChild(
      guardian.headers,
      { first_name: "Akua", date_of_birth: "2011-03-01" },
      { medical: true },
    );
    const forChild = actingFor(guardian.headers, id);
    // The child's registration accepted the notice then in force.
    const before = await post(`/api/gkf/gradings/${session}/applications`, forChild, {});
    expect(before.statusCode, before.body).toBe(201);
    await app.db.deleteFrom("grading_applications").where("user_id", "=", id).execute();

    const version = "2026-06-14-families";
    await app.db
      .insertInto("privacy_notices")
      .values({ version, published_at: new Date().toISOString(), url: null })
      .execute();
    const entry = await post(`/api/gkf/events/${event.id}/entries`, forChild, { category: "CAD-F-KATA" });
    expect(entry.statusCode).toBe(403);
    expect(entry.json()).toMatchObject({
      code: PRIVACY_ERROR_CODES.PRIVACY_NOTICE_NOT_ACCEPTED,
      message: expect.stringContaining(version),
    });
    const application = await post(`/api/gkf/gradings/${session}/applications`, forChild, {});
    expect(application.statusCode).toBe(403);
    expect(application.json().code).toBe(PRIVACY_ERROR_CODES.PRIVACY_NOTICE_NOT_ACCEPTED);
    expect(await app.db.selectFrom("event_entries").select("id").where("user_id", "=", id).execute()).toEqual([]);

    expect((await get("/api/my-account/consents", forChild)).json()).toMatchObject({ required: { version } });
    expect((await post("/api/my-account/consents", forChild, { version })).statusCode).toBe(201);
    const entered = await post(`/api/gkf/events/${event.id}/entries`, forChild, { category: "CAD-F-KATA" });
    expect(entered.statusCode, entered.body).toBe(201);
    const applied = await post(`/api/gkf/gradings/${session}/applications`, forChild, {});
    expect(applied.statusCode, applied.body).toBe(201);
  });
});
