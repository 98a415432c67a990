import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { renderApp, storeSession, stubApi } from "../../test/render-app";
import { kofiProfile } from "./test/account-fixtures";

// The account page's "Two-step sign-in" card and the control panel's staff guard (issue 17).

const RECOVERY = [
  "abcd-2345",
  "efgh-6723",
  "ijkl-mnop",
  "qrst-uvwx",
  "yzab-cdef",
  "ghij-klmn",
  "opqr-stuv",
  "wxyz-2345",
  "aaaa-bbbb",
  "cccc-dddd",
];

function profile({ tfa = false, staff = false } = {}) {
  return kofiProfile({
    main_role: "OFFICIAL",
    staff_roles: staff ? ["FEDERATION_ADMIN"] : [],
    tfa_enabled: tfa,
  });
}

const pageAnswers = (options: { tfa?: boolean; staff?: boolean } = {}) => ({
  "/api/my-account/profile": { body: profile(options) },
  "/api/my-account/sessions": { body: { sessions: [], devices: [] } },
  "/api/my-account/privacy": { body: { export: null, erasure: null } },
});

function storeStaffSession() {
  window.localStorage.setItem(
    CACHE_KEYS.AUTH_DATA,
    JSON.stringify({
      value: {
        tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
        user: {
          first_name: "Kofi",
          last_name: "Boateng",
          login_with: "email",
          main_role: "OFFICIAL",
          staff_roles: ["FEDERATION_ADMIN"],
        },
        last_time_logged: null,
      },
      expires_at: null,
    }),
  );
}

function bodiesSentTo(fetchStub: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchStub.mock.calls
    .filter(([url]) => String(url) === path)
    .map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body ?? "null")));
}

async function card() {
  return within((await screen.findByRole("heading", { name: "Two-step sign-in" })).closest("section") as HTMLElement);
}

async function expectLocation(expected: string) {
  await screen.findByText(expected, { selector: "output" });
}

afterEach(() => {
  act(() => notifications.clean());
});

