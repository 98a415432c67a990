import type { SessionRoll } from "@gkf/contract";
import type { ComponentType } from "react";
import type { HttpClient } from "../../../shared/http/http-client";

type RollEntry = SessionRoll["items"][number];

/** What a scanned QR code tells the roll call: the membership number on a genuine card, or why not. */
export type CardReading =
  | { kind: "code"; code: string }
  | { kind: "not-card" }
  | { kind: "not-genuine" }
  /** The card cannot be checked on this phone without a connection. */
  | { kind: "no-connection" };

/**
 * Reading a member's card: the card check's scanner and its reading of a card, given by the router
 * (features do not import each other: composed-roll-call-page.tsx). Both load only when used.
 */
export interface CardReader {
  Scanner: ComponentType<{ onText: (text: string) => void; problem: string | null }>;
  read: (text: string, options: { online: boolean; http: HttpClient }) => Promise<CardReading>;
}

/** A membership number as the roll lists it: trimmed, upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The session's student holding this membership number; null when it is nobody on this roll. */
export function findStudent(items: readonly RollEntry[], code: string): RollEntry | null {
  const wanted = normaliseCode(code);
  if (wanted === "") return null;
  return items.find((item) => item.code !== null && normaliseCode(item.code) === wanted) ?? null;
}
