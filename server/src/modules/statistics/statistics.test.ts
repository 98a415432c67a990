import { randomUUID } from "node:crypto";
import type { Statistics } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";
import { StatisticsSnapshots } from "./statistics.repository.js";
import { lastTwelveMonths } from "./statistics.service.js";

const { app } = await createTestApp();
const DAY = 86_400_000;
const now = new Date();
const dayFrom = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

// Six members: three staff and a member in Ashanti (the registration's default), and three more.
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const regional = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const member = await memberWithSession(app);
const ama = await memberWithSession(app, { overrides: { first_name: "Ama" } });
const kwame = await memberWithSession(app, {
  overrides: { first_name: "Kwame", gender: "MALE", date_of_birth: "2014-01-10", region: "AA", district: "AM" },
});
const esi = await memberWithSession(app, { overrides: { first_name: "Esi" } });

const membership = (userId: string, changes: Record<string, unknown>) =>
  app.db.updateTable("memberships").set(changes).where("user_id", "=", userId).execute();
// Ama: active, paid, 3rd kyu, expiring in 20 days; Kwame (a minor, Greater Accra): active, expiring
// in 45 days; Esi: active on paper but past her expiry date (EXPIRED as the record shows it).
await membership(ama.userId, {
  status: "ACTIVE",
  expiry_date: dayFrom(20),
  has_paid_registration: 1,
  current_belt: "KYU_3",
});
await membership(kwame.userId, { status: "ACTIVE", expiry_date: dayFrom(45), has_paid_registration: 1 });
await membership(esi.userId, { status: "ACTIVE", expiry_date: dayFrom(-1) });

async function payment(userId: string, purpose: string, amount: number, status: string, region: string) {
  const at = now.toISOString();
  await app.db
    .insertInto("payments")
    .values({
      id: randomUUID(),
      user_id: userId,
      reference: `T-${randomUUID()}`,
      purpose: purpose as "REGISTRATION",
      provider: "sandbox",
      amount,
      currency: "GHS",
      period_months: 12,
      status: status as "SUCCESS",
      paid_at: status === "SUCCESS" ? at : null,
      region_code: region,
      created_at: at,
      updated_at: at,
    } as never)
    .execute();
}
await payment(ama.userId, "REGISTRATION", 10_000, "SUCCESS", "AH");
await payment(kwame.userId, "RENEWAL", 5_000, "SUCCESS", "AA");
await payment(esi.userId, "RENEWAL", 5_000, "FAILED", "AH");

// Ama uploads a document that waits for review (sent 10 days ago); her Ghana Card and Kwame's
// birth certificate are approved (Kwame is under 18: a birth certificate proves his identity).
const waiting = (
  await upload(
    app,
    "POST",
    "/api/my-account/membership/document/add",
    ama.access,
    { document_type: "OTHER" },
    {
      filename: "doc.pdf",
      data: pdfDocument(),
    },
  )
).json();
await app.db
  .updateTable("documents")
  .set({ created_at: new Date(now.getTime() - 10 * DAY - 60_000).toISOString() })
  .where("id", "=", waiting.id)
  .execute();
const stored = await app.db
  .selectFrom("documents")
  .select("file_id")
  .where("id", "=", waiting.id)
  .executeTakeFirstOrThrow();
for (const [userId, type] of [
  [ama.userId, "GHANA_CARD"],
  [kwame.userId, "BIRTH_CERTIFICATE"],
] as const) {
  const at = now.toISOString();
  await app.db
    .insertInto("documents")
    .values({
      id: randomUUID(),
      user_id: userId,
      document_type: type,
      status: "APPROVED",
      file_id: stored.file_id,
      version: 1,
      created_at: at,
      updated_at: at,
    } as never)
    .execute();
}

// The upload recomputed Ama's record; her confirmed belt is set last.
await membership(ama.userId, { current_belt: "KYU_3" });

const get = (headers: Record<string, string> | undefined, query = "") =>
  app.inject({ method: "GET", url: `/api/admin/statistics${query}`, headers });
const count = (list: Array<{ key: string; count: number }>, key: string) =>
  list.find((entry) => entry.key === key)?.count;

