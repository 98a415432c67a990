import { randomUUID } from "node:crypto";
import type { Belt, GradingWrite } from "@gkf/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { activeMember, giveDocument, type TestMember } from "../dojos/dojo-test-helpers.js";

/** An ACTIVE member (born 2001-05-20) whose confirmed grade is `belt`, graded on `since`. */
export async function graded(
  app: FastifyInstance,
  belt: Belt | null,
  options: { status?: string; since?: string; medical?: boolean; dateOfBirth?: string } = {},
): Promise<TestMember> {
  const member = await activeMember(app, { status: options.status, dateOfBirth: options.dateOfBirth });
  if (belt) {
    await giveDocument(app, member.userId, "BELT_CERTIFICATE");
    await app.db
      .updateTable("documents")
      .set({ belt, grading_date: options.since ?? "2020-01-01" })
      .where("user_id", "=", member.userId)
      .where("document_type", "=", "BELT_CERTIFICATE")
      .execute();
  }
  if (options.medical) await giveDocument(app, member.userId, "MEDICAL_CLEARANCE");
  return member;
}

/** `count` trainings on past days at the dojo, each with the member marked PRESENT. */
export async function attend(
  app: FastifyInstance,
  dojoId: string,
  leadId: string,
  userId: string,
  count: number,
  countsTowardGrading = true,
) {
  const now = new Date().toISOString();
  const trainingId = randomUUID();
  await app.db
    .insertInto("dojo_trainings")
    .values({
      id: trainingId,
      dojo_id: dojoId,
      title: "Kihon",
      weekday: 1,
      start_time: "18:00",
      end_time: "19:30",
      lead_user_id: leadId,
      min_belt: null,
      max_belt: null,
      counts_toward_grading: countsTowardGrading ? 1 : 0,
      starts_on: "2026-01-01",
      ends_on: null,
      created_by: leadId,
      created_at: now,
    })
    .execute();
  for (let index = 0; index < count; index += 1) {
    const sessionId = randomUUID();
    await app.db
      .insertInto("dojo_sessions")
      .values({
        id: sessionId,
        dojo_id: dojoId,
        training_id: trainingId,
        date: `2026-03-${String(index + 1).padStart(2, "0")}`,
        start_time: "18:00",
        end_time: "19:30",
        lead_user_id: leadId,
        counts_toward_grading: countsTowardGrading ? 1 : 0,
        cancelled: 0,
        cancel_note: null,
        created_at: now,
      })
      .execute();
    await app.db
      .insertInto("dojo_attendance")
      .values({ session_id: sessionId, user_id: userId, status: "PRESENT", recorded_by: leadId, recorded_at: now })
      .execute();
  }
}

/** A kyu session on 18 July 2026 (applications until 4 July), the examiner a 2nd dan. */
export function sessionBody(examiner: string, overrides: Partial<GradingWrite> = {}): GradingWrite {
  return {
    host: { kind: "FEDERATION" },
    date: "2026-07-18",
    venue: "Accra Sports Stadium hall",
    kind: "KYU",
    highest_grade: "KYU_3",
    application_deadline: "2026-07-04T00:00:00Z",
    capacity: null,
    fee: 0,
    examiners: [{ member: examiner, max_award: "KYU_1" }],
    ...overrides,
  };
}

/** Created and published by the official. */
export async function publishedSession(app: FastifyInstance, official: TestMember, body: GradingWrite) {
  const created = await app.inject({
    method: "POST",
    url: "/api/admin/gradings",
    headers: official.headers,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  const published = await app.inject({
    method: "PATCH",
    url: `/api/admin/gradings/${id}/publish`,
    headers: official.headers,
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

export const apply = (
  app: FastifyInstance,
  sessionId: string,
  who: TestMember,
  payload: Record<string, unknown> = {},
) => app.inject({ method: "POST", url: `/api/gkf/gradings/${sessionId}/applications`, headers: who.headers, payload });
