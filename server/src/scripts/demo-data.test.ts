import type { GradingApplication } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { DEMO_TFA_SECRET, totpCode } from "../security/totp.js";
import { createTestApp } from "../test/test-app.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from "./demo-data.js";

const { app } = await createTestApp({ DEVICE_VERIFICATION: "off" });

describe("demo data", () => {
  it("loads the documented accounts once: a compliant paid athlete, a federation admin, Ashanti's regional admin, a super admin", async () => {
    expect(await loadDemoData(app)).toEqual({ loaded: true });
    expect(await loadDemoData(app)).toEqual({ loaded: false });

    const tokens: Record<string, string> = {};
    for (const account of DEMO_ACCOUNTS) {
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: account.email, password: DEMO_PASSWORD },
      });
      // Staff grants need two-step sign-in (decision 106): the demo staff's app code, from DEMO_TFA_SECRET.
      const isStaff = account.description.includes("_ADMIN");
      expect(login.statusCode, account.email).toBe(isStaff ? 206 : 200);
      const answer = isStaff
        ? await app.inject({
            method: "POST",
            url: "/api/auth/verify/user-device",
            payload: { vcode: totpCode(DEMO_TFA_SECRET) },
            cookies: Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value])),
          })
        : login;
      expect(answer.statusCode, account.email).toBe(200);
      tokens[account.email] = answer.json().tokens.access;
    }
    const record = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/my-record",
      headers: { authorization: `Bearer ${tokens["member@demo.gkf"]}` },
    });
    expect(record.json()).toMatchObject({
      status: "ACTIVE",
      has_paid_registration: true,
      compliance_status: "COMPLIANT",
      current_belt: "KYU_3",
    });
    expect(record.json().code).toMatch(/^GKF-AA-\d{2}-\d{6}$/);

    const profile = async (email: string) =>
      (
        await app.inject({
          method: "GET",
          url: "/api/my-account/profile",
          headers: { authorization: `Bearer ${tokens[email]}` },
        })
      ).json();
    expect(await profile("official@demo.gkf")).toMatchObject({ staff_roles: ["FEDERATION_ADMIN"] });
    expect(await profile("regional@demo.gkf")).toMatchObject({ staff_roles: ["REGIONAL_ADMIN"], staff_region: "AH" });
    expect(await profile("admin@demo.gkf")).toMatchObject({ staff_roles: ["SUPER_ADMIN"] });
    // The demo super admin manages staff; the federation official may not.
    const staff = await app.inject({
      method: "GET",
      url: "/api/admin/staff",
      headers: { authorization: `Bearer ${tokens["admin@demo.gkf"]}` },
    });
    expect(staff.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/admin/staff",
          headers: { authorization: `Bearer ${tokens["official@demo.gkf"]}` },
        })
      ).statusCode,
    ).toBe(403);

    const fees = await app.inject({
      method: "GET",
      url: "/api/admin/fees",
      headers: { authorization: `Bearer ${tokens["official@demo.gkf"]}` },
    });
    expect(fees.json().items).toHaveLength(9);

    // Dojos: the demo member trains at the demo coach's dojo, with a term of attendance.
    const coach = { authorization: `Bearer ${tokens["coach@demo.gkf"]}` };
    const dojos = await app.inject({ method: "GET", url: "/api/gkf/dojos/mine", headers: coach });
    expect(dojos.json().items).toEqual([
      expect.objectContaining({
        name: "Accra Shotokan Dojo",
        my_role: "HEAD",
        affiliation: expect.objectContaining({ state: "PAID" }),
      }),
    ]);
    const training = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/training",
      headers: { authorization: `Bearer ${tokens["member@demo.gkf"]}` },
    });
    expect(training.json().dojo).toMatchObject({ name: "Accra Shotokan Dojo", my_role: "STUDENT" });
    expect(training.json().attendance.length).toBeGreaterThan(10);
    expect(training.json().upcoming_sessions.length).toBeGreaterThan(0);
    const directory = await app.inject({ method: "GET", url: "/api/gkf/dojos" });
    expect(new Set(directory.json().items.map((dojo: { region: { code: string } }) => dojo.region.code))).toEqual(
      new Set(["AA", "AH", "NP"]),
    );

    // Events: an open tournament and a seminar to enter; the member's silver at a past tournament.
    const member = { authorization: `Bearer ${tokens["member@demo.gkf"]}` };
    const events = await app.inject({ method: "GET", url: "/api/gkf/events", headers: member });
    expect(events.json().items.map((event: { type: string; title: string }) => [event.type, event.title])).toEqual([
      ["SEMINAR", "Ashanti kata and refereeing seminar"],
      ["TOURNAMENT", "GKF National Karate Championship"],
    ]);
    expect(events.json().items[1].my_eligibility.eligible).toBe(true);
    const mine = await app.inject({ method: "GET", url: "/api/my-account/membership/events", headers: member });
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        category: "SEN-F-KATA",
        result: expect.objectContaining({ placing: 2 }),
        event: expect.objectContaining({ title: "Greater Accra Open", status: "CLOSED" }),
      }),
    ]);

    // Gradings: a kyu session the member may apply to (eligible for 2nd kyu), with a three-examiner
    // panel; Kwesi is paid and ready, Akua lacks a medical clearance.
    const gradings = await app.inject({ method: "GET", url: "/api/gkf/gradings", headers: member });
    expect(gradings.statusCode, gradings.body).toBe(200);
    const [grading] = gradings.json().items;
    expect(grading).toMatchObject({
      kind: "KYU",
      highest_grade: "KYU_1",
      status: "PUBLISHED",
      applications_open: true,
      fee: { amount: 5_000 },
      me: { grade: "KYU_2", offered: true, eligibility: { eligible: true }, application: null },
    });
    expect(grading.examiners).toHaveLength(3);
    const official = { authorization: `Bearer ${tokens["official@demo.gkf"]}` };
    const applied = await app.inject({
      method: "GET",
      url: `/api/admin/gradings/${grading.id}/applications`,
      headers: official,
    });
    const byName = new Map(
      applied.json<{ items: GradingApplication[] }>().items.map((item) => [item.member.first_name, item]),
    );
    expect(byName.get("Kwesi")).toMatchObject({ grade: "KYU_5", paid: true, ready: true, applied_by: "INSTRUCTOR" });
    expect(byName.get("Akua")).toMatchObject({ grade: "KYU_7", paid: false, ready: false });
    expect(
      byName
        .get("Akua")
        ?.eligibility.checks.filter((check) => !check.met)
        .map((check) => check.rule),
    ).toEqual(["MEDICAL_CLEARANCE"]);
    const students = await app.inject({
      method: "GET",
      url: `/api/gkf/gradings/${grading.id}/candidates`,
      headers: coach,
    });
    expect(students.json().items).toHaveLength(4);
  });
});
