import { isErrorBody } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { freezeCalendar } from "../../test/frozen-calendar.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, activeMember, clearedCoach } from "../dojos/dojo-test-helpers.js";
import { athlete, createEvent, eventBody, publishedEvent } from "./events-test-helpers.js";

// Today is 2026-06-15 (test/frozen-calendar.ts).
freezeCalendar();
const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const accra = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });

describe("organising events", () => {
  it("a federation admin creates a DRAFT, publishes it, and members then find it with their eligibility", async () => {
    const member = await athlete(app);
    const created = await createEvent(app, federation, eventBody({ title: "National Championship", fee: 5_000 }));
    expect(created).toMatchObject({
      status: "DRAFT",
      organiser: { kind: "FEDERATION", region: null, dojo: null },
      fee: { amount: 5_000, currency: "GHS" },
      places_taken: 0,
      registration_open: false,
    });
    const hidden = await app.inject({ method: "GET", url: `/api/gkf/events/${created.id}`, headers: member.headers });
    expect(hidden.statusCode).toBe(404);
    const published = await app.inject({
      method: "PATCH",
      url: `/api/admin/events/${created.id}/publish`,
      headers: federation.headers,
    });
    expect(published.json()).toMatchObject({ status: "PUBLISHED", registration_open: true });
    const list = await app.inject({ method: "GET", url: "/api/gkf/events?type=TOURNAMENT", headers: member.headers });
    expect(list.statusCode).toBe(200);
    const found = list.json().items.find((event: { id: string }) => event.id === created.id);
    expect(found).toMatchObject({
      title: "National Championship",
      my_eligibility: { eligible: true },
      my_entries: [],
    });
    expect(found.my_eligibility.checks.map((check: { rule: string }) => check.rule)).toEqual([
      "MEMBERSHIP_ACTIVE",
      "MEDICAL_CLEARANCE",
      "AGE_GROUP",
      "GENDER",
    ]);
    // Publishing twice is refused in the error shape.
    const again = await app.inject({
      method: "PATCH",
      url: `/api/admin/events/${created.id}/publish`,
      headers: federation.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "INVALID_TRANSITION" });
  });

  it("lists a member's eligibility with each failing rule named", async () => {
    const member = await athlete(app, { medical: false });
    const event = await publishedEvent(app, federation, eventBody({ min_belt: "KYU_5" }));
    const response = await app.inject({ method: "GET", url: `/api/gkf/events/${event.id}`, headers: member.headers });
    const { my_eligibility } = response.json();
    expect(my_eligibility.eligible).toBe(false);
    expect(my_eligibility.checks.filter((check: { met: boolean }) => !check.met)).toEqual([
      {
        rule: "MIN_BELT",
        met: false,
        reason: expect.stringContaining("no belt is confirmed"),
        why: { code: "BELT_TOO_LOW", min_belt: "KYU_5", belt: null },
      },
      {
        rule: "MEDICAL_CLEARANCE",
        met: false,
        reason: "There is no valid medical clearance.",
        why: { code: "NO_MEDICAL_CLEARANCE" },
      },
    ]);
  });

  it("a regional admin organises their region's events; another region's official is refused", async () => {
    const body = eventBody({ type: "SEMINAR", categories: [], organiser: { kind: "REGION", region: "AH" } });
    const own = await createEvent(app, ashanti, body);
    expect(own).toMatchObject({ organiser: { kind: "REGION", region: "AH" } });
    const other = await app.inject({ method: "POST", url: "/api/admin/events", headers: accra.headers, payload: body });
    expect(other.statusCode).toBe(403);
    expect(isErrorBody(other.json())).toBe(true);
    for (const [method, url] of [
      ["PATCH", `/api/admin/events/${own.id}/publish`],
      ["GET", `/api/admin/events/${own.id}/entries`],
      ["GET", `/api/admin/events/${own.id}/entries.csv`],
    ] as const) {
      const refused = await app.inject({ method, url, headers: accra.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
    }
    const federationEvent = await app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: ashanti.headers,
      payload: eventBody(),
    });
    expect(federationEvent.statusCode).toBe(403);
    const accraList = await app.inject({ method: "GET", url: "/api/admin/events", headers: accra.headers });
    expect(accraList.json().items.map((event: { id: string }) => event.id)).not.toContain(own.id);
    const ashantiList = await app.inject({ method: "GET", url: "/api/admin/events", headers: ashanti.headers });
    expect(ashantiList.json().items.map((event: { id: string }) => event.id)).toContain(own.id);
  });

  it("a dojo's head instructor organises their dojo's events; an assistant or a member is refused", async () => {
    const { head, dojo } = await activeDojo(app, federation);
    const body = eventBody({
      type: "SEMINAR",
      categories: [],
      organiser: { kind: "DOJO", dojo: dojo.id },
    });
    const created = await createEvent(app, head, body);
    expect(created).toMatchObject({ organiser: { kind: "DOJO", region: "AH", dojo: { id: dojo.id } } });
    const stranger = await clearedCoach(app);
    const refused = await app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: stranger.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const list = await app.inject({ method: "GET", url: "/api/admin/events", headers: stranger.headers });
    expect(list.statusCode).toBe(403);
    const member = await activeMember(app);
    const edit = await app.inject({
      method: "PUT",
      url: `/api/admin/events/${created.id}`,
      headers: member.headers,
      payload: body,
    });
    expect(edit.statusCode).toBe(403);
  });

  it("refuses bad input with 400 and the fields named", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: federation.headers,
      payload: eventBody({
        ends_on: "2026-07-01",
        categories: [
          { code: "A", age_group: "SENIOR", gender: "MALE", discipline: "KATA", weight_class: "-60" },
          { code: "A", age_group: "SENIOR", gender: "MALE", discipline: "KUMITE", weight_class: "-60" },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      ends_on: expect.any(String),
      "categories.0.weight_class": "kata has no weight class",
      "categories.1.code": "is used twice",
    });
    const seminar = await app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: federation.headers,
      payload: eventBody({ type: "SEMINAR", organiser: { kind: "REGION" } }),
    });
    expect(seminar.statusCode).toBe(400);
    expect(seminar.json().fields).toHaveProperty(["organiser.region"]);
    const nowhere = await app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: federation.headers,
      payload: eventBody({ type: "SEMINAR", categories: [], organiser: { kind: "REGION", region: "ZZ" } }),
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fields).toEqual({ "organiser.region": "there is no such region" });
  });

  it("never lowers the capacity below the places taken", async () => {
    const event = await publishedEvent(app, federation, eventBody({ type: "SEMINAR", categories: [], capacity: 5 }));
    const member = await athlete(app);
    const entered = await app.inject({
      method: "POST",
      url: `/api/gkf/events/${event.id}/entries`,
      headers: member.headers,
      payload: {},
    });
    expect(entered.statusCode).toBe(201);
    const lowered = await app.inject({
      method: "PUT",
      url: `/api/admin/events/${event.id}`,
      headers: federation.headers,
      payload: eventBody({ type: "SEMINAR", categories: [], capacity: 1 }),
    });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ capacity: 1, places_taken: 1 });
    const tooLow = await app.inject({
      method: "PUT",
      url: `/api/admin/events/${event.id}`,
      headers: federation.headers,
      payload: { ...eventBody({ type: "SEMINAR", categories: [] }), capacity: 1, title: "x" },
    });
    expect(tooLow.statusCode).toBe(400);
  });

  it("filters the list by type, region and from (events ending on or after that day)", async () => {
    const member = await athlete(app);
    const body = eventBody({ type: "SEMINAR", categories: [], organiser: { kind: "REGION", region: "AH" } });
    const event = await publishedEvent(app, ashanti, body);
    const ids = async (query: string) =>
      (await app.inject({ method: "GET", url: `/api/gkf/events?${query}`, headers: member.headers }))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await ids("region=AH&type=SEMINAR")).toContain(event.id);
    expect(await ids("region=AA")).not.toContain(event.id);
    expect(await ids("type=TOURNAMENT")).not.toContain(event.id);
    expect(await ids("from=2026-07-11")).toContain(event.id);
    expect(await ids("from=2026-07-12")).not.toContain(event.id);
    const bad = await app.inject({ method: "GET", url: "/api/gkf/events?type=PARTY", headers: member.headers });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps the categories that have entries", async () => {
    const event = await publishedEvent(app, federation);
    const member = await athlete(app);
    const entered = await app.inject({
      method: "POST",
      url: `/api/gkf/events/${event.id}/entries`,
      headers: member.headers,
      payload: { category: "SEN-F-KATA" },
    });
    expect(entered.statusCode).toBe(201);
    const body = eventBody();
    const dropped = await app.inject({
      method: "PUT",
      url: `/api/admin/events/${event.id}`,
      headers: federation.headers,
      payload: { ...body, categories: body.categories?.slice(1) },
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().fields).toEqual({ categories: "must keep SEN-F-KATA: it has entries" });
  });
});
