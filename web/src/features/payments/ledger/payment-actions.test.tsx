import type { Profile } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { anOfficialProfile } from "../../../test/record-fixtures";
import { renderApp, stubApi } from "../../../test/render-app";
import { calledUrls, payment, storeStaffSession } from "../testing/payment-fixtures";

const PAGE = "/dashboard/my-control-panel/payments";
const member = { first_name: "Akosua", last_name: "Owusu", code: "GKF-AH-26-000009", region: "AH" };
const plain = { needs_refund: false, manual: null, voided: null, refund: null, can_void: false, can_refund: false };
const official = { first_name: "Kofi", last_name: "Asante" };
const manual = {
  ...payment({ reference: "GKF-MAN-00000000AA", provider: "manual", channel: "cash" }),
  member,
  ...plain,
  manual: {
    method: "CASH",
    payer: "Kwame Owusu",
    external_reference: "CB-114",
    received_on: "2026-03-02",
    recorded_by: official,
    recorded_at: "2026-03-02T10:00:00.000Z",
  },
  can_void: true,
};
const duplicate = {
  ...payment({ reference: "GKF-REG-00000000DD", status: "DUPLICATE", receipt_number: null, receipt_url: null }),
  member: { ...member, first_name: "Yaw" },
  ...plain,
  needs_refund: true,
  can_refund: true,
};
const ledger = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  page_size: 20,
  totals: { count: items.length, paid: { amount: 15_000, currency: "GHS" } },
});
const regions = { items: [{ code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] }] };
const profile = (staffRoles: Profile["staff_roles"], staffRegion: string | null) => ({
  body: anOfficialProfile(staffRoles, staffRegion),
});

