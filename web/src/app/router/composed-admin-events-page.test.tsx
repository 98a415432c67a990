import type { GkfEvent } from "@gkf/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { anEntry, anEvent, storeEventsSession } from "../../features/events/test-support/event-fixtures";
import { renderApp } from "../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../test/stub-routes";

// The card check's scanner and card reading, as the router gives them to the phone check-in: a
// fake scanner that "reads" what its button says, and a reading of it (the real one checks the
// card's signature: memberships/verify/card-number.test.ts).
vi.mock("../../features/memberships/verify/card-scanner", () => ({
  CardScanner: ({ onText }: { onText: (text: string) => void }) => (
    <div>
      <button type="button" onClick={() => onText("https://gkf.test/verify/t/genuine")}>
        Show a genuine card
      </button>
      <button type="button" onClick={() => onText("https://gkf.test/verify/t/forged")}>
        Show a forged card
      </button>
    </div>
  ),
}));
vi.mock("../../features/memberships/verify/card-number", () => ({
  readCardNumber: async (text: string) =>
    text.endsWith("genuine") ? { kind: "code", code: "GKF-0002" } : { kind: "not-genuine" },
}));

describe("the organisers' events page with the card reader", () => {
  it("checks in the member whose card is scanned, and refuses a forged card without asking the server", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    const { my_eligibility: _eligibility, my_entries: _entries, ...event } = anEvent();
    const entry = {
      ...anEntry({ status: "CONFIRMED", reason: null }),
      member: { id: "m-2", first_name: "Efua", last_name: "Owusu", code: "GKF-0002" },
      member_facts: { gender: "FEMALE", date_of_birth: "2000-01-01", belt: "KYU_2", membership_status: "ACTIVE" },
    };
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      "/api/admin/events": { body: { items: [{ ...event, status: "PUBLISHED" } satisfies GkfEvent] } },
      "/api/regions": { body: { items: [] } },
      "/api/admin/events/ev-1/entries": { body: { items: [entry] } },
      "PATCH /api/admin/events/ev-1/check-in": {
        body: { member: entry.member, items: [entry], already_checked_in: false },
      },
    });
    await renderApp("/dashboard/my-control-panel/events");
    fireEvent.click(await screen.findByRole("button", { name: "Check in on this phone" }));
    const drawer = within(await screen.findByRole("dialog", { name: /^Check-in: / }));
    fireEvent.click(await drawer.findByRole("button", { name: "Scan a card" }));

    fireEvent.click(await drawer.findByRole("button", { name: "Show a forged card" }));
    expect((await drawer.findByRole("alert")).textContent).toBe(
      "This card is not genuine: do not accept it. Find the member by name instead.",
    );
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);

    fireEvent.click(drawer.getByRole("button", { name: "Show a genuine card" }));
    expect((await drawer.findByRole("status")).textContent).toBe("Efua Owusu is checked in");
    expect(sentBody(fetchStub, "PATCH", "/api/admin/events/ev-1/check-in")).toEqual({ code: "GKF-0002" });
  });
});
