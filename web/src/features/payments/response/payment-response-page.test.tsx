import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { heldAnswer } from "../../../test/held-answer";
import { aQuote } from "../../../test/record-fixtures";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { goToCheckout } from "../api/checkout-redirect";
import {
  membershipRecord,
  paidSummary,
  payment,
  paymentRecord,
  readCache,
  sentBody,
  writeCache,
} from "../testing/payment-fixtures";

// jsdom cannot leave the page: the checkout redirect is checked, not followed.
vi.mock("../api/checkout-redirect", () => ({ goToCheckout: vi.fn() }));

const REFERENCE = "GKF-REG-0000000001";
const RESULT_PATH = `/dashboard/modals/payment-response?reference=${REFERENCE}`;

async function expectLocation(expected: string) {
  await screen.findByText(expected, { selector: "output" });
}

afterEach(() => {
  act(() => notifications.clean());
  vi.mocked(goToCheckout).mockClear();
});

describe("the payment result", () => {
  it("on success refreshes the membership caches, so the membership pages open", async () => {
    storeSession();
    // What this device believed before paying: not a member, so the membership pages are closed.
    storeMembership({ hasPaidRegistration: false });
    writeCache(CACHE_KEYS.MY_MEMBERSHIP_RECORD, { ...membershipRecord(), status: "PENDING_PAYMENT", code: null });
    const paid = payment();
    stubApi({
      "/api/my-account/membership/payment/verify": { body: paid },
      "/api/my-account/membership/my-record-summary": { body: paidSummary },
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([paid]) },
      "/api/my-account/membership/my-record": { body: membershipRecord() },
    });

    await renderApp(RESULT_PATH);

    // The first render loads the lazy chunks: longer than findBy's default second on a busy machine.
    expect(await screen.findByRole("heading", { name: "Payment result" })).toBeTruthy();
    expect(await screen.findByText("Payment received")).toBeTruthy();
    expect(screen.getByText("Thank you. We received GH₵ 150.00 for your registration fee.")).toBeTruthy();
    // The page appears whole (no layout shift): the "active" line comes with the membership number,
    // the receipt details and the buttons, not before them.
    expect(await screen.findByText("Your membership is now active.")).toBeTruthy();
    expect(screen.getByText("GKF-AH-26-000004")).toBeTruthy();
    expect(screen.getByText("GKF-R-2026-000001")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open my membership" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download receipt" })).toBeTruthy();

    expect(readCache(CACHE_KEYS.MY_MEMBERSHIP)).toEqual(paidSummary);
    expect(readCache(CACHE_KEYS.MY_MEMBERSHIP_PAYMENT)).toEqual(paymentRecord([paid]));
    // The stale record is gone (the membership pages fetch it again).
    expect(readCache(CACHE_KEYS.MY_MEMBERSHIP_RECORD)).toBeNull();

    fireEvent.click(await screen.findByRole("link", { name: "Open my membership" }));
    await expectLocation("/dashboard/my-membership/index");
  });

  it("appears whole: nothing of the result below the heading shows until the membership record has answered", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: false });
    const paid = payment();
    const fetchStub = stubApi({
      "/api/my-account/membership/payment/verify": { body: paid },
      "/api/my-account/membership/my-record-summary": { body: paidSummary },
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([paid]) },
      "/api/my-account/membership/my-record": { body: membershipRecord() },
    });
    // The record's answer is held back, as on a slow connection.
    const { held, release } = heldAnswer();
    const answer = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (input) => {
      if (new URL(String(input), "http://localhost").pathname === "/api/my-account/membership/my-record") await held;
      return answer ? answer(input) : new Response(null, { status: 404 });
    });

    await renderApp(RESULT_PATH);

    expect(await screen.findByText("Payment received")).toBeTruthy();
    await waitFor(() => expect(readCache(CACHE_KEYS.MY_MEMBERSHIP)).toEqual(paidSummary));
    await waitFor(() =>
      expect(
        fetchStub.mock.calls.some(
          ([input]) => new URL(String(input), "http://localhost").pathname === "/api/my-account/membership/my-record",
        ),
      ).toBe(true),
    );
    // Still updating: the green line, the details and the buttons would push each other down one by one.
    expect(screen.getByText("Updating your membership…")).toBeTruthy();
    expect(screen.queryByText("Your membership is now active.")).toBeNull();
    expect(screen.queryByText("GKF-R-2026-000001")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download receipt" })).toBeNull();

    release();
    expect(await screen.findByText("GKF-AH-26-000004")).toBeTruthy();
    expect(screen.getByText("Your membership is now active.")).toBeTruthy();
    expect(screen.getByText("GKF-R-2026-000001")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open my membership" })).toBeTruthy();
    expect(screen.queryByText("Updating your membership…")).toBeNull();
  });

  it("shows the spec's toast when the membership summary cannot be refreshed, and keeps the way closed", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: false });
    stubApi({
      "/api/my-account/membership/payment/verify": { body: payment() },
      "/api/my-account/membership/my-record-summary": {
        status: 503,
        body: { code: "SERVICE_UNAVAILABLE", message: "Down" },
      },
    });

    await renderApp(RESULT_PATH);

    expect(await screen.findByText("Load Membership Record")).toBeTruthy();
    expect(screen.getByText("Failed to load your membership record summary")).toBeTruthy();
    expect(
      await screen.findByText("Your payment is recorded, but your membership could not be refreshed on this device."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open my membership" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("after a declined payment offers to pay again, with mobile money or by card on a new checkout page", async () => {
    storeSession();
    const fetchStub = stubApi({
      "/api/my-account/membership/payment/verify": {
        body: payment({ status: "FAILED", channel: null, paid_at: null, receipt_number: null, receipt_url: null }),
      },
      "/api/my-account/membership/payment/quote": { body: aQuote() },
      "/api/my-account/membership/payment/initialize": {
        status: 201,
        body: {
          reference: "GKF-REG-0000000002",
          authorization_url: "http://localhost/api/payments/sandbox/checkout/GKF-REG-0000000002",
          amount: 15_000,
          currency: "GHS",
        },
      },
    });

    await renderApp(RESULT_PATH);

    expect(await screen.findByText("Payment not completed")).toBeTruthy();
    expect(
      screen.getByText("The payment was declined or could not be completed, so no fee was recorded."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download receipt" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to my profile" }).getAttribute("href")).toBe(
      "/dashboard/my-profile/index",
    );

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Pay the registration fee", level: 1 })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Pay GH₵ 150.00 with mobile money" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay by card" }));

    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith("http://localhost/api/payments/sandbox/checkout/GKF-REG-0000000002"),
    );
    expect(sentBody(fetchStub, "/api/my-account/membership/payment/initialize")).toEqual({ purpose: "REGISTRATION" });
    // A failed payment changes nothing about the membership.
    expect(readCache(CACHE_KEYS.MY_MEMBERSHIP)).toBeNull();
  });

  it("says when the checkout was left before paying", async () => {
    storeSession();
    stubApi({
      "/api/my-account/membership/payment/verify": {
        body: payment({ status: "ABANDONED", purpose: "RENEWAL", paid_at: null, receipt_url: null }),
      },
    });
    await renderApp(RESULT_PATH);
    expect(await screen.findByText("Payment not finished")).toBeTruthy();
    expect(screen.getByText("Annual renewal")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("explains a reference that is not the member's, without an error toast", async () => {
    storeSession();
    stubApi({
      "/api/my-account/membership/payment/verify": {
        status: 404,
        body: { code: "NOT_FOUND", message: "You have no payment with this reference." },
      },
    });
    await renderApp(RESULT_PATH);
    expect(await screen.findByText("Payment not found")).toBeTruthy();
    expect(screen.queryByText("You have no payment with this reference.")).toBeNull();
  });

  it("reads the reference from the path when the query has none", async () => {
    storeSession();
    const fetchStub = stubApi({
      "/api/my-account/membership/payment/verify": {
        body: payment({ status: "FAILED", paid_at: null, receipt_url: null }),
      },
    });
    await renderApp(`/dashboard/modals/payment-response/${REFERENCE}`);
    expect(await screen.findByText("Payment not completed")).toBeTruthy();
    expect(sentBody(fetchStub, "/api/my-account/membership/payment/verify")).toEqual({ reference: REFERENCE });
  });

  it("without a reference says there is nothing to show and asks nothing", async () => {
    storeSession();
    const fetchStub = stubApi({});
    await renderApp("/dashboard/modals/payment-response");
    expect(await screen.findByText("No payment to show")).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url]) => String(url).includes("/payment/verify"))).toBe(false);
  });

  it("keeps checking a pending payment for a while, then explains and lets the member act", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    const pending = payment({
      status: "PENDING",
      channel: null,
      paid_at: null,
      receipt_number: null,
      receipt_url: null,
      authorization_url: "http://localhost/api/payments/sandbox/checkout/GKF-REG-0000000001",
    });
    const fetchStub = stubApi({ "/api/my-account/membership/payment/verify": { body: pending } });
    const verifyCalls = () => fetchStub.mock.calls.filter(([url]) => String(url).includes("/payment/verify")).length;

    await renderApp(RESULT_PATH);

    expect(await screen.findByText("Waiting for confirmation")).toBeTruthy();
    expect(
      screen.getByText("We are waiting for the payment provider to confirm. This page checks again by itself."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check again" })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(31_000));

    expect(await screen.findByRole("button", { name: "Check again" })).toBeTruthy();
    expect(screen.getByText(/Your payment is not confirmed yet/)).toBeTruthy();
    // The first check and four more, then no more by itself.
    expect(verifyCalls()).toBe(5);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(verifyCalls()).toBe(5);

    fireEvent.click(screen.getByRole("button", { name: "Continue payment" }));
    expect(goToCheckout).toHaveBeenCalledWith(pending.authorization_url);
  });
});
