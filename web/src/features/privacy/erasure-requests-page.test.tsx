import type { AdminErasureRequest } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { heldAnswer } from "../../test/held-answer";
import { renderApp, storeOfficialSession } from "../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../test/stub-routes";

const PAGE = "/dashboard/my-control-panel/erasure-requests";

const request = (id: string, first: string, changes: Partial<AdminErasureRequest> = {}): AdminErasureRequest => ({
  id,
  status: "REQUESTED",
  reason: "Moving abroad",
  requested_at: "2026-11-10T08:00:00.000Z",
  due_at: "2026-11-24T08:00:00.000Z",
  refusal_reason: null,
  decided_at: null,
  carried_out_at: null,
  member: { id: `u-${id}`, first_name: first, last_name: "Mensah", membership_number: "GKF-AA-000123", region: "AA" },
  ...changes,
});

afterEach(() => {
  act(() => notifications.clean());
});

describe("the erasure requests page", () => {
  it("lists waiting requests with their due day, and refuses one only with a written reason", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "GET /api/admin/erasure-requests": { body: { items: [request("r-1", "Ama"), request("r-2", "Yaw")] } },
      "POST /api/admin/erasure-requests/r-1/refuse": {
        body: request("r-1", "Ama", { status: "REFUSED", refusal_reason: "Open disciplinary case" }),
      },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Erasure requests" })).toBeTruthy();
    const row = await screen.findByRole("row", { name: /Ama Mensah/ });
    expect(row.textContent).toMatch(/Moving abroad/);
    expect(row.textContent).toMatch(/24 Nov 2026/);
    expect(within(row).getByText("Waiting")).toBeTruthy();

    fireEvent.click(within(row).getByRole("button", { name: "Refuse the request of Ama Mensah" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse the erasure of Ama Mensah's account" });
    // No reason, no refusal: the field says why and nothing is sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse the erasure" }));
    expect(await within(dialog).findByText("Write the reason (at least 3 characters).")).toBeTruthy();
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason for refusing/ }), {
      target: { value: "Open disciplinary case" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse the erasure" }));

    expect(await screen.findByText("Ama Mensah is told the reason.")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", "/api/admin/erasure-requests/r-1/refuse")).toEqual({
      reason: "Open disciplinary case",
    });
  }, 20_000);

  it("still confirms a refusal sent before the dialog was closed, and leaves the next dialog open", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      "GET /api/admin/erasure-requests": { body: { items: [request("r-1", "Ama"), request("r-2", "Yaw")] } },
      "POST /api/admin/erasure-requests/r-1/refuse": {
        body: request("r-1", "Ama", { status: "REFUSED", refusal_reason: "Open disciplinary case" }),
        held,
      },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Refuse the request of Ama Mensah" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse the erasure of Ama Mensah's account" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason for refusing/ }), {
      target: { value: "Open disciplinary case" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse the erasure" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Refuse the request of Yaw Mensah" }));
    const next = await screen.findByRole("dialog", { name: "Refuse the erasure of Yaw Mensah's account" });
    release();
    expect(await screen.findByText("Ama Mensah is told the reason.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Refuse the erasure of Yaw Mensah's account" })).toBe(next);
  }, 20_000);

  it("shows refused requests with the reason when that status is chosen", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "GET /api/admin/erasure-requests": {
        body: { items: [request("r-3", "Esi", { status: "REFUSED", refusal_reason: "Unpaid fees dispute" })] },
      },
    });
    await renderApp(PAGE);

    fireEvent.change(await screen.findByRole("combobox", { name: "Status" }), { target: { value: "REFUSED" } });
    const row = await screen.findByRole("row", { name: /Esi Mensah/ });
    expect(row.textContent).toMatch(/Refused: Unpaid fees dispute/);
    expect(within(row).queryByRole("button")).toBeNull();
    expect(
      fetchStub.mock.calls.some(([input]) => String(input).includes("/api/admin/erasure-requests?status=REFUSED")),
    ).toBe(true);
  });

  it("says when the server refuses the list (another region's admin, say)", async () => {
    storeOfficialSession(["REGIONAL_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "GET /api/admin/erasure-requests": {
        status: 403,
        body: { code: "FORBIDDEN", message: "You may not manage members." },
      },
    });
    await renderApp(PAGE);

    expect(await screen.findByText("You may not manage members.")).toBeTruthy();
  });
});
