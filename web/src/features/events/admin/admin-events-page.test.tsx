import type { GkfEvent } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../../test/stub-routes";
import type { AdminEventEntry } from "../api/events-api";
import { anEntry, anEvent, storeEventsSession, stubFirstDraft } from "../test-support/event-fixtures";

const PAGE = "/dashboard/my-control-panel/events";
const LIST = "/api/admin/events";

afterEach(() => {
  act(() => notifications.clean());
});

function adminEvent(overrides: Partial<GkfEvent> = {}): GkfEvent {
  const { my_eligibility: _eligibility, my_entries: _entries, ...event } = anEvent();
  return { ...event, ...overrides };
}

function adminEntry(overrides: Partial<AdminEventEntry> = {}): AdminEventEntry {
  return {
    ...anEntry({ status: "CONFIRMED", reason: null }),
    member_facts: { gender: "FEMALE", date_of_birth: "2000-01-01", belt: "KYU_2", membership_status: "ACTIVE" },
    ...overrides,
  };
}

const card = async (name: string) => within(await screen.findByRole("article", { name }));

/** A federation admin with no event yet; the server saves a new one as a draft (once `held` lets it answer). */
function stubNewDraft(held?: Promise<void>) {
  return stubFirstDraft(LIST, adminEvent({ status: "DRAFT", title: "Cape Coast Open" }), held);
}

describe("the organisers' events page", () => {
  it("creates a tournament with a category as a draft", async () => {
    const fetchStub = stubNewDraft();
    await renderApp(PAGE);

    expect(await screen.findByText("No event yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New event" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New event" }));
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: "Cape Coast Open" } });
    fireEvent.change(dialog.getByLabelText(/^Venue/), { target: { value: "Cape Coast Stadium" } });
    fireEvent.change(dialog.getByLabelText(/^Entry fee/), { target: { value: "50" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add a category" }));
    fireEvent.change(dialog.getByLabelText(/^Code/), { target: { value: "sen-m-kata" } });
    fireEvent.change(dialog.getByLabelText(/^Gender/), { target: { value: "MALE" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The event is saved")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", LIST)).toMatchObject({
      type: "TOURNAMENT",
      title: "Cape Coast Open",
      venue: "Cape Coast Stadium",
      organiser: { kind: "FEDERATION" },
      fee: 5000,
      capacity: null,
      categories: [{ code: "SEN-M-KATA", age_group: "SENIOR", gender: "MALE", discipline: "KATA", weight_class: null }],
    });
  });

  it("sends the categories left after one is removed, a kumite one with its weight class", async () => {
    const fetchStub = stubNewDraft();
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "New event" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New event" }));
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: "Cape Coast Open" } });
    fireEvent.change(dialog.getByLabelText(/^Venue/), { target: { value: "Cape Coast Stadium" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add a category" }));
    fireEvent.click(dialog.getByRole("button", { name: "Add a category" }));
    const [first, second] = dialog.getAllByLabelText(/^Code/);
    fireEvent.change(first as HTMLElement, { target: { value: "sen-m-kata" } });
    fireEvent.change(second as HTMLElement, { target: { value: "sen-f-kumite" } });
    fireEvent.change(dialog.getAllByLabelText(/^Discipline/)[1] as HTMLElement, { target: { value: "KUMITE" } });
    fireEvent.change(dialog.getByLabelText(/^Weight class/), { target: { value: "-55" } });
    fireEvent.click(dialog.getAllByRole("button", { name: "Remove" })[0] as HTMLElement);

    expect(dialog.getAllByLabelText(/^Code/)).toHaveLength(1);
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The event is saved")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", LIST)).toMatchObject({
      categories: [
        { code: "SEN-F-KUMITE", age_group: "SENIOR", gender: "FEMALE", discipline: "KUMITE", weight_class: "-55" },
      ],
    });
  });

  it("still says an event is saved when its dialog was closed before the answer, and leaves the next opening alone", async () => {
    preferReducedMotion();
    const { held, release } = heldAnswer();
    stubNewDraft(held);
    await renderApp(PAGE);

    const name = "New event";
    fireEvent.click(await screen.findByRole("button", { name }));
    let dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Cape Coast Open" } });
    fireEvent.change(within(dialog).getByLabelText(/^Venue/), { target: { value: "Cape Coast Stadium" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name })).toBeNull());

    // Opened again: the first answer must neither close it nor clear what is typed in it.
    fireEvent.click(screen.getByRole("button", { name }));
    dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Tamale Cup" } });
    release();
    expect(await screen.findByText("The event is saved")).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Tamale Cup");
    expect(screen.getByRole("dialog", { name })).toBe(dialog);
  });

  it("publishes a draft, checks an entry in and records a placing", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    const published = adminEvent({ id: "ev-1", title: "Accra Open 2027" });
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [adminEvent({ id: "ev-2", status: "DRAFT", title: "Kumasi Cup" }), published] } },
      "PATCH /api/admin/events/ev-2/publish": { body: adminEvent({ id: "ev-2", title: "Kumasi Cup" }) },
      "/api/admin/events/ev-1/entries": { body: { items: [adminEntry()] } },
      "PATCH /api/admin/events/ev-1/entries/en-1/check-in": {
        body: adminEntry({ checked_in_at: "2027-06-12T08:00:00.000Z" }),
      },
      "PUT /api/admin/events/ev-1/results": {
        body: { items: [adminEntry({ result: { placing: 1, attended: null, recorded_at: "2027-06-13T18:00:00Z" } })] },
      },
    });
    await renderApp(PAGE);

    const draft = await card("Kumasi Cup");
    expect(draft.getByText("Draft")).toBeTruthy();
    expect(draft.queryByRole("button", { name: "Entries" })).toBeNull();
    fireEvent.click(draft.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The event is published")).toBeTruthy();

    fireEvent.click((await card("Accra Open 2027")).getByRole("button", { name: "Entries" }));
    const drawer = within(await screen.findByRole("dialog", { name: "Entries: Accra Open 2027" }));
    const entry = within(await drawer.findByRole("article", { name: "Ama Mensah" }));
    expect(drawer.getByRole("button", { name: "Download the entry list (CSV)" })).toBeTruthy();
    fireEvent.click(entry.getByRole("button", { name: "Check in" }));
    await vi.waitFor(() =>
      expect(
        fetchStub.mock.calls.some(
          ([input, init]) => String(input).endsWith("/entries/en-1/check-in") && init?.method === "PATCH",
        ),
      ).toBe(true),
    );

    fireEvent.change(entry.getByLabelText("Placing: Ama Mensah"), { target: { value: "1" } });
    fireEvent.click(drawer.getByRole("button", { name: "Save the results" }));
    expect(await screen.findByText("The results are saved")).toBeTruthy();
    expect(sentBody(fetchStub, "PUT", "/api/admin/events/ev-1/results")).toEqual({
      results: [{ entry: "en-1", placing: 1 }],
    });
  });
});
