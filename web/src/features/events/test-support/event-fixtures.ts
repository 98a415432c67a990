import { CACHE_KEYS, type EventEntry, type MemberEvent } from "@gkf/contract";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { CONFIG_ROUTE, stubRoutes } from "../../../test/stub-routes";
import type { MyEventEntry } from "../api/events-api";

const DAY = 86_400_000;

/** A signed-in person with a paid registration; `staff` adds staff grants (the control panel). */
export function storeEventsSession(staff: string[] = []) {
  const cache = createCacheStore({ storage: window.localStorage });
  cache.set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: {
      first_name: "Ama",
      last_name: "Mensah",
      login_with: "email",
      main_role: staff.length > 0 ? "OFFICIAL" : "ATHLETE",
      ...(staff.length > 0 ? { staff_roles: staff } : {}),
    },
    last_time_logged: null,
  });
  cache.set(CACHE_KEYS.MY_MEMBERSHIP, { has_paid_registration: true, payment_summary: null });
}

/**
 * A federation admin whose control-panel list (`list`: events or gradings) is empty; the server
 * saves a new one as `draft` (once `held` lets it answer).
 */
export function stubFirstDraft(list: string, draft: unknown, held?: Promise<void>) {
  storeEventsSession(["FEDERATION_ADMIN"]);
  return stubRoutes({
    ...CONFIG_ROUTE,
    [list]: { body: { items: [] } },
    "/api/regions": { body: { items: [] } },
    [`POST ${list}`]: { status: 201, body: draft, held },
  });
}

export function anEvent(overrides: Partial<MemberEvent> = {}): MemberEvent {
  return {
    id: "ev-1",
    type: "TOURNAMENT",
    title: "Accra Open 2027",
    description: "",
    organiser: { kind: "FEDERATION", region: null, dojo: null },
    starts_on: "2027-06-12",
    ends_on: "2027-06-13",
    venue: "Accra Sports Stadium",
    registration_opens_at: new Date(Date.now() - DAY).toISOString(),
    registration_closes_at: new Date(Date.now() + 20 * DAY).toISOString(),
    fee: { amount: 5000, currency: "GHS" },
    capacity: 64,
    places_taken: 10,
    waitlisted: 0,
    min_belt: null,
    status: "PUBLISHED",
    registration_open: true,
    categories: [
      { code: "SEN-F-KATA", age_group: "SENIOR", gender: "FEMALE", discipline: "KATA", weight_class: null },
      { code: "SEN-F-KUM-55", age_group: "SENIOR", gender: "FEMALE", discipline: "KUMITE", weight_class: "-55" },
    ],
    my_eligibility: {
      eligible: true,
      checks: [
        { rule: "MEMBERSHIP_ACTIVE", met: true, reason: null, why: null },
        { rule: "MEDICAL_CLEARANCE", met: true, reason: null, why: null },
      ],
    },
    my_entries: [],
    ...overrides,
  };
}

export function anEntry(overrides: Partial<EventEntry> = {}): EventEntry {
  return {
    id: "en-1",
    event_id: "ev-1",
    member: { id: "m-1", first_name: "Ama", last_name: "Mensah", code: "GKF-0001" },
    category: "SEN-F-KATA",
    status: "SUBMITTED",
    reason: "Waiting for the entry fee.",
    reason_code: "WAITING_FEE",
    reason_note: null,
    waitlist_position: null,
    entered_by: "MEMBER",
    consent_given: true,
    eligibility: { eligible: true, checks: [{ rule: "MEMBERSHIP_ACTIVE", met: true, reason: null, why: null }] },
    payment_reference: null,
    checked_in_at: null,
    result: null,
    created_at: "2027-05-01T10:00:00.000Z",
    updated_at: "2027-05-01T10:00:00.000Z",
    ...overrides,
  };
}

export function myEntry(
  overrides: Partial<MyEventEntry> = {},
  event: Partial<MyEventEntry["event"]> = {},
): MyEventEntry {
  return {
    ...anEntry(overrides),
    event: {
      id: "ev-1",
      type: "TOURNAMENT",
      title: "Accra Open 2027",
      starts_on: "2027-06-12",
      ends_on: "2027-06-13",
      venue: "Accra Sports Stadium",
      status: "PUBLISHED",
      ...event,
    },
    ...overrides,
  } as MyEventEntry;
}
