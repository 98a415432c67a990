import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heldAnswer } from "../../../test/held-answer";
import { type Answer, renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { aRecord, CONFIG } from "../test/membership-fixtures";

/** A member who has paid nothing yet: the payments card's answer. */
const NO_PAYMENTS: Answer = {
  body: {
    items: [],
    summary: {
      registration_paid_at: null,
      last_payment_at: null,
      total_paid: { amount: 0, currency: "GHS" },
      open_payments: 0,
    },
  },
};

describe("the analytics page", () => {
  it("puts the score's changes, the documents by status and the payments by year in words", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    stubApi({
      "/api/config": CONFIG,
      "/api/my-account/membership/my-record": {
        body: aRecord({
          documents_summary: {
            ...aRecord().documents_summary,
            total: 3,
            by_status: { PENDING_REVIEW: 1, APPROVED: 2, REJECTED: 0, EXPIRED: 0 },
          },
        }),
      },
      "/api/my-account/membership/compliance-history": {
        body: {
          items: [
            { at: "2026-01-10T09:00:00.000Z", score: 20 },
            { at: "2026-02-01T09:00:00.000Z", score: 60 },
          ],
        },
      },
      "/api/my-account/membership/my-payment-record": {
        body: {
          items: [
            {
              reference: "GKF-REG-1",
              purpose: "REGISTRATION",
              status: "SUCCESS",
              amount: 15_000,
              currency: "GHS",
              provider: "sandbox",
              channel: "mobile_money",
              created_at: "2026-01-10T09:00:00.000Z",
              paid_at: "2026-01-10T09:01:00.000Z",
              receipt_number: "R-1",
              receipt_url: null,
              authorization_url: null,
            },
          ],
          summary: {
            registration_paid_at: "2026-01-10T09:01:00.000Z",
            last_payment_at: "2026-01-10T09:01:00.000Z",
            total_paid: { amount: 15_000, currency: "GHS" },
            open_payments: 0,
          },
        },
      },
    });
    await renderApp("/dashboard/my-membership/analytics");

    expect(await screen.findByRole("heading", { name: "Analytics", level: 1 })).toBeTruthy();
    expect(await screen.findByText("Now 60%")).toBeTruthy();
    expect(await screen.findByText("20% → 60%")).toBeTruthy();
    expect(screen.getByText("Started at 20%")).toBeTruthy();
    expect(screen.getByText("Waiting for review: 1")).toBeTruthy();
    expect(screen.getByText("Approved: 2")).toBeTruthy();
    expect(await screen.findByText("2026: GH₵ 150.00")).toBeTruthy();
  });

  it("says in a card that its read failed and tries it again; the other cards show theirs", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    const answers: Record<string, Answer> = {
      "/api/config": CONFIG,
      "/api/my-account/membership/my-record": { body: aRecord() },
      "/api/my-account/membership/compliance-history": {
        status: 503,
        body: { code: "SERVICE_UNAVAILABLE", message: "Busy." },
      },
      "/api/my-account/membership/my-payment-record": NO_PAYMENTS,
    };
    stubApi(answers);
    await renderApp("/dashboard/my-membership/analytics");

    const compliance = await screen.findByRole("region", { name: "Compliance over time" });
    expect(within(compliance).getByRole("heading", { level: 2 })).toBeTruthy();
    expect(await within(compliance).findByText("This could not be loaded.")).toBeTruthy();
    const payments = screen.getByRole("region", { name: "Payments by year" });
    expect(await within(payments).findByText("No payments yet.")).toBeTruthy();
    expect(within(payments).getByRole("heading", { level: 2 })).toBeTruthy();
    const documents = screen.getByRole("region", { name: "Documents by status" });
    expect(await within(documents).findByText("Approved: 2")).toBeTruthy();

    answers["/api/my-account/membership/compliance-history"] = {
      body: { items: [{ at: "2026-01-10T09:00:00.000Z", score: 20 }] },
    };
    fireEvent.click(within(compliance).getByRole("button", { name: "Try again" }));
    expect(await within(compliance).findByText("Started at 20%")).toBeTruthy();
    expect(within(compliance).queryByText("This could not be loaded.")).toBeNull();
  });

  it("shows the documents and payments cards once the compliance card above them has its answer, so nothing moves", async () => {
    storeSession();
    storeMembership({ hasPaidRegistration: true });
    const history = heldAnswer();
    stubApi({
      "/api/config": CONFIG,
      "/api/my-account/membership/my-record": { body: aRecord() },
      "/api/my-account/membership/compliance-history": {
        body: { items: [{ at: "2026-01-10T09:00:00.000Z", score: 20 }] },
        held: history.held,
      },
      "/api/my-account/membership/my-payment-record": NO_PAYMENTS,
    });
    await renderApp("/dashboard/my-membership/analytics");

    const compliance = await screen.findByRole("region", { name: "Compliance over time" });
    expect(await within(compliance).findByText("Loading…")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Documents by status" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Payments by year" })).toBeNull();

    history.release();
    expect(await within(compliance).findByText("Started at 20%")).toBeTruthy();
    const documents = await screen.findByRole("region", { name: "Documents by status" });
    expect(await within(documents).findByText("Approved: 2")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Payments by year" })).toBeTruthy();
  });
});