describe("statistics dashboard", () => {
  it("a federation admin sees the federation: members by status, region, type, age group, gender and belt", async () => {
    const response = await get(federation.headers);
    expect(response.statusCode).toBe(200);
    const body: Statistics = response.json();
    expect(body.region).toBeNull();
    expect(body.members.total).toBe(6);
    expect(count(body.members.by_status, "ACTIVE")).toBe(2);
    expect(count(body.members.by_status, "EXPIRED")).toBe(1);
    expect(count(body.members.by_status, "PENDING_PAYMENT")).toBe(3);
    expect(body.members.by_region).toEqual([
      { key: "AH", count: 5 },
      { key: "AA", count: 1 },
    ]);
    expect(body.members.by_type).toEqual([{ key: "ATHLETE", count: 6 }]);
    expect(count(body.members.by_gender, "MALE")).toBe(1);
    expect(count(body.members.by_gender, "FEMALE")).toBe(5);
    expect(count(body.members.by_age_category, "U14")).toBe(1);
    expect(count(body.members.by_age_category, "SENIOR")).toBe(5);
    expect(count(body.members.by_belt, "KYU_3")).toBe(1);
    expect(count(body.members.by_belt, "NONE")).toBe(5);
  });

  it("counts new members, renewals and revenue per month for 12 months, revenue by purpose (paid only)", async () => {
    const body: Statistics = (await get(federation.headers)).json();
    expect(body.months.map((entry) => entry.month)).toEqual(lastTwelveMonths(now.toISOString().slice(0, 10)));
    expect(body.months.at(-1)).toEqual({
      month: now.toISOString().slice(0, 7),
      new_members: 6,
      renewals: 1,
      revenue: 15_000,
    });
    expect(body.months.slice(0, 11).every((entry) => entry.revenue === 0 && entry.new_members === 0)).toBe(true);
    expect(body.revenue_by_purpose).toEqual([
      { key: "REGISTRATION", amount: 10_000, count: 1 },
      { key: "RENEWAL", amount: 5_000, count: 1 },
    ]);
  });

  it("compliance rate and the items most often missing, expiries in 30/60 days, and the review queue's age", async () => {
    const body: Statistics = (await get(federation.headers)).json();
    expect(body.compliance).toMatchObject({ members: 6, compliant: 0, rate: 0 });
    expect(body.compliance.missing).toEqual(
      expect.arrayContaining([
        { key: "PASSPORT_PHOTO", count: 6 },
        { key: "MEDICAL_CLEARANCE", count: 6 },
        { key: "REGISTRATION_PAID", count: 4 },
        { key: "IDENTITY_DOCUMENT", count: 4 },
      ]),
    );
    expect(body.compliance.missing[0]?.count).toBe(6);
    expect(body.compliance.missing.map((entry) => entry.key)).not.toContain("COACHING_LICENCE");
    expect(body.expiring).toEqual({ within_30_days: 1, within_60_days: 2 });
    expect(body.review_queue).toEqual({
      waiting: 1,
      oldest_days: 10,
      by_age: [
        { key: "0-2", count: 0 },
        { key: "3-7", count: 0 },
        { key: "8-30", count: 1 },
        { key: "31+", count: 0 },
      ],
    });
  });

  it("a member whose every requirement is met counts as compliant", async () => {
    const at = now.toISOString();
    for (const type of ["PASSPORT_PHOTO", "MEDICAL_CLEARANCE", "BELT_CERTIFICATE"]) {
      await app.db
        .insertInto("documents")
        .values({
          id: randomUUID(),
          user_id: ama.userId,
          document_type: type,
          status: "APPROVED",
          expiry_date: type === "MEDICAL_CLEARANCE" ? dayFrom(100) : null,
          file_id: stored.file_id,
          version: 1,
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
    }
    // Computed again: the answer of the tests above is kept for a minute (decision 157).
    const body: Statistics = (await get(federation.headers, "?fresh=true")).json();
    expect(body.compliance).toMatchObject({ members: 6, compliant: 1, rate: 16.7 });
  });

  it("a regional admin sees their region only, with or without asking for it", async () => {
    for (const query of ["", "?region=AH", "?region=ah"]) {
      const response = await get(regional.headers, query);
      expect(response.statusCode, query).toBe(200);
      const body: Statistics = response.json();
      expect(body.region).toBe("AH");
      expect(body.members.total).toBe(5);
      expect(body.members.by_region).toEqual([{ key: "AH", count: 5 }]);
      expect(body.revenue_by_purpose).toEqual([{ key: "REGISTRATION", amount: 10_000, count: 1 }]);
      expect(body.expiring).toEqual({ within_30_days: 1, within_60_days: 1 });
    }
  });

  it("another region is refused to a regional admin (403, audited); a federation admin may ask for any", async () => {
    const refused = await get(regional.headers, "?region=AA");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
    const audit = await app.db
      .selectFrom("audit_events")
      .select(["detail", "outcome"])
      .where("action", "=", "ACCESS_REFUSED")
      .where("actor_user_id", "=", regional.userId)
      .execute();
    expect(audit.map((event) => JSON.parse(event.detail ?? "{}"))).toContainEqual({
      code: "FORBIDDEN",
      method: "GET",
      url: "/api/admin/statistics",
    });

    const accra: Statistics = (await get(federation.headers, "?region=AA")).json();
    expect(accra).toMatchObject({ region: "AA", members: { total: 1 } });
    expect(accra.months.at(-1)).toMatchObject({ renewals: 1, revenue: 5_000 });
  });

  it("a member is refused (403), no session is 401, a region that is not two letters is 400", async () => {
    expect((await get(member.headers)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
    const bad = await get(federation.headers, "?region=ASHANTI");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { region: expect.any(String) } });
    const maybe = await get(federation.headers, "?fresh=maybe");
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { fresh: expect.any(String) } });
  });
});

