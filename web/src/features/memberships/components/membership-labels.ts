import { memberships as membershipsTexts } from "@gkf/contract/i18n/en-memberships";
import type { TFunction } from "i18next";
import { isKeyOf } from "../../../shared/i18n/i18n";

/** The API sends the membership type as a string; a type this app does not know yet is shown as sent. */
export function formatMembershipType(type: string, t: TFunction): string {
  return isKeyOf(membershipsTexts.membership_types, type) ? t(`memberships.membership_types.${type}`) : type;
}
