import { gunzipSync } from "node:zlib";
import { MembershipRecordSchema, MembershipSummarySchema } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { batchedStatements } from "../../test/batched-statements.js";
import { setRegistrationFees, startRegistrationPayment } from "../../test/fee-helpers.js";
import { createTestApp, TEST_ENGINE } from "../../test/test-app.js";
import { pngImage, upload } from "../../test/upload-helpers.js";
import { MemberRecordViews, recordStamp, validUntil } from "./member-record-views.js";

// GET my-record from its read model (decision 109): what a member sees is always what the facts
// say, whichever writer changed them, and the stored record is used only while it is current.
const { app } = await createTestApp();
const RECORD = "/api/my-account/membership/my-record";
const get = (headers: Record<string, string>) => app.inject({ method: "GET", url: RECORD, headers });
/**
 * A record as compared here: the card's signed token names the second it was made (`iat`), which
 * differs between a stored record and one computed now; its other claims must not.
 */
function comparable(record: { membership_certificate?: { verify_url: string } | null }) {
  const certificate = record.membership_certificate;
  if (!certificate) return record;
  const token = certificate.verify_url.split("/verify/t/")[1] ?? "";
  const { iat: _iat, ...claims } = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8"));
  return { ...record, membership_certificate: { ...certificate, verify_url: claims } };
}
const viewOf = (userId: string) =>
  app.db.selectFrom("member_record_views").selectAll().where("user_id", "=", userId).executeTakeFirst();

