import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { nextCounterValue } from "../../db/counters.js";
import { memberWithSession } from "../../test/accounts-helpers.js";

/** A district of each region the tests use. */
export const DISTRICTS: Record<string, string> = { AH: "KM", AA: "AM", NP: "TM" };

export type TestMember = Awaited<ReturnType<typeof memberWithSession>>;

/** A signed-in member whose membership is ACTIVE (type from main_role, ATHLETE by default). */
export async function activeMember(
  app: FastifyInstance,
  options: { role?: string; region?: string; status?: string; dateOfBirth?: string } = {},
): Promise<TestMember> {
  const region = options.region ?? "AH";
  const member = await memberWithSession(app, {
    overrides: {
      main_role: options.role ?? "ATHLETE",
      region,
      district: DISTRICTS[region],
      ...(options.dateOfBirth ? { date_of_birth: options.dateOfBirth } : {}),
    },
  });
  await app.db
    .updateTable("memberships")
    .set({
      status: (options.status ?? "ACTIVE") as "ACTIVE",
      has_paid_registration: 1,
      expiry_date: "2099-01-01",
      period_start: "2026-01-01",
      // From the counter the app numbers memberships with: a random number repeated one in a few
      // dozen runs among the hundreds of members the tests of one database make.
      code: `GKF-${region}-26-${String(await nextCounterValue(app.db, `membership:${region}:26`)).padStart(6, "0")}`,
    })
    .where("user_id", "=", member.userId)
    .execute();
  return member;
}

/** Stores an approved document (a credential) for a member, as a reviewed upload would. */
export async function giveDocument(
  app: FastifyInstance,
  userId: string,
  type: string,
  options: { status?: "APPROVED" | "PENDING_REVIEW"; expiry?: string | null } = {},
): Promise<void> {
  const fileId = randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto("files")
    .values({
      id: fileId,
      owner_user_id: userId,
      storage_key: `2026/11/${fileId}`,
      original_name: "credential.pdf",
      mime_type: "application/pdf",
      size_bytes: 1,
      sha256: "0".repeat(64),
      width: null,
      height: null,
      thumbnail_key: null,
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto("documents")
    .values({
      id: randomUUID(),
      user_id: userId,
      document_type: type,
      status: options.status ?? "APPROVED",
      document_number: "C-1",
      issue_date: "2025-01-01",
      expiry_date: options.expiry === undefined ? "2099-01-01" : options.expiry,
      belt: null,
      grading_date: null,
      examiner: null,
      file_id: fileId,
      version: 1,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** An ACTIVE coach with a valid coaching licence and safeguarding certificate. */
export async function clearedCoach(app: FastifyInstance, region = "AH"): Promise<TestMember> {
  const coach = await activeMember(app, { role: "COACH", region });
  await giveDocument(app, coach.userId, "COACHING_LICENCE");
  await giveDocument(app, coach.userId, "SAFEGUARDING");
  return coach;
}

export function dojoBody(region = "AH", overrides: Record<string, unknown> = {}) {
  return {
    name: `Dojo ${randomUUID().slice(0, 6)}`,
    region,
    district: DISTRICTS[region],
    town: "Kumasi",
    address: "12 Prempeh Road",
    phone: "0241234567",
    styles: ["Shotokan"],
    ...overrides,
  };
}

export async function registerDojo(app: FastifyInstance, coach: TestMember, region = "AH") {
  const response = await app.inject({
    method: "POST",
    url: "/api/gkf/dojos",
    headers: coach.headers,
    payload: dojoBody(region),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; code: string; status: string }>();
}

/** A dojo registered by a cleared coach and approved by a federation admin. */
export async function activeDojo(app: FastifyInstance, official: TestMember, region = "AH") {
  const head = await clearedCoach(app, region);
  const dojo = await registerDojo(app, head, region);
  const decided = await app.inject({
    method: "PATCH",
    url: `/api/admin/dojos/${dojo.id}`,
    headers: official.headers,
    payload: { decision: "ACTIVE" },
  });
  expect(decided.statusCode).toBe(200);
  return { head, dojo };
}

/** A member asks to join and the head instructor accepts. */
export async function enrol(app: FastifyInstance, dojoId: string, head: TestMember, student: TestMember) {
  const joined = await app.inject({
    method: "POST",
    url: `/api/gkf/dojos/${dojoId}/join`,
    headers: student.headers,
    payload: {},
  });
  expect(joined.statusCode).toBe(201);
  const accepted = await app.inject({
    method: "PATCH",
    url: `/api/gkf/dojos/${dojoId}/students/${student.userId}`,
    headers: head.headers,
    payload: { decision: "ACCEPTED" },
  });
  expect(accepted.statusCode).toBe(200);
}
