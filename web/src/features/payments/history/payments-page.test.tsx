import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
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

vi.mock("../api/checkout-redirect", () => ({ goToCheckout: vi.fn() }));

const PAGE = "/dashboard/my-membership/payments";

/** A calendar date this many days from today, as the API writes expiry dates. */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const registration = payment();
const pendingRenewal = payment({
  reference: "GKF-REN-0000000002",
  purpose: "RENEWAL",
  status: "PENDING",
  amount: 10_000,
  channel: null,
  created_at: "2027-02-20T09:00:00.000Z",
  paid_at: null,
  receipt_number: null,
  receipt_url: null,
  authorization_url: "http://localhost/api/payments/sandbox/checkout/GKF-REN-0000000002",
});

beforeEach(() => {
  storeSession();
  storeMembership({ hasPaidRegistration: true });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.mocked(goToCheckout).mockClear();
});

describe("the payments page", () => {
  it("shows the total, the payments and their receipts, and keeps the answer for a week", async () => {
    stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([registration]) },
      "/api/my-account/membership/my-record": { body: membershipRecord({ expiry_date: inDays(200) }) },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { name: "My payments" })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Registration fee" });
    expect(within(card).getByText("Paid")).toBeTruthy();
    expect(within(card).getByText("Mobile money")).toBeTruthy();
    expect(within(card).getByText("GKF-R-2026-000001")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Download receipt" })).toBeTruthy();
    expect(screen.getByText("Total paid")).toBeTruthy();
    expect(screen.getAllByText("GH₵ 150.00")).toHaveLength(2);
    // Far from the expiry: no renewal call to action.
    expect(await screen.findByText("Valid until")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Renew my membership" })).toBeNull();
    expect(readCache(CACHE_KEYS.MY_MEMBERSHIP_PAYMENT)).toEqual(paymentRecord([registration]));
  });

  it("opens the payment a reference names, from any my-membership page", async () => {
    stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([pendingRenewal, registration]) },
      "/api/my-account/membership/my-record": { body: membershipRecord({ expiry_date: inDays(200) }) },
    });
    await renderApp(`/dashboard/my-membership/index?reference=${registration.reference}`);

    await screen.findByText(`/dashboard/my-membership/payments?reference=${registration.reference}`, {
      selector: "output",
    });
    const marked = await screen.findByText("The payment you asked about");
    const card = marked.closest("article") as HTMLElement;
    expect(card.getAttribute("aria-label")).toBe("Registration fee");
    expect(card.getAttribute("aria-current")).toBe("true");
    expect(within(card).getByText(registration.reference)).toBeTruthy();
    expect(screen.getAllByText("The payment you asked about")).toHaveLength(1);
  });

  it("says so when the reference names no payment of the member", async () => {
    stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([registration]) },
      "/api/my-account/membership/my-record": { body: membershipRecord({ expiry_date: inDays(200) }) },
    });
    await renderApp(`${PAGE}?reference=GKF-R-2026-999999`);

    expect(await screen.findByText("No payment with the reference GKF-R-2026-999999 is in your history.")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Registration fee" }).getAttribute("aria-current")).toBeNull();
  });

  it("paints the cached payments at once, even when the network fails", async () => {
    writeCache(CACHE_KEYS.MY_MEMBERSHIP_PAYMENT, paymentRecord([registration]));
    stubApi({
      "/api/my-account/membership/my-payment-record": {
        status: 503,
        body: { code: "SERVICE_UNAVAILABLE", message: "Payments are resting." },
      },
      "/api/my-account/membership/my-record": { body: membershipRecord() },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("article", { name: "Registration fee" })).toBeTruthy();
    expect(await screen.findByText("Payments are resting.")).toBeTruthy();
    expect(screen.queryByText("Your payments could not be loaded.")).toBeNull();
  });

  it("offers the renewal when the membership expires within 60 days, shows its amount, and goes to the checkout by card", async () => {
    const fetchStub = stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([registration]) },
      "/api/my-account/membership/my-record": { body: membershipRecord({ expiry_date: inDays(20) }) },
      "/api/my-account/membership/payment/quote": { body: aQuote({ purpose: "RENEWAL", amount: 10_000 }) },
      "/api/my-account/membership/payment/initialize": {
        status: 201,
        body: {
          reference: "GKF-REN-0000000003",
          authorization_url: "http://localhost/api/payments/sandbox/checkout/GKF-REN-0000000003",
          amount: 10_000,
          currency: "GHS",
        },
      },
    });
    await renderApp(PAGE);

    expect(await screen.findByText("Time to renew")).toBeTruthy();
    expect(screen.getByText(/Your membership expires on .+, in 20 days\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Renew my membership" }));

    // The amount before anything starts (issue 12), then the card path.
    expect(await screen.findByRole("heading", { name: "Renew your membership", level: 1 })).toBeTruthy();
    expect(within(await screen.findByTestId("pay-amount")).getByText("GH₵ 100.00")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay GH₵ 100.00 with mobile money" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay by card" }));

    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith("http://localhost/api/payments/sandbox/checkout/GKF-REN-0000000003"),
    );
    expect(sentBody(fetchStub, "/api/my-account/membership/payment/initialize")).toEqual({ purpose: "RENEWAL" });
  });

  it("says so when the membership has expired", async () => {
    stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([registration]) },
      "/api/my-account/membership/my-record": {
        body: membershipRecord({ status: "EXPIRED", expiry_date: inDays(-3) }),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("Your membership has expired")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Renew my membership" })).toBeTruthy();
  });

  it("lets the member continue a pending payment or check its status", async () => {
    const fetchStub = stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([pendingRenewal, registration]) },
      "/api/my-account/membership/my-record": { body: membershipRecord({ expiry_date: inDays(200) }) },
      "/api/my-account/membership/payment/verify": {
        body: { ...pendingRenewal, status: "SUCCESS", paid_at: "2027-02-20T09:05:00.000Z", authorization_url: null },
      },
      "/api/my-account/membership/my-record-summary": { body: paidSummary },
    });
    await renderApp(PAGE);

    const card = await screen.findByRole("article", { name: "Annual renewal" });
    expect(within(card).getByText("Pending")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Download receipt" })).toBeNull();

    fireEvent.click(within(card).getByRole("button", { name: "Continue payment" }));
    expect(goToCheckout).toHaveBeenCalledWith(pendingRenewal.authorization_url);

    fireEvent.click(within(card).getByRole("button", { name: "Check status" }));
    expect(await screen.findByText("This payment is confirmed. Thank you.")).toBeTruthy();
    expect(sentBody(fetchStub, "/api/my-account/membership/payment/verify")).toEqual({
      reference: "GKF-REN-0000000002",
    });
    // Paid: the membership summary is fetched again for the guards.
    await waitFor(() => expect(readCache(CACHE_KEYS.MY_MEMBERSHIP)).toEqual(paidSummary));
  });

  it("downloads a receipt with the member's token", async () => {
    const createObjectURL = vi.fn(() => "blob:receipt");
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // jsdom does not download: the click on the file's link is recorded instead.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const fetchStub = stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([registration]) },
      "/api/my-account/membership/my-record": { body: membershipRecord() },
      "/api/my-account/membership/payments/GKF-REG-0000000001/receipt": { body: "%PDF-1.4" },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Download receipt" }));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const call = fetchStub.mock.calls.find(([url]) => String(url).endsWith("/receipt")) as unknown as [
      string,
      RequestInit,
    ];
    expect(call[0]).toBe("/api/my-account/membership/payments/GKF-REG-0000000001/receipt");
    expect(new Headers(call[1].headers).get("authorization")).toBe("Bearer token");
    expect(saved).toEqual(["gkf-receipt-GKF-REG-0000000001.pdf blob:receipt"]);
    click.mockRestore();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("shows the spec's toast when the membership record cannot be loaded", async () => {
    stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([registration]) },
      "/api/my-account/membership/my-record": { status: 500, body: { code: "INTERNAL_ERROR", message: "Oops" } },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("Load Membership Record")).toBeTruthy();
    expect(screen.getByText("Failed to load your membership record")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Registration fee" })).toBeTruthy();
  });
});
