import { DOJO_CODE_PATTERN, isErrorBody } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { activeDojo, activeMember, clearedCoach, dojoBody, registerDojo } from "./dojo-test-helpers.js";

const { app } = await createTestApp({ FEATURE_DOJOS: "true" });
const federation = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const ashanti = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AH" } });
const accra = await memberWithSession(app, { staff: { role: "REGIONAL_ADMIN", region: "AA" } });

describe("registering a dojo", () => {
  it("answers 201 {id, code, status: PENDING} to an ACTIVE coach, who becomes its head instructor", async () => {
    const coach = await clearedCoach(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/gkf/dojos",
      headers: coach.headers,
      payload: dojoBody("AH", { name: "Kumasi Shotokan Club" }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["code", "id", "status"]);
    expect(body.status).toBe("PENDING");
    expect(body.code).toMatch(DOJO_CODE_PATTERN);
    expect(body.code).toMatch(/^GKF-D-AH-\d{4}$/);
    const mine = await app.inject({ method: "GET", url: "/api/gkf/dojos/mine", headers: coach.headers });
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        id: body.id,
        status: "PENDING",
        my_role: "HEAD",
        affiliation: expect.objectContaining({ state: "NOT_DUE" }),
        counts: { students: 0, instructors: 1, join_requests: 0 },
      }),
    ]);
    // Pending: not in the public directory, and not public by id.
    const list = await app.inject({ method: "GET", url: "/api/gkf/dojos?region=AH" });
    expect(list.json().items.map((dojo: { id: string }) => dojo.id)).not.toContain(body.id);
    expect((await app.inject({ method: "GET", url: `/api/gkf/dojos/${body.id}` })).statusCode).toBe(404);
  });

  it("gives parallel registrations distinct codes", async () => {
    const coaches = await Promise.all([clearedCoach(app, "NP"), clearedCoach(app, "NP"), clearedCoach(app, "NP")]);
    const responses = await Promise.all(
      coaches.map((coach) =>
        app.inject({ method: "POST", url: "/api/gkf/dojos", headers: coach.headers, payload: dojoBody("NP") }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const codes = responses.map((response) => response.json().code as string);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^GKF-D-NP-\d{4}$/);
  });

  it("refuses a member who is not a coach (403 in the error shape)", async () => {
    const athlete = await activeMember(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/gkf/dojos",
      headers: athlete.headers,
      payload: dojoBody(),
    });
    expect(response.statusCode).toBe(403);
    expect(isErrorBody(response.json())).toBe(true);
    expect(response.json().code).toBe("COACH_MEMBERSHIP_REQUIRED");
  });

  it("refuses a coach whose membership is not active", async () => {
    const coach = await activeMember(app, { role: "COACH", status: "EXPIRED" });
    const response = await app.inject({
      method: "POST",
      url: "/api/gkf/dojos",
      headers: coach.headers,
      payload: dojoBody(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("MEMBERSHIP_NOT_ACTIVE");
  });

  it("refuses a district of another region and bad input with 400, never 500", async () => {
    const coach = await clearedCoach(app);
    const wrongDistrict = await app.inject({
      method: "POST",
      url: "/api/gkf/dojos",
      headers: coach.headers,
      payload: dojoBody("AH", { district: "TM" }),
    });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().fields).toHaveProperty("district");
    const bad = await app.inject({
      method: "POST",
      url: "/api/gkf/dojos",
      headers: coach.headers,
      payload: { name: "x", styles: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(isErrorBody(bad.json())).toBe(true);
  });
});

describe("deciding a dojo", () => {
  it("lets the regional admin of its region approve it; it then shows in the public directory", async () => {
    const coach = await clearedCoach(app);
    const dojo = await registerDojo(app, coach);
    const approved = await app.inject({
      method: "PATCH",
      url: `/api/admin/dojos/${dojo.id}`,
      headers: ashanti.headers,
      payload: { decision: "ACTIVE" },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "ACTIVE",
      head_instructor_member: { member_id: coach.userId, flagged: false },
      affiliation: { state: "DUE" },
    });
    const list = await app.inject({ method: "GET", url: "/api/gkf/dojos?region=AH" });
    const listed = list.json().items.find((item: { id: string }) => item.id === dojo.id);
    expect(listed).toMatchObject({
      status: "ACTIVE",
      head_instructor: { name: `${coach.first_name} ${coach.last_name}` },
    });
    // Public: no personal data beyond the head instructor's name.
    expect(JSON.stringify(listed)).not.toContain(coach.email);
    expect(listed).not.toHaveProperty("head_instructor_member");
    const one = await app.inject({ method: "GET", url: `/api/gkf/dojos/${dojo.id}` });
    expect(one.statusCode).toBe(200);
    const search = await app.inject({ method: "GET", url: `/api/gkf/dojos?q=${encodeURIComponent(dojo.code)}` });
    expect(search.json().items.map((item: { id: string }) => item.id)).toEqual([dojo.id]);
  });

  it("refuses the regional admin of another region (403), and hides other regions from them", async () => {
    const coach = await clearedCoach(app);
    const dojo = await registerDojo(app, coach);
    const refused = await app.inject({
      method: "PATCH",
      url: `/api/admin/dojos/${dojo.id}`,
      headers: accra.headers,
      payload: { decision: "ACTIVE" },
    });
    expect(refused.statusCode).toBe(403);
    expect(isErrorBody(refused.json())).toBe(true);
    const list = await app.inject({ method: "GET", url: "/api/admin/dojos", headers: accra.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.every((item: { region: { code: string } }) => item.region.code === "AA")).toBe(true);
    expect(list.json().regions.every((entry: { region: { code: string } }) => entry.region.code === "AA")).toBe(true);
    const otherRegion = await app.inject({ method: "GET", url: "/api/admin/dojos?region=AH", headers: accra.headers });
    expect(otherRegion.statusCode).toBe(403);
  });

  it("refuses members without a grant", async () => {
    const member = await activeMember(app);
    const response = await app.inject({ method: "GET", url: "/api/admin/dojos", headers: member.headers });
    expect(response.statusCode).toBe(403);
  });

  it("rejects with a reason (required), and a decided dojo cannot be decided again", async () => {
    const coach = await clearedCoach(app);
    const dojo = await registerDojo(app, coach);
    const noReason = await app.inject({
      method: "PATCH",
      url: `/api/admin/dojos/${dojo.id}`,
      headers: federation.headers,
      payload: { decision: "REJECTED" },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty("reason");
    const rejected = await app.inject({
      method: "PATCH",
      url: `/api/admin/dojos/${dojo.id}`,
      headers: federation.headers,
      payload: { decision: "REJECTED", reason: "The address is a private house." },
    });
    expect(rejected.json()).toMatchObject({ status: "REJECTED", decision_reason: "The address is a private house." });
    const again = await app.inject({
      method: "PATCH",
      url: `/api/admin/dojos/${dojo.id}`,
      headers: federation.headers,
      payload: { decision: "ACTIVE" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_DECIDED");
    const mine = await app.inject({ method: "GET", url: "/api/gkf/dojos/mine", headers: coach.headers });
    expect(mine.json().items[0]).toMatchObject({
      status: "REJECTED",
      decision_reason: "The address is a private house.",
    });
  });

  it("suspends an active dojo with a reason and reinstates it; the list filters by status and counts per region", async () => {
    const { dojo } = await activeDojo(app, federation, "AA");
    const suspended = await app.inject({
      method: "PATCH",
      url: `/api/admin/dojos/${dojo.id}`,
      headers: accra.headers,
      payload: { decision: "SUSPENDED", reason: "Unsafe mats reported." },
    });
    expect(suspended.json().status).toBe("SUSPENDED");
    const filtered = await app.inject({
      method: "GET",
      url: "/api/admin/dojos?status=SUSPENDED",
      headers: accra.headers,
    });
    expect(filtered.json().items.map((item: { id: string }) => item.id)).toContain(dojo.id);
    expect(filtered.json().regions[0]).toMatchObject({ region: { code: "AA", name: "Greater Accra" } });
    expect(filtered.json().regions[0].by_status.SUSPENDED).toBeGreaterThanOrEqual(1);
    const reinstated = await app.inject({
      method: "PATCH",
      url: `/api/admin/dojos/${dojo.id}`,
      headers: accra.headers,
      payload: { decision: "ACTIVE" },
    });
    expect(reinstated.json().status).toBe("ACTIVE");
  });
});

describe("the dojos flag", () => {
  it("when off, every dojo path answers 404 in the error shape", async () => {
    const { app: off } = await createTestApp({ FEATURE_DOJOS: "false" });
    for (const [method, url] of [
      ["GET", "/api/gkf/dojos"],
      ["GET", "/api/gkf/dojos/x"],
      ["POST", "/api/gkf/dojos"],
      ["GET", "/api/admin/dojos"],
      ["PUT", "/api/gkf/dojos/x/sessions/y/attendance"],
      ["GET", "/api/my-account/membership/training"],
    ] as const) {
      const response = await off.inject({ method, url, payload: method === "GET" ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(isErrorBody(response.json())).toBe(true);
    }
  });
});
