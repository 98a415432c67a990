import type { GradingWrite } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { graded } from "./gradings-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const sensei = await graded(app, "DAN_1");

const numberOf = async (userId: string) =>
  (await app.db.selectFrom("memberships").select("code").where("user_id", "=", userId).executeTakeFirstOrThrow())
    .code ?? "";

const body = (member: string): GradingWrite => ({
  host: { kind: "FEDERATION" },
  date: "2026-07-18",
  venue: "Accra Sports Stadium hall",
  kind: "KYU",
  highest_grade: "KYU_3",
  application_deadline: "2026-07-04T00:00:00Z",
  capacity: 40,
  fee: 0,
  examiners: [{ member, max_award: "KYU_2" }],
});

const post = (payload: GradingWrite) =>
  app.inject({ method: "POST", url: "/api/admin/gradings", headers: federation.headers, payload });

describe("examiners picked by membership number", () => {
  it("an official names an examiner by their membership number, as typed; the panel stores the member", async () => {
    const code = await numberOf(sensei.userId);
    const response = await post(body(` ${code.toLowerCase()} `));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().examiners).toMatchObject([{ member: { id: sensei.userId, code }, max_award: "KYU_2" }]);
    const rows = await app.db
      .selectFrom("grading_examiners")
      .select("user_id")
      .where("session_id", "=", response.json().id)
      .execute();
    expect(rows).toEqual([{ user_id: sensei.userId }]);
  });

  it("the same examiner by number and by id is on the panel twice (400); an unknown number is refused at its field", async () => {
    const code = await numberOf(sensei.userId);
    const twice = await post({
      ...body(code),
      examiners: [
        { member: sensei.userId, max_award: "KYU_2" },
        { member: code, max_award: "KYU_3" },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields["examiners.1.member"]).toContain("twice");
    const unknown = await post(body("GKF-AH-26-NOBODY"));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { "examiners.0.member": expect.stringContaining("ACTIVE") } });
  });
});