describe("the dashboard's kept answers (decision 157)", () => {
  const kept = (scope: string) =>
    app.db.selectFrom("statistics_snapshots").selectAll().where("scope", "=", scope).executeTakeFirst();

  it("an answer is given again to every official of its scope for a minute; fresh=true computes a new one", async () => {
    const first: Statistics = (await get(federation.headers, "?fresh=true")).json();
    const total = first.members.total;
    const second = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });

    const again: Statistics = (await get(second.headers)).json();
    expect(again.generated_at).toBe(first.generated_at);
    expect(again.members.total).toBe(total);
    expect((await kept("*"))?.generated_at).toBe(first.generated_at);

    const fresh: Statistics = (await get(second.headers, "?fresh=true")).json();
    expect(fresh.members.total).toBe(total + 1);
    expect(fresh.generated_at > first.generated_at).toBe(true);
    expect(JSON.parse((await kept("*"))?.body ?? "{}")).toEqual(fresh);
  });

  it("an answer older than a minute is computed again", async () => {
    const before: Statistics = (await get(federation.headers)).json();
    await memberWithSession(app);
    const minuteAgo = new Date(Date.now() - 61_000).toISOString();
    await app.db
      .updateTable("statistics_snapshots")
      .set({ generated_at: minuteAgo })
      .where("scope", "=", "*")
      .execute();

    const after: Statistics = (await get(federation.headers)).json();
    expect(after.members.total).toBe(before.members.total + 1);
    expect(after.generated_at > minuteAgo).toBe(true);
    expect((await kept("*"))?.generated_at).toBe(after.generated_at);
  });

  it("a region's kept answer is still refused to another region's admin", async () => {
    expect((await get(federation.headers, "?region=AA")).statusCode).toBe(200);
    expect(await kept("AA")).toBeDefined();
    expect((await get(regional.headers, "?region=AA")).statusCode).toBe(403);
    expect((await get(regional.headers, "?region=AA&fresh=true")).statusCode).toBe(403);
    const own: Statistics = (await get(regional.headers)).json();
    expect(own.region).toBe("AH");
    expect(own.members.by_region.map((entry) => entry.key)).toEqual(["AH"]);
  });

  it("a slower computation finishing later does not replace a newer answer", async () => {
    const snapshots = new StatisticsSnapshots(app.db);
    await snapshots.save({ scope: "ZZ", generated_at: "2026-12-01T10:00:05.000Z", body: "{}" });
    await snapshots.save({ scope: "ZZ", generated_at: "2026-12-01T10:00:01.000Z", body: '{"older":true}' });
    expect(await kept("ZZ")).toEqual({ scope: "ZZ", generated_at: "2026-12-01T10:00:05.000Z", body: "{}" });
    await snapshots.save({ scope: "ZZ", generated_at: "2026-12-01T10:00:09.000Z", body: '{"newer":true}' });
    expect((await kept("ZZ"))?.body).toBe('{"newer":true}');
  });
});
