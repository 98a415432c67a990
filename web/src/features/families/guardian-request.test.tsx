import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { setActingFor } from "../../shared/session/acting-for";
import { renderApp, storeSession, stubApi } from "../../test/render-app";
import { clearDraft } from "../auth/register/registration-draft";
import { aProfile } from "../memberships/test/membership-fixtures";
import { aChild } from "./test/child-fixture";

/** A 13–17-year-old registering on their own names a guardian, who confirms on the account page (decision 111). */
const TOKEN = "t0k3n-of-the-guardian-request";
const PATH = `/api/my-account/guardian-requests/${TOKEN}`;
const request = (status: string) => ({
  status,
  child: { first_name: "Esi", last_name: "Quaye", date_of_birth: "2011-03-02" },
  created_at: "2026-11-20T09:00:00.000Z",
  decided_at: status === "PENDING" ? null : "2026-11-21T09:00:00.000Z",
});
const account = {
  "/api/config": { body: { features: { dojos: false }, environment: "test", version: "1" } },
  "/api/my-account/profile": { body: aProfile() },
  "/api/my-account/sessions": { body: { sessions: [], devices: [] } },
  "/api/my-account/children": { body: { items: [] } },
};

afterEach(() => {
  setActingFor(null);
  clearDraft();
  window.sessionStorage.clear();
  act(() => notifications.clean());
});

describe("a guardian request", () => {
  it("is confirmed by the guardian from the message's link", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...account,
      [PATH]: { body: request("PENDING") },
      [`${PATH}/confirm`]: { body: request("CONFIRMED") },
    });
    await renderApp(`/dashboard/my-account/index/guardian-request/${TOKEN}`);
    expect(await screen.findByText(/Esi Quaye \(born .*2011\) registered and named you/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm I am their guardian" }));
    expect(
      await screen.findByText("You are now the guardian of Esi Quaye. Tap their name at the top to act for them."),
    ).toBeTruthy();
    const sent = fetchStub.mock.calls.find(([url]) => String(url).endsWith("/confirm")) as unknown as [
      string,
      RequestInit,
    ];
    expect(sent[1].method).toBe("POST");
  });

  it("says a request the minor has since replaced needs no answer, and offers no confirm or decline", async () => {
    storeSession();
    stubApi({ ...account, [PATH]: { body: request("REPLACED") } });
    await renderApp(`/dashboard/my-account/index/guardian-request/${TOKEN}`);
    const replaced = await screen.findByText(
      "Esi Quaye has since sent a newer request. This one no longer needs an answer.",
    );
    expect(replaced.getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: "Confirm I am their guardian" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
  });

  it("tells someone signed in with another contact that it is not theirs", async () => {
    storeSession();
    stubApi({
      ...account,
      [PATH]: {
        status: 403,
        body: { code: "GUARDIAN_REQUEST_NOT_YOURS", message: "This request was sent to another e-mail address." },
      },
    });
    await renderApp(`/dashboard/my-account/index/guardian-request/${TOKEN}`);
    expect(await screen.findByText(/This request was sent to another e-mail address or phone number/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm I am their guardian" })).toBeNull();
  });
});

describe("registering at 13 to 17", () => {
  it("offers the parent or guardian's e-mail only to a minor of 13 to 17, and refuses their own address", async () => {
    stubApi({
      "/api/regions": {
        body: { items: [{ code: "AH", iso_code: "GH-AH", name: "Ashanti", capital: "Kumasi", districts: [] }] },
      },
    });
    await renderApp("/auth/register");
    await screen.findByRole("heading", { name: "Create your account" });
    const label = /Your parent or guardian's e-mail/;
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: "1990-01-01" } });
    expect(screen.queryByLabelText(label)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Date of birth/), {
      target: { value: `${new Date().getFullYear() - 15}-01-01` },
    });
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: "esi@example.com" } });
    fireEvent.change(await screen.findByLabelText(label), { target: { value: "esi@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Next: account type" }));
    await waitFor(() =>
      expect(screen.getByText("Enter your parent's or guardian's e-mail, not your own")).toBeTruthy(),
    );
  });
});

describe("a guardian's own details", () => {
  it("are asked for on the account page instead of showing the placeholder name", async () => {
    storeSession();
    const placeholder = aProfile({ first_name: "Guardian", last_name: "Tetteh", date_of_birth: "1900-01-01" });
    const fetchStub = stubApi({
      ...account,
      "/api/my-account/profile": { body: { ...placeholder, details_to_complete: true } },
      "/api/my-account/guardian-details": { body: aProfile({ first_name: "Efua", last_name: "Tetteh" }) },
    });
    await renderApp("/dashboard/my-account/index");
    expect(await screen.findByRole("heading", { name: "Your details" })).toBeTruthy();
    expect(screen.queryByText(/Guardian/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Your first name/), { target: { value: "Efua" } });
    fireEvent.change(screen.getByLabelText(/Your date of birth/), { target: { value: "1985-07-09" } });
    fireEvent.click(screen.getByRole("button", { name: "Save my details" }));
    await waitFor(() =>
      expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith("/api/my-account/guardian-details"))).toBe(true),
    );
    const sent = fetchStub.mock.calls.find(([url]) => String(url).endsWith("/guardian-details")) as unknown as [
      string,
      RequestInit,
    ];
    expect(sent[1].method).toBe("PUT");
    expect(JSON.parse(String(sent[1].body))).toEqual({
      first_name: "Efua",
      last_name: "Tetteh",
      date_of_birth: "1985-07-09",
    });
  });
});

describe("the account page while acting for a child", () => {
  it("shows the child's profile and data, not the guardian's sessions, password or two-step sign-in", async () => {
    storeSession();
    stubApi({
      ...account,
      "/api/my-account/children": { body: { items: [aChild({ membership: null })] } },
      "/api/my-account/profile": { body: aProfile({ first_name: "Kofi", last_name: "Mensah", email: null }) },
    });
    setActingFor({ id: "child-kofi", name: "Kofi Mensah" });
    await renderApp("/dashboard/my-account/index");
    expect(await screen.findByText(/You are acting for Kofi Mensah\. Sign-in, password, contacts/)).toBeTruthy();
    expect(screen.getByText("Kofi Mensah", { selector: "p" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Where you are signed in" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Change your password" })).toBeNull();
  });
});
