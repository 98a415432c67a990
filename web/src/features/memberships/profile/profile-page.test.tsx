import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { heldAnswer } from "../../../test/held-answer";
import { type Answer, renderApp, storeSession, stubApi } from "../../../test/render-app";
import {
  aProfile,
  aRecord,
  CONFIG,
  PAID_SUMMARY,
  REGIONS,
  requestsTo,
  UNPAID_PROFILE_ANSWERS,
} from "../test/membership-fixtures";
import { paymentNavigation } from "./pay-call-to-action";

const cache = () => createCacheStore({ storage: window.localStorage });

const answers = {
  "/api/config": CONFIG,
  "/api/regions": { body: REGIONS },
  "/api/my-account/profile": { body: aProfile() },
  "/api/my-account/membership/my-record": { body: aRecord() },
  "/api/my-account/membership/my-record-summary": { body: PAID_SUMMARY },
};

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe("the profile page", () => {
  it("shows the member, the membership number and which contacts are confirmed", async () => {
    storeSession();
    stubApi(answers);
    await renderApp("/dashboard/my-profile/index");

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeTruthy();
    expect(await screen.findByText("Ama Mensah")).toBeTruthy();
    expect(await screen.findByText("GKF-AA-26-000001")).toBeTruthy();
    expect(screen.getByText("ama@example.com")).toBeTruthy();
    expect(screen.getByText("Confirmed")).toBeTruthy();
    expect(screen.getByText("Not confirmed")).toBeTruthy();
    expect(screen.queryByTestId("pay-cta")).toBeNull();
    expect(screen.getByRole("link", { name: "Open my membership" })).toBeTruthy();
    // The guard's copy is refreshed on every visit.
    await waitFor(() => expect(cache().get(CACHE_KEYS.MY_MEMBERSHIP)).toEqual(PAID_SUMMARY));
  });

  it("explains the closed membership pages to a member who has not paid, and starts the payment", async () => {
    storeSession();
    const assign = vi.spyOn(paymentNavigation, "assign").mockImplementation(() => {});
    const fetchStub = stubApi({
      ...answers,
      ...UNPAID_PROFILE_ANSWERS,
      "/api/my-account/membership/payment/initialize": {
        status: 201,
        body: {
          reference: "GKF-REG-123456789",
          authorization_url: "http://localhost/api/payments/sandbox/checkout/GKF-REG-123456789",
          amount: 15_000,
          currency: "GHS",
        },
      },
    });
    await renderApp("/dashboard/my-profile/index");

    const cta = await screen.findByTestId("pay-cta");
    expect(within(cta).getByText("Pay the registration fee to open your membership")).toBeTruthy();
    expect(screen.getByText("Given when the registration fee is paid")).toBeTruthy();
    // The fee before leaving for the checkout, and mobile money without leaving the app.
    expect(
      await within(cta).findByText("Registration fee: GH₵ 150.00, the first 12 months of membership included."),
    ).toBeTruthy();
    expect(within(cta).getByRole("link", { name: "Pay with mobile money" }).getAttribute("href")).toBe(
      "/dashboard/modals/payment-response?pay=REGISTRATION",
    );
    fireEvent.click(within(cta).getByRole("button", { name: "Pay registration fee" }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://localhost/api/payments/sandbox/checkout/GKF-REG-123456789"),
    );
    expect(within(cta).getByText("Taking you to the payment page for GH₵ 150.00…")).toBeTruthy();
    const [request] = requestsTo(fetchStub, "/api/my-account/membership/payment/initialize");
    expect(request?.init.method).toBe("POST");
    expect(JSON.parse(String(request?.init.body))).toEqual({ purpose: "REGISTRATION" });
  });

  it("offers only the chosen region's districts and saves region, district and special needs", async () => {
    storeSession();
    const saved = aRecord({
      region: { code: "AH", name: "Ashanti" },
      district: { code: "OB", name: "Obuasi Municipal" },
      special_needs: "Asthma",
    });
    const routes: Record<string, Answer> = {
      ...answers,
      "/api/my-account/membership/update/my-record": { body: saved },
    };
    const fetchStub = stubApi(routes);
    await renderApp("/dashboard/my-profile/index");

    const region = (await screen.findByRole("combobox", { name: /^Region/ })) as HTMLSelectElement;
    await waitFor(() => expect(region.disabled).toBe(false));
    const district = screen.getByRole("combobox", { name: /^District/ }) as HTMLSelectElement;
    const districtLabels = () => [...district.options].map((option) => option.textContent);
    expect(districtLabels()).toEqual(["Choose…", "Accra Metropolitan (AM)", "Tema Metropolitan (TEM)"]);

    fireEvent.change(region, { target: { value: "AH" } });
    expect(districtLabels()).toEqual(["Choose…", "Kumasi Metropolitan (KM)", "Obuasi Municipal (OB)"]);
    // The Accra district does not belong to Ashanti: it is cleared, not sent.
    expect(district.value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Required")).toBeTruthy();

    fireEvent.change(district, { target: { value: "OB" } });
    fireEvent.change(screen.getByLabelText(/^Special needs/), { target: { value: " Asthma " } });
    // From now on the server has the new record; its refetch after the save is slow to come back.
    const refetch = heldAnswer();
    routes["/api/my-account/membership/my-record"] = { body: saved, held: refetch.held };
    const recordReads = () => requestsTo(fetchStub, "/api/my-account/membership/my-record").length;
    const readsBefore = recordReads();
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    // The saved record (a new region) remounts the form while the refetch is still on its way; the
    // toast must survive that (it was lost whenever the region changed).
    await waitFor(() => expect(recordReads()).toBeGreaterThan(readsBefore));
    // One turn of the event loop: the query cache tells React of the saved record in a macrotask.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    refetch.release();
    expect(await screen.findByText("Your membership record has been updated.")).toBeTruthy();
    const [request] = requestsTo(fetchStub, "/api/my-account/membership/update/my-record");
    expect(request?.init.method).toBe("PATCH");
    expect(JSON.parse(String(request?.init.body))).toEqual({ region: "AH", district: "OB", special_needs: "Asthma" });
    // The record on the device is the one the server answered.
    expect(cache().get(CACHE_KEYS.MY_MEMBERSHIP_RECORD)).toMatchObject({ district: { code: "OB" } });
  });

  it("shows the server's reasons under the fields and the spec's toast when saving fails", async () => {
    storeSession();
    stubApi({
      ...answers,
      "/api/my-account/membership/update/my-record": {
        status: 400,
        body: {
          code: "VALIDATION_FAILED",
          message: "Some fields need your attention.",
          fields: { district: "is not a district of this region" },
        },
      },
    });
    await renderApp("/dashboard/my-profile/index");
    const region = (await screen.findByRole("combobox", { name: /^Region/ })) as HTMLSelectElement;
    await waitFor(() => expect(region.disabled).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("District is not a district of this region")).toBeTruthy();
    expect(await screen.findByText("Membership Update")).toBeTruthy();
    expect(
      screen.getByText(/^Failed to update your membership record\. Some fields need your attention\./),
    ).toBeTruthy();
  });

  it("confirms the phone number with the code sent to it", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...answers,
      "/api/my-account/contact/verification": {
        body: { message: "We sent you a code.", sent_to: "024•••4567", expires_at: "2026-03-06T12:10:00.000Z" },
      },
      "/api/my-account/contact/verify-my-tel": { body: { message: "Your phone number is confirmed." } },
    });
    await renderApp("/dashboard/my-profile/index");

    fireEvent.click(await screen.findByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText("We sent a 6-digit code to 024•••4567.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("6-digit code"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Enter the 6 digits we sent you")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("6-digit code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Your phone number is confirmed.")).toBeTruthy();
    const [sent] = requestsTo(fetchStub, "/api/my-account/contact/verification");
    expect(JSON.parse(String(sent?.init.body))).toEqual({ channel: "tel" });
    const [confirmed] = requestsTo(fetchStub, "/api/my-account/contact/verify-my-tel");
    expect(JSON.parse(String(confirmed?.init.body))).toEqual({ code: "123456" });
  });
});
