import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { aProfile } from "../../../test/record-fixtures";
import { renderApp, stubApi } from "../../../test/render-app";

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const inTenMinutes = () => new Date(Date.now() + 600_000).toISOString();

const signedIn = () => ({
  tokens: { access: "header.payload.signature", expires_at: inAnHour() },
  user: { first_name: "Ama", last_name: "Mensah", login_with: "email", main_role: "ATHLETE", staff_roles: [] },
  last_time_logged: null,
});

const dashboardData = {
  "/api/config": { body: { features: { dojos: false }, environment: "test", version: "1.0.0" } },
  "/api/my-account/profile": {
    body: aProfile({ tel: null, date_of_birth: "2004-03-21", region: "AH", district: "KM" }),
  },
  "/api/my-account/sessions": { body: { sessions: [], devices: [] } },
};

/** The page's calls, without the settings it reads (GET /api/config: is phone sign-up on?). */
function apiCalls(fetchStub: ReturnType<typeof stubApi>) {
  return fetchStub.mock.calls.filter(([url]) => String(url) !== "/api/config");
}

function storedAuth(): Record<string, unknown> | null {
  const raw = window.localStorage.getItem(CACHE_KEYS.AUTH_DATA);
  return raw ? (JSON.parse(raw) as { value: Record<string, unknown> }).value : null;
}

async function expectLocation(expected: string) {
  await screen.findByText(expected, { selector: "output" });
}

function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function signIn(email = "ama@example.com", password = "kumasi dojo every saturday") {
  await screen.findByRole("heading", { name: "Sign in" });
  typeInto(/E-mail address/, email);
  typeInto(/^Password/, password);
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

afterEach(() => {
  act(() => notifications.clean());
});

describe("the login page", () => {
  it("signs in and returns to the page of the redirect query", async () => {
    const fetchStub = stubApi({ "/api/auth/login": { body: signedIn() }, ...dashboardData });
    await renderApp("/auth/login?redirect=%2Fdashboard%2Fmy-account%2Findex");

    await signIn();

    await expectLocation("/dashboard/my-account/index");
    expect(await screen.findByText("Ama Mensah")).toBeTruthy();
    expect(storedAuth()).toMatchObject({ tokens: { access: "header.payload.signature" }, user: { first_name: "Ama" } });
    const [url, init] = apiCalls(fetchStub)[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/login");
    expect(JSON.parse(String(init.body))).toEqual({
      username: "ama@example.com",
      password: "kumasi dojo every saturday",
    });
  });

  it.each([
    ["https://evil.com", "/auth/login?redirect=https%3A%2F%2Fevil.com"],
    ["//evil.com", "/auth/login?redirect=%2F%2Fevil.com"],
  ])("does not follow the off-site redirect %s", async (_target, path) => {
    stubApi({ "/api/auth/login": { body: signedIn() }, ...dashboardData });
    await renderApp(path);

    await signIn();

    // The default: the membership index, which sends a member without the paid registration on to the profile.
    await expectLocation("/dashboard/my-profile/index");
  });

  it("signs in with a phone number typed in the mask", async () => {
    const fetchStub = stubApi({ "/api/auth/login": { body: signedIn() }, ...dashboardData });
    await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Sign in" });

    fireEvent.click(screen.getByRole("radio", { name: "Phone" }));
    typeInto("Phone number *", "024 123 4567");
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe("(024) 123 - 4567");
    typeInto(/^Password/, "tema harbour kata club");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await expectLocation("/dashboard/my-profile/index");
    const [, init] = apiCalls(fetchStub)[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).username).toBe("+233241234567");
  });

  it("checks the fields before sending anything", async () => {
    const fetchStub = stubApi({});
    await renderApp("/auth/login");
    await screen.findByRole("heading", { name: "Sign in" });

    typeInto(/E-mail address/, "ama.example.com");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Enter an e-mail address such as ama@example.com")).toBeTruthy();
    expect(screen.getByText("Required")).toBeTruthy();
    expect(screen.getByLabelText(/E-mail address/).getAttribute("aria-invalid")).toBe("true");
    expect(apiCalls(fetchStub)).toEqual([]);
  });

  it("shows the error's title, message and action when the credentials are wrong", async () => {
    stubApi({
      "/api/auth/login": {
        status: 401,
        body: {
          code: "INVALID_CREDENTIALS",
          message: "The e-mail, phone number or password is not correct.",
          action: "Check what you typed and try again, or reset your password.",
        },
      },
    });
    await renderApp("/auth/login");

    await signIn();

    expect(await screen.findByText("Sign-in failed")).toBeTruthy();
    expect(
      screen.getByText(
        "The e-mail, phone number or password is not correct. Check what you typed and try again, or reset your password.",
      ),
    ).toBeTruthy();
    expect(storedAuth()).toBeNull();
    await expectLocation("/auth/login");
  });

  it("treats an answer without last_time_logged as a failed login", async () => {
    const { last_time_logged: _dropped, ...incomplete } = signedIn();
    stubApi({ "/api/auth/login": { body: incomplete } });
    await renderApp("/auth/login");

    await signIn();

    expect(await screen.findByText("The server sent an answer we could not read.")).toBeTruthy();
    expect(storedAuth()).toBeNull();
    await expectLocation("/auth/login");
  });

  it("offers a new activation message to an account that is not active yet", async () => {
    const fetchStub = stubApi({
      "/api/auth/login": {
        status: 403,
        body: { code: "ACCOUNT_NOT_ACTIVE", message: "Your account is not active yet." },
      },
      "/api/auth/resend-activation": {
        body: { message: "If an inactive account uses these details, we have sent a new activation message." },
      },
    });
    await renderApp("/auth/login");

    await signIn();
    fireEvent.click(await screen.findByRole("button", { name: "Send the activation message again" }));

    expect(
      await screen.findByText("If an inactive account uses these details, we have sent a new activation message."),
    ).toBeTruthy();
    const [, init] = apiCalls(fetchStub)[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: "ama@example.com" });
  });
});

