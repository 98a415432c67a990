import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { renderApp, storeOfficialSession } from "../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../test/stub-routes";

const PAGE = "/dashboard/my-control-panel/privacy-notices";
const FIRST = { version: "2026-11-01", published_at: "2026-11-01T00:00:00.000Z", url: null };

afterEach(() => {
  act(() => notifications.clean());
});

describe("the privacy notice versions page", () => {
  it("lists the versions and publishes a new one with its day and address", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "GET /api/admin/privacy-notices": { body: { items: [FIRST] } },
      "POST /api/admin/privacy-notices": {
        status: 201,
        body: { version: "2027-01-01", published_at: "2027-01-01T00:00:00.000Z", url: "https://gkf.example/p" },
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy notice versions" })).toBeTruthy();
    expect((await screen.findByRole("row", { name: /2026-11-01/ })).textContent).toMatch(/The portal's page/);

    fireEvent.click(screen.getByRole("button", { name: "Publish this version" }));
    expect(await screen.findByText("Version is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Version/), { target: { value: "2027-01-01" } });
    fireEvent.change(screen.getByLabelText(/In force from/), { target: { value: "2027-01-01" } });
    fireEvent.change(screen.getByLabelText(/Address of its text/), { target: { value: "https://gkf.example/p" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish this version" }));
    expect(await screen.findByText(/Version 2027-01-01 is published/)).toBeTruthy();
    expect(sentBody(fetchStub, "POST", "/api/admin/privacy-notices")).toEqual({
      version: "2027-01-01",
      effective_on: "2027-01-01",
      url: "https://gkf.example/p",
    });
  });
});
