import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldAnswer } from "../../test/held-answer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../test/render-app";
import { notifications } from "../notifications/notifications-renderer";

const config = { "/api/config": { body: { features: { dojos: false }, environment: "test", version: "1.0.0" } } };

async function expectLocation(expected: string) {
  await screen.findByText(expected, { selector: "output" });
}

afterEach(() => {
  act(() => notifications.clean());
});

describe("signing out", () => {
  it('ends the session, forgets the stored auth and membership data, and says "Logout Successful"', async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    const fetchStub = stubApi({ ...config, "/api/auth/logout": { body: { message: "You have been signed out." } } });
    await renderApp("/dashboard/my-membership/index");

    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));

    expect(await screen.findByText("Logout Successful")).toBeTruthy();
    expect(screen.getByText("You have been signed out.")).toBeTruthy();
    await expectLocation("/auth/login");
    expect(window.localStorage.getItem(CACHE_KEYS.AUTH_DATA)).toBeNull();
    expect(window.localStorage.getItem(CACHE_KEYS.MY_MEMBERSHIP)).toBeNull();
    const logout = fetchStub.mock.calls.find(([url]) => url === "/api/auth/logout") as unknown as [string, RequestInit];
    expect(logout[1].method).toBe("POST");
    expect(new Headers(logout[1].headers).get("authorization")).toBe("Bearer token");
    // No body, so no JSON content type (the server would refuse an empty JSON body).
    expect(new Headers(logout[1].headers).get("content-type")).toBeNull();
  });

  it('keeps "Logout Successful" when a read of the page left answers 401 once the login page shows', async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    const answers = stubApi({ ...config, "/api/auth/logout": { body: { message: "You have been signed out." } } });
    // The read's answer comes once the person is on the login page (the server had ended the session).
    const late = heldAnswer();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input) !== "/api/my-account/sessions") return answers(input);
        await late.held;
        const body = {
          code: "UNAUTHENTICATED",
          message: "Please sign in to continue.",
          action: "Sign in and try again.",
        };
        return new Response(JSON.stringify(body), { status: 401, headers: { "content-type": "application/json" } });
      }),
    );
    const { services } = await renderApp("/dashboard/my-membership/index");
    // A read of the page, on its way when the person signs out.
    const read = services.http.get("/my-account/sessions", { withAuth: true });
    // Told of every failure the app reports (the error toasts), as it is reported.
    const reported = vi.fn();
    services.http.onError(reported);

    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    await expectLocation("/auth/login");
    expect(await screen.findByText("Logout Successful")).toBeTruthy();
    late.release();
    await expect(read).rejects.toMatchObject({ status: 401 });

    // A late answer about the session signed out of here: not reported, so no "Please sign in" toast
    // raised on the login page in place of the sign-out's.
    expect(reported).not.toHaveBeenCalled();
    expect(screen.getByText("Logout Successful")).toBeTruthy();
    expect(screen.queryByText("Please sign in")).toBeNull();
  });

  it('keeps the session and says "Logout Error" when the server cannot sign out', async () => {
    storeSession();
    stubApi({ ...config, "/api/auth/logout": { status: 503, body: { code: "SERVICE_UNAVAILABLE", message: "Down" } } });
    await renderApp("/dashboard/my-profile/index");

    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));

    expect(await screen.findByText("Logout Error")).toBeTruthy();
    expect(screen.getByText("Session logout attempt failed. Please, try again.")).toBeTruthy();
    expect(window.localStorage.getItem(CACHE_KEYS.AUTH_DATA)).not.toBeNull();
    await expectLocation("/dashboard/my-profile/index");
  });
});

describe("a session the server ended", () => {
  it("forgets the session and sends the person to sign in, keeping the page to come back to", async () => {
    storeSession();
    stubApi({
      ...config,
      "/api/my-account/profile": {
        status: 401,
        body: { code: "UNAUTHENTICATED", message: "Please sign in to continue.", action: "Sign in and try again." },
      },
    });
    await renderApp("/dashboard/my-account/index");

    await expectLocation("/auth/login?redirect=%2Fdashboard%2Fmy-account%2Findex");
    expect(window.localStorage.getItem(CACHE_KEYS.AUTH_DATA)).toBeNull();
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
  });
});
