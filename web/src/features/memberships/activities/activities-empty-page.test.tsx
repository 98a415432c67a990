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
});
