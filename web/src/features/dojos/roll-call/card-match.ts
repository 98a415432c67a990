import type { CardKeySet, SessionRoll } from "@gkf/contract";
import { tokenFromScan, verifyCardOffline } from "../../memberships/verify/card-token";

type RollEntry = SessionRoll["items"][number];

/** What a scanned QR code tells the roll call: the membership number on a genuine card, or why not. */
export type CardReading =
  | { kind: "code"; code: string }
  | { kind: "not-card" }
  | { kind: "not-genuine" }
  /** The federation's keys are not on this phone and there is no connection to fetch them. */
  | { kind: "no-connection" };

const NUMBER_URL = /\/verify\/([A-Za-z0-9-]+)\/?$/;

/** A membership number as the roll lists it: trimmed, upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Reads a scanned card. A card's signed token is checked on the phone with the federation's public
 * keys (as the card check does offline); when the keys are missing or stale they are fetched if
 * there is a connection. A `…/verify/<number>` address gives its number, as typing it would.
 */
export async function readCardCode(
  text: string,
  options: { keys: CardKeySet | null; online: boolean; fetchKeys: () => Promise<CardKeySet> },
): Promise<CardReading> {
  const token = tokenFromScan(text);
  if (!token) {
    const number = NUMBER_URL.exec(text.trim())?.[1];
    return number ? { kind: "code", code: normaliseCode(number) } : { kind: "not-card" };
  }
  let verdict = await verifyCardOffline(token, options.keys);
  if (verdict.kind === "no-keys" || verdict.kind === "unknown-key") {
    if (!options.online) return { kind: "no-connection" };
    const fresh = await options.fetchKeys().catch(() => null);
    if (!fresh) return { kind: "no-connection" };
    verdict = await verifyCardOffline(token, fresh);
  }
  if (verdict.kind === "genuine") return { kind: "code", code: normaliseCode(verdict.claims.code) };
  if (verdict.kind === "not-genuine") return { kind: "not-genuine" };
  return { kind: "no-connection" };
}

/** The session's student holding this membership number; null when it is nobody on this roll. */
export function findStudent(items: readonly RollEntry[], code: string): RollEntry | null {
  const wanted = normaliseCode(code);
  if (wanted === "") return null;
  return items.find((item) => item.code !== null && normaliseCode(item.code) === wanted) ?? null;
}
