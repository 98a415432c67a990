import type { Statistics } from "@gkf/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubObjectUrls } from "../../test/record-fixtures";
import { renderApp, storeOfficialSession } from "../../test/render-app";
import { CONFIG_ROUTE, stubRoutes } from "../../test/stub-routes";
import { toCsv } from "./csv";

const PAGE = "/dashboard/my-control-panel/statistics";

const regions = {
  items: [
    { code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] },
    { code: "AA", iso_code: "GH-AA", name: "Greater Accra", capital: "Accra", districts: [] },
  ],
};
const months = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, "0")}`,
  new_members: index === 10 ? 4 : 0,
  renewals: index === 10 ? 2 : 0,
  revenue: index === 10 ? 25_000 : 0,
}));
const statistics = (region: string | null, total: number): Statistics => ({
  region,
  generated_at: "2026-11-22T10:00:00.000Z",
  members: {
    total,
    by_status: [
      { key: "ACTIVE", count: total - 1 },
      { key: "EXPIRED", count: 1 },
    ],
    by_region: region
      ? [{ key: region, count: total }]
      : [
          { key: "AH", count: total - 2 },
          { key: "AA", count: 2 },
        ],
    by_type: [{ key: "ATHLETE", count: total }],
    by_age_category: [{ key: "U14", count: total }],
    by_gender: [{ key: "FEMALE", count: total }],
    by_belt: [
      { key: "KYU_3", count: 1 },
      { key: "NONE", count: total - 1 },
    ],
  },
  months,
  revenue_by_purpose: [{ key: "REGISTRATION", amount: 25_000, count: 2 }],
  compliance: { members: total, compliant: 2, rate: 40, missing: [{ key: "MEDICAL_CLEARANCE", count: 3 }] },
  expiring: { within_30_days: 1, within_60_days: 3 },
  review_queue: { waiting: 2, oldest_days: 9, by_age: [{ key: "8-30", count: 2 }] },
});

describe("the statistics dashboard", () => {
  it("shows each chart with its numbers in a table and a CSV download, and asks for a region when chosen", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "/api/admin/statistics": { body: statistics(null, 5) },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Statistics" })).toBeTruthy();
    const byRegion = await screen.findByRole("table", { name: "Members by region: the numbers" });
    expect(within(byRegion).getByRole("rowheader", { name: "Greater Accra" })).toBeTruthy();
    expect(within(byRegion).getByRole("row", { name: "Ashanti 3" })).toBeTruthy();
    // The review queue counts documents by how long they have waited, not members.
    const queue = screen.getByRole("table", { name: "Documents waiting for review, by days waiting: the numbers" });
    expect(within(queue).getByRole("columnheader", { name: "Days waiting" })).toBeTruthy();
    expect(within(queue).getByRole("columnheader", { name: "Documents" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Members by belt: the numbers" }).textContent).toContain(
      "No confirmed belt",
    );
    expect(screen.getByRole("table", { name: "Items most often missing: the numbers" }).textContent).toContain(
      "Medical clearance",
    );
    // The heading names the currency (Revenue (GHS)); an amount is never broken over two lines.
    const byPurpose = screen.getByRole("table", { name: "Revenue by purpose (last 12 months): the numbers" });
    expect(within(byPurpose).getByRole("row", { name: "Registration 250.00 2" })).toBeTruthy();
    expect(within(byPurpose).getByRole("cell", { name: "250.00" }).style.whiteSpace).toBe("nowrap");
    expect(screen.getByText("40% of members meet every requirement of their type")).toBeTruthy();
    expect(screen.getByText("2 documents waiting")).toBeTruthy();
    expect(screen.getByText("The oldest has waited 9 days")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV: Members by region" })).toBeTruthy();

    const select = screen.getByRole("combobox", { name: "Region" });
    await waitFor(() => expect(within(select).getByRole("option", { name: "Greater Accra" })).toBeTruthy());
    fireEvent.change(select, { target: { value: "AA" } });
    await waitFor(() =>
      expect(fetchStub.mock.calls.some(([url]) => String(url).includes("/api/admin/statistics?region=AA"))).toBe(true),
    );
  });

  it("names the months as people read them, on one line, and as 2026-11 in the CSV", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "/api/admin/statistics": { body: statistics(null, 5) },
    });
    const createObjectURL = stubObjectUrls();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderApp(PAGE);

    const perMonth = await screen.findByRole("table", { name: "New members and renewals per month: the numbers" });
    // A no-break space between the month and the year.
    expect(within(perMonth).getByRole("rowheader", { name: "Nov\u00a02026" })).toBeTruthy();
    expect(within(perMonth).getByRole("row", { name: "Nov\u00a02026 4 2" })).toBeTruthy();
    expect(within(perMonth).queryByText("2026-11")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Download CSV: New members and renewals per month" }));
    expect(saved).toEqual(["gkf-new-members-and-renewals.csv"]);
    const [blob] = createObjectURL.mock.calls.at(-1) as unknown as [Blob];
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(csv).toContain("2026-11,4,2");
    expect(csv).not.toContain("Nov");
    click.mockRestore();
  });

  it("Refresh has the figures counted now (the server keeps an answer for a minute) and shows them", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const routes = {
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "/api/admin/statistics": { body: statistics(null, 5) },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp(PAGE);
    expect(await screen.findByText(/^5 members · Counted at/)).toBeTruthy();

    routes["/api/admin/statistics"] = { body: { ...statistics(null, 7), generated_at: "2026-11-22T10:05:00.000Z" } };
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    // Announced to a screen reader: the line is a polite live region.
    expect((await screen.findByText(/^7 members · Counted at/)).getAttribute("aria-live")).toBe("polite");
    const asked = fetchStub.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes("/api/admin/statistics"));
    expect(asked.at(-1)).toContain("fresh=true");
    expect(asked.slice(0, -1).some((url) => url.includes("fresh"))).toBe(false);
  });

  it("a regional admin sees their region named, without a region choice", async () => {
    storeOfficialSession(["REGIONAL_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "/api/admin/statistics": { body: statistics("AH", 3) },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("Showing Ashanti")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Region" })).toBeNull();
  });

  it("says so when the server refuses (403)", async () => {
    storeOfficialSession(["REGIONAL_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      "/api/regions": { body: regions },
      "/api/admin/statistics": { status: 403, body: { code: "FORBIDDEN", message: "Own region only." } },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("You can see the statistics of your own region only.")).toBeTruthy();
  });

  it("writes CSV that a spreadsheet will not run as a formula", () => {
    expect(
      toCsv(
        ["What", "Members"],
        [
          ["=SUM(A1)", 3],
          ['Say "hi", ok', 1],
        ],
      ),
    ).toBe('What,Members\r\n\'=SUM(A1),3\r\n"Say ""hi"", ok",1\r\n');
  });
});
