import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "../../shared/notifications/notifications-renderer";
import { preferReducedMotion } from "../../test/dialogs";
import { heldAnswer } from "../../test/held-answer";
import { renderApp, storeSession, stubApi } from "../../test/render-app";
import { kofiProfile } from "./test/account-fixtures";

const base = {
  "/api/config": { body: { features: { dojos: false }, environment: "test", version: "1.0.0" } },
  "/api/my-account/profile": { body: kofiProfile() },
  "/api/my-account/sessions": { body: { sessions: [], devices: [] } },
};

const readyExport = {
  id: "e-1",
  status: "READY",
  requested_at: "2026-03-06T08:00:00.000Z",
  ready_at: "2026-03-06T08:00:05.000Z",
  expires_at: "2026-03-13T08:00:05.000Z",
  size_bytes: 2_500_000,
  download_url: "/api/my-account/privacy/exports/e-1/download",
};
const waitingErasure = {
  id: "r-1",
  status: "REQUESTED",
  reason: null,
  requested_at: "2026-03-06T08:00:00.000Z",
  due_at: "2026-03-20T08:00:00.000Z",
  refusal_reason: null,
  decided_at: null,
  carried_out_at: null,
};

const callTo = (fetchStub: ReturnType<typeof stubApi>, url: string) =>
  fetchStub.mock.calls.find(([called]) => String(called) === url) as unknown as [string, RequestInit] | undefined;

afterEach(() => {
  act(() => notifications.clean());
});

describe("the account page's 'Your data' card", () => {
  it("asks for a copy of the member's data and says it is being prepared", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...base,
      "/api/my-account/privacy": { body: { export: null, erasure: null } },
      "/api/my-account/privacy/export": {
        status: 202,
        body: {
          ...readyExport,
          status: "PENDING",
          ready_at: null,
          expires_at: null,
          size_bytes: null,
          download_url: null,
        },
      },
    });
    await renderApp("/dashboard/my-account/index");

    // Nothing to download yet: the button is there (the card keeps its shape) but cannot be used.
    expect(await screen.findByText("No copy has been prepared yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download my data" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(await screen.findByRole("button", { name: "Prepare my data" }));

    expect(await screen.findByText("We are preparing your data")).toBeTruthy();
    expect(callTo(fetchStub, "/api/my-account/privacy/export")?.[1].method).toBe("POST");
  });

  it("offers a ready copy for download with its size and last day", async () => {
    storeSession();
    stubApi({ ...base, "/api/my-account/privacy": { body: { export: readyExport, erasure: null } } });
    await renderApp("/dashboard/my-account/index");

    expect(await screen.findByText(/Your data is ready \(2\.4 MB\)\. You can download it until/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download my data" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Prepare a new copy" })).toBeTruthy();
  });

  it("closes the account after a confirmation, with the reason given", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...base,
      "/api/my-account/privacy": { body: { export: null, erasure: null } },
      "/api/my-account/privacy/erasure": { status: 202, body: { ...waitingErasure, reason: "Moving abroad" } },
    });
    await renderApp("/dashboard/my-account/index");

    fireEvent.click(await screen.findByRole("button", { name: "Close my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Close your account?" });
    fireEvent.change(within(dialog).getByLabelText("Why are you leaving? (optional)"), {
      target: { value: "Moving abroad" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, close my account" }));

    expect(await screen.findByText("Your request is received")).toBeTruthy();
    const call = callTo(fetchStub, "/api/my-account/privacy/erasure");
    expect(call?.[1].method).toBe("POST");
    expect(JSON.parse(String(call?.[1].body))).toEqual({ reason: "Moving abroad" });
  });

  it("still confirms a closing asked for in a dialog closed before the answer, and leaves the next opening alone", async () => {
    preferReducedMotion();
    storeSession();
    const { held, release } = heldAnswer();
    stubApi({
      ...base,
      "/api/my-account/privacy": { body: { export: null, erasure: null } },
      "/api/my-account/privacy/erasure": { status: 202, body: { ...waitingErasure, reason: "Moving abroad" }, held },
    });
    await renderApp("/dashboard/my-account/index");

    const name = "Close your account?";
    const reason = "Why are you leaving? (optional)";
    fireEvent.click(await screen.findByRole("button", { name: "Close my account" }));
    let dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(reason), { target: { value: "Moving abroad" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, close my account" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name })).toBeNull());

    // Opened again: the first answer must neither close it nor clear the reason typed in it.
    fireEvent.click(screen.getByRole("button", { name: "Close my account" }));
    dialog = await screen.findByRole("dialog", { name });
    fireEvent.change(within(dialog).getByLabelText(reason), { target: { value: "Second thoughts" } });
    release();
    expect(await screen.findByText("Your request is received")).toBeTruthy();
    expect((within(dialog).getByLabelText(reason) as HTMLTextAreaElement).value).toBe("Second thoughts");
    expect(screen.getByRole("dialog", { name })).toBe(dialog);
  });

  it("shows a waiting request's day and lets the member withdraw it", async () => {
    storeSession();
    const fetchStub = stubApi({
      ...base,
      "/api/my-account/privacy": { body: { export: null, erasure: waitingErasure } },
      "/api/my-account/privacy/erasure": { body: { ...waitingErasure, status: "WITHDRAWN" } },
    });
    await renderApp("/dashboard/my-account/index");

    expect(await screen.findByText(/Your account will be closed and erased on/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close my account" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Withdraw my request" }));

    expect(await screen.findByText("Your request is withdrawn")).toBeTruthy();
    expect(callTo(fetchStub, "/api/my-account/privacy/erasure")?.[1].method).toBe("DELETE");
  });
});
