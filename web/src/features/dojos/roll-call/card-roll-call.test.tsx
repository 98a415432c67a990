import type { AttendanceEntry } from "@gkf/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { aDojo, aRoll, aSession, storeDojoSession, stubDojosApi } from "../test/dojo-fixtures";
import { findStudent } from "./card-match";
import { ROLL_CALL_QUEUE_KEY } from "./roll-call-queue";

// Reading a scanned card (its signature checked on the phone): memberships/verify/card-number.test.ts.

afterEach(() => {
  localStorage.clear();
});

describe("matching a card to the session's students", () => {
  it("finds the student by the membership number on the card", () => {
    expect(findStudent(aRoll().items, "GKF-AA-26-000002")?.member_id).toBe("m2");
  });

  it("finds nobody for a number that is not on the session's roll", () => {
    expect(findStudent(aRoll().items, "GKF-AA-26-000009")).toBeNull();
    expect(findStudent(aRoll().items, " gkf-aa-26-000001 ")?.member_id).toBe("m1");
    expect(findStudent(aRoll().items, "")).toBeNull();
  });
});

const ROLL_PATH = "/api/gkf/dojos/d1/sessions/s1/attendance";

function stubRollCall() {
  return stubDojosApi({
    "/api/gkf/dojos/mine": { body: { items: [aDojo()] } },
    "/api/gkf/dojos/d1/sessions": { body: { items: [aSession()] } },
    [`GET ${ROLL_PATH}`]: { body: aRoll() },
    [`PUT ${ROLL_PATH}`]: ({ body }) => {
      const statuses = Object.fromEntries(
        (body as { entries: AttendanceEntry[] }).entries.map((entry) => [entry.member, entry.status]),
      );
      return { body: aRoll(statuses) };
    },
  });
}

async function openScanner() {
  await renderApp("/dashboard/my-activities/index");
  await screen.findByRole("listitem", { name: "Kofi Boateng" });
  fireEvent.click(screen.getByRole("button", { name: "Scan a card" }));
  return screen.findByRole("textbox", { name: /Membership number/ });
}

describe("scan a card, or type its number, on today's roll", () => {
  it("marks the student whose number is typed present, through the roll-call queue", async () => {
    storeDojoSession();
    const { sent } = stubRollCall();
    const input = await openScanner();
    expect(screen.getByTestId("card-scanner")).toBeTruthy();

    fireEvent.change(input, { target: { value: "gkf-aa-26-000002" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark present" }));

    expect(await screen.findByText("Kofi Boateng is marked present.")).toBeTruthy();
    const kofi = screen.getByRole("listitem", { name: "Kofi Boateng" });
    expect(await within(kofi).findByText("Present", { selector: ".mantine-Badge-label" })).toBeTruthy();
    const puts = sent.filter((request) => request.method === "PUT");
    expect(puts).toHaveLength(1);
    const entries = (puts[0]?.body as { entries: AttendanceEntry[] } | undefined)?.entries ?? [];
    expect(entries.map(({ member, status }) => [member, status])).toEqual([["m2", "PRESENT"]]);
  });

  it("says a card of someone who is not a student of this dojo, and records nothing", async () => {
    storeDojoSession();
    const { sent } = stubRollCall();
    const input = await openScanner();

    fireEvent.change(input, { target: { value: "GKF-BA-26-000777" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark present" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "GKF-BA-26-000777 is not a student of this dojo. Nothing was recorded.",
    );
    expect(window.localStorage.getItem(ROLL_CALL_QUEUE_KEY)).toBeNull();
    expect(sent.filter((request) => request.method === "PUT")).toEqual([]);
  });

  it("asks for a number before marking anyone", async () => {
    storeDojoSession();
    const { sent } = stubRollCall();
    await openScanner();
    fireEvent.click(screen.getByRole("button", { name: "Mark present" }));
    expect(await screen.findByText("Type the membership number on the card.")).toBeTruthy();
    expect(sent.filter((request) => request.method === "PUT")).toEqual([]);
  });
});
