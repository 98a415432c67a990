import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { aProfile } from "../../test/record-fixtures";
import { renderApp, storeSession, stubApi } from "../../test/render-app";

const emailMember = aProfile({ tel: null, date_of_birth: "2004-03-21", region: "AH", district: "KM" });

type Answer = { status?: number; body: unknown };

function answersFor(profile: Record<string, unknown>): Record<string, Answer> {
  return {
    "/api/config": { body: { features: { dojos: false }, environment: "test", version: "1.0.0" } },
    "/api/my-account/profile": { body: profile },
    "/api/my-account/sessions": { body: { sessions: [], devices: [] } },
  };
}

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { code, message, ...(fields ? { fields } : {}) },
});

afterEach(() => {
  act(() => notifications.clean());
});

describe("adding a contact on the account page", () => {
  it("offers a phone to an e-mail account, an e-mail to a phone account, nothing once both are confirmed", async () => {
    storeSession();
    stubApi(answersFor(emailMember));
    const first = await renderApp("/dashboard/my-account/index");
    expect(await screen.findByRole("heading", { name: "Add a phone number" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Add an e-mail" })).toBeNull();
    first.unmount();

    stubApi(
      answersFor({
        ...emailMember,
        email: null,
        email_verified: false,
        tel: "+233241234567",
        tel_verified: true,
        login_with: "tel",
      }),
    );
    const second = await renderApp("/dashboard/my-account/index");
    expect(await screen.findByRole("heading", { name: "Add an e-mail" })).toBeTruthy();
    expect(screen.getByLabelText(/E-mail address/)).toBeTruthy();
    second.unmount();

    stubApi(answersFor({ ...emailMember, tel: "+233241234567", tel_verified: true }));
    await renderApp("/dashboard/my-account/index");
    await screen.findByText("024 123 4567");
    expect(screen.queryByRole("heading", { name: "Add a phone number" })).toBeNull();
  });

  it("walks through password, code and confirmation, with each refusal at its field", async () => {
    storeSession();
    const answers = answersFor(emailMember);
    const fetchStub = stubApi(answers);
    await renderApp("/dashboard/my-account/index");
    await screen.findByRole("heading", { name: "Add a phone number" });
    const sendCode = () => fireEvent.click(screen.getByRole("button", { name: "Send a code" }));

    // Checked before sending.
    sendCode();
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: "12345" } });
    sendCode();
    expect(await screen.findByText("Enter a Ghana phone number such as (024) 123 - 4567")).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith("/contact/add"))).toBe(false);

    // A wrong password: at the password field, no toast.
    answers["/api/my-account/contact/add"] = refusal(403, "REAUTHENTICATION_REQUIRED", "The password is not correct.", {
      current_password: "is not your current password",
    });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: "0241234567" } });
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: "not mine" } });
    sendCode();
    expect(await screen.findByText("This is not your password")).toBeTruthy();
    expect(screen.queryByText("The password is not correct.")).toBeNull();
    const call = fetchStub.mock.calls.find(([url]) => String(url).endsWith("/contact/add")) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toEqual({
      channel: "tel",
      value: "0241234567",
      current_password: "not mine",
    });

    // Taken by another account: at the number.
    answers["/api/my-account/contact/add"] = refusal(
      409,
      "DUPLICATE_ACCOUNT",
      "Another account already uses this address.",
    );
    sendCode();
    expect(await screen.findByText("Another account uses this address")).toBeTruthy();

    // Sent: the code step.
    answers["/api/my-account/contact/add"] = {
      body: { message: "We sent you a code.", sent_to: "+233•••••4567", expires_at: "2026-03-06T08:10:00.000Z" },
    };
    sendCode();
    expect(await screen.findByText("We sent a 6-digit code to +233•••••4567. Enter it below.")).toBeTruthy();
    const codeField = screen.getByLabelText(/6-digit code/);
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm" }));

    fireEvent.change(codeField, { target: { value: "12" } });
    confirm();
    expect(await screen.findByText("Enter the 6 digits we sent you")).toBeTruthy();

    answers["/api/my-account/contact/add/confirm"] = refusal(
      400,
      "INVALID_CODE",
      "Verification code is invalid or has expired",
    );
    fireEvent.change(codeField, { target: { value: "000000" } });
    confirm();
    expect(await screen.findByText("The code is wrong or has expired. Check it, or send a new code.")).toBeTruthy();

    // A new code, without the password again.
    answers["/api/my-account/contact/add/resend"] = {
      body: { message: "We sent you a code.", sent_to: "+233•••••4567", expires_at: "2026-03-06T08:20:00.000Z" },
    };
    fireEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("We sent a new code to +233•••••4567.")).toBeTruthy();

    // Confirmed: a toast, the number on the profile card, and the card to add one is gone.
    const added = { ...emailMember, tel: "+233241234567", tel_verified: true };
    answers["/api/my-account/contact/add/confirm"] = { body: added };
    answers["/api/my-account/profile"] = { body: added };
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: "123456" } });
    confirm();
    expect(await screen.findByText("Phone number added")).toBeTruthy();
    expect(screen.getByText("You can now sign in with 024 123 4567.")).toBeTruthy();
    await screen.findByText("024 123 4567");
    expect(screen.queryByRole("heading", { name: "Add a phone number" })).toBeNull();
  });
});
