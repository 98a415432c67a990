import type { EntryReasonCode } from "@gkf/contract";
import type { EntryRow } from "./events.table.js";

/** The English sentence of each reason, stored beside its code for API clients (the web app words the code). */
const SENTENCES: Record<EntryReasonCode, string> = {
  WAITING_FEE: "Waiting for the entry fee.",
  WAITING_CONSENT: "Waiting for the member's consent (a minor's entry).",
  WAITLISTED: "The event is full: on the waiting list.",
  WITHDRAWN: "Withdrawn.",
  NO_PLACE: "No place became free before the entry list closed.",
  NOT_ELIGIBLE: "Not eligible when the entry list closed.",
  UNPAID: "The entry fee was not paid before the entry list closed.",
};

export type EntryReason = Pick<EntryRow, "reason" | "reason_code" | "reason_note">;

export const NO_REASON: EntryReason = { reason: null, reason_code: null, reason_note: null };

/**
 * An entry's reason as stored: the code, its English sentence and a withdrawal's note. A note
 * (what the member wrote when withdrawing) ends the sentence ("Withdrawn: <note>"); the failing
 * rules of an entry found ineligible do too, in English (`failures`).
 */
export function entryReason(code: EntryReasonCode, detail: { note?: string; failures?: string } = {}): EntryReason {
  if (code === "WITHDRAWN" && detail.note) {
    return { reason: `Withdrawn: ${detail.note}`, reason_code: code, reason_note: detail.note };
  }
  if (code === "NOT_ELIGIBLE" && detail.failures) {
    return {
      reason: `Not eligible when the entry list closed: ${detail.failures}`,
      reason_code: code,
      reason_note: null,
    };
  }
  return { reason: SENTENCES[code], reason_code: code, reason_note: null };
}

/** The reason an entry keeps when only another of its facts changes. */
export const keptReason = (entry: EntryReason): EntryReason => ({
  reason: entry.reason,
  reason_code: entry.reason_code,
  reason_note: entry.reason_note,
});
