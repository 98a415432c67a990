import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { goToCheckout } from "../api/checkout-redirect";
import { membershipRecord, payment, sentBody } from "../testing/payment-fixtures";

vi.mock("../api/checkout-redirect", () => ({ goToCheckout: vi.fn() }));

const PAY_PATH = "/dashboard/modals/payment-response?pay=REGISTRATION";
const REFERENCE = "GKF-REG-00000000AB";
const quote = (phone: string | null, network: string | null) => ({
  body: {
    purpose: "REGISTRATION",
    amount: 15_000,
    currency: "GHS",
    period_months: 12,
    mobile_money: { phone, network },
  },
});
const prompted = {
  reference: REFERENCE,
  purpose: "REGISTRATION",
  status: "PENDING",
  amount: 15_000,
  currency: "GHS",
  phone: "+233241234567",
  network: "MTN",
  next_step: "approve_on_phone",
  display_text: null,
};

afterEach(() => {
  act(() => notifications.clean());
  vi.mocked(goToCheckout).mockClear();
});

describe("paying with mobile money", () => {
  it("shows the amount, prefills the confirmed phone, asks to approve on the phone and lands on the result", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: false });
    const pending = payment({
      reference: REFERENCE,
      status: "PENDING",
      paid_at: null,
      receipt_number: null,
      receipt_url: null,
    });
    const answers: Parameters<typeof stubApi>[0] = {
      "/api/my-account/membership/payment/quote": quote("+233241234567", "MTN"),
      "/api/my-account/membership/payment/mobile-money": { status: 201, body: prompted },
      "/api/my-account/membership/payment/verify": { body: pending },
      "/api/my-account/membership/my-record-summary": {
        status: 206,
        body: { has_paid_registration: false, payment_summary: null },
      },
      "/api/my-account/membership/my-record": { body: membershipRecord() },
    };
    const fetchStub = stubApi(answers);
    await renderApp(PAY_PATH);

    expect(await screen.findByRole("heading", { name: "Pay the registration fee", level: 1 })).toBeTruthy();
    expect(within(await screen.findByTestId("pay-amount")).getByText("GH₵ 150.00")).toBeTruthy();
    expect((screen.getByLabelText(/^Wallet number/) as HTMLInputElement).value).toBe("024 123 4567");
    expect((screen.getByLabelText(/^Network/) as HTMLSelectElement).value).toBe("MTN");
    fireEvent.click(screen.getByRole("button", { name: "Pay GH₵ 150.00 with mobile money" }));

    expect(await screen.findByRole("heading", { name: "Approve the payment on your phone" })).toBeTruthy();
    expect(screen.getByText(/We sent a prompt for GH₵ 150\.00 to 024 123 4567/)).toBeTruthy();
    expect(sentBody(fetchStub, "/api/my-account/membership/payment/mobile-money")).toEqual({
      purpose: "REGISTRATION",
      phone: "+233241234567",
      network: "MTN",
    });

    // The member approves on the phone; the next check finds it paid and shows the result.
    answers["/api/my-account/membership/payment/verify"] = { body: payment({ reference: REFERENCE }) };
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeTruthy();
    expect(await screen.findByText(REFERENCE)).toBeTruthy();
  }, 15_000);

  it("checks the wallet number before sending, suggests the network, and shows the network's refusal at the field", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: false });
    const fetchStub = stubApi({
      "/api/my-account/membership/payment/quote": quote(null, null),
      "/api/my-account/membership/payment/mobile-money": {
        status: 422,
        body: {
          code: "MOBILE_MONEY_REFUSED",
          message: "Telecel Cash did not accept the payment request: invalid number",
          fields: { phone: "the network refused this wallet" },
        },
      },
    });
    await renderApp(PAY_PATH);
    const wallet = (await screen.findByLabelText(/^Wallet number/)) as HTMLInputElement;
    expect(wallet.value).toBe("");
    fireEvent.change(wallet, { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay GH₵ 150.00 with mobile money" }));
    expect(await screen.findByText("Enter a Ghana mobile number such as 024 123 4567.")).toBeTruthy();
    expect(sentBody(fetchStub, "/api/my-account/membership/payment/mobile-money")).toBeUndefined();

    fireEvent.change(wallet, { target: { value: "020 123 4567" } });
    expect((screen.getByLabelText(/^Network/) as HTMLSelectElement).value).toBe("TELECEL");
    fireEvent.click(screen.getByRole("button", { name: "Pay GH₵ 150.00 with mobile money" }));
    expect(await screen.findByText("Telecel Cash did not accept the payment request: invalid number")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Approve the payment on your phone" })).toBeNull(),
    );
  });
});
