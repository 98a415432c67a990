import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp } from "../../../test/render-app";
import { sentBody, stubRoutes } from "../../../test/stub-routes";
// Test data shaped like the dojos API's answers and the signed-in instructor (test code only).
import { aDojo, aStudent, DOJOS_ON } from "../../dojos/test/dojo-fixtures";
import { storeEventsSession } from "../../events/test-support/event-fixtures";
import { aCandidate, aMemberGrading, anApplication } from "../test-support/grading-fixtures";

const PAGE = "/dashboard/my-activities/events";

afterEach(() => {
  act(() => notifications.clean());
});

const kofi = aCandidate({
  member: { id: "m-2", first_name: "Kofi", last_name: "Boateng", code: "GKF-AA-26-000002" },
  current_grade: "KYU_6",
  grade: "KYU_5",
  eligibility: {
    eligible: false,
    attended: 10,
    checks: [
      { rule: "MEMBERSHIP_ACTIVE", met: true, reason: null, why: null },
      {
        rule: "MEDICAL_CLEARANCE",
        met: false,
        reason: "The medical clearance expires on 2027-07-01, before the exam on 2027-07-18.",
        why: { code: "MEDICAL_CLEARANCE_EXPIRES", expiry_date: "2027-07-01", exam_date: "2027-07-18" },
      },
    ],
  },
});
const yaw = aCandidate({
  member: { id: "m-3", first_name: "Yaw", last_name: "Frimpong", code: null },
  current_grade: "KYU_3",
  grade: "KYU_2",
  offered: false,
  not_offered_reason: "The next grade is 2nd kyu; this session offers kyu grades up to 3rd kyu.",
  not_offered_why: { code: "GRADE_NOT_OFFERED", grade: "KYU_2", kind: "KYU", highest_grade: "KYU_3" },
  eligibility: null,
});

describe("the dojo's gradings, on the instructor's events page", () => {
  it("lists my students as candidates with their failing rules, applies for one, and shows a refusal at the student", async () => {
    storeEventsSession();
    const routes: Record<string, { status?: number; body: unknown }> = {
      "/api/config": DOJOS_ON,
      "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
      "/api/gkf/dojos/d1/students": { body: { items: [aStudent()] } },
      "/api/gkf/events": { body: { items: [] } },
      "/api/gkf/gradings": { body: { items: [aMemberGrading()] } },
      "/api/gkf/gradings/gr-1/candidates": { body: { items: [aCandidate(), kofi, yaw] } },
      "POST /api/gkf/gradings/gr-1/applications": {
        status: 403,
        body: { code: "NOT_YOUR_STUDENT", message: "Ama Mensah is not a student of a dojo you teach at." },
      },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);

    const session = within(await screen.findByRole("region", { name: /Kyu grading · 18 Jul 2027/ }));
    expect(screen.getByRole("heading", { level: 2, name: "Gradings for the dojo" })).toBeTruthy();
    const ama = within(await session.findByRole("article", { name: "Ama Mensah" }));
    expect(ama.getByText("Eligible")).toBeTruthy();
    expect(ama.getByText("4th kyu to 3rd kyu")).toBeTruthy();
    const kofiRow = within(session.getByRole("article", { name: "Kofi Boateng" }));
    expect(kofiRow.getByText("Not eligible yet")).toBeTruthy();
    expect(
      kofiRow.getByText(/The medical clearance expires on 1 Jul 2027, before the exam on 18 Jul 2027\./),
    ).toBeTruthy();
    // A student the session offers nothing to is not listed.
    expect(session.queryByRole("article", { name: "Yaw Frimpong" })).toBeNull();

    fireEvent.click(ama.getByRole("button", { name: "Apply for Ama Mensah" }));
    expect((await ama.findByRole("alert")).textContent).toBe("This member is not a student of your dojo.");

    routes["POST /api/gkf/gradings/gr-1/applications"] = {
      status: 201,
      body: anApplication({ applied_by: "INSTRUCTOR", ready: false, paid: false }),
    };
    routes["/api/gkf/gradings/gr-1/candidates"] = {
      body: { items: [aCandidate({ application: anApplication({ ready: false, paid: false }) }), kofi] },
    };
    fireEvent.click(ama.getByRole("button", { name: "Apply for Ama Mensah" }));
    expect(await screen.findByText("The application for Ama Mensah is sent")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", "/api/gkf/gradings/gr-1/applications")).toEqual({ member: "m-1" });
    const applied = within(await session.findByRole("article", { name: "Ama Mensah" }));
    expect(await applied.findByText("Not ready yet")).toBeTruthy();
    expect(applied.getByText("Fee not paid")).toBeTruthy();
    expect(applied.queryByRole("button", { name: "Apply for Ama Mensah" })).toBeNull();
  });

  it("says so when no session is open", async () => {
    storeEventsSession();
    stubRoutes({
      "/api/config": DOJOS_ON,
      "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
      "/api/gkf/dojos/d1/students": { body: { items: [aStudent()] } },
      "/api/gkf/events": { body: { items: [] } },
      "/api/gkf/gradings": { body: { items: [] } },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("No grading session is open for applications.")).toBeTruthy();
  });
});
