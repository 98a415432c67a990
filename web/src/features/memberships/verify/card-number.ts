import type { HttpClient } from "../../../shared/http/http-client";
import { readStoredCardKeys, refreshCardKeys, tokenFromScan, verifyCardOffline } from "./card-token";

/** What a scanned QR code says about its holder: the membership number on a genuine card, or why not. */
export type CardNumberReading =
  | { kind: "code"; code: string }
  | { kind: "not-card" }
  | { kind: "not-genuine" }
  /** The federation's keys are not on this phone and there is no connection to fetch them. */
  | { kind: "no-connection" };

const NUMBER_URL = /\/verify\/([A-Za-z0-9-]+)\/?$/;

/**
 * The membership number of a scanned card (the dojos' roll call marks its holder present). The
 * card's signed token is checked on the phone with the federation's public keys, as the card check
 * does offline; missing or stale keys are fetched when there is a connection. A card's
 * `…/verify/<number>` address gives its number, as typing it would.
 */
export async function readCardNumber(
  text: string,
  options: { online: boolean; http: HttpClient },
): Promise<CardNumberReading> {
  return readCardNumberWith(text, {
    keys: readStoredCardKeys(),
    online: options.online,
    fetchKeys: () => refreshCardKeys(options.http),
  });
}

/** `readCardNumber` with the keys given (tests). */
export async function readCardNumberWith(
  text: string,
  options: {
    keys: Parameters<typeof verifyCardOffline>[1];
    online: boolean;
    fetchKeys: () => ReturnType<typeof refreshCardKeys>;
  },
): Promise<CardNumberReading> {
  const token = tokenFromScan(text);
  if (!token) {
    const number = NUMBER_URL.exec(text.trim())?.[1];
    return number ? { kind: "code", code: number.toUpperCase() } : { kind: "not-card" };
  }
  let verdict = await verifyCardOffline(token, options.keys);
  if (verdict.kind === "no-keys" || verdict.kind === "unknown-key") {
    if (!options.online) return { kind: "no-connection" };
    const fresh = await options.fetchKeys().catch(() => null);
    if (!fresh) return { kind: "no-connection" };
    verdict = await verifyCardOffline(token, fresh);
  }
  if (verdict.kind === "genuine") return { kind: "code", code: verdict.claims.code.trim().toUpperCase() };
  if (verdict.kind === "not-genuine") return { kind: "not-genuine" };
  return { kind: "no-connection" };
}
