import {
  type CardClaims,
  CardClaimsSchema,
  type CardKeySet,
  CardKeySetSchema,
  membershipsEndpoints,
} from "@gkf/contract";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";

/**
 * A card's QR token checked on the phone itself (docs/decisions.md, "card token design"):
 * `base64url(JSON claims).base64url(Ed25519 signature over the first part)`. The federation's
 * public keys are kept on the device, so an official without a connection can still tell a
 * genuine card from a forged one. Ed25519 comes from @noble/ed25519, loaded only when needed
 * (WebCrypto's Ed25519 is missing in some Chromium versions).
 */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16,1024})\.([A-Za-z0-9_-]{86})$/;
const KEYS_STORAGE_KEY = "gkf.card-keys";

export type OfflineVerdict =
  | { kind: "genuine"; claims: CardClaims; expired: boolean }
  | { kind: "not-genuine" }
  /** Signed with a key this phone has not fetched yet (after a rotation): only the online check can tell. */
  | { kind: "unknown-key" }
  | { kind: "no-keys" };

function base64UrlToBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The claims of a well-formed token, not yet checked: show nothing of them before `verifyCardOffline`. */
export function decodeCardToken(token: string): { claims: CardClaims; payload: string; signature: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, payload = "", signature = ""] = match;
  try {
    const claims = CardClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(base64UrlToBytes(payload))));
    return claims.success ? { claims: claims.data, payload, signature } : null;
  } catch {
    return null;
  }
}

/** The token in a scanned QR code: a card's `…/verify/t/<token>` address, or a bare token. */
export function tokenFromScan(text: string): string | null {
  const trimmed = text.trim();
  const found = /\/verify\/t\/([A-Za-z0-9_.-]+)\/?$/.exec(trimmed)?.[1] ?? trimmed;
  return TOKEN_PATTERN.test(found) ? found : null;
}

export function readStoredCardKeys(): CardKeySet | null {
  try {
    const parsed = CardKeySetSchema.safeParse(JSON.parse(localStorage.getItem(KEYS_STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Fetches the federation's public keys and keeps them on the device for offline checks. */
export async function refreshCardKeys(http: HttpClient, signal?: AbortSignal): Promise<CardKeySet> {
  const keys = await callEndpoint(http, membershipsEndpoints.cardKeys, {}, { silent: true, signal });
  try {
    localStorage.setItem(KEYS_STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Private mode or a full storage: the service worker's copy of the keys still serves.
  }
  return keys;
}

/** Today as YYYY-MM-DD in the phone's time zone: the card's expiry date is a calendar day. */
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Checks the signature with the public keys alone: no server involved. */
export async function verifyCardOffline(token: string, keys: CardKeySet | null): Promise<OfflineVerdict> {
  const decoded = decodeCardToken(token);
  if (!decoded) return { kind: "not-genuine" };
  if (!keys || keys.keys.length === 0) return { kind: "no-keys" };
  const key = keys.keys.find((candidate) => candidate.kid === decoded.claims.kid);
  if (!key) return { kind: "unknown-key" };
  const { verifyAsync } = await import("@noble/ed25519");
  const message = new TextEncoder().encode(decoded.payload);
  let genuine = false;
  try {
    genuine = await verifyAsync(base64UrlToBytes(decoded.signature), message, base64UrlToBytes(key.x));
  } catch {
    genuine = false;
  }
  if (!genuine) return { kind: "not-genuine" };
  const expired = decoded.claims.x !== null && decoded.claims.x < localToday();
  return { kind: "genuine", claims: decoded.claims, expired };
}
