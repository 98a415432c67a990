import type { AvailablePosition, PositionApplication } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp, storeSession } from "../../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../../test/stub-routes";

const PAGE = "/dashboard/my-positions/index";
const AVAILABLE = "/api/gkf/positions/available";
const MINE = "/api/gkf/my-positions/applications";
const APPLY = "/api/gkf/my-positions/applications/apply";
const WITHDRAW = "/api/gkf/my-positions/applications/withdraw";
const DAY = 86_400_000;

function position(overrides: Partial<AvailablePosition> = {}): AvailablePosition {
  return {
    id: "youth",
    name: "Regional youth development officer",
    description: "Organises school and junior programmes in a region.",
    seats: 4,
    opens_at: new Date(Date.now() - 2 * DAY).toISOString(),
    // An hour more than 5 days, so the test's own run time cannot make it "4 days".
    closes_at: new Date(Date.now() + 5 * DAY + 3_600_000).toISOString(),
    eligibility: { min_belt: null, membership_types: [], requires_compliance: false },
    my_eligibility: { eligible: true, reasons: [] },
    my_application: null,
    ...overrides,
  };
}

const coachPosition = position({
  id: "coach",
  name: "National team assistant coach",
  description: "Supports the head coach at national camps.",
  seats: 1,
  eligibility: { min_belt: "DAN_2", membership_types: ["COACH"], requires_compliance: true },
  my_eligibility: {
    eligible: false,
    reasons: [
      {
        code: "BELT_TOO_LOW",
        min_belt: "DAN_2",
        belt: null,
        message: "This position needs at least 2nd dan; you have no confirmed belt yet.",
      },
      { code: "MEMBERSHIP_TYPE_NOT_ACCEPTED", membership_types: ["COACH"], message: "This position is for coaches." },
    ],
  },
});

