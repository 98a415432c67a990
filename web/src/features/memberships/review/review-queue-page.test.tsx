import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp, stubApi } from "../../../test/render-app";
import { aQueueItem, CONFIG, REGIONS, requestsTo, stubObjectUrls } from "../test/membership-fixtures";

function storeOfficial(staffRoles: string[]) {
  createCacheStore({ storage: window.localStorage }).set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: {
      first_name: "Kwame",
      last_name: "Boateng",
      login_with: "email",
      main_role: "OFFICIAL",
      staff_roles: staffRoles,
    },
    last_time_logged: null,
  });
}

const page = (items: unknown[], total = items.length) => ({ body: { items, total, page: 1, page_size: 20 } });

afterEach(() => {
  act(() => notifications.clean());
});

describe("the control panel", () => {
  it("links every area and shows how many documents and certificates wait", async () => {
    storeOfficial(["FEDERATION_ADMIN"]);
    const fetchStub = stubApi({
      "/api/config": CONFIG,
      "/api/admin/documents": page([aQueueItem()], 7),
      "/api/admin/certificates": page([], 0),
    });
    await renderApp("/dashboard/my-control-panel/index");

    expect(await screen.findByText("7 waiting")).toBeTruthy();
    expect(await screen.findByText("Nothing waiting")).toBeTruthy();
    for (const area of [
      "members",
      "documents",
      "certificates",
      "payments",
      "fees",
      "positions",
      "events",
      "belt-colours",
    ]) {
      expect(
        screen.getAllByRole("link").some((link) => link.getAttribute("href") === `/dashboard/my-control-panel/${area}`),
      ).toBe(true);
    }
    const [count] = requestsTo(fetchStub, "/api/admin/documents");
    expect(count?.url.searchParams.get("status")).toBe("PENDING_REVIEW");
    expect(count?.url.searchParams.get("page_size")).toBe("1");
  });

  it("shows a regional admin only the areas their grant opens (no fees, no positions; their region's events and gradings)", async () => {
    storeOfficial(["REGIONAL_ADMIN"]);
    const fetchStub = stubApi({
      "/api/config": CONFIG,
      "/api/admin/documents": page([], 0),
      "/api/admin/certificates": page([], 0),
    });
    await renderApp("/dashboard/my-control-panel/index");

    expect(await screen.findByRole("heading", { name: "Documents", level: 2 })).toBeTruthy();
    const areas = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(areas).toEqual([
      "Members",
      "Documents",
      "Belt certificates",
      "Payments",
      "Events",
      "Gradings",
      "Statistics",
      // Erasure requests of members in their region (the server filters by region).
      "Erasure requests",
    ]);
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).not.toContain("/dashboard/my-control-panel/fees");
    expect(hrefs).not.toContain("/dashboard/my-control-panel/positions");
    expect(requestsTo(fetchStub, "/api/admin/positions")).toHaveLength(0);
  });
});

