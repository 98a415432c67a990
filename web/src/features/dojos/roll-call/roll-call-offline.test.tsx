import type { AttendanceEntry } from "@gkf/contract";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { aDojo, aRoll, aSession, storeDojoSession, stubDojosApi } from "../test/dojo-fixtures";
import { ROLL_CALL_QUEUE_KEY } from "./roll-call-queue";

let online = true;
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });

function setConnection(isOnline: boolean) {
  online = isOnline;
  act(() => {
    window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
  });
}

afterEach(() => {
  // The query library keeps its own idea of the connection between tests: give it back.
  setConnection(true);
});

const ROLL_PATH = "/api/gkf/dojos/d1/sessions/s1/attendance";

/** The server: records each client id once, as the API promises. */
function stubServer() {
  const recorded = new Map<string, AttendanceEntry>();
  const roll = () => {
    const statuses = Object.fromEntries([...recorded.values()].map((entry) => [entry.member, entry.status]));
    return aRoll(statuses);
  };
  const stub = stubDojosApi({
    "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
    "/api/gkf/dojos/d1/sessions": { body: { items: [aSession()] } },
    [`GET ${ROLL_PATH}`]: () => ({ body: roll() }),
    [`PUT ${ROLL_PATH}`]: ({ body }) => {
      for (const entry of (body as { entries: AttendanceEntry[] }).entries) recorded.set(entry.client_id, entry);
      return { body: roll() };
    },
  });
  return { ...stub, recorded };
}

describe("roll call without a connection", () => {
  it("keeps the taps on the phone, says how many wait, and sends them once when the connection returns", async () => {
    storeDojoSession();
    const { sent, recorded } = stubServer();
    await renderApp("/dashboard/my-activities/index");
    const kofi = await screen.findByRole("listitem", { name: "Kofi Boateng" });
    expect(screen.getByText("Every entry is sent.")).toBeTruthy();

    setConnection(false);
    expect(await screen.findByText("You are offline")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "All present" }));
    fireEvent.click(within(kofi).getByRole("button", { name: "Late" }));

    expect(await screen.findByText("Offline · 2 entries waiting to be sent")).toBeTruthy();
    expect(within(kofi).getByRole("button", { name: "Late" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(kofi).getByText("Not sent yet")).toBeTruthy();
    expect(sent.filter((request) => request.method === "PUT")).toEqual([]);
    // Kept on the device: a reload or another page would find them.
    expect(JSON.parse(window.localStorage.getItem(ROLL_CALL_QUEUE_KEY) ?? "[]")).toHaveLength(2);

    setConnection(true);
    expect(await screen.findByText("Every entry is sent.")).toBeTruthy();
    expect(await screen.findByText("Roll call sent")).toBeTruthy();
    const puts = sent.filter((request) => request.method === "PUT");
    expect(puts).toHaveLength(1);
    const entries = (puts[0]?.body as { entries: AttendanceEntry[] } | undefined)?.entries ?? [];
    expect(entries.map(({ member, status }) => [member, status])).toEqual([
      ["m1", "PRESENT"],
      ["m2", "LATE"],
    ]);
    expect(new Set(entries.map((entry) => entry.client_id)).size).toBe(2);
    expect(recorded.size).toBe(2);
    expect(within(kofi).getByText("Late", { selector: ".mantine-Badge-label" })).toBeTruthy();

    // The connection flickers: nothing is sent twice.
    setConnection(false);
    setConnection(true);
    expect(sent.filter((request) => request.method === "PUT")).toHaveLength(1);
    expect(window.localStorage.getItem(ROLL_CALL_QUEUE_KEY)).toBeNull();
  });

  it("sends at once while online, and keeps what the server could not take for later", async () => {
    storeDojoSession();
    let failing = true;
    const { sent } = stubDojosApi({
      "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
      "/api/gkf/dojos/d1/sessions": { body: { items: [aSession()] } },
      [`GET ${ROLL_PATH}`]: { body: aRoll() },
      [`PUT ${ROLL_PATH}`]: () =>
        failing
          ? { status: 503, body: { code: "UNAVAILABLE", message: "Try again later" } }
          : { body: aRoll({ m1: "ABSENT" }) },
    });
    await renderApp("/dashboard/my-activities/index");
    const ama = await screen.findByRole("listitem", { name: "Ama Mensah" });
    fireEvent.click(within(ama).getByRole("button", { name: "Absent" }));
    expect(await screen.findByText("1 entry waiting to be sent")).toBeTruthy();
    expect(sent.filter((request) => request.method === "PUT")).toHaveLength(1);

    failing = false;
    setConnection(true);
    expect(await screen.findByText("Every entry is sent.")).toBeTruthy();
    const puts = sent.filter((request) => request.method === "PUT");
    expect(puts).toHaveLength(2);
    // The same entry, with the same client id, both times.
    expect(puts[0]?.body).toEqual(puts[1]?.body);
  });

  it("opens without a connection from what this phone kept, and the taps wait", async () => {
    storeDojoSession();
    const { fetchStub } = stubServer();
    const first = await renderApp("/dashboard/my-activities/index");
    await screen.findByRole("listitem", { name: "Kofi Boateng" });
    first.unmount();

    // The app opens again with no network: every request fails as a browser's would.
    setConnection(false);
    fetchStub.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    await renderApp("/dashboard/my-activities/index");
    const kofi = await screen.findByRole("listitem", { name: "Kofi Boateng" });
    fireEvent.click(within(kofi).getByRole("button", { name: "Excused" }));
    expect(await screen.findByText("Offline · 1 entry waiting to be sent")).toBeTruthy();
  });
});
