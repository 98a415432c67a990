import type { ComplianceEntry } from "@gkf/contract";
import type { TFunction } from "i18next";

/**
 * An item's sentence in the reader's language ("Upload a Ghana Card.", "Envoyez une Ghana Card."),
 * worded from its state and what satisfies it. The server's `reason` says the same in English for
 * API clients; only the official's rejection reason is shown as written.
 */
export function complianceSentence(entry: ComplianceEntry, t: TFunction): string {
  if (entry.item === "REGISTRATION_PAID") {
    return t(entry.met ? "memberships.overview.item_sentences.paid" : "memberships.overview.item_sentences.unpaid");
  }
  // A minor's identity may be a birth certificate as well: the server lists it among the types.
  const needs =
    entry.item === "IDENTITY_DOCUMENT" && entry.document_types.includes("BIRTH_CERTIFICATE")
      ? "IDENTITY_DOCUMENT_MINOR"
      : entry.item;
  const document = t(`memberships.overview.item_needs.${needs}`);
  if (entry.state === "REJECTED" && entry.rejection_reason) {
    return [
      t("memberships.overview.item_sentences.REJECTED", { reason: asSentence(entry.rejection_reason) }),
      t("memberships.overview.item_sentences.upload_again", { document }),
    ].join(" ");
  }
  const state = entry.met ? "MET" : entry.state === "REJECTED" ? "MISSING" : entry.state;
  return t(`memberships.overview.item_sentences.${state}`, { document });
}

/** The official's words end with a full stop, so that the next sentence does not run into them. */
const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