describe("the two-step sign-in card", () => {
  it("turns it on: QR code and key, the app's code, then the recovery codes shown once", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...pageAnswers(),
      "/api/my-account/tfa/setup": {
        body: {
          secret: "JBSWY3DPEHPK3PXPJBSWY3DP",
          otpauth_url: "otpauth://totp/GKF%20Portal:kofi?secret=JBSWY3DPEHPK3PXPJBSWY3DP",
        },
      },
      "/api/my-account/tfa/enable": {
        status: 400,
        body: { code: "INVALID_CODE", message: "Verification code is invalid or has expired" },
      },
    });
    await renderApp("/dashboard/my-account/index");
    const box = await card();
    expect(box.getByText(/authenticator app on your phone/)).toBeTruthy();
    fireEvent.click(box.getByRole("button", { name: "Turn on" }));

    const qr = await box.findByRole("img", { name: "QR code that adds GKF Portal to an authenticator app" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    expect(box.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP")).toBeTruthy();

    // A wrong code is explained at the field, without a toast.
    fireEvent.change(box.getByLabelText(/6-digit code from the app/), { target: { value: "111111" } });
    fireEvent.click(box.getByRole("button", { name: "Turn on two-step sign-in" }));
    expect(await box.findByText("This code is wrong or has expired. Enter the code the app shows now.")).toBeTruthy();

    stubApi({
      ...pageAnswers({ tfa: true }),
      "/api/my-account/tfa/enable": { body: { recovery_codes: RECOVERY } },
    });
    fireEvent.change(box.getByLabelText(/6-digit code from the app/), { target: { value: "287 082" } });
    fireEvent.click(box.getByRole("button", { name: "Turn on two-step sign-in" }));
    const list = await box.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(await screen.findByText("Two-step sign-in is on")).toBeTruthy();
    expect(bodiesSentTo(fetchStub, "/api/my-account/tfa/enable")).toEqual([{ code: "111111" }]);

    // Copy puts the ten codes on the clipboard; print prints the page (its CSS keeps only the codes).
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    fireEvent.click(box.getByRole("button", { name: "Copy codes" }));
    expect(await screen.findByText("Codes copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(RECOVERY.join("\n"));
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    fireEvent.click(box.getByRole("button", { name: "Print codes" }));
    expect(print).toHaveBeenCalled();

    // Once kept, the codes are gone and the card says it is on.
    fireEvent.click(box.getByRole("button", { name: "I have kept my codes" }));
    expect(box.queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(
      await box.findByText("Two-step sign-in is on. A new device asks for a code from your authenticator app."),
    ).toBeTruthy();
    expect(box.getByRole("button", { name: "Turn off" })).toBeTruthy();
  });

  it("makes a new set of recovery codes with a code from the app", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...pageAnswers({ tfa: true }),
      "/api/my-account/tfa/recovery-codes": { body: { recovery_codes: RECOVERY } },
    });
    await renderApp("/dashboard/my-account/index");
    const box = await card();
    fireEvent.click(await box.findByRole("button", { name: "New recovery codes" }));
    fireEvent.change(box.getByLabelText(/Code from the app, or a recovery code/), { target: { value: "287082" } });
    fireEvent.click(box.getByRole("button", { name: "Get new codes" }));

    expect(await box.findByRole("list", { name: "Recovery codes" })).toBeTruthy();
    expect(bodiesSentTo(fetchStub, "/api/my-account/tfa/recovery-codes")).toEqual([{ code: "287082" }]);
  });

  it("turns it off with the password and a code, and says when the password is wrong", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...pageAnswers({ tfa: true }),
      "/api/my-account/tfa/disable": {
        status: 403,
        body: { code: "REAUTHENTICATION_REQUIRED", message: "Your password is needed again" },
      },
    });
    await renderApp("/dashboard/my-account/index");
    const box = await card();
    fireEvent.click(await box.findByRole("button", { name: "Turn off" }));
    fireEvent.change(box.getByLabelText(/Your password/), { target: { value: "not it" } });
    fireEvent.change(box.getByLabelText(/Code from the app, or a recovery code/), { target: { value: "287082" } });
    fireEvent.click(box.getByRole("button", { name: "Turn off two-step sign-in" }));
    expect(await box.findByText("This is not your password")).toBeTruthy();

    stubApi({ ...pageAnswers({ tfa: false }), "/api/my-account/tfa/disable": { body: { message: "Turned off." } } });
    fireEvent.change(box.getByLabelText(/Your password/), { target: { value: "kumasi dojo every saturday" } });
    fireEvent.click(box.getByRole("button", { name: "Turn off two-step sign-in" }));
    expect(await screen.findByText("Two-step sign-in is off")).toBeTruthy();
    expect(await box.findByRole("button", { name: "Turn on" })).toBeTruthy();
    expect(bodiesSentTo(fetchStub, "/api/my-account/tfa/disable")).toEqual([{ password: "not it", code: "287082" }]);
  });

  it("does not offer staff to turn it off", async () => {
    storeStaffSession();
    stubApi(pageAnswers({ tfa: true, staff: true }));
    await renderApp("/dashboard/my-account/index");
    const box = await card();

    expect(await box.findByText("As federation staff, you must keep two-step sign-in on.")).toBeTruthy();
    expect(box.getByRole("button", { name: "New recovery codes" })).toBeTruthy();
    expect(box.queryByRole("button", { name: "Turn off" })).toBeNull();
  });
});

describe("the control panel's staff guard", () => {
  it("sends staff without two-step sign-in to set it up, and says why", async () => {
    storeStaffSession();
    stubApi(pageAnswers({ staff: true }));
    await renderApp("/dashboard/my-control-panel/index");

    await expectLocation("/dashboard/my-account/index");
    const box = await card();
    expect(
      box.getByText(
        "Federation staff must use two-step sign-in: it protects members' medical documents and the federation's money. Turn it on here to open the control panel.",
      ),
    ).toBeTruthy();
    expect(box.getByRole("button", { name: "Turn on" })).toBeTruthy();
    // What they must do comes first on the page, before the other cards.
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf("Two-step sign-in")).toBeLessThan(headings.indexOf("Add a phone number"));
  });

  it("lets staff with two-step sign-in into the control panel", async () => {
    storeStaffSession();
    stubApi(pageAnswers({ staff: true, tfa: true }));
    await renderApp("/dashboard/my-control-panel/index");

    await expectLocation("/dashboard/my-control-panel/index");
    expect(screen.queryByRole("heading", { name: "Two-step sign-in" })).toBeNull();
  });
});
