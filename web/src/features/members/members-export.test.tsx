import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp, storeOfficialSession, stubApi } from "../../test/render-app";
import { aMember, requestsTo, stubObjectUrls } from "./test/member-fixtures";

const PAGE = "/dashboard/my-control-panel/members";

describe("exporting the member directory", () => {
  it("downloads the filtered, sorted list (every page) as CSV and as Excel with the official's token", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    stubObjectUrls();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchStub = stubApi({
      "/api/admin/members": { body: { items: [aMember()], total: 61, page: 2, page_size: 25 } },
      "/api/admin/members.csv": { body: "Number,Last name" },
      "/api/admin/members.xlsx": { body: "PK" },
      "/api/regions": { body: { items: [] } },
    });
    await renderApp(`${PAGE}?q=adjo&status=ACTIVE&sort=-expiry&page=2`);

    fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toEqual(["gkf-members.csv"]));
    fireEvent.click(screen.getByRole("button", { name: "Export Excel" }));
    await waitFor(() => expect(saved).toEqual(["gkf-members.csv", "gkf-members.xlsx"]));

    for (const format of ["csv", "xlsx"]) {
      const [request] = requestsTo(fetchStub, `/api/admin/members.${format}`);
      // The filters and the sort, not the page: the export is the whole filtered list.
      expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
        q: "adjo",
        status: "ACTIVE",
        sort: "-expiry",
      });
      expect(new Headers(request?.init.headers).get("authorization")).toBe("Bearer token");
    }
    click.mockRestore();
  });
});
