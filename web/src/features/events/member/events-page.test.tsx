import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "../../../shared/i18n/i18n";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../../test/dialogs";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp } from "../../../test/render-app";
import { CONFIG_ROUTE, sentBody, stubRoutes } from "../../../test/stub-routes";
import { goToCheckout } from "../components/go-to-checkout";
import { anEntry, anEvent, myEntry, storeEventsSession } from "../test-support/event-fixtures";

vi.mock("../components/go-to-checkout", () => ({ goToCheckout: vi.fn() }));

const PAGE = "/dashboard/my-membership/events";
const LIST = "/api/gkf/events";
const MINE = "/api/my-account/membership/events";

afterEach(() => {
  act(() => notifications.clean());
  vi.mocked(goToCheckout).mockClear();
});

const card = async (name: string) => within(await screen.findByRole("article", { name }));

const seminar = anEvent({
  id: "ev-2",
  type: "SEMINAR",
  title: "Kata seminar with Sensei Osei",
  categories: [],
  min_belt: "KYU_3",
  my_eligibility: {
    eligible: false,
    checks: [
      { rule: "MEMBERSHIP_ACTIVE", met: true, reason: null, why: null },
      {
        rule: "MIN_BELT",
        met: false,
        reason: "The event needs at least 3rd kyu; the confirmed belt is 6th kyu.",
        why: { code: "BELT_TOO_LOW", min_belt: "KYU_3", belt: "KYU_6" },
      },
    ],
  },
});

