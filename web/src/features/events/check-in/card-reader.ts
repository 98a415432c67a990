import type { ComponentType } from "react";
import type { HttpClient } from "../../../shared/http/http-client";

/** What a scanned QR code says: the membership number on a genuine card, or why not. */
export type EventCardReading =
  | { kind: "code"; code: string }
  | { kind: "not-card" }
  | { kind: "not-genuine" }
  | { kind: "no-connection" };

/**
 * Reading a member's card at the door: the card check's scanner and its reading of a card (the
 * card's signature checked on the phone), given by the router (features do not import each other:
 * app/router/composed-admin-events-page.tsx, the same reader the dojos' roll call gets). Both load
 * only when "Scan a card" is tapped.
 */
export interface EventCardReader {
  Scanner: ComponentType<{ onText: (text: string) => void; problem: string | null }>;
  read: (text: string, options: { online: boolean; http: HttpClient }) => Promise<EventCardReading>;
}

/** "gkf-aa-26-000123 " → "GKF-AA-26-000123". */
export function normaliseNumber(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether an entry's member matches what the organiser typed: part of the name, or of the number. */
export function matchesSearch(
  member: { first_name: string; last_name: string; code: string | null },
  search: string,
): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === "") return true;
  const name = `${member.first_name} ${member.last_name}`.toLowerCase();
  const reversed = `${member.last_name} ${member.first_name}`.toLowerCase();
  return name.includes(wanted) || reversed.includes(wanted) || (member.code ?? "").toLowerCase().includes(wanted);
}
