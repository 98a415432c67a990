import type { AttendanceEntry, CardKeySet } from "@gkf/contract";
import * as ed from "@noble/ed25519";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { aDojo, aRoll, aSession, storeDojoSession, stubDojosApi } from "../test/dojo-fixtures";
import { findStudent, readCardCode } from "./card-match";
import { ROLL_CALL_QUEUE_KEY } from "./roll-call-queue";

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A federation key of the test's own, signing tokens as the server does. */
const secretKey = ed.utils.randomSecretKey();
let keys: CardKeySet;
const claims = (code: string) => ({
  v: 1,
  kid: "test-kid",
  code,
  n: "Kofi Boateng",
  t: "ATHLETE",
  b: "KYU_3",
  x: "2099-01-10",
  iat: 1_790_000_000,
});

async function cardQr(code: string, key = secretKey): Promise<string> {
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(claims(code))));
  const signature = await ed.signAsync(new TextEncoder().encode(payload), key);
  return `https://portal.gkf.test/verify/t/${payload}.${toBase64Url(signature)}`;
}

beforeAll(async () => {
  const publicKey = await ed.getPublicKeyAsync(secretKey);
  keys = {
    keys: [{ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig", kid: "test-kid", x: toBase64Url(publicKey) }],
  };
});

afterEach(() => {
  localStorage.clear();
});

const noFetch = () => Promise.reject(new Error("not expected"));

describe("a scanned card on the roll call", () => {
  it("gives the membership number of a genuine card, checked with the keys on the phone", async () => {
    const reading = await readCardCode(await cardQr("GKF-AA-26-000002"), { keys, online: false, fetchKeys: noFetch });
    expect(reading).toEqual({ kind: "code", code: "GKF-AA-26-000002" });
    const student = findStudent(aRoll().items, reading.kind === "code" ? reading.code : "");
    expect(student?.member_id).toBe("m2");
  });

  it("fetches the keys when the phone has none and there is a connection", async () => {
    const qr = await cardQr("GKF-AA-26-000001");
    expect(await readCardCode(qr, { keys: null, online: true, fetchKeys: async () => keys })).toEqual({
      kind: "code",
      code: "GKF-AA-26-000001",
    });
  });

  it("says 'no connection' when the phone has no keys and is offline", async () => {
    const qr = await cardQr("GKF-AA-26-000001");
    expect(await readCardCode(qr, { keys: null, online: false, fetchKeys: noFetch })).toEqual({
      kind: "no-connection",
    });
  });

  it("refuses a forged card and a QR code that is not a card", async () => {
    const forged = await cardQr("GKF-AA-26-000001", ed.utils.randomSecretKey());
    expect(await readCardCode(forged, { keys, online: true, fetchKeys: async () => keys })).toEqual({
      kind: "not-genuine",
    });
    expect(await readCardCode("https://example.com/menu", { keys, online: true, fetchKeys: noFetch })).toEqual({
      kind: "not-card",
    });
    // A card's number address names its number, as typing it would.
    expect(
      await readCardCode("https://portal.gkf.test/verify/gkf-aa-26-000001", {
        keys,
        online: false,
        fetchKeys: noFetch,
      }),
    ).toEqual({ kind: "code", code: "GKF-AA-26-000001" });
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
