import type { AuditPage as AuditAnswer } from "@gkf/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, storeOfficialSession } from "../../test/render-app";
import { CONFIG_ROUTE, stubRoutes } from "../../test/stub-routes";

const PAGE = "/dashboard/my-control-panel/audit";

const page: AuditAnswer = {
  items: [
    {
      id: "e1",
      at: "2026-11-22T10:00:00.000Z",
      action: "DOCUMENT_VIEWED",
      outcome: "SUCCESS",
      actor: { id: "u1", name: "Yaa Asantewaa" },
      subject: { id: "u2", name: "Abena Boateng" },
      ip: "10.0.0.1",
      detail: { document: "d1", type: "MEDICAL_CLEARANCE" },
    },
    {
      id: "e2",
      at: "2026-11-22T09:00:00.000Z",
      action: "ACCESS_REFUSED",
      outcome: "FAILURE",
      actor: { id: "u1", name: "Yaa Asantewaa" },
      subject: { id: "u1", name: "Yaa Asantewaa" },
      ip: null,
      detail: { permission: "audit.read", url: "/api/admin/audit" },
    },
    {
      id: "e3",
      at: "2026-11-22T08:00:00.000Z",
      action: "MEMBERS_EXPORTED",
      outcome: "SUCCESS",
      actor: { id: "u1", name: "Yaa Asantewaa" },
      subject: null,
      ip: null,
      detail: { format: "csv", rows: 12 },
    },
    {
      id: "e4",
      at: "2026-11-22T07:00:00.000Z",
      action: "SOMETHING_NEW",
      outcome: "SUCCESS",
      actor: null,
      subject: null,
      ip: null,
      detail: null,
    },
  ],
  total: 4,
  page: 1,
  page_size: 25,
};

describe("the audit log page", () => {
  it("lists events with who, whom and what, and filters by action and person", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubRoutes({ ...CONFIG_ROUTE, "/api/admin/audit": { body: page } });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    const table = await screen.findByRole("table");
    const viewed = within(table).getByRole("row", { name: /DOCUMENT_VIEWED/ });
    expect(viewed.textContent).toContain("Abena Boateng");
    expect(viewed.textContent).toContain("type: MEDICAL_CLEARANCE");
    expect(within(table).getByRole("row", { name: /ACCESS_REFUSED/ }).textContent).toContain("Refused or failed");
    expect(screen.getByText("4 events")).toBeTruthy();
    // Each action by its label, its code beside it (the filter takes codes); an unknown code shows as it is.
    expect(viewed.textContent).toContain("Document viewed by an official");
    const exported = within(table).getByRole("row", { name: /MEMBERS_EXPORTED/ });
    expect(within(exported).getByText("Member list exported")).toBeTruthy();
    expect(within(table).getAllByText("SOMETHING_NEW").length).toBeGreaterThan(0);

    // The action is picked by its label, not typed as a code.
    const action = screen.getByRole("combobox", { name: "Action" });
    expect(within(action).getByRole("option", { name: "Any action" })).toBeTruthy();
    expect((within(action).getByRole("option", { name: "Access refused" }) as HTMLOptionElement).value).toBe(
      "ACCESS_REFUSED",
    );
    expect(screen.queryByRole("textbox", { name: "Action" })).toBeNull();
    fireEvent.change(action, { target: { value: "ACCESS_REFUSED" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Who acted" }), { target: { value: "yaa@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => {
      const urls = fetchStub.mock.calls.map(([url]) => new URL(String(url), "http://localhost"));
      const filtered = urls.find((url) => url.searchParams.get("action") === "ACCESS_REFUSED");
      expect(filtered?.searchParams.get("actor")).toBe("yaa@example.com");
    });
  });

  it("pages through a long log with named arrows", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubRoutes({ ...CONFIG_ROUTE, "/api/admin/audit": { body: { ...page, total: 60 } } });
    await renderApp(PAGE);

    const pages = await screen.findByRole("navigation", { name: "Pages of the audit log" });
    expect(within(pages).getByRole("button", { name: "Previous page" })).toBeTruthy();
    fireEvent.click(within(pages).getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(
        fetchStub.mock.calls.some(([url]) => new URL(String(url), "http://localhost").searchParams.get("page") === "2"),
      ).toBe(true),
    );
  });

  it("tells a regional admin the log is for federation officials (403)", async () => {
    storeOfficialSession(["REGIONAL_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/admin/audit": {
        status: 403,
        body: { code: "FORBIDDEN", message: "This needs a federation official's permission." },
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("Only federation officials can read the audit log.")).toBeTruthy();
  });
});
