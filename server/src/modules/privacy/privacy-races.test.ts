import { PRIVACY_ERROR_CODES } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { insertOldUser, withDatabaseBefore } from "../../test/database-before.js";
import { createTestApp } from "../../test/test-app.js";
import { DAY } from "./privacy-test-helpers.js";

/**
 * The member's privacy requests sent twice at once (a double tap, a retry on a slow network, two
 * tabs): one request is made and one message sent, on both engines. An erasure request made twice
 * and withdrawn once must not leave a second one to be carried out.
 */
const { app } = await createTestApp();

const ERASURE = "/api/my-account/privacy/erasure";
const EXPORT = "/api/my-account/privacy/export";
const TIMES = 4;

const rowsOf = (table: "erasure_requests" | "data_exports", userId: string) =>
  app.db.selectFrom(table).select(["id", "status"]).where("user_id", "=", userId).execute();

describe("privacy requests sent at once", () => {
  it("asking to close the account four times at once: one request waits, one message, the rest told it already waits", async () => {
    const member = await memberWithSession(app);
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () =>
        app.inject({ method: "POST", url: ERASURE, headers: member.headers, payload: {} }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().code).toBe(PRIVACY_ERROR_CODES.ERASURE_ALREADY_REQUESTED);
    }
    expect(await rowsOf("erasure_requests", member.userId)).toEqual([
      { id: answers.find((answer) => answer.statusCode === 202)?.json().id, status: "REQUESTED" },
    ]);
    const told = (await outbox(app, member.email)).filter(
      (message) => message.subject === "We received your request to close your account",
    );
    expect(told).toHaveLength(1);

    // Withdrawn once, nothing is left to carry out after the grace period.
    const withdrawn = await app.inject({ method: "DELETE", url: ERASURE, headers: member.headers });
    expect(withdrawn.statusCode).toBe(200);
    await app.services.privacy.jobs.run(new Date(Date.now() + 15 * DAY));
    expect(
      (await app.inject({ method: "GET", url: "/api/my-account/profile", headers: member.headers })).statusCode,
    ).toBe(200);
  });

  it("asking for a copy of my data four times at once: one export is prepared, and every answer names it", async () => {
    const member = await memberWithSession(app);
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => app.inject({ method: "POST", url: EXPORT, headers: member.headers })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
    const rows = await rowsOf("data_exports", member.userId);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json().id))).toEqual(new Set([rows[0]?.id]));
  });
});

describe("migration to one waiting request (0042)", () => {
  it("keeps a member's earliest waiting erasure request and pending export, and the others' history", async () => {
    await withDatabaseBefore("2026_11_29_0041_guardian_request_pending_once", async ({ db, migrateToLatest }) => {
      const userId = await insertOldUser(db);
      const erasure = (id: string, status: string, requestedAt: string) => ({
        id,
        user_id: userId,
        reason: null,
        status,
        requested_at: requestedAt,
        due_at: "2026-12-30T00:00:00.000Z",
      });
      await db
        .insertInto("erasure_requests")
        .values([
          erasure("e-old", "WITHDRAWN", "2026-10-01T00:00:00.000Z"),
          erasure("e-second", "REQUESTED", "2026-11-01T10:00:00.500Z"),
          erasure("e-first", "REQUESTED", "2026-11-01T10:00:00.000Z"),
          erasure("e-tied", "REQUESTED", "2026-11-01T10:00:00.000Z"),
        ] as never)
        .execute();
      const exported = (id: string, status: string) => ({
        id,
        user_id: userId,
        status,
        requested_at: "2026-11-02T08:00:00.000Z",
        attempts: 0,
      });
      await db
        .insertInto("data_exports")
        .values([exported("x-ready", "READY"), exported("x-a", "PENDING"), exported("x-b", "PENDING")] as never)
        .execute();

      await migrateToLatest();
      const kept = async (table: "erasure_requests" | "data_exports") =>
        (await db.selectFrom(table).select(["id", "status"]).orderBy("id").execute()).map(
          (row) => `${row.id} ${row.status}`,
        );
      expect(await kept("erasure_requests")).toEqual(["e-first REQUESTED", "e-old WITHDRAWN"]);
      expect(await kept("data_exports")).toEqual(["x-a PENDING", "x-ready READY"]);
      // And from now on a second one waiting is refused by the database itself.
      await expect(
        db
          .insertInto("erasure_requests")
          .values(erasure("e-new", "REQUESTED", "2026-11-03T00:00:00.000Z") as never)
          .execute(),
      ).rejects.toSatisfy(isUniqueViolation);
    });
  });
});
