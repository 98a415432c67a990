import type { Belt } from "@gkf/contract";
import { labels } from "@gkf/contract/i18n/en-labels";
import { isKeyOf } from "../i18n/i18n";

/** "KYU_3" → "3rd kyu", "DAN_1" → "1st dan": the contract's names, the ones the PDFs print. */
export function formatBelt(belt: Belt): string {
  return labels.belts[belt];
}

/** The API sends the membership type as a string; a type this app does not know yet is shown as sent. */
export function formatMembershipType(type: string): string {
  return isKeyOf(labels.membership_types, type) ? labels.membership_types[type] : type;
}
