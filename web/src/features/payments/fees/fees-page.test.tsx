import type { Profile } from "@gkf/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { heldAnswer } from "../../../test/held-answer";
import { anOfficialProfile } from "../../../test/record-fixtures";
import { renderApp, stubApi } from "../../../test/render-app";
import { CONFIG_ROUTE, stubRoutes } from "../../../test/stub-routes";
import { sentBody, sentMethods, storeStaffSession } from "../testing/payment-fixtures";

const PAGE = "/dashboard/my-control-panel/fees";

const fee = (membership_type: string, purpose: string, amount: number) => ({
  membership_type,
  purpose,
  amount,
  currency: "GHS",
  period_months: 12,
});
const table = {
  items: [
    fee("COACH", "RENEWAL", 10_000),
    fee("ATHLETE", "RENEWAL", 10_000),
    fee("ATHLETE", "REGISTRATION", 15_000),
    fee("COACH", "REGISTRATION", 20_000),
  ],
};

function profile(staffRoles: Profile["staff_roles"]) {
  return { body: anOfficialProfile(staffRoles, staffRoles.includes("REGIONAL_ADMIN") ? "AH" : null) };
}

const amountField = (label: string) => screen.getByRole("textbox", { name: `${label}: Amount (GH₵)` });

afterEach(() => {
  act(() => notifications.clean());
});

describe("the fees page", () => {
  it("shows the fees in cedis and saves the changes in pesewas", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubApi({
      "/api/admin/fees": { body: table },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"]),
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { name: "Fees" })).toBeTruthy();
    const athleteRegistration = await screen.findByRole("textbox", {
      name: "Athletes, Registration fee: Amount (GH₵)",
    });
    expect((athleteRegistration as HTMLInputElement).value).toBe("150.00");
    expect((amountField("Coaches, Registration fee") as HTMLInputElement).value).toBe("200.00");
    const save = screen.getByRole("button", { name: "Save fees" });
    expect(save.hasAttribute("disabled")).toBe(true);

    fireEvent.change(athleteRegistration, { target: { value: "175,5" } });
    fireEvent.click(save);

    expect(await screen.findByText("New payments use these amounts.")).toBeTruthy();
    const sent = sentBody(fetchStub, "/api/admin/fees") as { items: { membership_type: string; amount: number }[] };
    expect(sent.items).toHaveLength(4);
    expect(sent.items).toContainEqual(fee("ATHLETE", "REGISTRATION", 17_550));
    expect(sent.items).toContainEqual(fee("COACH", "RENEWAL", 10_000));
  });

  it("still says the fees are saved when the official left the page before the answer", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      "GET /api/admin/fees": { body: table },
      "PUT /api/admin/fees": { body: table, held },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"]),
    });
    await renderApp(PAGE);

    fireEvent.change(await screen.findByRole("textbox", { name: "Athletes, Registration fee: Amount (GH₵)" }), {
      target: { value: "175" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save fees" }));
    // Gone before the answer: the form that sent it is no longer in the page.
    fireEvent.click(screen.getAllByRole("link", { name: /Control panel/ })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save fees" })).toBeNull());
    release();
    expect(await screen.findByText("New payments use these amounts.")).toBeTruthy();
  });

  it("refuses amounts that are not cedis with at most 2 decimals, before sending anything", async () => {
    storeStaffSession(["SUPER_ADMIN"]);
    const fetchStub = stubApi({
      "/api/admin/fees": { body: table },
      "/api/my-account/profile": profile(["SUPER_ADMIN"]),
    });
    await renderApp(PAGE);

    fireEvent.change(await screen.findByRole("textbox", { name: "Coaches, Annual renewal: Amount (GH₵)" }), {
      target: { value: "12.345" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save fees" }));

    expect(await screen.findByText("From 1.00 to 1,000,000.00, at most 2 decimals")).toBeTruthy();
    // The wrong field gets the focus: on a phone it may be far above the button.
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Coaches, Annual renewal: Amount (GH₵)" }));
    expect(screen.getByText("Some amounts need your attention.")).toBeTruthy();
    expect(sentMethods(fetchStub)).not.toContain("PUT");
  });

  it("shows a regional admin the fees without a save button", async () => {
    storeStaffSession(["REGIONAL_ADMIN"]);
    stubApi({
      "/api/admin/fees": { body: table },
      "/api/my-account/profile": profile(["REGIONAL_ADMIN"]),
    });
    await renderApp(PAGE);

    expect(await screen.findByText("Only federation administrators can change the fees.")).toBeTruthy();
    expect((amountField("Athletes, Annual renewal") as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Save fees" })).toBeNull();
  });

  it("shows the server's refusal when saving is not allowed after all", async () => {
    storeStaffSession(["FEDERATION_ADMIN"]);
    stubApi({
      "/api/admin/fees": { body: table },
      // The grant was withdrawn since the profile was read.
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"]),
    });
    await renderApp(PAGE);
    fireEvent.change(await screen.findByRole("textbox", { name: "Athletes, Annual renewal: Amount (GH₵)" }), {
      target: { value: "120" },
    });
    stubApi({
      "/api/admin/fees": {
        status: 403,
        body: { code: "FORBIDDEN", message: "This needs a federation official's permission." },
      },
      "/api/my-account/profile": profile(["FEDERATION_ADMIN"]),
    });
    fireEvent.click(screen.getByRole("button", { name: "Save fees" }));

    expect(await screen.findByText("You cannot change the fees")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("This needs a federation official's permission.")).toHaveLength(1));
  });
});
