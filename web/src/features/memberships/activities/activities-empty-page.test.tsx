import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { CONFIG } from "../test/membership-fixtures";

describe("dojo activities", () => {
  it("says honestly that trainings are not available while the dojos flag is off", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubApi({ "/api/config": CONFIG });
    await renderApp("/dashboard/my-membership/training");

    expect(await screen.findByRole("heading", { name: "Training", level: 1 })).toBeTruthy();
    expect(screen.getByText("Dojo activities are not available yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to my membership" })).toBeTruthy();
  });

  it("shows the same on the activities' events page when the dojos flag is on (events come later)", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubApi({ "/api/config": { body: { ...CONFIG.body, features: { dojos: true } } } });
    await renderApp("/dashboard/my-activities/events");

    expect(await screen.findByRole("heading", { name: "My activities", level: 1 })).toBeTruthy();
    expect(screen.getByText("Dojo activities are not available yet")).toBeTruthy();
  });
});
