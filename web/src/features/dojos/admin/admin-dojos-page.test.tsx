import type { AdminDojo } from "@gkf/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { aDojo, regionsAnswer, storeDojoSession, stubDojosApi } from "../test/dojo-fixtures";

function anAdminDojo(overrides: Partial<AdminDojo> = {}): AdminDojo {
  const { my_role: _role, ...dojo } = aDojo({
    id: "d7",
    name: "Kaneshie Budokan",
    status: "PENDING",
    affiliation: { season: 2026, state: "NOT_DUE", due_date: null, paid_at: null },
  });
  return {
    ...dojo,
    head_instructor_member: {
      member_id: "coach-7",
      first_name: "Kojo",
      last_name: "Asante",
      code: "GKF-AA-26-000007",
      flagged: false,
    },
    ...overrides,
  };
}

const summary = {
  region: { code: "AA", name: "Greater Accra" },
  by_status: { PENDING: 1, ACTIVE: 3, REJECTED: 0, SUSPENDED: 0, LAPSED: 0 },
  students: 41,
  instructors: 6,
  unpaid_affiliations: 1,
};

describe("officials' dojos", () => {
  it("a regional admin rejects an application only with a reason; the directory counts per region", async () => {
    storeDojoSession(["REGIONAL_ADMIN"]);
    const { sent } = stubDojosApi({
      "GET /api/admin/dojos": { body: { items: [anAdminDojo()], regions: [summary] } },
      "PATCH /api/admin/dojos/d7": ({ body }) => ({
        body: anAdminDojo({ status: "REJECTED", decision_reason: (body as { reason: string }).reason }),
      }),
    });
    await renderApp("/dashboard/my-control-panel/dojos");
    const applications = await screen.findByRole("region", { name: "Applications (1)" });
    const dojo = await within(applications).findByRole("article", { name: "Kaneshie Budokan" });
    const table = await screen.findByRole("table", { name: "Dojos per region" });
    expect(within(table).getByRole("cell", { name: "41" })).toBeTruthy();
    // Their own region only: no region filter.
    expect(screen.queryByLabelText("Region")).toBeNull();

    fireEvent.click(within(dojo).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Kaneshie Budokan?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject the dojo" }));
    expect(await within(dialog).findByText("Required")).toBeTruthy();
    expect(sent.filter((r) => r.method === "PATCH")).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "No head instructor licence" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject the dojo" }));
    expect(await screen.findByText("Dojo rejected")).toBeTruthy();
    expect(sent.find((r) => r.method === "PATCH")?.body).toEqual({
      decision: "REJECTED",
      reason: "No head instructor licence",
    });
  });

  it("a federation admin approves with one tap and may filter by region", async () => {
    storeDojoSession(["FEDERATION_ADMIN"]);
    const { sent } = stubDojosApi({
      "/api/regions": regionsAnswer([{ code: "AA", name: "Greater Accra" }]),
      "GET /api/admin/dojos": { body: { items: [anAdminDojo()], regions: [summary] } },
      "PATCH /api/admin/dojos/d7": { body: anAdminDojo({ status: "ACTIVE" }) },
    });
    await renderApp("/dashboard/my-control-panel/dojos");
    expect(await screen.findByLabelText("Region")).toBeTruthy();
    const applications = await screen.findByRole("region", { name: "Applications (1)" });
    fireEvent.click(within(applications).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Dojo approved")).toBeTruthy();
    expect(sent.find((r) => r.method === "PATCH")?.body).toEqual({ decision: "ACTIVE" });
  });

  it("with the dojos flag off, the page is not there", async () => {
    storeDojoSession(["FEDERATION_ADMIN"]);
    stubDojosApi({
      "/api/config": { body: { features: { dojos: false }, phone_signup: true, environment: "test", version: "1" } },
    });
    await renderApp("/dashboard/my-control-panel/dojos");
    expect(await screen.findByText("We could not find that page")).toBeTruthy();
  });

  it("the control panel's index opens the dojos while the flag is on", async () => {
    storeDojoSession(["REGIONAL_ADMIN"]);
    const empty = { body: { items: [], total: 0, page: 1, page_size: 1 } };
    stubDojosApi({ "/api/admin/documents": empty, "/api/admin/certificates": empty });
    await renderApp("/dashboard/my-control-panel/index");
    expect(await screen.findByRole("heading", { name: "Dojos", level: 2 })).toBeTruthy();
    expect(
      screen.getAllByRole("link").some((link) => link.getAttribute("href") === "/dashboard/my-control-panel/dojos"),
    ).toBe(true);
  });
});
