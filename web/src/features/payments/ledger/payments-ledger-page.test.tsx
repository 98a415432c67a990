import type { Profile } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { anOfficialProfile } from "../../../test/record-fixtures";
import { renderApp, stubApi } from "../../../test/render-app";
import { calledUrls, payment, storeStaffSession } from "../testing/payment-fixtures";

const PAGE = "/dashboard/my-control-panel/payments";

const member = { first_name: "Akosua", last_name: "Owusu", code: "GKF-AH-26-000009", region: "AH" };
/** What the ledger adds to a payment for officials: nothing manual, refunded or to act on. */
const plain = { needs_refund: false, manual: null, voided: null, refund: null, can_void: false, can_refund: false };
const ledger = {
  items: [
    { ...payment(), member, ...plain },
    {
      ...payment({ reference: "GKF-REN-0000000005", purpose: "RENEWAL", status: "FAILED", paid_at: null }),
      member: { ...member, first_name: "Yaw", code: null },
      ...plain,
    },
  ],
  total: 45,
  page: 1,
  page_size: 20,
  totals: { count: 45, paid: { amount: 675_000, currency: "GHS" } },
};
const regions = {
  items: [
    { code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] },
    { code: "AA", iso_code: "GH-AA", name: "Greater Accra", capital: "Accra", districts: [] },
  ],
};
const profile = (staffRoles: Profile["staff_roles"], staffRegion: string | null) => ({
  body: anOfficialProfile(staffRoles, staffRegion),
});

afterEach(() => {
  act(() => notifications.clean());
});

describe("the payments ledger", () => {
  it("lists the payments with their members and the totals, and filters through the address", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubApi({
      "/api/admin/payments": { body: ledger },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { name: "Payments ledger" })).toBeTruthy();
    expect(await screen.findByText("45 payments")).toBeTruthy();
    expect(screen.getByText("GH₵ 6,750.00 received")).toBeTruthy();
    const akosua = screen.getByRole("article", { name: "Akosua Owusu" });
    expect(within(akosua).getByText("Paid")).toBeTruthy();
    expect(await within(akosua).findByText("GKF-AH-26-000009 · Ashanti")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Yaw Owusu" })).getByText("No number yet · Ashanti"),
    ).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "SUCCESS" } });
    await screen.findByText("/dashboard/my-control-panel/payments?status=SUCCESS", { selector: "output" });
    await waitFor(() =>
      expect(calledUrls(fetchStub)).toContain("/api/admin/payments?status=SUCCESS&page=1&page_size=20"),
    );

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(calledUrls(fetchStub)).toContain("/api/admin/payments?status=SUCCESS&page=2&page_size=20"),
    );
  });

  it("offers a national official the region filter from the session's roles, without waiting for the profile", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    stubApi({
      "/api/admin/payments": { body: ledger },
      "/api/regions": { body: regions },
      "/api/my-account/profile": { status: 503, body: { code: "SERVICE_UNAVAILABLE", message: "Busy." } },
    });
    await renderApp(PAGE);

    expect(await screen.findByText("45 payments")).toBeTruthy();
    expect(screen.getByLabelText("Status")).toBeTruthy();
    expect(screen.getByLabelText("Region")).toBeTruthy();
  });

  it("exports the filtered ledger as CSV with the official's token", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:csv"), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchStub = stubApi({
      "/api/admin/payments": { body: ledger },
      "/api/admin/payments.csv": { body: "reference,status" },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"], null),
    });
    await renderApp(`${PAGE}?purpose=RENEWAL&from=2026-01-01&page=2`);

    fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(saved).toEqual(["gkf-payments.csv"]));
    const call = fetchStub.mock.calls.find(([url]) => String(url).includes("payments.csv")) as unknown as [
      string,
      RequestInit,
    ];
    // The filters, without the page: the export is the whole filtered ledger.
    expect(call[0]).toBe("/api/admin/payments.csv?purpose=RENEWAL&from=2026-01-01");
    expect(new Headers(call[1].headers).get("authorization")).toBe("Bearer token");
    click.mockRestore();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("shows a regional admin their region's payments, without a region filter", async () => {
    storeStaffSession(["REGIONAL_ADMIN"]);
    stubApi({
      "/api/admin/payments": {
        body: { ...ledger, items: [], total: 0, totals: { count: 0, paid: { amount: 0, currency: "GHS" } } },
      },
      "/api/regions": { body: regions },
      "/api/my-account/profile": profile(["REGIONAL_ADMIN"], "AH"),
    });
    await renderApp(PAGE);

    expect(await screen.findByText("You see the payments of Ashanti.")).toBeTruthy();
    expect(await screen.findByText("No payments match these filters.")).toBeTruthy();
    expect(screen.queryByLabelText("Region")).toBeNull();
    expect(screen.getByLabelText("Status")).toBeTruthy();
  });
});
