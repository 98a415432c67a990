import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { membershipRecord, payment, paymentRecord } from "../testing/payment-fixtures";

afterEach(() => {
  act(() => notifications.clean());
});

describe("a member's payment history after the secretariat's decisions", () => {
  it("shows a duplicate that was refunded and a voided manual payment as such, without receipts", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    const refunded = payment({
      reference: "GKF-REG-00000000DD",
      status: "REFUNDED",
      receipt_number: null,
      receipt_url: null,
    });
    const voided = payment({
      reference: "GKF-MAN-00000000AA",
      provider: "manual",
      channel: "cash",
      status: "VOIDED",
      receipt_url: null,
    });
    stubApi({
      "/api/my-account/membership/my-payment-record": { body: paymentRecord([refunded, voided, payment()]) },
      "/api/my-account/membership/my-record": { body: membershipRecord() },
    });
    await renderApp("/dashboard/my-membership/payments");

    expect(await screen.findByText("Refunded")).toBeTruthy();
    expect(screen.getByText("Voided")).toBeTruthy();
    // Only the credited payment has a receipt.
    expect(screen.getAllByRole("button", { name: "Download receipt" })).toHaveLength(1);
  }, 20_000);
});
