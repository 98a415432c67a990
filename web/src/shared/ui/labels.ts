import type { Belt } from "@gkf/contract";
import { labels as labelsEn } from "@gkf/contract/i18n/en-labels";
import { labels as labelsFr } from "@gkf/contract/i18n/fr-labels";
import { activeLanguage, isKeyOf } from "../i18n/i18n";

/** The names in the active language (both files are small; they come with the pages that print them). */
const current = () => (activeLanguage() === "fr" ? labelsFr : labelsEn);

/** "KYU_3" → "3rd kyu", "DAN_1" → "1st dan": the contract's names, the ones the PDFs print. */
export function formatBelt(belt: Belt): string {
  return current().belts[belt];
}

/** The API sends the membership type as a string; a type this app does not know yet is shown as sent. */
export function formatMembershipType(type: string): string {
  const labels = current();
  return isKeyOf(labels.membership_types, type) ? labels.membership_types[type] : type;
}
