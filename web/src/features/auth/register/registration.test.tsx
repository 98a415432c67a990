import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { expectChosenPasswordField, renderApp, stubApi } from "../../../test/render-app";
import { clearDraft } from "./registration-draft";

const regions = {
  "/api/regions": {
    body: {
      items: [
        {
          code: "AH",
          iso_code: "GH-AH",
          name: "Ashanti",
          capital: "Kumasi",
          districts: [
            { code: "KM", name: "Kumasi Metropolitan" },
            { code: "OM", name: "Obuasi Municipal" },
          ],
        },
        {
          code: "AA",
          iso_code: "GH-AA",
          name: "Greater Accra",
          capital: "Accra",
          districts: [{ code: "AM", name: "Accra Metropolitan" }],
        },
      ],
    },
  },
};

const PASSWORD = "kumasi dojo every saturday";

function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function expectLocation(expected: string) {
  await screen.findByText(expected, { selector: "output" });
}

function stored(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw ? (JSON.parse(raw) as { value: unknown }).value : null;
}

async function fillDetails() {
  await screen.findByRole("heading", { name: "Create your account" });
  typeInto(/First name/, "Ama");
  typeInto(/Last name/, "Mensah");
  typeInto(/Date of birth/, "2004-03-21");
  fireEvent.click(screen.getByRole("radio", { name: "Female" }));
  typeInto(/E-mail address/, "ama@example.com");
  typeInto(/^Password/, PASSWORD);
  await screen.findByRole("option", { name: "Ashanti" });
  typeInto(/Region/, "AH");
  typeInto(/District/, "KM");
  fireEvent.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

afterEach(() => {
  clearDraft();
  window.sessionStorage.clear();
  act(() => notifications.clean());
});

describe("registration", () => {
  it("shows only the chosen region's districts, as 'name (code)'", async () => {
    stubApi(regions);
    await renderApp("/auth/register");
    await screen.findByRole("option", { name: "Ashanti" });
    const district = screen.getByLabelText(/District/) as HTMLSelectElement;
    expect(district.disabled).toBe(true);

    typeInto(/Region/, "AH");

    const options = within(district)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Choose…", "Kumasi Metropolitan (KM)", "Obuasi Municipal (OM)"]);
  });

  it("says what is missing before going on", async () => {
    stubApi(regions);
    await renderApp("/auth/register");
    await screen.findByRole("heading", { name: "Create your account" });
    expectChosenPasswordField(/^Password/);
    typeInto(/^Password/, "short");

    fireEvent.click(screen.getByRole("button", { name: "Next: account type" }));

    expect(await screen.findByText("Use at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Please agree to continue")).toBeTruthy();
    await expectLocation("/auth/register");
  });

  it.each([
    ["older than 110", "1905-06-01"],
    ["younger than 3", `${new Date().getFullYear() - 1}-01-01`],
  ])("refuses a date of birth the server refuses (%s), by the contract's schema", async (_case, date) => {
    stubApi(regions);
    await renderApp("/auth/register");
    await fillDetails();
    typeInto(/Date of birth/, date);

    fireEvent.click(screen.getByRole("button", { name: "Next: account type" }));

    expect(await screen.findByText("Enter a real date in the past")).toBeTruthy();
    await expectLocation("/auth/register");
  });

  it("registers in two steps, keeps no password in storage, and says where the link went", async () => {
    const fetchStub = stubApi({
      ...regions,
      "/api/account-manager/users/register/self": {
        status: 201,
        body: {
          first_name: "Ama",
          last_name: "Mensah",
          login_with: "email",
          main_role: "COACH",
          is_active: false,
          activation_channel: "email",
          sent_to: "a•••@example.com",
        },
      },
    });
    await renderApp("/auth/register");
    await fillDetails();
    expect(screen.getByText(/At least 8 characters\. A short sentence/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next: account type" }));
    await expectLocation("/auth/account-types");
    // What was typed survives a reload, except the password.
    const draft = window.sessionStorage.getItem("gkf.registration_draft") ?? "";
    expect(draft).toContain("ama@example.com");
    expect(draft).not.toContain(PASSWORD);

    expect(await screen.findByText("You teach a dojo or a team. Add your coaching licence later.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Coach/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create my account" }));

    await expectLocation("/auth/registration-successful");
    expect(
      await screen.findByText(
        "We sent an activation link to a•••@example.com. Check your e-mail and open it to activate your account. If this address already has an account, the message tells you how to sign in instead.",
      ),
    ).toBeTruthy();
    expect(stored(CACHE_KEYS.REGISTERED_USER)).toEqual({
      first_name: "Ama",
      last_name: "Mensah",
      is_active: false,
      expiration: null,
      activation_channel: "email",
      sent_to: "a•••@example.com",
    });
    const registration = fetchStub.mock.calls.find(([url]) => String(url).endsWith("/register/self")) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(registration[1].body))).toEqual({
      first_name: "Ama",
      last_name: "Mensah",
      date_of_birth: "2004-03-21",
      gender: "FEMALE",
      main_role: "COACH",
      login_with: "email",
      email: "ama@example.com",
      password: PASSWORD,
      region: "AH",
      district: "KM",
      language: "en",
      consent: true,
    });
    expect(window.sessionStorage.getItem("gkf.registration_draft")).toBeNull();
  });

  // A taken e-mail or phone is answered like a new registration (the owner gets a message), so
  // the only field errors the server still gives are about the details themselves.
  it("shows the server's field errors under the fields of the details page", async () => {
    stubApi({
      ...regions,
      "/api/account-manager/users/register/self": {
        status: 400,
        body: {
          code: "VALIDATION_FAILED",
          message: "Some fields are not valid.",
          fields: { district: "is not a district of the chosen region" },
        },
      },
    });
    await renderApp("/auth/register");
    await fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Next: account type" }));
    fireEvent.click(await screen.findByRole("radio", { name: /Athlete/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create my account" }));

    await expectLocation("/auth/register");
    expect(await screen.findByText("District is not a district of the chosen region")).toBeTruthy();
    expect(await screen.findByText("Check your details")).toBeTruthy();
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe("ama@example.com");
  });

  it("sends the account types page back to the details when they are missing", async () => {
    stubApi(regions);
    await renderApp("/auth/account-types");
    await expectLocation("/auth/register");
  });

  it("activates an SMS registration with the code on the confirmation page", async () => {
    window.localStorage.setItem(
      CACHE_KEYS.REGISTERED_USER,
      JSON.stringify({
        value: {
          first_name: "Kofi",
          last_name: "Boateng",
          is_active: false,
          expiration: null,
          activation_channel: "sms",
          sent_to: "+233•••••4567",
        },
        expires_at: null,
      }),
    );
    stubApi({ "/api/my-account/activate/account-by-sms": { status: 204, body: "" } });
    await renderApp("/auth/registration-successful");
    expect(
      await screen.findByText(
        "We sent a 6-digit activation code to +233•••••4567. Check your messages and enter it below. If this number already has an account, the message tells you how to sign in instead.",
      ),
    ).toBeTruthy();

    typeInto(/6-digit code/, "111111");
    fireEvent.click(screen.getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("That code is not valid or has expired. Check it, or get a new one.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Get a new activation message" })).toBeTruthy();
    expect(stored(CACHE_KEYS.REGISTERED_USER)).toMatchObject({ is_active: false });

    const fetchStub = stubApi({
      "/api/my-account/activate/account-by-sms": {
        body: { is_active: true, message: "Your account is active. You can sign in now." },
      },
    });
    typeInto(/6-digit code/, "654321");
    fireEvent.click(screen.getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Your account is active. You can sign in now.")).toBeTruthy();
    expect(stored(CACHE_KEYS.REGISTERED_USER)).toMatchObject({ is_active: true });
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ code: "654321" });
  });
});

describe("activation by the e-mail link", () => {
  it("activates on load and offers to sign in", async () => {
    const fetchStub = stubApi({
      "/api/my-account/activate/account-by-email": {
        body: { is_active: true, message: "Your account is active. You can sign in now." },
      },
    });
    await renderApp("/auth/activate/0123456789abcdef0123456789abcdef");

    expect(await screen.findByText("Your account is active. You can sign in now.")).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login");
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: "0123456789abcdef0123456789abcdef" });
  });

  it("says a used or wrong link activated nothing (204) and offers a new one", async () => {
    stubApi({ "/api/my-account/activate/account-by-email": { status: 204, body: "" } });
    await renderApp("/auth/activate/0123456789abcdef0123456789abcdef");

    expect(await screen.findByText(/This activation link is not valid or was already used/)).toBeTruthy();
    const resend = stubApi({
      "/api/auth/resend-activation": {
        body: { message: "If an inactive account uses these details, we have sent a new activation message." },
      },
    });
    typeInto(/E-mail address or phone number/, "024 123 4567");
    fireEvent.click(screen.getByRole("button", { name: "Send it again" }));
    expect(
      await screen.findByText("If an inactive account uses these details, we have sent a new activation message."),
    ).toBeTruthy();
    const [, init] = resend.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: "+233241234567" });
  });

  it("shows the SMS code form at /auth/activate without a token", async () => {
    await renderApp("/auth/activate");
    expect(await screen.findByText("Enter the 6-digit code we sent to your phone.")).toBeTruthy();
    expect(screen.getByLabelText(/Phone number you registered with/)).toBeTruthy();
  });
});
