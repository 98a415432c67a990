import type { Family } from "@gkf/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setActingFor } from "../../shared/session/acting-for";
import { renderApp, storeSession } from "../../test/render-app";
import { stubRoutes } from "../../test/stub-routes";
import { UNPAID_PROFILE_ANSWERS } from "../memberships/test/membership-fixtures";
import { aFamily, minorRoutes, ownRequest } from "./test/own-guardian-request";

/**
 * Who is asked to pay on the profile page (issue 16): a child's own session and a minor waiting
 * for the guardian they named are refused payments by the server (403 GUARDIAN_REQUIRED,
 * GUARDIAN_PENDING), so they are not offered one; nor "Add a child" (403 ADULTS_ONLY).
 */
function unpaid(family: Family) {
  return stubRoutes({ ...minorRoutes(family), ...UNPAID_PROFILE_ANSWERS });
}

beforeEach(() => {
  setActingFor(null);
  storeSession();
});

const GUARDIAN = { id: "g-1", first_name: "Kojo", last_name: "Quaye", email: "k***@example.com", tel: null };

describe("the profile page of a member whose guardian pays", () => {
  it("a child with their own sign-in is told their guardian pays, and offered no payment and no children", async () => {
    unpaid({ ...aFamily(null), guardian: GUARDIAN } as Family);
    await renderApp("/dashboard/my-profile/index");

    expect(await screen.findByText("Your parent or guardian pays")).toBeTruthy();
    expect(screen.getByText(/^Your registration fee is paid by your parent or guardian/)).toBeTruthy();
    expect(screen.getByText("Given when the registration fee is paid")).toBeTruthy();
    expect(screen.queryByTestId("pay-cta")).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay registration fee" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Your children" })).toBeNull();
  });

  it("a minor waiting for a guardian sees the request first, in place of the call to pay", async () => {
    unpaid(aFamily(ownRequest("PENDING", "k***@example.com")));
    await renderApp("/dashboard/my-profile/index");

    const note = await screen.findByText("Waiting for your guardian");
    const details = screen.getByRole("heading", { name: "Your details" });
    // The note comes before the member's details: it is what the page is about for them.
    expect(note.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId("pay-cta")).toBeNull();
    expect(screen.queryByText("Your parent or guardian pays")).toBeNull();
    expect(screen.getByRole("button", { name: "Name a parent or guardian again" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Your children" })).toBeNull();
  });

  it("an adult without a guardian is asked to pay, and manages their children", async () => {
    unpaid(aFamily(null));
    await renderApp("/dashboard/my-profile/index");

    const cta = await screen.findByTestId("pay-cta");
    expect(within(cta).getByRole("button", { name: "Pay registration fee" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your children" })).toBeTruthy());
    expect(screen.queryByText("Your parent or guardian pays")).toBeNull();
  });
});
