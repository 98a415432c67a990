import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, stubApi } from "../../../test/render-app";

const valid = {
  name: "Ama Mensah",
  photo_url: "/api/public/verify/GKF-AA-26-000001/photo",
  membership_type: "ATHLETE",
  belt: "KYU_3",
  status: "ACTIVE",
  expiry_date: "2027-01-10",
  is_valid: true,
  checked_at: "2026-03-06T12:00:00.000Z",
};

describe("the public membership check", () => {
  it("shows a big VALID with who the card belongs to, without a login", async () => {
    stubApi({ "/api/public/verify/GKF-AA-26-000001": { body: valid } });
    await renderApp("/verify/GKF-AA-26-000001");

    expect(await screen.findByText("VALID")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Membership check", level: 1 })).toBeTruthy();
    expect(screen.getByText("Ama Mensah")).toBeTruthy();
    expect(screen.getByText("Athlete")).toBeTruthy();
    expect(screen.getByText("3rd kyu")).toBeTruthy();
    expect(screen.getByText("10 Jan 2027")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Photo of the member" }).getAttribute("src")).toBe(valid.photo_url);
    expect(screen.getByTestId("location").textContent).toBe("/verify/GKF-AA-26-000001");
  });

  it("says NOT VALID for an expired membership", async () => {
    stubApi({
      "/api/public/verify/GKF-AA-25-000009": {
        body: { ...valid, status: "EXPIRED", is_valid: false, photo_url: null, expiry_date: "2026-01-01" },
      },
    });
    await renderApp("/verify/GKF-AA-25-000009");

    expect(await screen.findByText("NOT VALID")).toBeTruthy();
    expect(screen.getByText("This membership is not current: expired.")).toBeTruthy();
    expect(screen.queryByText("VALID")).toBeNull();
  });

  it("says when no membership has the number, and checks another", async () => {
    const fetchStub = stubApi({
      "/api/public/verify/GKF-XX-26-000000": {
        status: 404,
        body: { code: "NOT_FOUND", message: "No membership has this number." },
      },
      "/api/public/verify/GKF-AA-26-000001": { body: valid },
    });
    await renderApp("/verify/GKF-XX-26-000000");

    expect(await screen.findByText("No membership has this number")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Membership number"), { target: { value: "gkf-aa-26-000001" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("VALID")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/verify/GKF-AA-26-000001");
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("passes on the server's words when there were too many look-ups", async () => {
    stubApi({
      "/api/public/verify/GKF-AA-26-000001": {
        status: 429,
        body: { code: "RATE_LIMITED", message: "Too many look-ups. Try again in 10 minutes." },
      },
    });
    await renderApp("/verify/GKF-AA-26-000001");

    await waitFor(() => expect(screen.getByText("Too many look-ups. Try again in 10 minutes.")).toBeTruthy());
  });
});
