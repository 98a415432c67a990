import { CACHE_KEYS, defaultBeltColours } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { renderApp, stubApi } from "../../../test/render-app";

const PAGE = "/dashboard/my-control-panel/belt-colours";

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

const list = (changes: Record<string, object> = {}) => ({
  items: defaultBeltColours().map((entry) => ({ ...entry, ...changes[entry.belt] })),
});

function sentBody(fetchStub: { mock: { calls: unknown[][] } }, path: string): unknown {
  const call = fetchStub.mock.calls.find(
    ([url, init]) => new URL(String(url), "http://localhost").pathname === path && (init as RequestInit)?.body,
  );
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

afterEach(() => {
  act(() => notifications.clean());
});

describe("the belt colours page", () => {
  it("shows each belt's colours, refuses a text colour that does not read, and saves the changed belt only", async () => {
    storeOfficial(["FEDERATION_ADMIN"]);
    const saved = list({ KYU_7: { colour: "#123456", text_colour: "#ffffff", customised: true } });
    const fetchStub = stubApi({ "/api/belt-colours": { body: list() }, "/api/admin/belt-colours": { body: saved } });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Belt colours" })).toBeTruthy();
    expect(((await screen.findByRole("textbox", { name: "Belt colour, 7th kyu" })) as HTMLInputElement).value).toBe(
      "#2f9e44",
    );
    const save = screen.getByRole("button", { name: "Save colours" });
    expect(save.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Nothing has changed yet.")).toBeTruthy();

    fireEvent.change(field("Belt colour, 7th kyu"), { target: { value: "#123456" } });
    fireEvent.change(field("Text colour (optional), 7th kyu"), { target: { value: "rgb(0, 0, 0)" } });
    // The preview follows what is typed: black text on dark blue would not read, so it stays white.
    expect(screen.getByTestId("belt-badge-KYU_7").style.color).toBe("rgb(255, 255, 255)");
    fireEvent.click(save);

    expect(
      await screen.findByText(/Hard to read on this belt \(contrast 1\.6:1, at least 4\.5:1 needed\)/),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Some colours need a look: see the marked fields.");
    expect(document.activeElement).toBe(field("Text colour (optional), 7th kyu"));
    expect(sentBody(fetchStub, "/api/admin/belt-colours")).toBeUndefined();

    fireEvent.change(field("Text colour (optional), 7th kyu"), { target: { value: "#ffffff" } });
    fireEvent.click(save);
    expect(await screen.findByText("Members now see the new colours.")).toBeTruthy();
    expect(sentBody(fetchStub, "/api/admin/belt-colours")).toEqual({
      items: [{ belt: "KYU_7", colour: "#123456", stripe_colour: null, text_colour: "#ffffff" }],
    });
    const card = screen.getByRole("region", { name: "7th kyu" });
    expect(await within(card).findByText("Set by the federation")).toBeTruthy();
  });

  it("puts the server's field errors at the field", async () => {
    storeOfficial(["SUPER_ADMIN"]);
    stubApi({
      "/api/belt-colours": { body: list() },
      "/api/admin/belt-colours": {
        status: 400,
        body: { code: "VALIDATION_FAILED", message: "Check the fields", fields: { "items.0.stripe_colour": "bad" } },
      },
    });
    await renderApp(PAGE);
    fireEvent.change(await screen.findByRole("textbox", { name: "Stripe (optional), 1st dan" }), {
      target: { value: "rgba(255, 0, 0, 0.5)" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save colours" }));
    const stripe = screen.getByRole("textbox", { name: "Stripe (optional), 1st dan" });
    await waitFor(() => expect(stripe.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter #1971c2, rgb(25, 113, 194) or rgba(25, 113, 194, 0.5)")).toBeTruthy();
  });

  it("is read-only for a regional admin (the server refuses the change too)", async () => {
    storeOfficial(["REGIONAL_ADMIN"]);
    stubApi({ "/api/belt-colours": { body: list() } });
    await renderApp(PAGE);
    expect(await screen.findByText("Only federation officials can change belt colours.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save colours" })).toBeNull();
    expect(((await screen.findByRole("textbox", { name: "Belt colour, 1st dan" })) as HTMLInputElement).readOnly).toBe(
      true,
    );
  });
});
