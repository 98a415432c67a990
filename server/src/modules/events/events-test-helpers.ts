import type { EventWrite } from "@gkf/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { activeMember, giveDocument, type TestMember } from "../dojos/dojo-test-helpers.js";

/**
 * Events in tests run on the frozen calendar (today 2026-06-15): registration open from 1 June
 * to 1 July, the event on 10–11 July.
 */
export function eventBody(overrides: Partial<EventWrite> = {}): EventWrite {
  return {
    type: "TOURNAMENT",
    title: "Ashanti Open",
    description: "Kata and kumite",
    organiser: { kind: "FEDERATION" },
    starts_on: "2026-07-10",
    ends_on: "2026-07-11",
    venue: "Baba Yara Stadium, Kumasi",
    registration_opens_at: "2026-06-01T00:00:00Z",
    registration_closes_at: "2026-07-01T00:00:00Z",
    fee: 0,
    capacity: null,
    min_belt: null,
    categories: [
      { code: "SEN-F-KATA", age_group: "SENIOR", gender: "FEMALE", discipline: "KATA", weight_class: null },
      { code: "SEN-F-KUM-55", age_group: "SENIOR", gender: "FEMALE", discipline: "KUMITE", weight_class: "-55" },
      { code: "CAD-F-KATA", age_group: "CADET", gender: "FEMALE", discipline: "KATA", weight_class: null },
    ],
    ...overrides,
  };
}

export async function createEvent(app: FastifyInstance, organiser: TestMember, body: EventWrite = eventBody()) {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/events",
    headers: organiser.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; status: string }>();
}

/** Created and published by the organiser. */
export async function publishedEvent(app: FastifyInstance, organiser: TestMember, body: EventWrite = eventBody()) {
  const event = await createEvent(app, organiser, body);
  const published = await app.inject({
    method: "PATCH",
    url: `/api/admin/events/${event.id}/publish`,
    headers: organiser.headers,
  });
  expect(published.statusCode, published.body).toBe(200);
  return event;
}

/** An ACTIVE athlete (female, born 2001: a senior) with a valid medical clearance. */
export async function athlete(
  app: FastifyInstance,
  options: { dateOfBirth?: string; region?: string; medical?: boolean } = {},
): Promise<TestMember> {
  const member = await activeMember(app, { dateOfBirth: options.dateOfBirth, region: options.region });
  if (options.medical !== false) await giveDocument(app, member.userId, "MEDICAL_CLEARANCE");
  return member;
}

export const enter = (
  app: FastifyInstance,
  eventId: string,
  who: TestMember,
  payload: Record<string, unknown> = { category: "SEN-F-KATA" },
) => app.inject({ method: "POST", url: `/api/gkf/events/${eventId}/entries`, headers: who.headers, payload });

export const withdraw = (app: FastifyInstance, eventId: string, entryId: string, who: TestMember) =>
  app.inject({ method: "PATCH", url: `/api/gkf/events/${eventId}/entries/${entryId}/withdraw`, headers: who.headers });
