import type { StaffGrant } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "../../shared/i18n/i18n";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../test/dialogs";
import { heldAnswer } from "../../test/held-answer";
import { renderApp, storeOfficialSession } from "../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../test/stub-routes";

const PAGE = "/dashboard/my-control-panel/staff";

const regions = {
  items: [
    { code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] },
    { code: "AA", iso_code: "GH-AA", name: "Greater Accra", capital: "Accra", districts: [] },
  ],
};
const grant = (role: StaffGrant["role"], first: string, region: string | null = null): StaffGrant => ({
  id: `${role}.${first}`,
  member: { id: first, first_name: first, last_name: "Mensah", username: `${first.toLowerCase()}@example.com` },
  role,
  region,
  granted_at: "2026-11-01T00:00:00.000Z",
});
const list = { items: [grant("SUPER_ADMIN", "Kwame"), grant("REGIONAL_ADMIN", "Esi", "AH")] };

afterEach(async () => {
  act(() => notifications.clean());
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  await changeLanguage("en");
});

describe("the staff page", () => {
  it("lists the grants and grants a regional admin with their region", async () => {
    storeOfficialSession(["SUPER_ADMIN"]);
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "GET /api/admin/staff": { body: list },
      "POST /api/admin/staff": { status: 201, body: grant("REGIONAL_ADMIN", "Kofi", "AA") },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Staff" })).toBeTruthy();
    const row = await screen.findByRole("row", { name: /Esi Mensah/ });
    expect(row.textContent).toContain("Regional admin");
    expect(within(row).getByText("Ashanti")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: /^Member/ }), { target: { value: "kofi@example.com" } });
    const region = screen.getByRole("combobox", { name: /^Region/ });
    await waitFor(() => expect(within(region).getByRole("option", { name: "Greater Accra" })).toBeTruthy());
    fireEvent.change(region, { target: { value: "AA" } });
    fireEvent.click(screen.getByRole("button", { name: "Grant" }));

    expect(await screen.findByText("Kofi Mensah is now Regional admin.")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", "/api/admin/staff")).toEqual({
      member: "kofi@example.com",
      grant: "REGIONAL_ADMIN",
      region: "AA",
    });
  });

  it("revokes after a confirmation, and shows the server's refusal (the last super admin stays)", async () => {
    storeOfficialSession(["SUPER_ADMIN"]);
    const routes: Parameters<typeof stubRoutes>[0] = {
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "GET /api/admin/staff": { body: list },
      "DELETE /api/admin/staff/REGIONAL_ADMIN.Esi": { status: 204 },
      "DELETE /api/admin/staff/SUPER_ADMIN.Kwame": {
        status: 409,
        body: { code: "LAST_SUPER_ADMIN", message: "This is the last super admin." },
      },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Revoke Regional admin from Esi Mensah" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke this grant?" });
    expect(dialog.textContent).toContain("Esi Mensah will no longer be Regional admin.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Esi Mensah is no longer Regional admin.")).toBeTruthy();
    expect(
      fetchStub.mock.calls.some(
        ([url, init]) => String(url).endsWith("/api/admin/staff/REGIONAL_ADMIN.Esi") && init?.method === "DELETE",
      ),
    ).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Revoke Super admin from Kwame Mensah" }));
    const second = await screen.findByRole("dialog", { name: "Revoke this grant?" });
    fireEvent.click(within(second).getByRole("button", { name: "Revoke" }));
    expect((await within(second).findByRole("alert")).textContent).toBe(
      "This is the last super admin: grant SUPER_ADMIN to someone else first.",
    );
  });

  it("still confirms a revocation whose dialog was closed before the answer, and leaves the dialog opened since", async () => {
    preferReducedMotion();
    storeOfficialSession(["SUPER_ADMIN"]);
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "GET /api/admin/staff": { body: list },
      "DELETE /api/admin/staff/REGIONAL_ADMIN.Esi": { status: 204, held },
    });
    await renderApp(PAGE);

    const name = "Revoke this grant?";
    fireEvent.click(await screen.findByRole("button", { name: "Revoke Regional admin from Esi Mensah" }));
    const dialog = await screen.findByRole("dialog", { name });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name })).toBeNull());

    // Another grant's dialog opened since: the first answer must not close it.
    fireEvent.click(screen.getByRole("button", { name: "Revoke Super admin from Kwame Mensah" }));
    const second = await screen.findByRole("dialog", { name });
    release();
    expect(await screen.findByText("Esi Mensah is no longer Regional admin.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name })).toBe(second);
    expect(second.textContent).toContain("Kwame Mensah will no longer be Super admin.");
  });

  it("a federation admin is told staff is for super admins (403), and the control panel shows them no Staff area", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "GET /api/admin/staff": { status: 403, body: { code: "FORBIDDEN", message: "No." } },
    });
    const view = await renderApp(PAGE);
    expect(await screen.findByText("Only super admins manage staff.")).toBeTruthy();
    view.unmount();

    await renderApp("/dashboard/my-control-panel/index");
    expect(await screen.findByRole("heading", { name: "Audit log" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Statistics" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Staff" })).toBeNull();
  });

  it("a super admin finds Staff in the control panel; a regional admin finds Statistics but neither Staff nor the audit log", async () => {
    storeOfficialSession(["SUPER_ADMIN"]);
    stubRoutes({ ...CONFIG_ROUTE });
    const view = await renderApp("/dashboard/my-control-panel/index");
    expect(await screen.findByRole("heading", { name: "Staff" })).toBeTruthy();
    view.unmount();

    storeOfficialSession(["REGIONAL_ADMIN"]);
    await renderApp("/dashboard/my-control-panel/index");
    expect(await screen.findByRole("heading", { name: "Statistics" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Staff" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Audit log" })).toBeNull();
  });

  it("speaks French to a French-speaking super admin (the texts come with the page)", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    storeOfficialSession(["SUPER_ADMIN"]);
    stubRoutes({ ...CONFIG_ROUTE, "/api/regions": { body: regions }, "GET /api/admin/staff": { body: list } });
    await renderApp(PAGE);
    expect(await screen.findByRole("heading", { level: 1, name: "Personnel" })).toBeTruthy();
    expect(
      await screen.findByRole("button", { name: "Retirer le droit Administrateur régional à Esi Mensah" }),
    ).toBeTruthy();
  });
});