describe("the member's events page", () => {
  it("shows each open event with my eligibility, naming every failing rule, and enters a tournament in a category", async () => {
    storeEventsSession();
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [anEvent(), seminar] } },
      [MINE]: { body: { items: [], gradings: [] } },
      "POST /api/gkf/events/ev-1/entries": { status: 201, body: anEntry() },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
    const open = await card("Accra Open 2027");
    expect(open.getByText("You can enter")).toBeTruthy();
    expect(open.getByText(/Entry fee GH/)).toBeTruthy();
    // The waiting list is named from zero, so a first waitlisted entry does not reshape the line.
    expect(open.getByText("10 of 64 places taken · 0 on the waiting list")).toBeTruthy();

    const closed = await card("Kata seminar with Sensei Osei");
    expect(closed.getByText("You cannot enter yet")).toBeTruthy();
    expect(closed.getByText("Minimum belt")).toBeTruthy();
    expect(closed.getByText(/needs at least 3rd kyu; the confirmed belt is 6th kyu/)).toBeTruthy();
    expect(closed.queryByRole("button", { name: "Enter" })).toBeNull();
    expect(await screen.findByText("You have not entered an event yet.")).toBeTruthy();

    fireEvent.click(open.getByRole("button", { name: "Enter" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Enter Accra Open 2027" }));
    fireEvent.change(dialog.getByLabelText(/Category/), { target: { value: "SEN-F-KUM-55" } });
    expect(dialog.getByRole("option", { name: "Senior · Women · Kumite · -55 kg" })).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Send the entry" }));

    expect(await screen.findByText("The entry holds a place until the fee is paid.")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", "/api/gkf/events/ev-1/entries")).toEqual({ category: "SEN-F-KUM-55" });
  });

  it("still confirms an entry whose dialog was closed before the answer, and leaves the next opening alone", async () => {
    preferReducedMotion();
    storeEventsSession();
    const { held, release } = heldAnswer();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [anEvent()] } },
      [MINE]: { body: { items: [], gradings: [] } },
      "POST /api/gkf/events/ev-1/entries": { status: 201, body: anEntry(), held },
    });
    await renderApp(PAGE);

    const open = await card("Accra Open 2027");
    const name = "Enter Accra Open 2027";
    fireEvent.click(open.getByRole("button", { name: "Enter" }));
    let dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/Category/), { target: { value: "SEN-F-KUM-55" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the entry" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name })).toBeNull());

    // Opened again: the first answer must neither close it nor clear the category chosen in it.
    fireEvent.click(open.getByRole("button", { name: "Enter" }));
    dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/Category/), { target: { value: "SEN-F-KATA" } });
    release();
    expect(await screen.findByText("The entry holds a place until the fee is paid.")).toBeTruthy();
    expect((within(dialog).getByLabelText(/Category/) as HTMLSelectElement).value).toBe("SEN-F-KATA");
    expect(screen.getByRole("dialog", { name })).toBe(dialog);
  });

  it("keeps a refusal in the dialog with each failing rule named", async () => {
    storeEventsSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [anEvent()] } },
      [MINE]: { body: { items: [], gradings: [] } },
      "POST /api/gkf/events/ev-1/entries": {
        status: 403,
        body: {
          code: "NOT_ELIGIBLE",
          message: "You cannot enter this event.",
          fields: { MEDICAL_CLEARANCE: "Your medical clearance expired on 1 May 2027." },
        },
      },
    });
    await renderApp(PAGE);

    fireEvent.click((await card("Accra Open 2027")).getByRole("button", { name: "Enter" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Enter Accra Open 2027" }));
    fireEvent.change(dialog.getByLabelText(/Category/), { target: { value: "SEN-F-KATA" } });
    fireEvent.click(dialog.getByRole("button", { name: "Send the entry" }));

    const alert = within(await dialog.findByRole("alert"));
    expect(alert.getByText("The entry was refused")).toBeTruthy();
    expect(alert.getByText("Medical clearance")).toBeTruthy();
    expect(alert.getByText(/expired on 1 May 2027/)).toBeTruthy();
  });

  it("lists my entries: pays a submitted one, shows the waiting list and a result, withdraws after confirming", async () => {
    storeEventsSession();
    const fetchStub = stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [anEvent()] } },
      [MINE]: {
        body: {
          items: [
            myEntry(),
            myEntry(
              {
                id: "en-2",
                event_id: "ev-9",
                status: "WAITLISTED",
                reason: "The event is full: on the waiting list.",
                reason_code: "WAITLISTED",
                waitlist_position: 2,
              },
              { id: "ev-9", title: "Kumasi Cup", type: "TOURNAMENT" },
            ),
            myEntry(
              {
                id: "en-3",
                event_id: "ev-0",
                status: "CONFIRMED",
                reason: null,
                reason_code: null,
                result: { placing: 1, attended: null, recorded_at: "2027-03-02T10:00:00.000Z" },
              },
              { id: "ev-0", title: "Tamale Open 2027", status: "CLOSED" },
            ),
          ],
          gradings: [],
        },
      },
      "POST /api/gkf/events/ev-1/entries/en-1/pay": {
        status: 201,
        body: {
          reference: "GKF-PAY-1",
          authorization_url: "/sandbox/checkout/GKF-PAY-1",
          amount: 5000,
          currency: "GHS",
        },
      },
      "PATCH /api/gkf/events/ev-9/entries/en-2/withdraw": {
        body: anEntry({ id: "en-2", event_id: "ev-9", status: "WITHDRAWN" }),
      },
    });
    await renderApp(PAGE);

    const entries = within(await screen.findByRole("region", { name: "My entries and results" }));
    const submitted = within(await entries.findByRole("article", { name: "Accra Open 2027" }));
    expect(submitted.getByText("Submitted")).toBeTruthy();
    expect(submitted.getByText("Waiting for the entry fee.")).toBeTruthy();
    expect(submitted.getByText("Category: Senior · Women · Kata")).toBeTruthy();
    fireEvent.click(submitted.getByRole("button", { name: "Pay the entry fee" }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith("/sandbox/checkout/GKF-PAY-1"));

    const waitlisted = within(entries.getByRole("article", { name: "Kumasi Cup" }));
    expect(waitlisted.getByText("Waiting list")).toBeTruthy();
    expect(waitlisted.getByText("The event is full: on the waiting list.")).toBeTruthy();
    expect(waitlisted.getByText("Number 2 on the waiting list")).toBeTruthy();
    expect(submitted.queryByText(/on the waiting list$/)).toBeNull();
    expect(waitlisted.queryByRole("button", { name: "Pay the entry fee" })).toBeNull();

    const past = within(entries.getByRole("article", { name: "Tamale Open 2027" }));
    expect(past.getByText("Placing: 1st")).toBeTruthy();
    expect(past.queryByRole("button", { name: "Withdraw" })).toBeNull();

    fireEvent.click(waitlisted.getByRole("button", { name: "Withdraw" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Withdraw from Kumasi Cup?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Withdraw the entry" }));
    expect(await screen.findByText("The entry is withdrawn")).toBeTruthy();
    expect(
      fetchStub.mock.calls.some(
        ([input, init]) => String(input).endsWith("/gkf/events/ev-9/entries/en-2/withdraw") && init?.method === "PATCH",
      ),
    ).toBe(true);
  });
});

