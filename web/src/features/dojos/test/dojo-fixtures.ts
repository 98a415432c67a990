import {
  CACHE_KEYS,
  type Dojo,
  type DojoInstructor,
  type DojoSession,
  type DojoStudent,
  type MyTraining,
  type PublicDojo,
  type SessionRoll,
} from "@gkf/contract";
import { vi } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { todayIso } from "../../../shared/dates/days";

/** Test data shaped like the API's answers (the contract's dojos schemas). */

export const DOJOS_ON = {
  body: { features: { dojos: true }, phone_signup: true, environment: "test", version: "1.0.0" },
};

export function aPublicDojo(overrides: Partial<PublicDojo> = {}): PublicDojo {
  return {
    id: "d1",
    code: "GKF-D-AA-0001",
    name: "Osu Shotokan Dojo",
    status: "ACTIVE",
    region: { code: "AA", name: "Greater Accra" },
    district: { code: "AM", name: "Accra Metropolitan" },
    town: "Osu",
    address: "12 Oxford Street",
    contacts: { phone: "0241234567", email: null },
    styles: ["Shotokan"],
    head_instructor: { name: "Kojo Asante" },
    training_times: [{ weekday: 2, start_time: "17:00", end_time: "18:30" }],
    affiliation: { season: 2026, state: "PAID", due_date: null, paid_at: "2026-01-20T10:00:00.000Z" },
    ...overrides,
  };
}

export function aDojo(overrides: Partial<Dojo> = {}): Dojo {
  return {
    ...aPublicDojo(),
    my_role: "HEAD",
    decision_reason: null,
    counts: { students: 2, instructors: 2, join_requests: 0 },
    created_at: "2026-01-05T10:00:00.000Z",
    decided_at: "2026-01-10T10:00:00.000Z",
    ...overrides,
  };
}

const lead = { member_id: "coach-1", first_name: "Kojo", last_name: "Asante", flagged: false };

export function aSession(overrides: Partial<DojoSession> = {}): DojoSession {
  return {
    id: "s1",
    training_id: "t1",
    title: null,
    date: todayIso(),
    start_time: "17:00",
    end_time: "18:30",
    lead_instructor: lead,
    counts_toward_grading: true,
    cancelled: false,
    cancel_note: null,
    attendance: { PRESENT: 0, LATE: 0, EXCUSED: 0, ABSENT: 0 },
    ...overrides,
  };
}

export function aRoll(statuses: Record<string, SessionRoll["items"][number]["status"]> = {}): SessionRoll {
  const people = [
    ["m1", "Ama", "Mensah"],
    ["m2", "Kofi", "Boateng"],
  ] as const;
  return {
    session: aSession(),
    items: people.map(([member_id, first_name, last_name]) => ({
      member_id,
      first_name,
      last_name,
      code: `GKF-AA-26-00000${member_id.slice(1)}`,
      belt: "KYU_3",
      status: statuses[member_id] ?? null,
      recorded_at: statuses[member_id] ? "2026-11-22T17:10:00.000Z" : null,
    })),
    recorded: 0,
    repeated: 0,
  };
}

export function aStudent(overrides: Partial<DojoStudent> = {}): DojoStudent {
  return {
    member_id: "m1",
    enrolment_id: "e1",
    first_name: "Ama",
    last_name: "Mensah",
    code: "GKF-AA-26-000001",
    age_category: "SENIOR",
    belt: "KYU_3",
    membership_status: "ACTIVE",
    compliance_status: "COMPLIANT",
    enrolment_status: "ACTIVE",
    message: null,
    requested_at: "2026-02-01T10:00:00.000Z",
    joined_at: "2026-02-02T10:00:00.000Z",
    ended_at: null,
    ...overrides,
  };
}

export function anInstructor(overrides: Partial<DojoInstructor> = {}): DojoInstructor {
  return {
    member_id: "coach-1",
    first_name: "Kojo",
    last_name: "Asante",
    role: "HEAD",
    belt: "DAN_3",
    membership_status: "ACTIVE",
    credentials: [
      { type: "COACHING_LICENCE", state: "VALID", expiry_date: "2027-06-30" },
      { type: "FIRST_AID", state: "VALID", expiry_date: "2027-01-31" },
      { type: "SAFEGUARDING", state: "VALID", expiry_date: "2027-03-31" },
    ],
    flagged: false,
    since: "2026-01-10T10:00:00.000Z",
    ...overrides,
  };
}

export function aMyTraining(overrides: Partial<MyTraining> = {}): MyTraining {
  return {
    dojo: null,
    enrolment: null,
    pending_request: null,
    upcoming_sessions: [],
    attendance: [],
    rate: { attended: 0, recorded: 0, percent: null },
    history: [],
    ...overrides,
  };
}

/** A signed-in, paid member (or an official with `staffRoles`). */
export function storeDojoSession(staffRoles: string[] = []) {
  const cache = createCacheStore({ storage: window.localStorage });
  cache.set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: { first_name: "Kojo", last_name: "Asante", login_with: "email", main_role: "COACH", staff_roles: staffRoles },
    last_time_logged: null,
  });
  cache.set(CACHE_KEYS.MY_MEMBERSHIP, { has_paid_registration: true, payment_summary: null });
}

/** `held`: the answer waits until it settles, as stubApi's (`heldAnswer()` makes one). */
type Answer = { status?: number; body: unknown; held?: Promise<unknown> };
type Route = Answer | ((request: { method: string; body: unknown; url: URL }) => Answer);

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fetch stub that answers per "METHOD /path" (or "/path" for any method) and records what was
 * sent; `/api/config` has the dojos flag on unless the test says otherwise.
 */
export function stubDojosApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : null;
    sent.push({ method, path: url.pathname, body });
    const route =
      routes[`${method} ${url.pathname}`] ??
      routes[url.pathname] ??
      (url.pathname === "/api/config" ? DOJOS_ON : undefined);
    const answer: Answer = route
      ? typeof route === "function"
        ? route({ method, body, url })
        : route
      : { status: 404, body: { code: "NOT_FOUND", message: `No stub for ${method} ${url.pathname}` } };
    if (answer.held) await answer.held;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchStub);
  return { fetchStub, sent };
}

/** GET /api/regions's answer for these regions. */
export function regionsAnswer(
  regions: Array<{ code: string; name: string; districts?: { code: string; name: string }[] }>,
) {
  return {
    body: {
      items: regions.map(({ code, name, districts = [] }) => ({
        code,
        iso_code: `GH-${code}`,
        name,
        capital: name,
        districts,
      })),
    },
  };
}
