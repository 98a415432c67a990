import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, stubApi } from "../../../test/render-app";

// Two-step sign-in (issue 17): a `tfa` challenge asks for the authenticator app's code, or one of
// the recovery codes; nothing was sent, so there is no countdown and no "send a new code".

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const signedIn = () => ({
  tokens: { access: "header.payload.signature", expires_at: inAnHour() },
  user: { first_name: "Ama", last_name: "Mensah", login_with: "email", main_role: "ATHLETE", staff_roles: [] },
  last_time_logged: null,
});

function storeTfaChallenge(expiresInMs = 600_000) {
  window.localStorage.setItem(
    CACHE_KEYS.AUTH_DATA,
    JSON.stringify({
      value: {
        verify_user: {
          message_channel: "tfa",
          comm_protocol: "totp",
          sent_to: "",
          last_time_logged: null,
          expires_at: new Date(Date.now() + expiresInMs).toISOString(),
        },
      },
      expires_at: null,
    }),
  );
}

async function expectLocation(expected: string) {
  await screen.findByText(expected, { selector: "output" });
}

function sentCodes(fetchStub: ReturnType<typeof stubApi>): unknown[] {
  return fetchStub.mock.calls
    .filter(([url]) => String(url) === "/api/auth/verify/user-device")
    .map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)));
}

afterEach(() => {
  act(() => notifications.clean());
});

describe("the verify page with two-step sign-in (tfa)", () => {
  it("asks for the app's code without a countdown or a resend, and signs in with it", async () => {
    storeTfaChallenge();
    const fetchStub = stubApi({ "/api/auth/verify/user-device": { body: signedIn() } });
    await renderApp("/auth/verify?redirect=%2Fdashboard%2Fmy-account%2Findex");

    expect(
      await screen.findByText(
        "Open the authenticator app on your phone and enter the 6-digit code it shows for GKF Portal.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    expect(screen.queryByText(/We sent/)).toBeNull();

    // A code of the wrong shape is explained in the app's words, not "the 6 digits we sent you".
    fireEvent.change(screen.getByLabelText(/6-digit code from the app/), { target: { value: "1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText("Enter the 6 digits the app shows")).toBeTruthy();
    expect(sentCodes(fetchStub)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/6-digit code from the app/), { target: { value: "287 082" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
    await expectLocation("/dashboard/my-account/index");
    expect(sentCodes(fetchStub)).toEqual([{ vcode: "287082" }]);
  });

  it("switches the field to a recovery code, sent to the same address", async () => {
    storeTfaChallenge();
    const fetchStub = stubApi({
      "/api/auth/verify/user-device": {
        status: 400,
        body: { code: "INVALID_CODE", message: "Verification code is invalid or has expired" },
      },
    });
    await renderApp("/auth/verify");

    fireEvent.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    expect(
      screen.getByText(
        "Enter one of the recovery codes you kept when you turned on two-step sign-in. Each code works once.",
      ),
    ).toBeTruthy();
    const field = screen.getByLabelText(/Recovery code/);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("inputmode")).toBeNull();
    fireEvent.change(field, { target: { value: " ABCD-2345 " } });
    expect((field as HTMLInputElement).value).toBe("abcd-2345");

    fireEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText("Device Verification Failed")).toBeTruthy();
    expect(sentCodes(fetchStub)).toEqual([{ vcode: "abcd-2345" }]);

    // And back to the app's code.
    fireEvent.click(screen.getByRole("button", { name: "Use a code from the app" }));
    expect(screen.getByLabelText(/6-digit code from the app/)).toBeTruthy();
    expect(screen.queryByLabelText(/Recovery code/)).toBeNull();
  });

  it("says to sign in again once the challenge has run out, without offering a new code", async () => {
    storeTfaChallenge(3_000);
    stubApi({});
    await renderApp("/auth/verify");

    expect(await screen.findByText("This sign-in has waited too long. Sign in again.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in again" })).toBeTruthy();
  });
});