describe("GET my-record from the read model", () => {
  it("stores the record at the first read and serves the same answer from it, as JSON", async () => {
    const member = await memberWithSession(app);
    const first = await get(member.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    const view = await viewOf(member.userId);
    expect(view?.body).toBeTruthy();
    expect(view?.computed_version).toBe(view?.version);
    const second = await get(member.headers);
    expect(second.json()).toEqual(first.json());
    expect(comparable(second.json())).toEqual(
      comparable(await app.services.membershipRecords.getRecord(member.userId)),
    );
  });

  it("shows a change at once, whoever wrote it: membership, name and birth date, a new document", async () => {
    const member = await memberWithSession(app, { overrides: { date_of_birth: "2010-03-04" } });
    expect((await get(member.headers)).json()).toMatchObject({ status: "PENDING_PAYMENT", athlete_category: "JUNIOR" });

    // A payment's credit (any writer of the memberships table).
    await app.db
      .updateTable("memberships")
      .set({ status: "ACTIVE", has_paid_registration: 1, code: "GKF-AA-26-910001", expiry_date: "2099-01-01" })
      .where("user_id", "=", member.userId)
      .execute();
    const active = (await get(member.headers)).json();
    expect(active).toMatchObject({ status: "ACTIVE", code: "GKF-AA-26-910001", has_paid_registration: true });
    expect(active.membership_certificate).not.toBeNull();

    // An official corrects the birth date: the category follows.
    await app.db.updateTable("users").set({ date_of_birth: "2000-05-06" }).where("id", "=", member.userId).execute();
    // The trigger forgot the stored record at once, in the writer's transaction.
    expect((await viewOf(member.userId))?.body).toBeNull();
    expect((await get(member.headers)).json().athlete_category).toBe("SENIOR");

    // A document uploaded, then approved by a reviewer.
    const uploaded = await upload(
      app,
      "PATCH",
      "/api/my-account/membership/update/my-record",
      member.access,
      {},
      { name: "photo", filename: "me.png", data: await pngImage(), contentType: "image/png" },
    );
    expect(uploaded.statusCode).toBe(200);
    const pending = (await get(member.headers)).json();
    expect(pending.current_passport_photo).toMatchObject({ status: "PENDING_REVIEW" });
    await app.db
      .updateTable("documents")
      .set({ status: "APPROVED", reviewed_at: new Date().toISOString() })
      .where("user_id", "=", member.userId)
      .execute();
    expect((await get(member.headers)).json().current_passport_photo).toMatchObject({ status: "APPROVED" });
    // A preview made later for the photo's file: the record shows it.
    const photo = await app.db
      .selectFrom("documents")
      .select("file_id")
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    await app.db.updateTable("files").set({ thumbnail_key: "preview-key" }).where("id", "=", photo.file_id).execute();
    expect((await viewOf(member.userId))?.body).toBeNull();
    expect((await get(member.headers)).json().current_passport_photo.has_thumbnail).toBe(true);
    // Every answer equals the record computed from the facts.
    expect(comparable((await get(member.headers)).json())).toEqual(
      comparable(await app.services.membershipRecords.getRecord(member.userId)),
    );
  });

  it("computes again when the stored record is past its validity or of another stamp", async () => {
    const member = await memberWithSession(app);
    await get(member.headers);
    // Valid until yesterday: status and validity depend on the date, so it is not served today.
    await app.db
      .updateTable("member_record_views")
      .set({ valid_until: "2000-01-01T00:00:00.000Z", body: '{"status":"SUSPENDED"}' })
      .where("user_id", "=", member.userId)
      .execute();
    expect((await get(member.headers)).json().status).toBe("PENDING_PAYMENT");
    expect(String((await viewOf(member.userId))?.valid_until) > new Date().toISOString()).toBe(true);

    await app.db
      .updateTable("member_record_views")
      .set({ stamp: "another deployment", body: '{"status":"SUSPENDED"}' })
      .where("user_id", "=", member.userId)
      .execute();
    expect((await get(member.headers)).json().status).toBe("PENDING_PAYMENT");
  });

  it("stamps the stored records with the answers' shape: a field added to the record computes them again", () => {
    const parts = ["http://localhost", "kid", "0.1.0"];
    expect(recordStamp(parts)).toBe(recordStamp(parts));
    const withoutRejectionReason = [
      z.object({ ...MembershipRecordSchema.shape, compliance_breakdown: z.array(z.object({ item: z.string() })) }),
      MembershipSummarySchema,
    ];
    expect(recordStamp(parts, withoutRejectionReason)).not.toBe(recordStamp(parts));
    expect(recordStamp(["https://gkf.example"])).not.toBe(recordStamp(parts));
  });

  it("holds a stored record until the next midnight, or until the days since the renewal go up", async () => {
    const noon = Date.parse("2026-06-10T12:00:00.000Z");
    // 9 days and 23 hours ago: the count becomes 10 at 13:00, before midnight.
    expect(validUntil("2026-05-31T13:00:00.000Z", noon)).toBe("2026-06-10T13:00:00.000Z");
    // 10 days and 11 hours ago: the count goes up at 01:00 tomorrow; midnight comes first.
    expect(validUntil("2026-05-31T01:00:00.000Z", noon)).toBe("2026-06-11T00:00:00.000Z");
    expect(validUntil(null, noon)).toBe("2026-06-11T00:00:00.000Z");

    const member = await memberWithSession(app);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000 - 60_000).toISOString();
    await app.db
      .updateTable("memberships")
      .set({ last_renewed_at: tenDaysAgo })
      .where("user_id", "=", member.userId)
      .execute();
    expect((await get(member.headers)).json().days_since_last_renewal).toBe(10);
  });

  it("sends a browser the gzip stored with the record, the same JSON", async () => {
    const member = await memberWithSession(app);
    const plain = await get(member.headers);
    const zipped = await get({ ...member.headers, "accept-encoding": "gzip, deflate, br" });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(zipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // gzip refused by its q-value: the JSON text, as for a client that does not name it.
    const refused = await get({ ...member.headers, "accept-encoding": "gzip;q=0, br" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it("does not store a record computed while a fact changed: the next read computes again", async () => {
    const member = await memberWithSession(app);
    const records = app.services.membershipRecords;
    let changed = false;
    // A reader whose computation overlaps a payment's credit committed by another process.
    const racing = new MemberRecordViews(
      app.db,
      async () => "stamp",
      async (userId) => {
        const computed = {
          record: await records.getRecord(userId),
          summary: await records.getSummary(userId),
          lastRenewal: null,
        };
        if (!changed) {
          changed = true;
          await app.db
            .updateTable("memberships")
            .set({ status: "ACTIVE", has_paid_registration: 1, code: "GKF-AA-26-910002", expiry_date: "2099-01-01" })
            .where("user_id", "=", userId)
            .execute();
        }
        return computed;
      },
      app.services.accounts,
    );
    expect(JSON.parse((await racing.answer(member.userId)).json).status).toBe("PENDING_PAYMENT");
    const view = await viewOf(member.userId);
    expect(view?.computed_version).not.toBe(view?.version);
    expect(JSON.parse((await racing.answer(member.userId)).json).status).toBe("ACTIVE");
    expect((await get(member.headers)).json().status).toBe("ACTIVE");
  });

  it("refuses a signed-out token on the very next request, though the record is stored", async () => {
    const member = await memberWithSession(app);
    expect((await get(member.headers)).statusCode).toBe(200);
    const logout = await app.inject({ method: "POST", url: "/api/auth/logout", headers: member.headers });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await get(member.headers);
    expect(after.statusCode).toBe(401);
    expect(after.body).not.toContain("compliance");
  });

  // On PostgreSQL the requests of one turn of the event loop share one statement (decision 143).
  it("gives each of many members asking at the same moment their own record, and refuses a signed-out one among them", async () => {
    const members = await Promise.all([1, 2, 3].map(() => memberWithSession(app)));
    for (const [index, member] of members.entries()) {
      await app.db
        .updateTable("memberships")
        .set({ status: "ACTIVE", has_paid_registration: 1, code: `GKF-AA-26-92000${index}`, expiry_date: "2099-01-01" })
        .where("user_id", "=", member.userId)
        .execute();
    }
    const signedOut = await memberWithSession(app);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: signedOut.headers });
    const statements = () => batchedStatements((read) => read.startsWith("my-record-"));
    const before = await statements();

    const asks = Array.from({ length: 24 }, (_, index) => {
      const who = index % 4;
      const member = members[who];
      const zipped = index % 8 < 4;
      if (!member) return get(signedOut.headers).then((response) => ({ who, status: response.statusCode }));
      const headers = zipped ? { ...member.headers, "accept-encoding": "gzip" } : member.headers;
      return get(headers).then((response) => ({
        who,
        status: response.statusCode,
        code: JSON.parse((zipped ? gunzipSync(response.rawPayload) : response.rawPayload).toString("utf8")).code,
      }));
    });
    const summaries = members.map((member) =>
      app.inject({ method: "GET", url: "/api/my-account/membership/my-record-summary", headers: member.headers }),
    );
    const answers = await Promise.all(asks);
    for (const answer of answers) {
      if (answer.who === 3) expect(answer).toEqual({ who: 3, status: 401 });
      else expect(answer).toEqual({ who: answer.who, status: 200, code: `GKF-AA-26-92000${answer.who}` });
    }
    for (const summary of await Promise.all(summaries)) {
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toMatchObject({ has_paid_registration: true });
    }
    if (TEST_ENGINE === "postgres") {
      // Fewer statements than the 27 requests: a statement answered several (the same session
      // asked twice in one statement is one key).
      const sent = (await statements()) - before;
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThan(27);
    }
  });

  // The bearer check reads the session and the stored record in one statement (decision 117).
  it("keeps the session rules of every other endpoint: an idle session is ended, a deactivated account refused", async () => {
    const idle = await memberWithSession(app);
    expect((await get(idle.headers)).statusCode).toBe(200);
    const longAgo = new Date(Date.now() - app.config.auth.sessionIdleMs - 60_000).toISOString();
    await app.db.updateTable("sessions").set({ last_seen_at: longAgo }).where("user_id", "=", idle.userId).execute();
    expect((await get(idle.headers)).statusCode).toBe(401);
    const ended = await app.db
      .selectFrom("sessions")
      .select("ended_reason")
      .where("user_id", "=", idle.userId)
      .execute();
    expect(ended.map((session) => session.ended_reason)).toEqual(["IDLE_TIMEOUT"]);

    const deactivated = await memberWithSession(app);
    expect((await get(deactivated.headers)).statusCode).toBe(200);
    await app.db.updateTable("users").set({ is_active: 0 }).where("id", "=", deactivated.userId).execute();
    const refused = await get(deactivated.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain("compliance");
  });

  it("answers a change at once in gzip too, and notes the session as seen", async () => {
    const member = await memberWithSession(app);
    const zipped = { ...member.headers, "accept-encoding": "gzip" };
    const unzip = (response: { rawPayload: Buffer }) => JSON.parse(gunzipSync(response.rawPayload).toString("utf8"));
    expect(unzip(await get(zipped)).status).toBe("PENDING_PAYMENT");
    await app.db
      .updateTable("memberships")
      .set({ status: "ACTIVE", has_paid_registration: 1, code: "GKF-AA-26-910003", expiry_date: "2099-01-01" })
      .where("user_id", "=", member.userId)
      .execute();
    expect(unzip(await get(zipped))).toMatchObject({ status: "ACTIVE", code: "GKF-AA-26-910003" });
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await app.db
      .updateTable("sessions")
      .set({ last_seen_at: twoMinutesAgo })
      .where("user_id", "=", member.userId)
      .execute();
    expect((await get(zipped)).statusCode).toBe(200);
    const session = await app.db
      .selectFrom("sessions")
      .select("last_seen_at")
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(session.last_seen_at > twoMinutesAgo).toBe(true);
  });

  it("answers the summary from the read model, and a payment changes it at once, whoever writes it", async () => {
    await setRegistrationFees(app, await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } }));
    const member = await memberWithSession(app);
    const summary = () =>
      app.inject({ method: "GET", url: "/api/my-account/membership/my-record-summary", headers: member.headers });
    const unpaid = await summary();
    expect(unpaid.statusCode).toBe(206);
    expect(unpaid.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(unpaid.json()).toMatchObject({ has_paid_registration: false, payment_summary: { open_payments: 0 } });
    expect(JSON.parse((await viewOf(member.userId))?.summary ?? "null")).toEqual(unpaid.json());

    const started = await startRegistrationPayment(app, member);
    expect(started.statusCode).toBe(201);
    expect((await summary()).json().payment_summary.open_payments).toBe(1);

    // The payment credited by another writer (a webhook in another process, say), with the membership.
    const paidAt = new Date().toISOString();
    await app.db
      .updateTable("payments")
      .set({ status: "SUCCESS", paid_at: paidAt })
      .where("reference", "=", started.json().reference)
      .execute();
    await app.db
      .updateTable("memberships")
      .set({ has_paid_registration: 1 })
      .where("user_id", "=", member.userId)
      .execute();
    const paid = await summary();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      has_paid_registration: true,
      payment_summary: { registration_paid_at: paidAt, last_payment_at: paidAt, open_payments: 0 },
    });
    expect(paid.json().payment_summary.total_paid.amount).toBeGreaterThan(0);
    expect(paid.json()).toEqual(await app.services.membershipRecords.getSummary(member.userId));

    await app.db.deleteFrom("payments").where("user_id", "=", member.userId).execute();
    expect((await summary()).json().payment_summary.total_paid.amount).toBe(0);
  });

  it("still refuses a guest, and answers 404 to an account without a membership", async () => {
    expect((await app.inject({ method: "GET", url: RECORD })).statusCode).toBe(401);
    const member = await memberWithSession(app);
    await app.db.deleteFrom("memberships").where("user_id", "=", member.userId).execute();
    const missing = await get(member.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
