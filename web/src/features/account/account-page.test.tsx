import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { heldAnswer } from "../../test/held-answer";
import { type Answer, expectChosenPasswordField, renderApp, storeSession, stubApi } from "../../test/render-app";
import { kofiProfile } from "./test/account-fixtures";

const answers = {
  "/api/config": { body: { features: { dojos: false }, environment: "test", version: "1.0.0" } },
  // Kofi signs in with his phone here.
  "/api/my-account/profile": {
    body: kofiProfile({
      email: null,
      tel: "+233241234567",
      email_verified: false,
      tel_verified: true,
      login_with: "tel",
      main_role: "COACH",
    }),
  },
  "/api/my-account/sessions": {
    body: {
      sessions: [
        {
          id: "s-here",
          browser: "Chrome on Android",
          ip: "41.66.1.2",
          created_at: "2026-03-06T08:00:00.000Z",
          last_seen_at: "2026-03-06T08:10:00.000Z",
          expires_at: "2026-04-05T08:00:00.000Z",
          current: true,
        },
        {
          id: "s-laptop",
          browser: "Firefox on Windows",
          ip: null,
          created_at: "2026-03-01T08:00:00.000Z",
          last_seen_at: "2026-03-02T08:00:00.000Z",
          expires_at: "2026-03-31T08:00:00.000Z",
          current: false,
        },
      ],
      devices: [
        {
          id: "d-1",
          browser: "Chrome on Android",
          first_seen_at: "2026-03-06T08:00:00.000Z",
          last_seen_at: "2026-03-06T08:10:00.000Z",
          current: true,
        },
      ],
    },
  },
};

afterEach(() => {
  act(() => notifications.clean());
});

describe("the account page", () => {
  it("shows the member, the sessions and the trusted devices", async () => {
    storeSession();
    stubApi(answers);
    await renderApp("/dashboard/my-account/index");

    expect(await screen.findByText("Kofi Boateng")).toBeTruthy();
    expect(screen.getByText("Coach")).toBeTruthy();
    expect(screen.getByText("024 123 4567")).toBeTruthy();
    expect(await screen.findByText("Firefox on Windows")).toBeTruthy();
    expect(screen.getAllByText("This device")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Sign out here" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Forget" })).toBeTruthy();
  });

  it("says when the account could not be read, and shows it after Try again", async () => {
    storeSession();
    const failing: Record<string, Answer> = {
      ...answers,
      "/api/my-account/profile": { status: 503, body: { code: "SERVICE_UNAVAILABLE", message: "Busy." } },
    };
    stubApi(failing);
    await renderApp("/dashboard/my-account/index");
    expect(await screen.findByText("Your account could not be loaded.")).toBeTruthy();
    expect(screen.queryByText("Kofi Boateng")).toBeNull();

    failing["/api/my-account/profile"] = answers["/api/my-account/profile"];
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Kofi Boateng")).toBeTruthy();
    expect(screen.queryByText("Your account could not be loaded.")).toBeNull();
  });

  it("ends another session", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...answers,
      "/api/my-account/sessions/s-laptop": { body: { message: "The session has ended." } },
    });
    await renderApp("/dashboard/my-account/index");

    fireEvent.click(await screen.findByRole("button", { name: "Sign out there" }));

    expect(await screen.findByText("The session has ended.")).toBeTruthy();
    const call = fetchStub.mock.calls.find(([url]) => url === "/api/my-account/sessions/s-laptop") as unknown as [
      string,
      RequestInit,
    ];
    expect(call[1].method).toBe("DELETE");
  });

  it("still confirms a session ended while another row's button was used before its answer came", async () => {
    storeSession();
    const { held, release } = heldAnswer();
    stubApi({
      ...answers,
      "/api/my-account/sessions/s-laptop": { body: { message: "The session has ended." }, held },
      "/api/my-account/devices/d-1": { body: { message: "The device is forgotten." } },
    });
    await renderApp("/dashboard/my-account/index");

    fireEvent.click(await screen.findByRole("button", { name: "Sign out there" }));
    // The same hook takes the next row's call while the first is on its way.
    fireEvent.click(screen.getByRole("button", { name: "Forget" }));
    expect(await screen.findByText("The device is forgotten.")).toBeTruthy();
    release();
    expect(await screen.findByText("The session has ended.")).toBeTruthy();
    expect(screen.getByText("Session ended")).toBeTruthy();
  });

  it("signs out here without asking for the sessions again, and the login page says Logout Successful", async () => {
    storeSession();
    const fetchStub = stubApi({ ...answers, "/api/auth/logout": { body: { message: "You have been signed out." } } });
    await renderApp("/dashboard/my-account/index");

    fireEvent.click(await screen.findByRole("button", { name: "Sign out here" }));

    await screen.findByText("/auth/login", { selector: "output" });
    expect(await screen.findByText("Logout Successful")).toBeTruthy();
    // The sign-out empties the query cache: the list, rendered again, fetched them without a token (a 401
    // whose "Please sign in" replaced "Logout Successful" on the login page).
    const sessionReads = fetchStub.mock.calls.filter(([url]) => url === "/api/my-account/sessions");
    expect(sessionReads).toHaveLength(1);
  });

  it("changes the password and shows the server's reasons under the fields", async () => {
    storeSession();
    stubApi({
      ...answers,
      "/api/my-account/user/change-password": {
        status: 400,
        body: {
          code: "VALIDATION_FAILED",
          message: "Some fields need your attention.",
          fields: { current_password: "is not your current password" },
        },
      },
    });
    await renderApp("/dashboard/my-account/index");
    await screen.findByText("Kofi Boateng");

    expectChosenPasswordField(/New password/);
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: "wrong one" } });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Use at least 8 characters")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: "a longer new password" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Current password is not your current password")).toBeTruthy();
  });
});
