import { render, screen } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { aRecord, CONFIG, PAID_SUMMARY, stubObjectUrls } from "../../features/memberships/test/membership-fixtures";
import { bootForTest, storeSession, stubApi } from "../../test/render-app";
import { AppContent, AppProviders } from "../app";
import { lazyPage } from "./lazy-page";
import { prepareFirstPage } from "./section-pages";

describe("the first page of a signed-in reload (decision 113)", () => {
  it("shows the overview with the member's record in its first render, each answer asked once", async () => {
    storeSession();
    stubObjectUrls();
    const fetchStub = stubApi({
      "/api/config": CONFIG,
      "/api/my-account/membership/my-record-summary": { status: 200, body: PAID_SUMMARY },
      "/api/my-account/membership/my-record": { body: aRecord() },
      "/api/my-account/membership/card/qr.png": { body: {} },
      "/api/belt-colours": { body: { items: [] } },
    });
    const path = "/dashboard/my-membership/index";
    window.history.replaceState(null, "", path);
    const services = await bootForTest();
    await prepareFirstPage(path, services);
    const asked = (end: string) => fetchStub.mock.calls.filter(([url]) => String(url).endsWith(end)).length;
    // The belt label's colours are read before the first render, not after it (decision 119).
    expect(asked("/belt-colours")).toBe(1);

    render(
      <AppProviders services={services}>
        <MemoryRouter initialEntries={[path]}>
          <AppContent services={services} />
        </MemoryRouter>
      </AppProviders>,
    );

    // Found at once (getBy, no waiting): no loader, no "Loading…" before the record.
    expect(screen.getByRole("heading", { name: "My membership" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your membership" })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(asked("/my-record-summary")).toBe(1);
    expect(asked("/my-record")).toBe(1);
    expect(asked("/belt-colours")).toBe(1);
  });

  it("a page whose chunk has not arrived shows the loader, then the page", async () => {
    let arrive: (page: () => string) => void = () => {};
    const Page = lazyPage<object>(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <WithLoader>
        <Page />
      </WithLoader>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    arrive(() => "the page");
    expect(await screen.findByText("the page")).toBeTruthy();
  });
});

function WithLoader({ children }: { children: ReactNode }) {
  return <Suspense fallback="loading">{children}</Suspense>;
}
