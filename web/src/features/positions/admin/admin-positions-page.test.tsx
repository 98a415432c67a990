import type { AdminPosition, Applicant } from "@gkf/contract";
import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../../test/stub-routes";

const PAGE = "/dashboard/my-control-panel/positions";
const LIST = "/api/admin/positions";
const DAY = 86_400_000;

/** A signed-in federation official (the control panel needs a staff grant). */
function storeOfficialSession() {
  createCacheStore({ storage: window.localStorage }).set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: {
      first_name: "Kwame",
      last_name: "Asante",
      login_with: "email",
      main_role: "OFFICIAL",
      staff_roles: ["FEDERATION_ADMIN"],
    },
    last_time_logged: null,
  });
}

function adminPosition(overrides: Partial<AdminPosition> = {}): AdminPosition {
  return {
    id: "p-1",
    name: "Athletes' Commission representative",
    description: "Speaks for athletes on the federation board.",
    seats: 2,
    opens_at: new Date(Date.now() - DAY).toISOString(),
    closes_at: new Date(Date.now() + 10 * DAY + 3_600_000).toISOString(),
    eligibility: { min_belt: "KYU_3", membership_types: ["ATHLETE"], requires_compliance: true },
    status: "OPEN",
    counts: { SUBMITTED: 2, SHORTLISTED: 0, APPOINTED: 1, REJECTED: 0, WITHDRAWN: 1 },
    created_at: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: "a-1",
    status: "SUBMITTED",
    statement: "I have represented Ashanti for six years.",
    decision_note: null,
    created_at: "2026-03-02T10:00:00.000Z",
    member: {
      first_name: "Ama",
      last_name: "Mensah",
      code: "GKF-AH-26-000007",
      membership_type: "ATHLETE",
      region: "AH",
      current_belt: "KYU_3",
      membership_status: "ACTIVE",
      compliance_score: 80,
    },
    ...overrides,
  };
}

const REGIONS = {
  "/api/regions": {
    body: {
      items: [{ code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] }],
    },
  },
};

afterEach(() => {
  act(() => notifications.clean());
});

