import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../test/dialogs";
import { heldAnswer } from "../../test/held-answer";
import { renderApp, storeOfficialSession, stubApi } from "../../test/render-app";
import { aDocument, aFile, aMember, aRecord, requestsTo, stubObjectUrls } from "./test/member-fixtures";

const PAGE = "/dashboard/my-control-panel/members";
const REGIONS = {
  body: {
    items: [
      { code: "AA", iso_code: "GH-AA", name: "Greater Accra", capital: "Accra", districts: [] },
      { code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] },
    ],
  },
};

const page = (items: unknown[], total = items.length) => ({ body: { items, total, page: 1, page_size: 25 } });

afterEach(() => {
  act(() => notifications.clean());
});

describe("the member directory", () => {
  it("searches by part of a name and filters, through the page's address", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const fetchStub = stubApi({
      "/api/admin/members": page([aMember(), aMember({ id: "member-2", first_name: "Kojo", code: null })], 61),
      "/api/regions": REGIONS,
    });
    await renderApp(PAGE);

    expect(await screen.findByRole("heading", { name: "Members", level: 1 })).toBeTruthy();
    expect(await screen.findByText("61 members")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Members matching the search" });
    expect(within(table).getByRole("button", { name: "Open the file of Ama Mensah" })).toBeTruthy();
    expect(within(table).getByText("No number yet")).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "adjo" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.change(await screen.findByLabelText("Status"), { target: { value: "SUSPENDED" } });
    await waitFor(() => {
      const last = requestsTo(fetchStub, "/api/admin/members").at(-1);
      expect(last?.url.searchParams.get("q")).toBe("adjo");
      expect(last?.url.searchParams.get("status")).toBe("SUSPENDED");
    });

    fireEvent.click(screen.getByRole("button", { name: "Sort by Number" }));
    await waitFor(() =>
      expect(requestsTo(fetchStub, "/api/admin/members").at(-1)?.url.searchParams.get("sort")).toBe("code"),
    );
  });

  it("on a phone, keeps the filters behind a 'Filters (n)' button counting those in use", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes("max-width: 48em") });
    try {
      const fetchStub = stubApi({ "/api/admin/members": page([aMember()]), "/api/regions": REGIONS });
      await renderApp(`${PAGE}?status=ACTIVE&belt=KYU_3`);

      const toggle = await screen.findByRole("button", { name: "Filters (2)" });
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(screen.queryByLabelText("Status")).toBeNull();
      expect(await screen.findByText("1 member")).toBeTruthy();

      fireEvent.click(toggle);
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      fireEvent.change(await screen.findByLabelText("Compliance"), { target: { value: "INCOMPLETE" } });
      expect(await screen.findByRole("button", { name: "Filters (3)" })).toBeTruthy();
      await waitFor(() =>
        expect(requestsTo(fetchStub, "/api/admin/members").at(-1)?.url.searchParams.get("compliance")).toBe(
          "INCOMPLETE",
        ),
      );
    } finally {
      window.matchMedia = desktop;
    }
  });

  it("opens a member's file with its sections and previews a document inline", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    stubObjectUrls();
    const certificate = aDocument({
      id: "doc-7",
      document_type: "BIRTH_CERTIFICATE",
      file_url: "/api/admin/documents/doc-7/file",
    });
    stubApi({
      "/api/admin/members": page([aMember()]),
      "/api/regions": REGIONS,
      "/api/admin/members/member-1": { body: aFile({ documents: [certificate] }) },
      "/api/admin/documents/doc-7/file": { body: {} },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Open the file of Ama Mensah" }));
    const drawer = await screen.findByRole("dialog", { name: "File of Ama Mensah" });
    for (const section of ["Identity and contacts", "Membership", "Compliance", "Documents", "Audit trail"]) {
      expect(within(drawer).getByRole("heading", { name: section })).toBeTruthy();
    }
    expect(within(drawer).getByText("Date of birth on record: 2003-04-12")).toBeTruthy();
    fireEvent.click(within(drawer).getByRole("button", { name: "Preview" }));
    const frame = await within(drawer).findByTitle("Preview of Birth certificate");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("blob:test");
  });

  it("names payments, applications, event entries and audit actions as the rest of the app does, not by their codes", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const file = aFile({
      payments: [
        {
          reference: "GKF-PAY-1",
          purpose: "REGISTRATION",
          status: "SUCCESS",
          amount: 15_000,
          currency: "GHS",
          provider: "sandbox",
          channel: "card",
          created_at: "2026-01-10T09:00:00.000Z",
          paid_at: "2026-01-10T09:01:00.000Z",
          receipt_number: "R-1",
          receipt_url: null,
          authorization_url: null,
        },
      ],
      applications: [
        {
          id: "app-1",
          position: { id: "pos-1", name: "Youth commission" },
          status: "SHORTLISTED",
          statement: null,
          decision_note: null,
          created_at: "2026-02-01T09:00:00.000Z",
          updated_at: "2026-02-02T09:00:00.000Z",
        },
      ],
      events: [
        {
          id: "entry-1",
          event_id: "ev-1",
          member: { id: "member-1", first_name: "Ama", last_name: "Mensah", code: "GKF-AA-26-000001" },
          category: null,
          status: "WAITLISTED",
          reason: null,
          reason_code: null,
          reason_note: null,
          waitlist_position: 2,
          entered_by: "MEMBER",
          consent_given: true,
          eligibility: { eligible: true, checks: [] },
          payment_reference: null,
          checked_in_at: null,
          result: null,
          created_at: "2026-11-01T09:00:00.000Z",
          updated_at: "2026-11-01T09:00:00.000Z",
          event: {
            id: "ev-1",
            type: "TOURNAMENT",
            title: "National Championship",
            starts_on: "2026-12-05",
            ends_on: "2026-12-06",
            venue: "Accra Sports Stadium",
            status: "PUBLISHED",
          },
        },
      ],
      audit: [
        {
          id: "a1",
          at: "2026-03-01T10:00:00.000Z",
          action: "MEMBERS_EXPORTED",
          outcome: "SUCCESS",
          actor: null,
          detail: null,
        },
      ],
    });
    stubApi({
      "/api/admin/members": page([aMember()]),
      "/api/regions": REGIONS,
      "/api/admin/members/member-1": { body: file },
    });
    await renderApp(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Open the file of Ama Mensah" }));
    const drawer = await screen.findByRole("dialog", { name: "File of Ama Mensah" });
    const section = (name: string) =>
      within(drawer).getByRole("heading", { name }).closest("section")?.textContent ?? "";
    expect(section("Payments")).toContain("Registration fee");
    expect(section("Payments")).toContain("Paid");
    expect(section("Payments")).not.toContain("REGISTRATION");
    expect(section("Position applications")).toContain("Youth commission · Shortlisted");
    expect(section("Events")).toContain("National Championship · Waiting list");
    expect(section("Audit trail")).toContain("Member list exported");
  });

  it("says what was done once the suspension is recorded, and the file shows the new status", async () => {
    storeOfficialSession(["FEDERATION_ADMIN"]);
    // The server's file as it is now: suspended once the suspension is sent.
    let status: "ACTIVE" | "SUSPENDED" = "ACTIVE";
    stubApi({
      "/api/admin/members": page([aMember()]),
      "/api/regions": REGIONS,
      "/api/admin/members/member-1": {
        get body() {
          return aFile({ membership: aRecord({ status }) });
        },
      },
      "/api/admin/members/member-1/suspend": {
        get body() {
          status = "SUSPENDED";
          return { member: aMember({ status }), message: "Suspended." };
        },
      },
    });
    await renderApp(`${PAGE}?member=member-1`);

    const drawer = await screen.findByRole("dialog", { name: "File of Ama Mensah" });
    fireEvent.click(within(drawer).getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend the membership of Ama Mensah" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Unpaid dojo dues" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("Membership suspended")).toBeTruthy();
    expect(screen.getByText("The membership is suspended and the member is told.")).toBeTruthy();
    expect(await within(drawer).findByRole("button", { name: "Reinstate" })).toBeTruthy();
  });

  it("still says what was done when the dialog was closed before the answer, and leaves the next opening alone", async () => {
    preferReducedMotion();
    storeOfficialSession(["FEDERATION_ADMIN"]);
    const { held, release } = heldAnswer();
    stubApi({
      "/api/admin/members": page([aMember()]),
      "/api/regions": REGIONS,
      "/api/admin/members/member-1": { body: aFile({ membership: aRecord() }) },
      "/api/admin/members/member-1/suspend": {
        body: { member: aMember({ status: "SUSPENDED" }), message: "Suspended." },
        held,
      },
    });
    await renderApp(`${PAGE}?member=member-1`);

    const drawer = await screen.findByRole("dialog", { name: "File of Ama Mensah" });
    const name = "Suspend the membership of Ama Mensah";
    fireEvent.click(within(drawer).getByRole("button", { name: "Suspend" }));
    let dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Unpaid dojo dues" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name })).toBeNull());

    // Opened again: the first answer must neither close it nor clear the reason typed in it.
    fireEvent.click(within(drawer).getByRole("button", { name: "Suspend" }));
    dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Second thoughts" } });
    release();
    expect(await screen.findByText("Membership suspended")).toBeTruthy();
    expect((within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe("Second thoughts");
    expect(screen.getByRole("dialog", { name })).toBe(dialog);
  });

  it("suspends only with a reason, and shows the server's refusal for another region's member", async () => {
    storeOfficialSession(["REGIONAL_ADMIN"]);
    const fetchStub = stubApi({
      "/api/admin/members": page([aMember()]),
      "/api/regions": REGIONS,
      "/api/admin/members/member-1": { body: aFile({ membership: aRecord() }) },
      "/api/admin/members/member-1/suspend": {
        status: 403,
        body: {
          code: "FORBIDDEN",
          message: "This member belongs to another region: you can act on your own region's members only.",
        },
      },
    });
    await renderApp(`${PAGE}?member=member-1`);

    const drawer = await screen.findByRole("dialog", { name: "File of Ama Mensah" });
    fireEvent.click(within(drawer).getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend the membership of Ama Mensah" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Give a reason of at least 3 characters.")).toBeTruthy();
    expect(requestsTo(fetchStub, "/api/admin/members/member-1/suspend")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Unpaid dojo dues" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(
      await within(dialog).findByText(
        "This member belongs to another region: you can act on your own region's members only.",
      ),
    ).toBeTruthy();
    const [sent] = requestsTo(fetchStub, "/api/admin/members/member-1/suspend");
    expect(JSON.parse(String(sent?.init.body))).toEqual({ reason: "Unpaid dojo dues" });
  });
});