/** The body of the request a stubbed fetch got for a path. */
function sentBody(fetchStub: { mock: { calls: unknown[][] } }, path: string): unknown {
  const call = fetchStub.mock.calls.find(([url]) => String(url) === path);
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

afterEach(() => {
  act(() => notifications.clean());
});

/** Modals and several round trips: more than the default 5 s on a loaded 2-core machine. */
describe("officials' manual payments, voids and refunds in the ledger", () => {
  it("records cash received at the secretariat and confirms the receipt", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubApi({
      "/api/admin/payments": { body: ledger([]) },
      "/api/admin/payments/manual": { status: 201, body: { ...manual, receipt_number: "GKF-R-2026-000042" } },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Record a manual payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a payment received at the secretariat" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog).findAllByText("Required")).toHaveLength(3);

    fireEvent.change(within(dialog).getByLabelText(/^Member/), { target: { value: "akosua@example.com" } });
    fireEvent.change(within(dialog).getByLabelText(/^Method/), { target: { value: "BANK_TRANSFER" } });
    fireEvent.change(within(dialog).getByLabelText(/^Paid by/), { target: { value: "Kwame Owusu" } });
    fireEvent.change(within(dialog).getByLabelText(/^Your reference/), { target: { value: "GCB-889" } });
    fireEvent.change(within(dialog).getByLabelText(/^Received on/), { target: { value: "2026-03-02" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));

    expect(await screen.findByText("GH₵ 150.00 recorded, receipt GKF-R-2026-000042.")).toBeTruthy();
    expect(sentBody(fetchStub, "/api/admin/payments/manual")).toEqual({
      member: "akosua@example.com",
      purpose: "REGISTRATION",
      method: "BANK_TRANSFER",
      payer: "Kwame Owusu",
      external_reference: "GCB-889",
      received_on: "2026-03-02",
    });
  }, 20_000);

  it("still confirms the receipt when the form was closed while it was being recorded", async () => {
    preferReducedMotion();
    storeStaffSession(["FEDERATION_ADMIN"]);
    const { held, release } = heldAnswer();
    stubApi({
      "/api/admin/payments": { body: ledger([]) },
      "/api/admin/payments/manual": {
        status: 201,
        body: { ...manual, receipt_number: "GKF-R-2026-000042" },
        held,
      },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Record a manual payment" }));
    let dialog = await screen.findByRole("dialog", { name: "Record a payment received at the secretariat" });
    fireEvent.change(within(dialog).getByLabelText(/^Member/), { target: { value: "akosua@example.com" } });
    fireEvent.change(within(dialog).getByLabelText(/^Paid by/), { target: { value: "Kwame Owusu" } });
    fireEvent.change(within(dialog).getByLabelText(/^Your reference/), { target: { value: "GCB-889" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again for the next payment: the first one's answer must not close it.
    fireEvent.click(screen.getByRole("button", { name: "Record a manual payment" }));
    dialog = await screen.findByRole("dialog", { name: "Record a payment received at the secretariat" });
    release();
    expect(await screen.findByText("GH₵ 150.00 recorded, receipt GKF-R-2026-000042.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Record a payment received at the secretariat" })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Member/) as HTMLInputElement).value).toBe("");
  }, 20_000);

  it("shows the server's refusal in the form (already paid)", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    stubApi({
      "/api/admin/payments": { body: ledger([]) },
      "/api/admin/payments/manual": {
        status: 409,
        body: {
          code: "ALREADY_PAID",
          message: "This member's registration fee is already paid.",
          action: "Check the ledger before recording the payment.",
        },
      },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Record a manual payment" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Member/), { target: { value: "GKF-AH-26-000009" } });
    fireEvent.change(within(dialog).getByLabelText(/^Paid by/), { target: { value: "Akosua" } });
    fireEvent.change(within(dialog).getByLabelText(/^Your reference/), { target: { value: "CB-1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(
      await within(dialog).findByText(
        "This member's registration fee is already paid. Check the ledger before recording the payment.",
      ),
    ).toBeTruthy();
  }, 20_000);

  it("marks manual payments and money to refund, voids one with a reason and records a refund", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubApi({
      "/api/admin/payments": { body: ledger([manual, duplicate]) },
      "/api/admin/payments/GKF-MAN-00000000AA/void": {
        body: {
          ...manual,
          status: "VOIDED",
          can_void: false,
          voided: { at: "", by: official, reason: "Wrong member" },
        },
      },
      "/api/admin/payments/GKF-REG-00000000DD/refund": {
        body: { ...duplicate, status: "REFUNDED", needs_refund: false },
      },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);

    const cash = await screen.findByRole("article", { name: "Akosua Owusu" });
    expect(within(cash).getByText("Manual")).toBeTruthy();
    expect(within(cash).getByText("Cash · ref. CB-114 · recorded by Kofi Asante")).toBeTruthy();
    const yaw = screen.getByRole("article", { name: "Yaw Owusu" });
    expect(within(yaw).getByText("Duplicate: to refund")).toBeTruthy();
    expect(within(yaw).getByText("Needs refund")).toBeTruthy();
    expect(within(yaw).queryByRole("button", { name: /Void/ })).toBeNull();

    fireEvent.click(within(cash).getByRole("button", { name: "Void: Akosua Owusu, GKF-MAN-00000000AA" }));
    const voidDialog = await screen.findByRole("dialog", { name: "Void a manual payment" });
    fireEvent.change(within(voidDialog).getByLabelText(/^Reason/), { target: { value: "Wrong member" } });
    fireEvent.click(within(voidDialog).getByRole("button", { name: "Void payment" }));
    expect(await screen.findByText("The payment GKF-MAN-00000000AA was voided.")).toBeTruthy();
    expect(sentBody(fetchStub, "/api/admin/payments/GKF-MAN-00000000AA/void")).toEqual({ reason: "Wrong member" });

    fireEvent.click(within(yaw).getByRole("button", { name: "Mark refunded: Yaw Owusu, GKF-REG-00000000DD" }));
    const refundDialog = await screen.findByRole("dialog", { name: "Mark as refunded" });
    fireEvent.change(within(refundDialog).getByLabelText(/^Refunded on/), { target: { value: "2026-03-05" } });
    fireEvent.change(within(refundDialog).getByLabelText(/^Refund reference/), { target: { value: "MOMO-RF-7" } });
    fireEvent.change(within(refundDialog).getByLabelText(/^How and why/), {
      target: { value: "Sent back by mobile money" },
    });
    fireEvent.click(within(refundDialog).getByRole("button", { name: "Mark refunded" }));
    expect(await screen.findByText("The payment GKF-REG-00000000DD is marked refunded.")).toBeTruthy();
    expect(sentBody(fetchStub, "/api/admin/payments/GKF-REG-00000000DD/refund")).toEqual({
      refunded_on: "2026-03-05",
      refund_reference: "MOMO-RF-7",
      note: "Sent back by mobile money",
    });
    // The ledger is asked again after each change.
    await waitFor(() =>
      expect(calledUrls(fetchStub).filter((url) => url.startsWith("/api/admin/payments?")).length).toBeGreaterThan(2),
    );
  }, 20_000);

  it("still confirms a void sent before the dialog was closed, and leaves the next opening alone", async () => {
    preferReducedMotion();
    storeStaffSession(["FEDERATION_ADMIN"]);
    const { held, release } = heldAnswer();
    stubApi({
      "/api/admin/payments": { body: ledger([manual]) },
      "/api/admin/payments/GKF-MAN-00000000AA/void": {
        body: {
          ...manual,
          status: "VOIDED",
          can_void: false,
          voided: { at: "", by: official, reason: "Wrong member" },
        },
        held,
      },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);

    const voidButton = { name: "Void: Akosua Owusu, GKF-MAN-00000000AA" };
    fireEvent.click(await screen.findByRole("button", voidButton));
    let dialog = await screen.findByRole("dialog", { name: "Void a manual payment" });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "Wrong member" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void payment" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again: the first answer must neither close it nor clear what is typed in it.
    fireEvent.click(screen.getByRole("button", voidButton));
    dialog = await screen.findByRole("dialog", { name: "Void a manual payment" });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "Typed twice" } });
    release();
    expect(await screen.findByText("The payment GKF-MAN-00000000AA was voided.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Void a manual payment" })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe("Typed twice");
  }, 20_000);

  it("still confirms a refund sent before the dialog was closed, and leaves the next opening alone", async () => {
    preferReducedMotion();
    storeStaffSession(["FEDERATION_ADMIN"]);
    const { held, release } = heldAnswer();
    stubApi({
      "/api/admin/payments": { body: ledger([duplicate]) },
      "/api/admin/payments/GKF-REG-00000000DD/refund": {
        body: { ...duplicate, status: "REFUNDED", needs_refund: false },
        held,
      },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);

    const refundButton = { name: "Mark refunded: Yaw Owusu, GKF-REG-00000000DD" };
    fireEvent.click(await screen.findByRole("button", refundButton));
    let dialog = await screen.findByRole("dialog", { name: "Mark as refunded" });
    fireEvent.change(within(dialog).getByLabelText(/^How and why/), { target: { value: "Sent back by mobile money" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again: the first answer must neither close it nor clear what is typed in it.
    fireEvent.click(screen.getByRole("button", refundButton));
    dialog = await screen.findByRole("dialog", { name: "Mark as refunded" });
    fireEvent.change(within(dialog).getByLabelText(/^Refund reference/), { target: { value: "MOMO-RF-8" } });
    release();
    expect(await screen.findByText("The payment GKF-REG-00000000DD is marked refunded.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Mark as refunded" })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Refund reference/) as HTMLInputElement).value).toBe("MOMO-RF-8");
  }, 20_000);

  it("shows why the same official cannot void their own manual payment", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    stubApi({
      "/api/admin/payments": { body: ledger([manual]) },
      "/api/admin/payments/GKF-MAN-00000000AA/void": {
        status: 403,
        body: { code: "FORBIDDEN", message: "Another official must void a payment you recorded." },
      },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);
    fireEvent.click(await screen.findByRole("button", { name: /^Void:/ }));
    const dialog = await screen.findByRole("dialog", { name: "Void a manual payment" });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "Typed twice" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void payment" }));
    expect(await within(dialog).findByText("Another official must void a payment you recorded.")).toBeTruthy();
  }, 20_000);

  it("offers a regional admin no manual payments", async () => {
    storeStaffSession(["REGIONAL_ADMIN"]);
    stubApi({
      "/api/admin/payments": { body: ledger([{ ...duplicate, can_refund: false }]) },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["REGIONAL_ADMIN"], "AH"),
    });
    await renderApp(PAGE);
    expect(await screen.findByText("You see the payments of Ashanti.")).toBeTruthy();
    expect(await screen.findByText("Needs refund")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Record a manual payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Mark refunded/ })).toBeNull();
  }, 20_000);
});
