import { CACHE_KEYS, type Child } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCacheStore } from "../../shared/cache/cache-store";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { setActingFor } from "../../shared/session/acting-for";
import { heldAnswer } from "../../test/held-answer";
import { renderApp, storeSession } from "../../test/render-app";
import { type StubAnswer, sentBody, stubRoutes } from "../../test/stub-routes";
import { aProfile, aRecord, PAID_SUMMARY, REGIONS, UNPAID_SUMMARY } from "../memberships/test/membership-fixtures";
import { aChild } from "./test/child-fixture";
import { aFamily, minorRoutes, ownRequest } from "./test/own-guardian-request";

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
function stubFamilyServer(state: {
  children: Child[];
  held?: Promise<void>;
  refusal?: { status: number; body: unknown };
}) {
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
      if (state.refusal) return answer(state.refusal.status, state.refusal.body);
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

/** Types Esi Mensah, born 2015-06-01, of Greater Accra, into the open "Add a child" form. */
async function fillEsi(form: ReturnType<typeof within>) {
  fireEvent.change(form.getByLabelText(/First name/), { target: { value: "Esi" } });
  fireEvent.change(form.getByLabelText(/Last name/), { target: { value: "Mensah" } });
  fireEvent.change(form.getByLabelText(/Date of birth/), { target: { value: "2015-06-01" } });
  fireEvent.change(form.getByLabelText(/Gender/), { target: { value: "FEMALE" } });
  await waitFor(() => expect((form.getByLabelText(/Region/) as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(form.getByLabelText(/Region/), { target: { value: "AA" } });
  fireEvent.change(form.getByLabelText(/District/), { target: { value: "AM" } });
}

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

    await fillEsi(form);
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

  it("says so in the form when the child was added already (a form sent twice), keeping what was typed", async () => {
    const message = "Esi Mensah, born 2015-06-01, is already one of your children.";
    const state = {
      children: [aChild({ id: "child-esi", first_name: "Esi", last_name: "Mensah" })],
      refusal: { status: 409, body: { code: "CHILD_ALREADY_ADDED", message, action: "Open them from Your children." } },
    };
    stubFamilyServer(state);
    await renderApp("/dashboard/my-profile/index");
    expect(await screen.findByText("Esi Mensah")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a child" }));
    const form = within(await screen.findByRole("region", { name: "Add a child" }));
    await fillEsi(form);
    fireEvent.click(form.getByRole("button", { name: "Add child" }));

    expect(await form.findByText(message)).toBeTruthy();
    expect((form.getByLabelText(/First name/) as HTMLInputElement).value).toBe("Esi");
    expect(screen.getAllByText("Esi Mensah")).toHaveLength(1);
  });

  it("still confirms a child added whose form was cancelled before the answer, and leaves the form opened since", async () => {
    const { held, release } = heldAnswer();
    stubFamilyServer({ children: [], held });
    await renderApp("/dashboard/my-profile/index");

    fireEvent.click(await screen.findByRole("button", { name: "Add a child" }));
    let form = within(await screen.findByRole("region", { name: "Add a child" }));
    await fillEsi(form);
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

describe("families: a minor names a parent or guardian again", () => {
  const NAMES = "/api/my-account/guardian-requests";
  const declined = aFamily(ownRequest("DECLINED", "k***@example.com"));
  const openForm = async () => {
    fireEvent.click(await screen.findByRole("button", { name: "Name a parent or guardian again" }));
    return within(await screen.findByRole("region", { name: "Name your parent or guardian" }));
  };
  const familyReads = (fetchStub: ReturnType<typeof stubRoutes>) =>
    fetchStub.mock.calls.filter(([input]) => String(input).endsWith("/api/my-account/family")).length;

  it("sends the new request after a decline: a toast, and the note then waits for the new contact", async () => {
    const routes: Record<string, StubAnswer> = {
      ...minorRoutes(declined),
      [`POST ${NAMES}`]: { status: 201, body: ownRequest("PENDING", "n***@example.com") },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp("/dashboard/my-profile/index");
    expect(await screen.findByText(/The parent or guardian you named \(k\*\*\*@example\.com\) declined/)).toBeTruthy();

    const form = await openForm();
    expect(form.getByLabelText("Their phone number")).toBeTruthy();
    fireEvent.change(form.getByLabelText("Their e-mail address"), { target: { value: "nana@example.com" } });
    routes["GET /api/my-account/family"] = { body: aFamily(ownRequest("PENDING", "n***@example.com")) };
    const readsBefore = familyReads(fetchStub);
    fireEvent.click(form.getByRole("button", { name: "Send the request" }));

    expect(await screen.findByText("We asked n***@example.com to confirm being your parent or guardian.")).toBeTruthy();
    expect(sentBody(fetchStub, "POST", NAMES)).toEqual({ guardian_email: "nana@example.com" });
    expect(await screen.findByText(/^We asked n\*\*\*@example\.com to confirm .* Until they do/)).toBeTruthy();
    expect(screen.queryByText(/declined/)).toBeNull();
    await waitFor(() => expect(familyReads(fetchStub)).toBeGreaterThan(readsBefore));
    expect(screen.queryByRole("region", { name: "Name your parent or guardian" })).toBeNull();
  });

  it("shows the server's reason at the e-mail field, and a refusal in the form, keeping what was typed", async () => {
    const routes: Record<string, StubAnswer> = {
      ...minorRoutes(declined),
      [`POST ${NAMES}`]: {
        status: 400,
        body: {
          code: "VALIDATION_ERROR",
          message: "Check the highlighted fields.",
          fields: { guardian_email: "must be your parent's or guardian's, not yours" },
        },
      },
    };
    const fetchStub = stubRoutes(routes);
    await renderApp("/dashboard/my-profile/index");
    const form = await openForm();
    const email = form.getByLabelText("Their e-mail address") as HTMLInputElement;
    fireEvent.change(email, { target: { value: "esi@example.com" } });
    fireEvent.click(form.getByRole("button", { name: "Send the request" }));

    expect(await form.findByText("Their e-mail address must be your parent's or guardian's, not yours")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.value).toBe("esi@example.com");

    routes[`POST ${NAMES}`] = {
      status: 429,
      body: { code: "RATE_LIMITED", message: "You have sent 3 requests today. Try again tomorrow." },
    };
    fireEvent.change(email, { target: { value: "nana@example.com" } });
    fireEvent.click(form.getByRole("button", { name: "Send the request" }));
    expect((await form.findByRole("alert")).textContent).toBe("You have sent 3 requests today. Try again tomorrow.");
    expect(email.value).toBe("nana@example.com");
    expect(fetchStub.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(2);
  });

  it("sends nothing while both fields are empty, and asks for an e-mail only when phone sign-up is off", async () => {
    const fetchStub = stubRoutes(
      minorRoutes(aFamily(ownRequest("PENDING", "k***@example.com")), { phone_signup: false }),
    );
    await renderApp("/dashboard/my-profile/index");
    expect(await screen.findByText(/^We asked k\*\*\*@example\.com to confirm/)).toBeTruthy();
    const form = await openForm();
    await waitFor(() => expect(form.queryByLabelText("Their phone number")).toBeNull());
    fireEvent.click(form.getByRole("button", { name: "Send the request" }));

    expect(await form.findByText("Their e-mail address is required")).toBeTruthy();
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("still confirms a request whose form was cancelled before the answer", async () => {
    const { held, release } = heldAnswer();
    stubRoutes({
      ...minorRoutes(declined),
      [`POST ${NAMES}`]: { status: 201, body: ownRequest("PENDING", "n***@example.com"), held },
    });
    await renderApp("/dashboard/my-profile/index");
    const form = await openForm();
    fireEvent.change(form.getByLabelText("Their e-mail address"), { target: { value: "nana@example.com" } });
    fireEvent.click(form.getByRole("button", { name: "Send the request" }));
    fireEvent.click(form.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Name your parent or guardian" })).toBeNull());
    release();
    expect(await screen.findByText("Request sent")).toBeTruthy();
  });

  it("is not offered to an account without a guardian request (a guardian, an adult)", async () => {
    const fetchStub = stubRoutes(minorRoutes(aFamily(null)));
    await renderApp("/dashboard/my-profile/index");
    expect(await screen.findByText("No child added yet.")).toBeTruthy();
    await waitFor(() => expect(familyReads(fetchStub)).toBeGreaterThan(0));
    // Once the family's answer has landed and been shown:
    const read = fetchStub.mock.calls.findIndex(([input]) => String(input).endsWith("/api/my-account/family"));
    await act(async () => {
      await fetchStub.mock.results[read]?.value;
    });
    expect(screen.queryByText("Waiting for your guardian")).toBeNull();
    expect(screen.queryByRole("button", { name: "Name a parent or guardian again" })).toBeNull();
  });
});
