import type { CardKeySet } from "@gkf/contract";
import * as ed from "@noble/ed25519";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp, stubApi } from "../../../test/render-app";
import { decodeCardToken, tokenFromScan, verifyCardOffline } from "./card-token";

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A federation key of the test's own, signing tokens exactly as the server does. */
const secretKey = ed.utils.randomSecretKey();
let keys: CardKeySet;
const claims = {
  v: 1,
  kid: "test-kid",
  code: "GKF-AA-26-000001",
  n: "Ama Mensah",
  t: "ATHLETE",
  b: "KYU_3",
  x: "2099-01-10",
  iat: 1_790_000_000,
};

async function signToken(payloadClaims: Record<string, unknown>, key = secretKey): Promise<string> {
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(payloadClaims)));
  const signature = await ed.signAsync(new TextEncoder().encode(payload), key);
  return `${payload}.${toBase64Url(signature)}`;
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

const adult = {
  code: "GKF-AA-26-000001",
  name: "Ama Mensah",
  photo_url: "/api/public/verify/photo/abc",
  membership_type: "ATHLETE",
  belt: "KYU_3",
  status: "ACTIVE",
  expiry_date: "2027-01-10",
  is_valid: true,
  checked_at: "2026-03-06T12:00:00.000Z",
};

/** The token's check fails as it does with no connection; the keys answer (or not). */
function stubOffline({ keysReachable }: { keysReachable: boolean }) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/public/verify/keys" && keysReachable) {
      return new Response(JSON.stringify(keys), { headers: { "content-type": "application/json" } });
    }
    throw new TypeError("Failed to fetch");
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

