import { CACHE_KEYS, type Child } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCacheStore } from "../../shared/cache/cache-store";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { setActingFor } from "../../shared/session/acting-for";
import { heldAnswer } from "../../test/held-answer";
import { renderApp, storeSession } from "../../test/render-app";
import { aProfile, aRecord, PAID_SUMMARY, REGIONS, UNPAID_SUMMARY } from "../memberships/test/membership-fixtures";
import { aChild } from "./test/child-fixture";

const deviceCache = () => createCacheStore({ storage: window.localStorage });

interface Sent {
  method: string;
  path: string;
  actingFor: string | null;
  body: unknown;
}

/**
 * A server that answers per person: the guardian (Ama) by default, a child when the request
 * carries X-Acting-For. Every request is recorded with the header it carried.
 */
function stubFamilyServer(state: { children: Child[]; held?: Promise<void> }) {
  const sent: Sent[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const actingFor = new Headers(init?.headers).get("x-acting-for");
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: pathname, actingFor, body });
    const child = state.children.find((one) => one.id === actingFor);
    const answer = (status: number, json: unknown) =>
      new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
    if (pathname === "/api/config")
      return answer(200, { features: { dojos: false }, environment: "test", version: "1" });
    if (pathname === "/api/regions") return answer(200, REGIONS);
    if (pathname === "/api/my-account/children" && method === "POST") {
      if (state.held) await state.held;
      const added = aChild({
        id: "child-esi",
        first_name: body.first_name,
        last_name: body.last_name,
        gender: body.gender,
      });
      state.children = [...state.children, added];
      return answer(201, added);
    }
    if (pathname === "/api/my-account/children") return answer(200, { items: state.children });
    if (pathname === "/api/my-account/profile")
      return answer(
        200,
        child
          ? aProfile({ first_name: child.first_name, last_name: child.last_name, email: null, tel: null })
          : aProfile(),
      );
    if (pathname === "/api/my-account/membership/my-record")
      return answer(
        200,
        child ? aRecord({ has_paid_registration: false, status: "PENDING_PAYMENT", code: null }) : aRecord(),
      );
    if (pathname === "/api/my-account/membership/my-record-summary")
      return child ? answer(206, UNPAID_SUMMARY) : answer(200, PAID_SUMMARY);
    return answer(404, { code: "NOT_FOUND", message: `No stub for ${method} ${pathname}` });
  });
  vi.stubGlobal("fetch", fetchStub);
  return sent;
}

const switcher = () => screen.findByRole("group", { name: "Whose record" });

beforeEach(() => {
  setActingFor(null);
  window.sessionStorage.clear();
  storeSession();
});

afterEach(() => {
  act(() => notifications.clean());
  setActingFor(null);
  vi.restoreAllMocks();
});