describe("the officials' positions page", () => {
  it("lists each position with its status, seats and application counts", async () => {
    storeOfficialSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: {
        body: {
          items: [
            adminPosition(),
            adminPosition({
              id: "p-2",
              name: "Kata judges' coordinator",
              status: "DRAFT",
              seats: 1,
              counts: { SUBMITTED: 0, SHORTLISTED: 0, APPOINTED: 0, REJECTED: 0, WITHDRAWN: 0 },
            }),
          ],
        },
      },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Positions" })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Control panel" }).getAttribute("href")).toBe(
      "/dashboard/my-control-panel/index",
    );
    const open = within(await screen.findByRole("article", { name: "Athletes' Commission representative" }));
    expect(open.getByText("Open")).toBeTruthy();
    expect(open.getByText("1 of 2 appointed")).toBeTruthy();
    expect(open.getByText("Submitted: 2")).toBeTruthy();
    expect(open.getByText("Withdrawn: 1")).toBeTruthy();
    expect(open.getByText("3rd kyu or higher")).toBeTruthy();
    expect(open.getByText(/Closes in 10 days/)).toBeTruthy();
    expect(open.getByRole("button", { name: "Applications (4)" })).toBeTruthy();
    expect(open.getByRole("button", { name: "Close" })).toBeTruthy();

    const draft = within(screen.getByRole("article", { name: "Kata judges' coordinator" }));
    expect(draft.getByText("Draft")).toBeTruthy();
    expect(draft.getByText("0 of 1 appointed")).toBeTruthy();
    expect(draft.getByText("No applications yet.")).toBeTruthy();
    expect(draft.getByRole("button", { name: "Open" })).toBeTruthy();
  });

  it("explains that only federation officials manage positions (403), without a toast", async () => {
    storeOfficialSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { status: 403, body: { code: "FORBIDDEN", message: "This needs a federation official's permission." } },
    });
    await renderApp(PAGE);

    expect(
      await screen.findByText("Only federation officials manage positions. Ask the secretariat if you need access."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New position" })).toBeNull();
    expect(screen.queryByText("Not allowed")).toBeNull();
  });

  it("tells a regional admin positions are not theirs, without a call that must fail", async () => {
    createCacheStore({ storage: window.localStorage }).set(CACHE_KEYS.AUTH_DATA, {
      tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      user: {
        first_name: "Yaw",
        last_name: "Owusu",
        login_with: "email",
        main_role: "OFFICIAL",
        staff_roles: ["REGIONAL_ADMIN"],
      },
      last_time_logged: null,
    });
    const fetchStub = stubRoutes({ ...CONFIG_ROUTE });
    await renderApp(PAGE);

    expect(
      await screen.findByText("Only federation officials manage positions. Ask the secretariat if you need access."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New position" })).toBeNull();
    expect(screen.queryByText("Loading…")).toBeNull();
    const paths = fetchStub.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(paths).not.toContain(LIST);
  });

  it("creates a draft: checks the form first, then sends it", async () => {
    storeOfficialSession();
    const routes: Parameters<typeof stubRoutes>[0] = {
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [] } },
      [`POST ${LIST}`]: {
        status: 201,
        body: adminPosition({ id: "p-9", name: "Referees' delegate", status: "DRAFT" }),
      },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);

    expect(await screen.findByText(/No positions yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New position" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New position" }));
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: "Re" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create draft" }));
    expect(await dialog.findByText("Use between 3 and 120 characters")).toBeTruthy();
    expect(dialog.getByText("Required")).toBeTruthy();
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: "Referees' delegate" } });
    fireEvent.change(dialog.getByLabelText(/^Description/), { target: { value: "Speaks for referees." } });
    fireEvent.change(dialog.getByLabelText(/^Applications open/), { target: { value: "2026-03-01T09:00" } });
    fireEvent.change(dialog.getByLabelText(/^Applications close/), { target: { value: "2026-03-31T17:00" } });
    fireEvent.change(dialog.getByLabelText("Minimum belt"), { target: { value: "DAN_1" } });
    fireEvent.click(dialog.getByRole("checkbox", { name: "Referee" }));
    fireEvent.click(dialog.getByRole("checkbox", { name: "Applicants need a compliant record" }));
    fireEvent.click(dialog.getByRole("button", { name: "Create draft" }));

    expect(await screen.findByText("Position created")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", LIST)).toEqual({
      name: "Referees' delegate",
      description: "Speaks for referees.",
      seats: 1,
      opens_at: new Date(2026, 2, 1, 9, 0).toISOString(),
      closes_at: new Date(2026, 2, 31, 17, 0).toISOString(),
      min_belt: "DAN_1",
      membership_types: ["REFEREE"],
      requires_compliance: false,
    });
  });

  it("still confirms the new position when the dialog was closed while it was being saved", async () => {
    preferReducedMotion();
    storeOfficialSession();
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [] } },
      [`POST ${LIST}`]: {
        status: 201,
        body: adminPosition({ id: "p-9", name: "Referees' delegate", status: "DRAFT" }),
        held,
      },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "New position" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New position" }));
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: "Referees' delegate" } });
    fireEvent.change(dialog.getByLabelText(/^Description/), { target: { value: "Speaks for referees." } });
    fireEvent.change(dialog.getByLabelText(/^Applications open/), { target: { value: "2026-03-01T09:00" } });
    fireEvent.change(dialog.getByLabelText(/^Applications close/), { target: { value: "2026-03-31T17:00" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create draft" }));
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again for the next one: the first one's answer must not close it.
    fireEvent.click(screen.getByRole("button", { name: "New position" }));
    const again = await screen.findByRole("dialog", { name: "New position" });
    release();
    expect(await screen.findByText("Position created")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "New position" })).toBe(again);
    expect((within(again).getByLabelText(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("opens a draft for applications", async () => {
    storeOfficialSession();
    const draft = adminPosition({ status: "DRAFT" });
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [draft] } },
      [`POST ${LIST}/p-1/open`]: { body: { ...draft, status: "OPEN" } },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Open" }));
    expect(await screen.findByText("Position opened")).toBeTruthy();
    expect(
      fetchStub.mock.calls.some(([url, init]) => String(url) === `${LIST}/p-1/open` && init?.method === "POST"),
    ).toBe(true);
  });

  it("shows each applicant's membership summary and appoints, or rejects with a note", async () => {
    storeOfficialSession();
    const routes: Parameters<typeof stubRoutes>[0] = {
      ...CONFIG_ROUTE,
      ...REGIONS,
      [LIST]: { body: { items: [adminPosition()] } },
      [`${LIST}/p-1/applications`]: {
        body: {
          items: [
            applicant(),
            applicant({
              id: "a-2",
              status: "SHORTLISTED",
              statement: null,
              member: {
                ...applicant().member,
                first_name: "Yaw",
                last_name: "Boateng",
                code: null,
                current_belt: null,
              },
            }),
          ],
        },
      },
      [`PATCH ${LIST}/p-1/applications/a-1`]: { body: {} },
      [`PATCH ${LIST}/p-1/applications/a-2`]: { body: {} },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Applications (4)" }));
    const drawer = within(
      await screen.findByRole("dialog", { name: "Applications: Athletes' Commission representative" }),
    );
    expect(drawer.getByText("1 of 2 appointed")).toBeTruthy();
    const ama = within(await drawer.findByRole("listitem", { name: "Ama Mensah" }));
    expect(ama.getByText("GKF-AH-26-000007")).toBeTruthy();
    expect(ama.getByText("Athlete")).toBeTruthy();
    expect(await ama.findByText("Ashanti")).toBeTruthy();
    expect(ama.getByText("3rd kyu")).toBeTruthy();
    expect(ama.getByText("Active")).toBeTruthy();
    expect(ama.getByText("80%")).toBeTruthy();
    expect(ama.getByText("I have represented Ashanti for six years.")).toBeTruthy();
    expect(ama.getByRole("button", { name: "Shortlist" })).toBeTruthy();

    const yaw = within(drawer.getByRole("listitem", { name: "Yaw Boateng" }));
    expect(yaw.getByText("No membership number yet")).toBeTruthy();
    expect(yaw.getByText("Not confirmed")).toBeTruthy();
    expect(yaw.getByText("No statement.")).toBeTruthy();
    // Already shortlisted: appoint or reject only.
    expect(yaw.queryByRole("button", { name: "Shortlist" })).toBeNull();

    // The answer is parsed: give it the application's shape.
    routes[`PATCH ${LIST}/p-1/applications/a-1`] = {
      body: {
        id: "a-1",
        position: { id: "p-1", name: "Athletes' Commission representative" },
        status: "APPOINTED",
        statement: null,
        decision_note: null,
        created_at: "2026-03-02T10:00:00.000Z",
        updated_at: "2026-03-03T10:00:00.000Z",
      },
    };
    fireEvent.click(ama.getByRole("button", { name: "Appoint" }));
    expect(await screen.findByText("Application updated")).toBeTruthy();
    expect(screen.getByText("Ama Mensah: Appointed.")).toBeTruthy();
    expect(sentBody(fetchStub, "PATCH", `${LIST}/p-1/applications/a-1`)).toEqual({ status: "APPOINTED" });

    // Rejecting needs a note the applicant will read.
    routes[`PATCH ${LIST}/p-1/applications/a-2`] = {
      body: {
        id: "a-2",
        position: { id: "p-1", name: "Athletes' Commission representative" },
        status: "REJECTED",
        statement: null,
        decision_note: "Needs a confirmed belt.",
        created_at: "2026-03-02T10:00:00.000Z",
        updated_at: "2026-03-03T10:00:00.000Z",
      },
    };
    fireEvent.click(yaw.getByRole("button", { name: "Reject" }));
    fireEvent.click(yaw.getByRole("button", { name: "Reject application" }));
    expect(await yaw.findByText("Write a note for the applicant")).toBeTruthy();
    fireEvent.change(yaw.getByLabelText(/Why is it rejected/), { target: { value: "Needs a confirmed belt." } });
    fireEvent.click(yaw.getByRole("button", { name: "Reject application" }));
    expect(await screen.findByText("Yaw Boateng: Rejected.")).toBeTruthy();
    expect(sentBody(fetchStub, "PATCH", `${LIST}/p-1/applications/a-2`)).toEqual({
      status: "REJECTED",
      note: "Needs a confirmed belt.",
    });
  });

  it("still confirms a rejection whose form was cancelled before the answer, and leaves the form opened since", async () => {
    storeOfficialSession();
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      ...REGIONS,
      [LIST]: { body: { items: [adminPosition()] } },
      [`${LIST}/p-1/applications`]: { body: { items: [applicant()] } },
      [`PATCH ${LIST}/p-1/applications/a-1`]: {
        body: {
          id: "a-1",
          position: { id: "p-1", name: "Athletes' Commission representative" },
          status: "REJECTED",
          statement: null,
          decision_note: "Needs a confirmed belt.",
          created_at: "2026-03-02T10:00:00.000Z",
          updated_at: "2026-03-03T10:00:00.000Z",
        },
        held,
      },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Applications (4)" }));
    const drawer = within(
      await screen.findByRole("dialog", { name: "Applications: Athletes' Commission representative" }),
    );
    const ama = within(await drawer.findByRole("listitem", { name: "Ama Mensah" }));
    fireEvent.click(ama.getByRole("button", { name: "Reject" }));
    fireEvent.change(ama.getByLabelText(/Why is it rejected/), { target: { value: "Needs a confirmed belt." } });
    fireEvent.click(ama.getByRole("button", { name: "Reject application" }));
    fireEvent.click(ama.getByRole("button", { name: "Cancel" }));

    // Opened again: the first answer must neither close it nor clear the note typed in it.
    fireEvent.click(ama.getByRole("button", { name: "Reject" }));
    fireEvent.change(ama.getByLabelText(/Why is it rejected/), { target: { value: "Second thoughts" } });
    release();
    expect(await screen.findByText("Ama Mensah: Rejected.")).toBeTruthy();
    expect((ama.getByLabelText(/Why is it rejected/) as HTMLTextAreaElement).value).toBe("Second thoughts");
  });

  it("does not offer Appoint once every seat is taken", async () => {
    storeOfficialSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      ...REGIONS,
      [LIST]: {
        body: {
          items: [adminPosition({ counts: { SUBMITTED: 1, SHORTLISTED: 0, APPOINTED: 2, REJECTED: 0, WITHDRAWN: 0 } })],
        },
      },
      [`${LIST}/p-1/applications`]: { body: { items: [applicant()] } },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Applications (3)" }));
    const drawer = within(await screen.findByRole("dialog"));
    expect(drawer.getByText("2 of 2 appointed")).toBeTruthy();
    const ama = within(await drawer.findByRole("listitem", { name: "Ama Mensah" }));
    expect((ama.getByRole("button", { name: "Appoint" }) as HTMLButtonElement).disabled).toBe(true);
    expect(ama.getByText("All seats are filled.")).toBeTruthy();
  });
});
