import { CACHE_KEYS, type ReviewQueueItem } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, type StubAnswer, stubRoutes } from "../../../test/stub-routes";
import { aQueueItem, REGIONS, requestsTo } from "../test/membership-fixtures";

// The review queue as a table (issue 15, decision 100): sort, filter, and "Next item" after a decision.

function storeOfficial() {
  createCacheStore({ storage: window.localStorage }).set(CACHE_KEYS.AUTH_DATA, {
    tokens: { access: "token", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: {
      first_name: "Kwame",
      last_name: "Boateng",
      login_with: "email",
      main_role: "OFFICIAL",
      staff_roles: ["FEDERATION_ADMIN"],
    },
    last_time_logged: null,
  });
}

const page = (items: ReviewQueueItem[]) => ({ body: { items, total: items.length, page: 1, page_size: 20 } });
const member = (first_name: string, last_name: string) => ({
  first_name,
  last_name,
  code: null,
  region: "AH",
  membership_type: "ATHLETE",
});
const abena = aQueueItem({ id: "doc-1", member: member("Abena", "Adjei") });
const kojo = aQueueItem({ id: "doc-2", document_type: "PASSPORT_PHOTO", member: member("Kojo", "Boakye") });
const yaw = aQueueItem({ id: "doc-3", document_type: "MEDICAL_CLEARANCE", member: member("Yaw", "Darko") });

function queueRoutes(items: ReviewQueueItem[]): Record<string, StubAnswer> {
  return {
    ...CONFIG_ROUTE,
    "/api/regions": { body: REGIONS },
    "/api/admin/documents": page(items),
    "PATCH /api/admin/documents/doc-1": { body: { ...abena, status: "APPROVED" } },
    "PATCH /api/admin/documents/doc-2": { body: { ...kojo, status: "APPROVED" } },
    "PATCH /api/admin/documents/doc-3": { body: { ...yaw, status: "REJECTED", review_reason: "Blurred." } },
  };
}
const lastQueueQuery = (fetchStub: ReturnType<typeof stubRoutes>) =>
  requestsTo(fetchStub, "/api/admin/documents").at(-1)?.url.searchParams;

afterEach(() => {
  act(() => notifications.clean());
});

describe("the review queue's table", () => {
  it("sorts by a column's header, says which way, and keeps the order in the address", async () => {
    storeOfficial();
    const fetchStub = stubRoutes(queueRoutes([abena, kojo, yaw]));
    await renderApp("/dashboard/my-control-panel/documents");

    await screen.findByRole("button", { name: "Review Abena Adjei: Ghana Card" });
    const header = (name: string) => screen.getByRole("button", { name: `Sort by ${name}` }).closest("th");
    // Oldest upload first unless told otherwise; the server's default, so not sent.
    expect(header("Uploaded")?.getAttribute("aria-sort")).toBe("ascending");
    expect(header("Member")?.getAttribute("aria-sort")).toBe("none");
    expect(lastQueueQuery(fetchStub)?.get("sort")).toBeNull();
    expect(screen.getByText("Items to review, oldest upload first")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Sort by Member" }));
    await waitFor(() => expect(lastQueueQuery(fetchStub)?.get("sort")).toBe("name"));
    expect(header("Member")?.getAttribute("aria-sort")).toBe("ascending");
    expect(header("Uploaded")?.getAttribute("aria-sort")).toBe("none");
    expect(window.location.search).toContain("sort=name");

    fireEvent.click(screen.getByRole("button", { name: "Sort by Member" }));
    await waitFor(() => expect(lastQueueQuery(fetchStub)?.get("sort")).toBe("-name"));
    expect(header("Member")?.getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByText("Items to review, by member's name, Z to A")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Sort by Document" }));
    await waitFor(() => expect(lastQueueQuery(fetchStub)?.get("sort")).toBe("type"));
    // Back to the default: oldest first, out of the address (the list is the one read first).
    fireEvent.click(screen.getByRole("button", { name: "Sort by Uploaded" }));
    await waitFor(() => expect(header("Uploaded")?.getAttribute("aria-sort")).toBe("ascending"));
    expect(window.location.search).not.toContain("sort=");
    fireEvent.click(screen.getByRole("button", { name: "Sort by Uploaded" }));
    await waitFor(() => expect(lastQueueQuery(fetchStub)?.get("sort")).toBe("newest"));
    expect(header("Uploaded")?.getAttribute("aria-sort")).toBe("descending");
  });

  it("filters by the member's name and days waiting, from the address and as they change", async () => {
    storeOfficial();
    const fetchStub = stubRoutes(queueRoutes([yaw]));
    await renderApp("/dashboard/my-control-panel/documents?age=31%2B&sort=type&type=MEDICAL_CLEARANCE");

    await screen.findByRole("button", { name: "Review Yaw Darko: Medical clearance" });
    const first = lastQueueQuery(fetchStub);
    expect([first?.get("age"), first?.get("sort"), first?.get("type"), first?.get("status")]).toEqual([
      "31+",
      "type",
      "MEDICAL_CLEARANCE",
      "PENDING_REVIEW",
    ]);
    expect((screen.getByRole("combobox", { name: "Waiting" }) as HTMLSelectElement).value).toBe("31+");

    fireEvent.change(screen.getByRole("textbox", { name: "Member's name" }), { target: { value: "  yaw dar " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(lastQueueQuery(fetchStub)?.get("q")).toBe("yaw dar"));

    fireEvent.change(screen.getByRole("combobox", { name: "Waiting" }), { target: { value: "3-7" } });
    await waitFor(() => expect(lastQueueQuery(fetchStub)?.get("age")).toBe("3-7"));
    const last = lastQueueQuery(fetchStub);
    expect([last?.get("q"), last?.get("sort"), last?.get("type")]).toEqual(["yaw dar", "type", "MEDICAL_CLEARANCE"]);
    expect(window.location.search).toContain("age=3-7");
  });

  it("opens an item from its row, or from the member's name, a real button for the keyboard", async () => {
    storeOfficial();
    stubRoutes(queueRoutes([abena, kojo]));
    await renderApp("/dashboard/my-control-panel/documents");

    const open = await screen.findByRole("button", { name: "Review Kojo Boakye: Passport photo" });
    // A native button: Tab reaches it, Enter and Space press it.
    expect(open.tagName).toBe("BUTTON");
    fireEvent.click(open.closest("tr")?.querySelector("td") as HTMLElement);
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText("Kojo Boakye")).toBeTruthy();
  });
});

describe("next item after a decision", () => {
  it("goes on through the same sorted list, comes back to what was passed over, and ends on 'Queue empty'", async () => {
    storeOfficial();
    const routes = queueRoutes([abena, kojo, yaw]);
    const fetchStub = stubRoutes(routes);
    await renderApp("/dashboard/my-control-panel/documents?sort=name");

    // The official starts with the second row (Kojo), passing over Abena.
    fireEvent.click(await screen.findByRole("button", { name: "Review Kojo Boakye: Passport photo" }));
    let drawer = await screen.findByRole("dialog");
    routes["/api/admin/documents"] = page([abena, yaw]);
    fireEvent.click(within(drawer).getByRole("button", { name: "Approve" }));

    expect(await within(drawer).findByText("Next: Yaw Darko, Medical clearance")).toBeTruthy();
    expect(within(drawer).getByText("Done. The member has been told.")).toBeTruthy();
    // The next item was looked for in the same list: same order, same filters.
    expect(lastQueueQuery(fetchStub)?.get("sort")).toBe("name");
    expect(lastQueueQuery(fetchStub)?.get("status")).toBe("PENDING_REVIEW");
    fireEvent.click(within(drawer).getByRole("button", { name: "Next item" }));

    drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByText("Yaw Darko")).toBeTruthy();
    fireEvent.click(within(drawer).getByRole("button", { name: "Reject" }));
    fireEvent.change(within(drawer).getByLabelText(/^Reason for the member/), { target: { value: "Blurred." } });
    routes["/api/admin/documents"] = page([abena]);
    fireEvent.click(within(drawer).getByRole("button", { name: "Reject with this reason" }));

    // Nothing after Yaw: back to the top, where Abena still waits.
    expect(await within(drawer).findByText("Next: Abena Adjei, Ghana Card")).toBeTruthy();
    fireEvent.click(within(drawer).getByRole("button", { name: "Next item" }));
    expect(await within(drawer).findByText("Abena Adjei")).toBeTruthy();
    routes["/api/admin/documents"] = page([]);
    fireEvent.click(within(drawer).getByRole("button", { name: "Approve" }));

    expect(await within(drawer).findByText("Queue empty")).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Back to the queue" })).toBeTruthy();
    const decisions = fetchStub.mock.calls
      .filter(([, init]) => init?.method === "PATCH")
      .map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(decisions).toEqual([
      "/api/admin/documents/doc-2",
      "/api/admin/documents/doc-3",
      "/api/admin/documents/doc-1",
    ]);
  });

  it("skips items already decided in a list of every status", async () => {
    storeOfficial();
    const approved = { ...abena, status: "APPROVED" as const };
    const routes = queueRoutes([kojo, approved, yaw]);
    stubRoutes(routes);
    await renderApp("/dashboard/my-control-panel/documents?status=ANY");

    fireEvent.click(await screen.findByRole("button", { name: "Review Kojo Boakye: Passport photo" }));
    const drawer = await screen.findByRole("dialog");
    routes["/api/admin/documents"] = page([{ ...kojo, status: "APPROVED" }, approved, yaw]);
    fireEvent.click(within(drawer).getByRole("button", { name: "Approve" }));

    expect(await within(drawer).findByText("Next: Yaw Darko, Medical clearance")).toBeTruthy();
  });
});