describe("a waitlisted entry in French", () => {
  afterEach(async () => {
    await changeLanguage("en");
  });

  it("names its place on the waiting list", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    storeEventsSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [] } },
      [MINE]: {
        body: {
          items: [
            myEntry(
              { id: "en-2", event_id: "ev-9", status: "WAITLISTED", reason: null, waitlist_position: 1 },
              { id: "ev-9", title: "Kumasi Cup" },
            ),
          ],
          gradings: [],
        },
      },
    });
    await renderApp(PAGE);
    const waitlisted = await card("Kumasi Cup");
    expect(await waitlisted.findByText("Numéro 1 sur la liste d'attente")).toBeTruthy();
  });

  it("words why a rule fails and why an entry is where it is, from their codes: not the server's English", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    storeEventsSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [seminar] } },
      [MINE]: {
        body: {
          items: [
            myEntry(
              {
                id: "en-2",
                event_id: "ev-9",
                status: "WAITLISTED",
                reason: "The event is full: on the waiting list.",
                reason_code: "WAITLISTED",
              },
              { id: "ev-9", title: "Kumasi Cup" },
            ),
            myEntry(
              {
                id: "en-3",
                event_id: "ev-8",
                status: "WITHDRAWN",
                reason: "Withdrawn: Blessée au genou.",
                reason_code: "WITHDRAWN",
                reason_note: "Blessée au genou.",
              },
              { id: "ev-8", title: "Tamale Open" },
            ),
          ],
          gradings: [],
        },
      },
    });
    await renderApp(PAGE);

    const closed = await card("Kata seminar with Sensei Osei");
    expect(
      await closed.findByText(/L'événement demande au moins le 3e kyu ; la ceinture confirmée est le 6e kyu\./),
    ).toBeTruthy();
    expect(closed.queryByText(/needs at least/)).toBeNull();
    // The rule's name, then why, with French punctuation.
    expect(closed.getByRole("listitem").textContent).toBe(
      "Ceinture minimale : L'événement demande au moins le 3e kyu ; la ceinture confirmée est le 6e kyu.",
    );
    expect((await card("Kumasi Cup")).getByText("L'événement est complet : en liste d'attente.")).toBeTruthy();
    // What the member wrote stays as written.
    expect((await card("Tamale Open")).getByText("Inscription retirée : Blessée au genou.")).toBeTruthy();
    expect(screen.queryByText(/Withdrawn|waiting list\./)).toBeNull();
  });
});

describe("organiser actions on the events page", () => {
  it("are not offered to a member, and the control panel's events page stays closed to them", async () => {
    storeEventsSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [anEvent()] } },
      [MINE]: { body: { items: [], gradings: [] } },
    });
    const { unmount } = await renderApp(PAGE);
    await card("Accra Open 2027");
    expect(screen.queryByRole("link", { name: "Organise events" })).toBeNull();
    unmount();

    await renderApp("/dashboard/my-control-panel/events");
    await vi.waitFor(() => expect(screen.getByTestId("location").textContent).not.toContain("my-control-panel"));
    expect(screen.queryByRole("button", { name: "New event" })).toBeNull();
  });

  it("links an official to the control panel's events", async () => {
    storeEventsSession(["FEDERATION_ADMIN"]);
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [anEvent()] } },
      [MINE]: { body: { items: [], gradings: [] } },
    });
    await renderApp(PAGE);
    const link = await screen.findByRole("link", { name: "Organise events" });
    expect(link.getAttribute("href")).toBe("/dashboard/my-control-panel/events");
  });
});

describe("an event's organiser", () => {
  it("is named by the region's name, not its code, once the regions have arrived", async () => {
    storeEventsSession();
    stubRoutes({
      ...CONFIG_ROUTE,
      [LIST]: { body: { items: [anEvent({ organiser: { kind: "REGION", region: "AH", dojo: null } })] } },
      [MINE]: { body: { items: [], gradings: [] } },
      "/api/regions": {
        body: { items: [{ code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] }] },
      },
    });
    await renderApp(PAGE);

    const open = await card("Accra Open 2027");
    expect(await open.findByText(/· Ashanti Region$/)).toBeTruthy();
    expect(open.queryByText(/Region AH|AH Region/)).toBeNull();
  });
});
