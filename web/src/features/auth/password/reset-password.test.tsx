import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { expectChosenPasswordField, renderApp, stubApi } from "../../../test/render-app";

const RESET_TOKEN = "5f0c2b8e-8d7e-4c0b-9d6a-3b2f1e0a9c8d";

function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function storedAuth(): Record<string, unknown> | null {
  const raw = window.localStorage.getItem(CACHE_KEYS.AUTH_DATA);
  return raw ? (JSON.parse(raw) as { value: Record<string, unknown> }).value : null;
}

afterEach(() => {
  act(() => notifications.clean());
});

describe("resetting a forgotten password", () => {
  it("asks for a code, keeps the reset token, then sets the new password and clears it", async () => {
    const request = stubApi({
      "/api/account-manager/users/reset-password": {
        body: {
          reset_token: RESET_TOKEN,
          message: "If an account uses these details, we have sent it a code to reset the password.",
        },
      },
    });
    await renderApp("/auth/reset-password");
    await screen.findByRole("heading", { name: "Reset your password" });
    fireEvent.click(screen.getByRole("radio", { name: "Phone" }));
    typeInto(/Phone number/, "0241234567");
    fireEvent.click(screen.getByRole("button", { name: "Send me a code" }));

    expect(
      await screen.findByText("If an account uses these details, we have sent it a code to reset the password."),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeTruthy();
    expect(storedAuth()).toEqual({ reset_token: RESET_TOKEN });
    // The page also asks GET /api/config (the phone sign-up flag) when it loads.
    const [, requestInit] = request.mock.calls.find(([url]) => String(url).endsWith("/reset-password")) as unknown as [
      string,
      RequestInit,
    ];
    expect(requestInit.method).toBe("PATCH");
    expect(JSON.parse(String(requestInit.body))).toEqual({ username: "+233241234567" });

    stubApi({
      "/api/my-account/user/confirm-reset-password": {
        status: 400,
        body: { code: "INVALID_CODE", message: "Verification code is invalid or has expired" },
      },
    });
    expectChosenPasswordField(/New password/);
    typeInto(/6-digit code/, "999999");
    typeInto(/New password/, "a brand new passphrase");
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    const main = within(screen.getByRole("main"));
    expect(await main.findByText("Verification code is invalid or has expired")).toBeTruthy();
    expect(storedAuth()).toEqual({ reset_token: RESET_TOKEN });

    const confirm = stubApi({
      "/api/my-account/user/confirm-reset-password": {
        body: { message: "Your password has been changed. Please sign in with the new one." },
      },
    });
    typeInto(/6-digit code/, "123456");
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));

    expect(await screen.findByText("Your password has been changed. Please sign in with the new one.")).toBeTruthy();
    // Spec section 4: a successful reset clears the tokens, and confirming clears the reset token.
    expect(storedAuth()).toBeNull();
    const [, confirmInit] = confirm.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(confirmInit.body))).toEqual({
      reset_token: RESET_TOKEN,
      code: "123456",
      password: "a brand new passphrase",
    });
  });

  it("sends a visitor without a reset request to ask for one", async () => {
    await renderApp("/auth/confirm-reset-password");
    expect(await screen.findByText("Ask for a reset code first.")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Ask for a code" })[0]?.getAttribute("href")).toBe(
      "/auth/reset-password",
    );
  });
});