describe("families: a guardian's children", () => {
  it("adds a child from the dashboard, who then appears in the list and in the header's switcher", async () => {
    const sent = stubFamilyServer({ children: [] });
    await renderApp("/dashboard/my-profile/index");

    expect(await screen.findByText("No child added yet.")).toBeTruthy();
    // No switcher for someone without children, until "Add a child" is tapped: the header's row
    // appears with the tap (just "Me"), so the page does not jump when the child comes back.
    expect(screen.queryByRole("group", { name: "Whose record" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add a child" }));
    expect(await screen.findByRole("region", { name: "Add a child" })).toBeTruthy();
    expect(
      within(await switcher())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Me"]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("group", { name: "Whose record" })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Add a child" }));
    const form = within(await screen.findByRole("region", { name: "Add a child" }));
    fireEvent.click(form.getByRole("button", { name: "Add child" }));
    expect(await form.findByText("First name is required")).toBeTruthy();
    expect(sent.some((one) => one.method === "POST")).toBe(false);

    fireEvent.change(form.getByLabelText(/First name/), { target: { value: "Esi" } });
    fireEvent.change(form.getByLabelText(/Last name/), { target: { value: "Mensah" } });
    fireEvent.change(form.getByLabelText(/Date of birth/), { target: { value: "2015-06-01" } });
    fireEvent.change(form.getByLabelText(/Gender/), { target: { value: "FEMALE" } });
    await waitFor(() => expect((form.getByLabelText(/Region/) as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(form.getByLabelText(/Region/), { target: { value: "AA" } });
    fireEvent.change(form.getByLabelText(/District/), { target: { value: "AM" } });
    fireEvent.click(form.getByRole("button", { name: "Add child" }));

    expect(await screen.findByText("Esi Mensah")).toBeTruthy();
    const post = sent.find((one) => one.method === "POST" && one.path === "/api/my-account/children");
    expect(post?.body).toEqual({
      first_name: "Esi",
      last_name: "Mensah",
      date_of_birth: "2015-06-01",
      gender: "FEMALE",
      region: "AA",
      district: "AM",
      consent: true,
    });
    expect(post?.actingFor).toBeNull();
    expect(screen.getByText("Registration fee to pay")).toBeTruthy();
    expect(within(await switcher()).getByRole("button", { name: "Esi" })).toBeTruthy();
  });

  it("still confirms a child added whose form was cancelled before the answer, and leaves the form opened since", async () => {
    const { held, release } = heldAnswer();
    stubFamilyServer({ children: [], held });
    await renderApp("/dashboard/my-profile/index");

    fireEvent.click(await screen.findByRole("button", { name: "Add a child" }));
    let form = within(await screen.findByRole("region", { name: "Add a child" }));
    fireEvent.change(form.getByLabelText(/First name/), { target: { value: "Esi" } });
    fireEvent.change(form.getByLabelText(/Last name/), { target: { value: "Mensah" } });
    fireEvent.change(form.getByLabelText(/Date of birth/), { target: { value: "2015-06-01" } });
    fireEvent.change(form.getByLabelText(/Gender/), { target: { value: "FEMALE" } });
    await waitFor(() => expect((form.getByLabelText(/Region/) as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(form.getByLabelText(/Region/), { target: { value: "AA" } });
    fireEvent.change(form.getByLabelText(/District/), { target: { value: "AM" } });
    fireEvent.click(form.getByRole("button", { name: "Add child" }));
    fireEvent.click(form.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Add a child" })).toBeNull());

    // Opened again: the first answer must neither close it nor clear what is typed in it.
    fireEvent.click(screen.getByRole("button", { name: "Add a child" }));
    const region = await screen.findByRole("region", { name: "Add a child" });
    form = within(region);
    fireEvent.change(form.getByLabelText(/First name/), { target: { value: "Kofi" } });
    release();
    expect(await screen.findByText("Child added")).toBeTruthy();
    expect(await screen.findByText("Esi Mensah")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Add a child" })).toBe(region);
    expect((form.getByLabelText(/First name/) as HTMLInputElement).value).toBe("Kofi");
  });

  it("switches to a child in one tap: every member request carries X-Acting-For and the header names the child", async () => {
    const sent = stubFamilyServer({ children: [aChild()] });
    await renderApp("/dashboard/my-profile/index");
    expect(await screen.findByText("ama@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Positions" })).toBeTruthy();

    fireEvent.click(within(await switcher()).getByRole("button", { name: "Kofi" }));

    expect(await screen.findByText("Acting for Kofi Mensah")).toBeTruthy();
    expect(
      within(await switcher())
        .getByRole("button", { name: "Kofi" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    // The child's profile, fetched for the child; no "Your children" and no positions while acting.
    await waitFor(() => expect(screen.queryByText("ama@example.com")).toBeNull());
    await waitFor(() =>
      expect(sent.some((one) => one.path === "/api/my-account/profile" && one.actingFor === "child-kofi")).toBe(true),
    );
    expect(screen.queryByRole("heading", { name: "Your children" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Positions" })).toBeNull();
    // The family is the guardian's own business: asked without the header.
    expect(sent.filter((one) => one.path === "/api/my-account/children").every((one) => one.actingFor === null)).toBe(
      true,
    );
  });

  it("keeps each person's data apart: back to 'Me' shows the guardian's own record, never the child's", async () => {
    const sent = stubFamilyServer({ children: [aChild()] });
    await renderApp("/dashboard/my-profile/index");
    expect(await screen.findByText("ama@example.com")).toBeTruthy();
    expect(await screen.findByText("GKF-AA-26-000001")).toBeTruthy();

    fireEvent.click(within(await switcher()).getByRole("button", { name: "Kofi" }));
    await waitFor(() =>
      expect(sent.some((one) => one.path === "/api/my-account/profile" && one.actingFor === "child-kofi")).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText("GKF-AA-26-000001")).toBeNull());
    // The child's (unpaid) summary never replaces the guardian's copy on the device.
    expect(deviceCache().get(CACHE_KEYS.MY_MEMBERSHIP)).toEqual(PAID_SUMMARY);

    const profileRequests = sent.filter((one) => one.path === "/api/my-account/profile").length;
    fireEvent.click(within(await switcher()).getByRole("button", { name: "Me" }));
    expect(await screen.findByText("ama@example.com")).toBeTruthy();
    expect(screen.getByText("GKF-AA-26-000001")).toBeTruthy();
    expect(screen.queryByText(/Acting for/)).toBeNull();
    // Each person's answers have their own cache entries: the guardian's came back from the cache,
    // the request that follows (if any) is the guardian's own.
    const later = sent.filter((one) => one.path === "/api/my-account/profile").slice(profileRequests);
    expect(later.every((one) => one.actingFor === null)).toBe(true);
  });
});
