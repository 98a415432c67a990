import type { CardKeySet } from "@gkf/contract";
import * as ed from "@noble/ed25519";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readCardNumberWith } from "./card-number";

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

describe("the membership number of a scanned card (the dojos' roll call)", () => {
  it("gives the membership number of a genuine card, checked with the keys on the phone", async () => {
    const reading = await readCardNumberWith(await cardQr("GKF-AA-26-000002"), {
      keys,
      online: false,
      fetchKeys: noFetch,
    });
    expect(reading).toEqual({ kind: "code", code: "GKF-AA-26-000002" });
  });

  it("fetches the keys when the phone has none and there is a connection", async () => {
    const qr = await cardQr("GKF-AA-26-000001");
    expect(await readCardNumberWith(qr, { keys: null, online: true, fetchKeys: async () => keys })).toEqual({
      kind: "code",
      code: "GKF-AA-26-000001",
    });
  });

  it("says 'no connection' when the phone has no keys and is offline", async () => {
    const qr = await cardQr("GKF-AA-26-000001");
    expect(await readCardNumberWith(qr, { keys: null, online: false, fetchKeys: noFetch })).toEqual({
      kind: "no-connection",
    });
  });

  it("refuses a forged card and a QR code that is not a card", async () => {
    const forged = await cardQr("GKF-AA-26-000001", ed.utils.randomSecretKey());
    expect(await readCardNumberWith(forged, { keys, online: true, fetchKeys: async () => keys })).toEqual({
      kind: "not-genuine",
    });
    expect(await readCardNumberWith("https://example.com/menu", { keys, online: true, fetchKeys: noFetch })).toEqual({
      kind: "not-card",
    });
    // A card's number address names its number, as typing it would.
    expect(
      await readCardNumberWith("https://portal.gkf.test/verify/gkf-aa-26-000001", {
        keys,
        online: false,
        fetchKeys: noFetch,
      }),
    ).toEqual({ kind: "code", code: "GKF-AA-26-000001" });
  });
});