describe("the new-device check (206)", () => {
  const challenge = () => ({
    verify_user: {
      message_channel: "email",
      comm_protocol: "smtp",
      sent_to: "a•••@example.com",
      last_time_logged: null,
      expires_at: inTenMinutes(),
    },
  });

  it("asks for the code, refuses a wrong one with the spec's toast, then signs in and returns", async () => {
    stubApi({ "/api/auth/login": { status: 206, body: challenge() } });
    await renderApp("/auth/login?redirect=%2Fdashboard%2Fmy-account%2Findex");

    await signIn();

    await expectLocation("/auth/verify?redirect=%2Fdashboard%2Fmy-account%2Findex");
    expect(await screen.findByText(/We sent a 6-digit code to a•••@example\.com/)).toBeTruthy();
    expect(screen.getByText(/The code works for another (9:5\d|10:00)\./)).toBeTruthy();
    expect(storedAuth()).toMatchObject({ verify_user: { message_channel: "email" } });

    stubApi({
      "/api/auth/verify/user-device": {
        status: 400,
        body: { code: "INVALID_CODE", message: "Verification code is invalid or has expired" },
      },
    });
    typeInto(/6-digit code/, "123 456");
    fireEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText("Device Verification Failed")).toBeTruthy();
    expect(screen.getByText("Verification code is invalid or has expired")).toBeTruthy();
    await expectLocation("/auth/verify?redirect=%2Fdashboard%2Fmy-account%2Findex");

    const fetchStub = stubApi({ "/api/auth/verify/user-device": { body: signedIn() }, ...dashboardData });
    fireEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
    await expectLocation("/dashboard/my-account/index");
    const [url, init] = apiCalls(fetchStub)[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/verify/user-device");
    expect(JSON.parse(String(init.body))).toEqual({ vcode: "123456" });
    // After a successful verification the challenge is cleared.
    expect(storedAuth()).not.toHaveProperty("verify_user");
    expect(storedAuth()).toMatchObject({ tokens: { access: "header.payload.signature" } });
  });

  it("treats a challenge with 5 s or less left as expired", async () => {
    window.localStorage.setItem(
      CACHE_KEYS.AUTH_DATA,
      JSON.stringify({
        value: { verify_user: { ...challenge().verify_user, expires_at: new Date(Date.now() + 4_900).toISOString() } },
        expires_at: null,
      }),
    );
    await renderApp("/auth/verify?redirect=%2Fdashboard%2Fmy-account%2Findex");

    expect(await screen.findByText("This code has expired. Sign in again to get a new one.")).toBeTruthy();
    expect(screen.queryByLabelText(/6-digit code/)).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in again" }).getAttribute("href")).toBe(
      "/auth/login?redirect=%2Fdashboard%2Fmy-account%2Findex",
    );
  });

  it("counts down and closes the form when the 5 s mark is reached", async () => {
    window.localStorage.setItem(
      CACHE_KEYS.AUTH_DATA,
      JSON.stringify({
        value: { verify_user: { ...challenge().verify_user, expires_at: new Date(Date.now() + 7_500).toISOString() } },
        expires_at: null,
      }),
    );
    await renderApp("/auth/verify");
    expect(await screen.findByText("The code works for another 0:03.")).toBeTruthy();

    expect(await screen.findByText("This code has expired. Sign in again to get a new one.")).toBeTruthy();
    expect(screen.queryByLabelText(/6-digit code/)).toBeNull();
  });
});
