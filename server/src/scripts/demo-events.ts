import { randomUUID } from "node:crypto";
import { type EventCategory, EventWriteSchema } from "@gkf/contract";
import type { FastifyInstance } from "fastify";
import { EventsRepository } from "../modules/events/events.repository.js";
import type { EntryRow } from "../modules/events/events.table.js";

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const at = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

const SENIOR_CATEGORIES: EventCategory[] = [
  { code: "SEN-F-KATA", age_group: "SENIOR", gender: "FEMALE", discipline: "KATA", weight_class: null },
  { code: "SEN-M-KATA", age_group: "SENIOR", gender: "MALE", discipline: "KATA", weight_class: null },
  { code: "SEN-F-KUM-55", age_group: "SENIOR", gender: "FEMALE", discipline: "KUMITE", weight_class: "-55" },
  { code: "SEN-M-KUM-67", age_group: "SENIOR", gender: "MALE", discipline: "KUMITE", weight_class: "-67" },
];

/**
 * Events (issue 14): a past tournament with results (the demo member took silver in senior
 * female kata), an open national tournament with an entry fee, and a free regional seminar in
 * Ashanti. The open ones go through the events service; the past one is written as it would
 * have been left (its registration window is over, so nobody could enter it today).
 */
export async function loadDemoEvents(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const users = await db
    .selectFrom("users")
    .select(["id", "email", "gender", "date_of_birth"])
    .where("email", "like", "%@demo.gkf")
    .execute();
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const official = byEmail.get("official@demo.gkf");
  const regional = byEmail.get("regional@demo.gkf");
  const member = byEmail.get("member@demo.gkf");
  if (!official || !regional || !member) return;
  const meta = { ip: "127.0.0.1", userAgent: "demo-data" };
  const { events } = app.services.events;
  const national = { userId: official.id, regions: undefined, canAccessRegion: () => true };
  const ashanti = { userId: regional.id, regions: ["AH"], canAccessRegion: (region: string) => region === "AH" };

  const open = EventWriteSchema.parse({
    type: "TOURNAMENT",
    title: "GKF National Karate Championship",
    description: "The federation's championship: kata and kumite, senior categories. Medical clearance required.",
    organiser: { kind: "FEDERATION" },
    starts_on: day(30),
    ends_on: day(31),
    venue: "Accra Sports Stadium, Accra",
    registration_opens_at: at(-3),
    registration_closes_at: at(21),
    fee: 5_000,
    capacity: 64,
    min_belt: "KYU_6",
    categories: SENIOR_CATEGORIES,
  });
  const tournament = await events.create(official.id, national, open, meta);
  await events.publish(official.id, national, tournament.id, meta);

  const seminar = await events.create(
    regional.id,
    ashanti,
    EventWriteSchema.parse({
      type: "SEMINAR",
      title: "Ashanti kata and refereeing seminar",
      description: "A day of kata applications and the WKF refereeing rules, for every grade.",
      organiser: { kind: "REGION", region: "AH" },
      starts_on: day(14),
      ends_on: day(14),
      venue: "KNUST Great Hall, Kumasi",
      registration_opens_at: at(-1),
      registration_closes_at: at(12),
      fee: 0,
      capacity: 40,
      min_belt: null,
      categories: [],
    }),
    meta,
  );
  await events.publish(regional.id, ashanti, seminar.id, meta);

  // The past tournament, closed, with its results.
  const repository = new EventsRepository(db);
  const pastId = randomUUID();
  await repository.insert({
    id: pastId,
    type: "TOURNAMENT",
    title: "Greater Accra Open",
    description: "Regional open tournament.",
    organiser_kind: "FEDERATION",
    region_code: null,
    dojo_id: null,
    starts_on: day(-40),
    ends_on: day(-40),
    venue: "University of Ghana Sports Stadium, Legon",
    registration_opens_at: at(-90),
    registration_closes_at: at(-47),
    fee: 0,
    capacity: null,
    places_taken: 0,
    min_belt: null,
    status: "CLOSED",
    categories: JSON.stringify(SENIOR_CATEGORIES.slice(0, 2)),
    created_by: official.id,
    created_at: at(-90),
    updated_at: at(-40),
  });
  const adultBefore = day(-40 - 18 * 366);
  const adults = users.filter(
    (user) => user.date_of_birth <= adultBefore && (user.email ?? "").startsWith("member") && user.id !== member.id,
  );
  const women = [member, ...adults.filter((user) => user.gender === "FEMALE").slice(0, 2)];
  const men = adults.filter((user) => user.gender === "MALE").slice(0, 3);
  const entry = (userId: string, category: string, placing: number): EntryRow => ({
    id: randomUUID(),
    event_id: pastId,
    user_id: userId,
    category,
    status: "CONFIRMED",
    reason: null,
    reason_code: null,
    reason_note: null,
    entered_by: userId,
    entered_as: "MEMBER",
    consent_at: at(-60),
    payment_id: null,
    receipt_number: null,
    checked_in_at: at(-40),
    checked_in_by: official.id,
    placing,
    attended: null,
    result_recorded_at: at(-40),
    created_at: at(-60),
    updated_at: at(-40),
  });
  // The demo member took silver; gold and bronze went to other demo members.
  const rows: EntryRow[] = [
    ...women.map((woman, index) => entry(woman.id, "SEN-F-KATA", [2, 1, 3][index] ?? index + 1)),
    ...men.map((man, index) => entry(man.id, "SEN-M-KATA", index + 1)),
  ];
  for (const row of rows) await repository.insertEntry(row);
  await repository.update(pastId, { places_taken: rows.length });
}