describe("the review queue", () => {
  it("approves a document after looking at it", async () => {
    storeOfficial(["FEDERATION_ADMIN"]);
    stubObjectUrls();
    const item = aQueueItem({ id: "doc-9" });
    const routes: Record<string, { status?: number; body: unknown }> = {
      "/api/config": CONFIG,
      "/api/regions": { body: REGIONS },
      "/api/admin/documents": page([item]),
      "/api/admin/documents/doc-9": { body: { ...item, status: "APPROVED" } },
    };
    const fetchStub = stubApi(routes);
    await renderApp("/dashboard/my-control-panel/documents");

    const open = await screen.findByRole("button", { name: "Review Kofi Asante: Ghana Card" });
    const row = open.closest("tr") as HTMLElement;
    expect(within(row).getByText("GKF-AH-26-000004")).toBeTruthy();
    expect(within(row).getByText("Ashanti")).toBeTruthy();
    const [list] = requestsTo(fetchStub, "/api/admin/documents");
    expect(list?.url.searchParams.get("status")).toBe("PENDING_REVIEW");
    fireEvent.click(open);

    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText("GHA-712345678-3")).toBeTruthy();
    routes["/api/admin/documents"] = page([]);
    fireEvent.click(within(drawer).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Kofi Asante's Ghana Card is approved.")).toBeTruthy();
    const [decision] = requestsTo(fetchStub, "/api/admin/documents/doc-9");
    expect(decision?.init.method).toBe("PATCH");
    expect(JSON.parse(String(decision?.init.body))).toEqual({ decision: "APPROVED" });
    // Nothing else waits: the drawer says so, and the list behind it is empty.
    expect(await within(drawer).findByText("Queue empty")).toBeTruthy();
    expect(within(drawer).getByText("Nothing else waits for review with these filters.")).toBeTruthy();
    expect(await screen.findByText("Nothing here. Everything with these filters has been reviewed.")).toBeTruthy();
    fireEvent.click(within(drawer).getByRole("button", { name: "Back to the queue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("still confirms a decision whose drawer was closed before the answer, and leaves the drawer opened since", async () => {
    preferReducedMotion();
    storeOfficial(["FEDERATION_ADMIN"]);
    stubObjectUrls();
    const { held, release } = heldAnswer();
    const item = aQueueItem({ id: "doc-9" });
    stubApi({
      "/api/config": CONFIG,
      "/api/regions": { body: REGIONS },
      "/api/admin/documents": page([item]),
      "/api/admin/documents/doc-9": { body: { ...item, status: "APPROVED" }, held },
    });
    await renderApp("/dashboard/my-control-panel/documents");

    const name = "Review Kofi Asante: Ghana Card";
    fireEvent.click(await screen.findByRole("button", { name }));
    let drawer = await screen.findByRole("dialog");
    fireEvent.click(within(drawer).getByRole("button", { name: "Approve" }));
    fireEvent.keyDown(drawer, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again: the first answer must neither move it on ("Next item") nor clear the reason typed in it.
    fireEvent.click(await screen.findByRole("button", { name }));
    drawer = await screen.findByRole("dialog");
    fireEvent.click(within(drawer).getByRole("button", { name: "Reject" }));
    fireEvent.change(within(drawer).getByLabelText(/^Reason for the member/), { target: { value: "Blurred." } });
    release();
    expect(await screen.findByText("Kofi Asante's Ghana Card is approved.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBe(drawer);
    expect(within(drawer).queryByText("Queue empty")).toBeNull();
    expect((within(drawer).getByLabelText(/^Reason for the member/) as HTMLTextAreaElement).value).toBe("Blurred.");
  });

  it("rejects a certificate only with a reason for the member", async () => {
    storeOfficial(["FEDERATION_ADMIN"]);
    const item = aQueueItem({
      id: "cert-1",
      document_type: "BELT_CERTIFICATE",
      document_number: null,
      belt: "KYU_1",
      grading_date: "2026-01-15",
      examiner: "Sensei Kofi Agyeman",
      file_url: "/api/admin/certificates/cert-1/file",
    });
    const fetchStub = stubApi({
      "/api/config": CONFIG,
      "/api/regions": { body: REGIONS },
      "/api/admin/certificates": page([item]),
      "/api/admin/certificates/cert-1": { body: { ...item, status: "REJECTED", review_reason: "Blurred." } },
    });
    await renderApp("/dashboard/my-control-panel/certificates");

    fireEvent.click(await screen.findByRole("button", { name: "Review Kofi Asante: Belt certificate (1st kyu)" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText("Sensei Kofi Agyeman")).toBeTruthy();
    expect(within(drawer).getByText("1st kyu")).toBeTruthy();
    fireEvent.click(within(drawer).getByRole("button", { name: "Reject" }));
    fireEvent.click(within(drawer).getByRole("button", { name: "Reject with this reason" }));
    expect(await within(drawer).findByText("Give the member a reason")).toBeTruthy();
    expect(requestsTo(fetchStub, "/api/admin/certificates/cert-1")).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText(/^Reason for the member/), {
      target: { value: "The certificate is blurred: scan it again." },
    });
    fireEvent.click(within(drawer).getByRole("button", { name: "Reject with this reason" }));

    expect(await screen.findByText(/Kofi Asante's belt certificate is rejected/)).toBeTruthy();
    const [decision] = requestsTo(fetchStub, "/api/admin/certificates/cert-1");
    expect(JSON.parse(String(decision?.init.body))).toEqual({
      decision: "REJECTED",
      reason: "The certificate is blurred: scan it again.",
    });
  });

  it("refreshes the queue when another official decided first (409)", async () => {
    storeOfficial(["REGIONAL_ADMIN"]);
    const item = aQueueItem({ id: "doc-5" });
    const routes: Record<string, { status?: number; body: unknown }> = {
      "/api/config": CONFIG,
      "/api/regions": { body: REGIONS },
      "/api/admin/documents": page([item]),
      "/api/admin/documents/doc-5": {
        status: 409,
        body: { code: "CONFLICT", message: "This document is not waiting for review any more." },
      },
    };
    stubApi(routes);
    await renderApp("/dashboard/my-control-panel/documents");

    // A regional admin's queue is their region's: no region filter to offer.
    const open = await screen.findByRole("button", { name: "Review Kofi Asante: Ghana Card" });
    expect(screen.queryByRole("combobox", { name: "Region" })).toBeNull();
    fireEvent.click(open);
    const drawer = await screen.findByRole("dialog");
    routes["/api/admin/documents"] = page([]);
    fireEvent.click(within(drawer).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("This document is not waiting for review any more.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Nothing here. Everything with these filters has been reviewed.")).toBeTruthy();
  });
});