describe("a scanned card, with a connection", () => {
  it("shows a big VALID with an adult's photo and the card's facts", async () => {
    const token = await signToken(claims);
    stubApi({ [`/api/public/verify/t/${token}`]: { body: adult }, "/api/public/verify/keys": { body: keys } });
    await renderApp(`/verify/t/${token}`);

    expect(await screen.findByText("VALID")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Membership check", level: 1 })).toBeTruthy();
    expect(screen.getByText("Ama Mensah")).toBeTruthy();
    expect(screen.getByText("GKF-AA-26-000001")).toBeTruthy();
    expect(screen.getByText("Athlete")).toBeTruthy();
    expect(screen.getByText("3rd kyu")).toBeTruthy();
    expect(screen.getByText("10 Jan 2027")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Photo of the member" }).getAttribute("src")).toBe(adult.photo_url);
    // The keys are kept for a check without a connection later.
    await waitFor(() => expect(localStorage.getItem("gkf.card-keys")).toContain("test-kid"));
  });

  it("shows a minor by first name and initial, without a photo", async () => {
    const token = await signToken({ ...claims, n: "Esi Q." });
    stubApi({
      [`/api/public/verify/t/${token}`]: { body: { ...adult, name: "Esi Q.", photo_url: null } },
    });
    await renderApp(`/verify/t/${token}`);

    expect(await screen.findByText("Esi Q.")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Photo of the member" })).toBeNull();
  });

  it("says NOT VALID for a suspended membership", async () => {
    const token = await signToken(claims);
    stubApi({
      [`/api/public/verify/t/${token}`]: { body: { ...adult, status: "SUSPENDED", is_valid: false } },
    });
    await renderApp(`/verify/t/${token}`);

    expect(await screen.findByText("NOT VALID")).toBeTruthy();
    expect(screen.getByText("This membership is not current: suspended.")).toBeTruthy();
  });

  it("says NOT GENUINE when the server refuses the token", async () => {
    const token = await signToken(claims, ed.utils.randomSecretKey());
    stubApi({
      [`/api/public/verify/t/${token}`]: {
        status: 400,
        body: { code: "CARD_NOT_GENUINE", message: "This card's QR code is not genuine." },
      },
    });
    await renderApp(`/verify/t/${token}`);

    expect(await screen.findByText("NOT GENUINE")).toBeTruthy();
    expect(screen.queryByText("Ama Mensah")).toBeNull();
  });
});

describe("a scanned card, without a connection", () => {
  it("checks the signature on the phone with the kept keys: GENUINE CARD", async () => {
    localStorage.setItem("gkf.card-keys", JSON.stringify(keys));
    stubOffline({ keysReachable: false });
    const token = await signToken(claims);
    await renderApp(`/verify/t/${token}`);

    expect(await screen.findByText("GENUINE CARD")).toBeTruthy();
    expect(screen.getByText(/Checked on this phone without a connection/)).toBeTruthy();
    expect(screen.getByText("Ama Mensah")).toBeTruthy();
    expect(screen.getByText("10 Jan 2099")).toBeTruthy();
  });

  it("refuses a forged or altered token", async () => {
    localStorage.setItem("gkf.card-keys", JSON.stringify(keys));
    stubOffline({ keysReachable: false });
    const genuine = await signToken(claims);
    const [, signature] = genuine.split(".");
    const altered = `${toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, n: "Kofi Boateng" })))}.${signature}`;
    await renderApp(`/verify/t/${altered}`);

    expect(await screen.findByText("NOT GENUINE")).toBeTruthy();
    expect(screen.queryByText("Kofi Boateng")).toBeNull();
    expect(await verifyCardOffline(await signToken(claims, ed.utils.randomSecretKey()), keys)).toEqual({
      kind: "not-genuine",
    });
  });

  it("says EXPIRED CARD for a genuine card past its date", async () => {
    localStorage.setItem("gkf.card-keys", JSON.stringify(keys));
    stubOffline({ keysReachable: false });
    await renderApp(`/verify/t/${await signToken({ ...claims, x: "2020-01-31" })}`);

    expect(await screen.findByText("EXPIRED CARD")).toBeTruthy();
    expect(screen.getByText("The federation issued this card, but it expired on 31 Jan 2020.")).toBeTruthy();
  });

  it("says when the phone has no keys yet", async () => {
    stubOffline({ keysReachable: false });
    await renderApp(`/verify/t/${await signToken(claims)}`);

    expect(await screen.findByText(/cannot check cards without a connection yet/)).toBeTruthy();
  });
});

describe("a membership number typed by hand", () => {
  it("shows only whether it is active, with initials", async () => {
    stubApi({
      "/api/public/verify/GKF-AA-26-000001": {
        body: { code: "GKF-AA-26-000001", is_active: true, initials: "A. M.", checked_at: "2026-03-06T12:00:00Z" },
      },
    });
    await renderApp("/verify/GKF-AA-26-000001");

    expect(await screen.findByText("ACTIVE")).toBeTruthy();
    expect(screen.getByText("An active membership has this number. Initials of its member: A. M.")).toBeTruthy();
    expect(screen.getByText(/A number alone proves nothing/)).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Photo of the member" })).toBeNull();
  });

  it("says when no active membership has it, and checks another", async () => {
    const fetchStub = stubApi({
      "/api/public/verify/GKF-XX-26-000000": {
        body: { code: "GKF-XX-26-000000", is_active: false, initials: null, checked_at: "2026-03-06T12:00:00Z" },
      },
      "/api/public/verify/GKF-AA-26-000001": {
        body: { code: "GKF-AA-26-000001", is_active: true, initials: "A. M.", checked_at: "2026-03-06T12:00:00Z" },
      },
    });
    await renderApp("/verify/GKF-XX-26-000000");

    expect(await screen.findByText("NO ACTIVE MEMBERSHIP")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Membership number"), { target: { value: "not a number" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findAllByText("A membership number looks like GKF-AA-26-000123.")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText("Membership number"), { target: { value: "gkf-aa-26-000001" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("ACTIVE")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/verify/GKF-AA-26-000001");
    expect(fetchStub.mock.calls.filter(([url]) => !String(url).includes("/keys"))).toHaveLength(2);
  });

  it("passes on the server's words when there were too many look-ups", async () => {
    stubApi({
      "/api/public/verify/GKF-AA-26-000001": {
        status: 429,
        body: { code: "RATE_LIMITED", message: "Too many look-ups. Try again in 10 minutes." },
      },
    });
    await renderApp("/verify/GKF-AA-26-000001");

    await waitFor(() => expect(screen.getByText("Too many look-ups. Try again in 10 minutes.")).toBeTruthy());
    // A refusal is not asked again: that would only count against the limit.
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("asks again by itself when the server failed for a moment, and offers to try again after that", async () => {
    const active = {
      code: "GKF-AA-26-000001",
      is_active: true,
      initials: "A. M.",
      checked_at: "2026-03-06T12:00:00.000Z",
    };
    const answers = [503, 503, 503, 200];
    const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname !== "/api/public/verify/GKF-AA-26-000001") {
        return new Response(JSON.stringify({ code: "NOT_FOUND", message: "No stub" }), { status: 404 });
      }
      const status = answers.shift() ?? 200;
      const body = status === 200 ? active : { code: "SERVICE_UNAVAILABLE", message: "Busy" };
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchStub);
    await renderApp("/verify/GKF-AA-26-000001");

    // Three failures in a row (the first ask and two more): the person is told, and can try again.
    expect(await screen.findByText("The membership could not be checked just now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("ACTIVE")).toBeTruthy();
    const numberCalls = fetchStub.mock.calls.filter(([input]) =>
      String(input).includes("/api/public/verify/GKF-AA-26-000001"),
    );
    expect(numberCalls).toHaveLength(4);
  });

  it("shows the verdict when the server answers on the second ask", async () => {
    const active = {
      code: "GKF-AA-26-000001",
      is_active: true,
      initials: "A. M.",
      checked_at: "2026-03-06T12:00:00.000Z",
    };
    let asked = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), "http://localhost");
        if (url.pathname !== "/api/public/verify/GKF-AA-26-000001") {
          return new Response(JSON.stringify({ code: "NOT_FOUND", message: "No stub" }), { status: 404 });
        }
        asked += 1;
        return asked === 1
          ? new Response(JSON.stringify({ code: "INTERNAL", message: "Busy" }), { status: 500 })
          : new Response(JSON.stringify(active), { headers: { "content-type": "application/json" } });
      }),
    );
    await renderApp("/verify/GKF-AA-26-000001");

    expect(await screen.findByText("ACTIVE")).toBeTruthy();
    expect(screen.queryByText("The membership could not be checked just now.")).toBeNull();
  });
});

describe("scan mode", () => {
  it("offers the camera and a photo at /verify/scan", async () => {
    stubApi({ "/api/public/verify/keys": { body: keys } });
    await renderApp("/verify/scan");

    expect(await screen.findByRole("button", { name: "Scan a card" })).toBeTruthy();
    expect(screen.getByText("Scan from a photo")).toBeTruthy();
  });

  it("reads a card's address or token from a QR code, and nothing else", async () => {
    const token = await signToken(claims);
    expect(tokenFromScan(`https://portal.gkf.org.gh/verify/t/${token}`)).toBe(token);
    expect(tokenFromScan(token)).toBe(token);
    expect(tokenFromScan("https://example.com/")).toBeNull();
    expect(decodeCardToken(token)?.claims).toEqual(claims);
    expect(decodeCardToken("junk.junk")).toBeNull();
  });
});