function application(overrides: Partial<PositionApplication> = {}): PositionApplication {
  return {
    id: "a-1",
    position: { id: "youth", name: "Regional youth development officer" },
    status: "SUBMITTED",
    statement: null,
    decision_note: null,
    created_at: "2026-03-01T10:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

afterEach(() => {
  act(() => notifications.clean());
});

const card = async (name: string) => within(await screen.findByRole("article", { name }));

describe("the positions page", () => {
  it("shows each open position with its requirements and the member's eligibility before applying", async () => {
    storeSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position(), coachPosition] } },
      [MINE]: { body: { items: [] } },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Positions" })).toBeTruthy();
    const youth = await card("Regional youth development officer");
    expect(await youth.findByText("Closes in 5 days")).toBeTruthy();
    expect(youth.getByText("4 seats")).toBeTruthy();
    expect(youth.getByText("Any belt")).toBeTruthy();
    expect(youth.getByText("Every membership type")).toBeTruthy();
    expect(youth.getByText("No compliance requirement")).toBeTruthy();
    expect(youth.getByText("You can apply")).toBeTruthy();
    expect(youth.getByRole("button", { name: "Apply" })).toBeTruthy();

    const coach = await card("National team assistant coach");
    expect(coach.getByText("1 seat")).toBeTruthy();
    expect(coach.getByText("2nd dan or higher")).toBeTruthy();
    expect(coach.getByText("For coaches")).toBeTruthy();
    expect(coach.getByText("A compliant record (all required documents approved)")).toBeTruthy();
    expect(coach.getByText("You cannot apply yet")).toBeTruthy();
    expect(coach.getByText("This position is for coaches.")).toBeTruthy();
    expect(coach.getByText("This position needs at least 2nd dan; you have no confirmed belt yet.")).toBeTruthy();
    expect(coach.queryByRole("button", { name: "Apply" })).toBeNull();
    expect(coach.queryByText("You can apply")).toBeNull();

    expect(screen.getByText("You have not applied for a position yet.")).toBeTruthy();
  });

  it("applies with a statement, counting its characters", async () => {
    storeSession();
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position()] } },
      [MINE]: { body: { items: [] } },
      [`POST ${APPLY}`]: { status: 201, body: application({ statement: "I teach kids." }) },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Apply" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Apply: Regional youth development officer" }));
    const statement = dialog.getByLabelText("Statement (optional)");
    expect(statement.getAttribute("rows")).toBe("6");
    expect(dialog.getByText("0 / 2000 characters")).toBeTruthy();
    fireEvent.change(statement, { target: { value: "I teach kids." } });
    expect(dialog.getByText("13 / 2000 characters")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Send my application" }));

    expect(await screen.findByText("Application sent")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", APPLY)).toEqual({ position: "youth", statement: "I teach kids." });
  });

  it("still confirms an application sent before the dialog was closed, without touching the next opening", async () => {
    storeSession();
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position()] } },
      [MINE]: { body: { items: [] } },
      [`POST ${APPLY}`]: {
        status: 201,
        body: application(),
        held,
      },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Apply" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Apply: Regional youth development officer" }));
    fireEvent.change(dialog.getByLabelText("Statement (optional)"), { target: { value: "I teach kids." } });
    fireEvent.click(dialog.getByRole("button", { name: "Send my application" }));
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again: a fresh form, which the first answer must neither close nor clear.
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    dialog = within(await screen.findByRole("dialog", { name: "Apply: Regional youth development officer" }));
    expect((dialog.getByRole("button", { name: "Send my application" }) as HTMLButtonElement).disabled).toBe(false);
    expect((dialog.getByLabelText("Statement (optional)") as HTMLTextAreaElement).value).toBe("");
    fireEvent.change(dialog.getByLabelText("Statement (optional)"), { target: { value: "Second try" } });
    release();
    expect(await screen.findByText("Application sent")).toBeTruthy();
    expect((dialog.getByLabelText("Statement (optional)") as HTMLTextAreaElement).value).toBe("Second try");
    expect(screen.getByRole("dialog", { name: "Apply: Regional youth development officer" })).toBeTruthy();
  });

  it("toasts the spec's text when the open positions cannot be loaded", async () => {
    storeSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { status: 500, body: { code: "INTERNAL_ERROR", message: "Something went wrong on our side." } },
      [MINE]: { body: { items: [] } },
    });
    await renderApp(PAGE);

    expect(await screen.findByText("Available Positions")).toBeTruthy();
    expect(screen.getByText("Failed to fetch available positions")).toBeTruthy();
    expect(screen.getByText("The open positions could not be loaded.")).toBeTruthy();
    // The spec's toast replaces the generic one, it does not come on top of it.
    expect(screen.queryByText("Server error")).toBeNull();
    expect(screen.queryByText("Your Position Applications")).toBeNull();
  });

  it("toasts the spec's text when the member's applications cannot be loaded", async () => {
    storeSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position()] } },
      [MINE]: { isNetworkFailure: true },
    });
    await renderApp(PAGE);

    expect(await screen.findByText("Your Position Applications")).toBeTruthy();
    expect(screen.getByText("Failed to fetch your position applications")).toBeTruthy();
    expect(screen.getByText("Your applications could not be loaded.")).toBeTruthy();
    expect(screen.queryByText("No connection")).toBeNull();
  });

  it("gives a failed application its own title and message, with the server's reason", async () => {
    storeSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position()] } },
      [MINE]: { body: { items: [] } },
      [`POST ${APPLY}`]: {
        status: 403,
        body: {
          code: "NOT_ELIGIBLE",
          message: "You are not eligible for this position: Your record is not compliant (60%).",
          action: "Complete what is missing, then apply again while the window is open.",
        },
      },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Apply" }));
    const dialog = within(await screen.findByRole("dialog"));
    fireEvent.click(dialog.getByRole("button", { name: "Send my application" }));

    expect(await screen.findByText("Position Application")).toBeTruthy();
    expect(
      screen.getByText(
        "Failed to submit your application. You are not eligible for this position: Your record is not compliant (60%).",
      ),
    ).toBeTruthy();
    // Not the original's mistake: the positions-list text for a failed application.
    expect(screen.queryByText("Available Positions")).toBeNull();
    expect(screen.queryByText("Failed to fetch available positions")).toBeNull();
  });

  it("toasts the spec's text when a withdrawal fails", async () => {
    storeSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position({ my_application: { id: "a-1", status: "SHORTLISTED" } })] } },
      [MINE]: { body: { items: [application({ status: "SHORTLISTED" })] } },
      [`PATCH ${WITHDRAW}`]: {
        status: 409,
        body: { code: "ALREADY_DECIDED", message: "This application has been decided and can no longer be withdrawn." },
      },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes, withdraw" }));

    expect(await screen.findByText("Application Withdrawal")).toBeTruthy();
    expect(
      screen.getByText(
        "Failed to withdraw your application. This application has been decided and can no longer be withdrawn.",
      ),
    ).toBeTruthy();
  });

  it("withdraws after confirming, then lets the member apply again", async () => {
    storeSession();
    const withdrawn = application({
      status: "WITHDRAWN",
      statement: "First try",
      updated_at: "2026-03-02T10:00:00.000Z",
    });
    const routes: Parameters<typeof stubRoutes>[0] = {
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position({ my_application: { id: "a-1", status: "SUBMITTED" } })] } },
      [MINE]: { body: { items: [application({ statement: "First try" })] } },
      [`PATCH ${WITHDRAW}`]: { body: withdrawn },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);

    const youth = await card("Regional youth development officer");
    expect(await youth.findByText("Submitted")).toBeTruthy();
    expect(youth.queryByRole("button", { name: "Apply" })).toBeNull();
    fireEvent.click(youth.getByRole("button", { name: "Withdraw" }));
    expect(
      await screen.findByText(/will be withdrawn\. You can apply again while the position is open\./),
    ).toBeTruthy();

    // What the server answers once the application is withdrawn.
    routes[AVAILABLE] = { body: { items: [position()] } };
    routes[MINE] = { body: { items: [withdrawn] } };
    fireEvent.click(screen.getByRole("button", { name: "Yes, withdraw" }));

    expect(await screen.findByText("Application withdrawn")).toBeTruthy();
    expect(sentBody(fetchStub, "PATCH", WITHDRAW)).toEqual({ position: "youth" });
    expect(await youth.findByRole("button", { name: "Apply" })).toBeTruthy();
    expect(youth.queryByRole("button", { name: "Withdraw" })).toBeNull();
    const mine = within(screen.getByRole("region", { name: "My applications" }));
    expect(await mine.findByText("Withdrawn")).toBeTruthy();
    expect(mine.getByText("You can apply again while the position is open.")).toBeTruthy();

    // And applies again, without a statement this time.
    routes[`POST ${APPLY}`] = { status: 201, body: application({ id: "a-2" }) };
    routes[AVAILABLE] = { body: { items: [position({ my_application: { id: "a-2", status: "SUBMITTED" } })] } };
    routes[MINE] = { body: { items: [application({ id: "a-2" }), withdrawn] } };
    fireEvent.click(youth.getByRole("button", { name: "Apply" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send my application" }));

    expect(await screen.findByText("Application sent")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", APPLY)).toEqual({ position: "youth" });
    expect(await youth.findByText("Submitted")).toBeTruthy();
    expect(youth.getByRole("button", { name: "Withdraw" })).toBeTruthy();
    expect(await mine.findByText("Submitted")).toBeTruthy();
    // One card for the position, with its latest state; the withdrawn one is counted, not repeated.
    expect(mine.getAllByRole("listitem")).toHaveLength(1);
    expect(mine.queryByText("Withdrawn")).toBeNull();
    expect(mine.getByText("You withdrew 1 earlier application for this position.")).toBeTruthy();
    expect(mine.queryByText("You can apply again while the position is open.")).toBeNull();
  });

  it("still confirms a withdrawal sent before the dialog was closed, without closing the next opening", async () => {
    preferReducedMotion();
    storeSession();
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position({ my_application: { id: "a-1", status: "SUBMITTED" } })] } },
      [MINE]: { body: { items: [application()] } },
      [`PATCH ${WITHDRAW}`]: { body: application({ status: "WITHDRAWN" }), held },
    });
    await renderApp(PAGE);

    const youth = await card("Regional youth development officer");
    fireEvent.click(await youth.findByRole("button", { name: "Withdraw" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Withdraw your application?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Yes, withdraw" }));
    fireEvent.click(dialog.getByRole("button", { name: "Keep my application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again: the first answer must not close it.
    fireEvent.click(youth.getByRole("button", { name: "Withdraw" }));
    const again = await screen.findByRole("dialog", { name: "Withdraw your application?" });
    dialog = within(again);
    expect((dialog.getByRole("button", { name: "Yes, withdraw" }) as HTMLButtonElement).disabled).toBe(false);
    release();
    expect(await screen.findByText("Application withdrawn")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Withdraw your application?" })).toBe(again);
  });

  it("shows withdrawn applications for one position as one card, not identical repeats", async () => {
    storeSession();
    const withdrawn = (id: string, day: number) =>
      application({
        id,
        status: "WITHDRAWN",
        created_at: `2026-03-0${day}T10:00:00.000Z`,
        updated_at: `2026-03-0${day}T11:00:00.000Z`,
      });
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [position()] } },
      [MINE]: {
        body: {
          items: [
            withdrawn("a-3", 3),
            withdrawn("a-2", 2),
            withdrawn("a-1", 1),
            application({ id: "k-1", position: { id: "kata", name: "Kata judge" }, status: "REJECTED" }),
          ],
        },
      },
    });
    await renderApp(PAGE);

    const mine = within(await screen.findByRole("region", { name: "My applications" }));
    expect(await mine.findByText("Withdrawn")).toBeTruthy();
    expect(mine.getAllByRole("listitem")).toHaveLength(2);
    expect(mine.getAllByText("Regional youth development officer")).toHaveLength(1);
    expect(mine.getByText("You withdrew 2 earlier applications for this position.")).toBeTruthy();
    expect(mine.getByText("You can apply again while the position is open.")).toBeTruthy();
    expect(mine.getByText("Rejected")).toBeTruthy();
  });

  it("shows the federation's note on a decided application", async () => {
    storeSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [AVAILABLE]: { body: { items: [] } },
      [MINE]: {
        body: {
          items: [
            application({ status: "APPOINTED", decision_note: "Welcome to the team." }),
            application({
              id: "a-0",
              position: { id: "old", name: "Kata judge" },
              status: "REJECTED",
              decision_note: "Needs 1st dan.",
            }),
          ],
        },
      },
    });
    await renderApp(PAGE);

    expect(
      await screen.findByText("No positions are open for applications right now. Check again later."),
    ).toBeTruthy();
    const mine = within(screen.getByRole("region", { name: "My applications" }));
    expect(await mine.findByText("Appointed")).toBeTruthy();
    expect(mine.getByText("Welcome to the team.")).toBeTruthy();
    expect(mine.getByText("Rejected")).toBeTruthy();
    expect(mine.getByText("Needs 1st dan.")).toBeTruthy();
    expect(mine.getAllByText("Note from the federation")).toHaveLength(2);
  });
});
