import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp } from "../../../test/render-app";
import { sentBody, stubRoutes } from "../../../test/stub-routes";
// Test data shaped like the dojos API's answers (test code only: the page calls the contract itself).
import { aDojo, aStudent, DOJOS_ON } from "../../dojos/test/dojo-fixtures";
import { anEntry, anEvent, storeEventsSession } from "../test-support/event-fixtures";

const PAGE = "/dashboard/my-activities/events";

afterEach(() => {
  act(() => notifications.clean());
});

describe("the instructor's events page", () => {
  it("enters a student, shows a refused student's failing rule, and lists the students' entries", async () => {
    storeEventsSession();
    const kofi = anEntry({
      id: "en-5",
      member: { id: "m2", first_name: "Kofi", last_name: "Boateng", code: "GKF-0002" },
      entered_by: "INSTRUCTOR",
      status: "CONFIRMED",
      reason: null,
    });
    const fetchStub = stubRoutes({
      "/api/config": DOJOS_ON,
      "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
      "/api/gkf/dojos/d1/students": {
        body: {
          items: [
            aStudent(),
            aStudent({ member_id: "m2", first_name: "Kofi", last_name: "Boateng" }),
            aStudent({ member_id: "m3", first_name: "Esi", last_name: "Owusu", enrolment_status: "REQUESTED" }),
          ],
        },
      },
      "/api/gkf/events": { body: { items: [anEvent({ my_entries: [kofi] })] } },
      "POST /api/gkf/events/ev-1/entries": {
        status: 403,
        body: {
          code: "NOT_ELIGIBLE",
          message: "Ama Mensah cannot enter this event.",
          fields: { AGE_GROUP: "Ama Mensah is a cadet on the event's first day; the category is for seniors." },
        },
      },
    });
    await renderApp(PAGE);

    const event = within(await screen.findByRole("region", { name: "Accra Open 2027" }));
    const entry = within(await event.findByRole("article", { name: "Kofi Boateng" }));
    expect(entry.getByText("Confirmed")).toBeTruthy();

    fireEvent.click(event.getByRole("button", { name: "Enter a student" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Enter Accra Open 2027" }));
    // Only active students can be entered.
    expect(dialog.queryByRole("option", { name: /Esi Owusu/ })).toBeNull();
    fireEvent.change(dialog.getByLabelText(/Student/), { target: { value: "m1" } });
    fireEvent.change(dialog.getByLabelText(/Category/), { target: { value: "SEN-F-KATA" } });
    fireEvent.click(dialog.getByRole("button", { name: "Send the entry" }));

    const alert = within(await dialog.findByRole("alert"));
    expect(alert.getByText("Age group")).toBeTruthy();
    expect(alert.getByText(/is a cadet on the event's first day/)).toBeTruthy();
    expect(sentBody(fetchStub, "POST", "/api/gkf/events/ev-1/entries")).toEqual({
      member: "m1",
      category: "SEN-F-KATA",
    });
  });
});
