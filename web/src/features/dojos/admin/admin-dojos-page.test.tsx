import type { AdminDojo } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
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

afterEach(() => {
  act(() => notifications.clean());
});

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

  it("an official suspends an active dojo only with a reason, and reinstates a suspended one", async () => {
    storeDojoSession(["FEDERATION_ADMIN"]);
    // The server's dojos as they are now: a decision changes what the next read answers.
    const dojos = new Map<string, AdminDojo>([
      ["d7", anAdminDojo({ status: "ACTIVE" })],
      ["d8", anAdminDojo({ id: "d8", name: "Tema Goju Club", status: "SUSPENDED", decision_reason: "Unsafe hall" })],
    ]);
    const decide =
      (id: string) =>
      ({ body }: { body: unknown }) => {
        const { decision, reason } = body as { decision: AdminDojo["status"]; reason?: string };
        const decided = { ...(dojos.get(id) as AdminDojo), status: decision, decision_reason: reason ?? null };
        dojos.set(id, decided);
        return { body: decided };
      };
    const { sent } = stubDojosApi({
      "/api/regions": regionsAnswer([{ code: "AA", name: "Greater Accra" }]),
      "GET /api/admin/dojos": ({ url }) =>
        url.searchParams.get("status") === "PENDING"
          ? { body: { items: [], regions: [] } }
          : { body: { items: [...dojos.values()], regions: [summary] } },
      "PATCH /api/admin/dojos/d7": decide("d7"),
      "PATCH /api/admin/dojos/d8": decide("d8"),
    });
    await renderApp("/dashboard/my-control-panel/dojos");
    const directory = await screen.findByRole("region", { name: "Directory" });
    const kaneshie = await within(directory).findByRole("article", { name: "Kaneshie Budokan" });
    const tema = within(directory).getByRole("article", { name: "Tema Goju Club" });
    expect(within(tema).getByText("Suspended: Unsafe hall")).toBeTruthy();
    expect(within(tema).queryByRole("button", { name: "Suspend" })).toBeNull();
    expect(within(kaneshie).queryByRole("button", { name: "Reinstate" })).toBeNull();

    fireEvent.click(within(kaneshie).getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Kaneshie Budokan?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend the dojo" }));
    expect(await within(dialog).findByText("Required")).toBeTruthy();
    expect(sent.filter((r) => r.method === "PATCH")).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: "Head instructor's licence withdrawn" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend the dojo" }));
    expect(await screen.findByText("Dojo suspended")).toBeTruthy();
    expect(sent.find((r) => r.path === "/api/admin/dojos/d7")?.body).toEqual({
      decision: "SUSPENDED",
      reason: "Head instructor's licence withdrawn",
    });
    expect(await within(kaneshie).findByText("Suspended: Head instructor's licence withdrawn")).toBeTruthy();

    fireEvent.click(within(tema).getByRole("button", { name: "Reinstate" }));
    expect(await screen.findByText("Dojo reinstated")).toBeTruthy();
    expect(sent.find((r) => r.path === "/api/admin/dojos/d8")?.body).toEqual({ decision: "ACTIVE" });
    expect(await within(tema).findByRole("button", { name: "Suspend" })).toBeTruthy();
  });

  it("a suspension whose dialog was closed before the answer still says so, and leaves the dialog opened since", async () => {
    preferReducedMotion();
    storeDojoSession(["FEDERATION_ADMIN"]);
    const { held, release } = heldAnswer();
    const kaneshie = anAdminDojo({ status: "ACTIVE" });
    stubDojosApi({
      "/api/regions": regionsAnswer([{ code: "AA", name: "Greater Accra" }]),
      "GET /api/admin/dojos": ({ url }) =>
        url.searchParams.get("status") === "PENDING"
          ? { body: { items: [], regions: [] } }
          : {
              body: {
                items: [kaneshie, anAdminDojo({ id: "d8", name: "Tema Goju Club", status: "ACTIVE" })],
                regions: [summary],
              },
            },
      "PATCH /api/admin/dojos/d7": { body: { ...kaneshie, status: "SUSPENDED", decision_reason: "Unsafe hall" }, held },
    });
    await renderApp("/dashboard/my-control-panel/dojos");
    const directory = await screen.findByRole("region", { name: "Directory" });

    fireEvent.click(
      within(await within(directory).findByRole("article", { name: "Kaneshie Budokan" })).getByRole("button", {
        name: "Suspend",
      }),
    );
    const first = await screen.findByRole("dialog", { name: "Suspend Kaneshie Budokan?" });
    fireEvent.change(within(first).getByLabelText(/^Reason/), { target: { value: "Unsafe hall" } });
    fireEvent.click(within(first).getByRole("button", { name: "Suspend the dojo" }));
    fireEvent.click(within(first).getByRole("button", { name: "Keep it as it is" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Another dojo's dialog opened since: the first answer must neither close it nor clear its reason.
    fireEvent.click(
      within(within(directory).getByRole("article", { name: "Tema Goju Club" })).getByRole("button", {
        name: "Suspend",
      }),
    );
    const name = "Suspend Tema Goju Club?";
    const dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "Unpaid affiliation" } });
    release();
    expect(await screen.findByText("Dojo suspended")).toBeTruthy();
    expect(screen.getByRole("dialog", { name })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe("Unpaid affiliation");
  });

  it("a regional admin of another region never sees the dojo, so cannot suspend it", async () => {
    storeDojoSession(["REGIONAL_ADMIN"]);
    // The server scopes the list to the admin's own region (server: dojos-registry.test.ts).
    const { sent } = stubDojosApi({
      "GET /api/admin/dojos": { body: { items: [], regions: [] } },
    });
    await renderApp("/dashboard/my-control-panel/dojos");
    const directory = await screen.findByRole("region", { name: "Directory" });
    expect(await within(directory).findByText("No dojo matches.")).toBeTruthy();
    expect(screen.queryByText("Kaneshie Budokan")).toBeNull();
    expect(screen.queryByRole("button", { name: "Suspend" })).toBeNull();
    // No region filter to pick: the server decides which region they see.
    expect(screen.queryByLabelText("Region")).toBeNull();
    expect(sent.some((r) => r.method === "PATCH")).toBe(false);
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
